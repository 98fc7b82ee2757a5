import { Button, Grid, Stack } from '@mui/material';
import type { ReactElement } from 'react';
import { FunctionField, Labeled, TextField, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { User } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { formatDateTime } from '../money/formatMoney';
import { isCustomer } from './isCustomer';
import { LoginAsButton } from './LoginAsButton';

/** One labelled field of the user, in the details grid. */
const Item = ({ name, children }: { name: string; children: ReactElement }) => {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Labeled label={translate(`app.users.columns.${name}`)}>{children}</Labeled>
    </Grid>
  );
};

/** The record's details as react-admin fields, then edit and (customers) "Login as user". */
const UserDetails = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const user = useRecordContext<User>();
  if (!user) return null;
  const yesNo = (v: boolean | undefined) => translate(v ? 'app.users.yes' : 'app.users.no');
  return (
    <>
      <Grid container spacing={2}>
        <Item name="first_name"><TextField source="first_name" emptyText="—" data-testid="user-first_name" /></Item>
        <Item name="last_name"><TextField source="last_name" emptyText="—" data-testid="user-last_name" /></Item>
        <Item name="email"><TextField source="email" emptyText="—" data-testid="user-email" /></Item>
        <Item name="phone"><TextField source="phone" emptyText="—" data-testid="user-phone" /></Item>
        <Item name="role">
          <FunctionField<User> source="roles" render={(u) => u.roles.map((r) => translate(`app.users.roles.${r.slug}`)).join(', ') || '—'} data-testid="user-role" />
        </Item>
        <Item name="company"><TextField source="company.name" emptyText="—" data-testid="user-company" /></Item>
        <Item name="two_factor"><FunctionField<User> render={(u) => yesNo(u.two_factor_auth.google)} data-testid="user-two_factor" /></Item>
        <Item name="enabled"><FunctionField<User> source="enabled" render={(u) => yesNo(u.enabled)} data-testid="user-enabled" /></Item>
        <Item name="created_at"><FunctionField<User> source="created_at" render={(u) => formatDateTime(u.created_at, locale) || '—'} data-testid="user-created_at" /></Item>
      </Grid>
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
        <Button variant="contained" component={Link} to={`/admin/users/${user.id}/edit`}>{translate('app.users.edit')}</Button>
        {isCustomer(user) ? <LoginAsButton user={user} /> : null}
      </Stack>
    </>
  );
};

/** /admin/users/{user_id}: react-admin's <Show> of users. */
export const UserShow = () => {
  const id = Number(useParams().user_id);
  useDocumentTitle('app.routes.user');
  return (
    <PageFrame titleKey="app.routes.user">
      {/* The route table guards the page; the page title is the frame's. */}
      <RecordPage.Show resource="users" id={id} notFoundKey="app.users.not_found" emptyWhileLoading>
        <UserDetails />
      </RecordPage.Show>
    </PageFrame>
  );
};
