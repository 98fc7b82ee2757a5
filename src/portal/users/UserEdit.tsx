import { Alert, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { User } from '../../contract/entities';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { UserAccountActions } from './UserAccountActions';
import { UserPasswordForm } from './UserPasswordForm';
import { UserProfileForm } from './UserProfileForm';
import { UserRoleForm } from './UserRoleForm';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{title}</Typography>
      {children}
    </CardContent>
  </Card>
);

/** /admin/users/{user_id}/edit: profile, role, password and the account actions, each its own form. */
export const UserEdit = () => {
  const translate = useTranslate();
  const id = Number(useParams().user_id);
  useDocumentTitle('app.routes.user_edit');
  const { data, isPending, error } = useGetOne<User>('users', { id });
  return (
    <PageFrame titleKey="app.routes.user_edit">
      {isPending ? <LinearProgress /> : null}
      {error ? <Alert severity="error">{translate('app.users.not_found')}</Alert> : null}
      {data ? (
        <Stack spacing={2}>
          <Section title={translate('app.users.sections.profile')}><UserProfileForm key={`${data.id}-${data.email}`} user={data} /></Section>
          <Section title={translate('app.users.sections.role')}><UserRoleForm key={data.roles[0]?.slug} user={data} /></Section>
          <Section title={translate('app.users.sections.password')}><UserPasswordForm userId={data.id} /></Section>
          <Section title={translate('app.users.sections.account')}><UserAccountActions user={data} /></Section>
        </Stack>
      ) : null}
    </PageFrame>
  );
};
