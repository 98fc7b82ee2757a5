import { Alert, Button, Card, CardContent, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { User } from '../../contract/entities';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { formatDateTime } from '../tables/formatMoney';
import { isCustomer } from './isCustomer';
import { LoginAsButton } from './LoginAsButton';

/** /admin/users/{user_id}: the user's details, with edit and (customers) "Login as user". */
export const UserShow = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const id = Number(useParams().user_id);
  useDocumentTitle('app.routes.user');
  const { data, isPending, error } = useGetOne<User>('users', { id });
  const yesNo = (v: boolean | undefined) => translate(v ? 'app.users.yes' : 'app.users.no');
  const rows: [string, string][] = data
    ? [
        ['first_name', data.first_name],
        ['last_name', data.last_name],
        ['email', data.email],
        ['phone', data.phone ?? ''],
        ['role', data.roles.map((r) => translate(`app.users.roles.${r.slug}`)).join(', ')],
        ['company', data.company?.name ?? ''],
        ['two_factor', yesNo(data.two_factor_auth.google)],
        ['enabled', yesNo(data.enabled)],
        ['created_at', formatDateTime(data.created_at, locale)],
      ]
    : [];
  return (
    <PageFrame titleKey="app.routes.user">
      {isPending ? <LinearProgress /> : null}
      {error ? <Alert severity="error">{translate('app.users.not_found')}</Alert> : null}
      {data ? (
        <Card variant="outlined">
          <CardContent>
            <Grid container spacing={2}>
              {rows.map(([key, value]) => (
                <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Typography variant="caption" color="text.secondary">{translate(`app.users.columns.${key}`)}</Typography>
                  <Typography data-testid={`user-${key}`}>{value || '—'}</Typography>
                </Grid>
              ))}
            </Grid>
            <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
              <Button variant="contained" component={Link} to={`/admin/users/${data.id}/edit`}>{translate('app.users.edit')}</Button>
              {isCustomer(data) ? <LoginAsButton user={data} /> : null}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
    </PageFrame>
  );
};
