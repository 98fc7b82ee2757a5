import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { User } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { UserAccountActions } from './UserAccountActions';
import { UserPasswordForm } from './UserPasswordForm';
import { userProfileBody, UserProfileForm } from './UserProfileForm';
import { UserRoleForm } from './UserRoleForm';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{title}</Typography>
      {children}
    </CardContent>
  </Card>
);

/** The parts of the user, each saved by its own call: profile, role and password are <SimpleForm>s of the record. */
const UserEditSections = () => {
  const translate = useTranslate();
  const user = useRecordContext<User>();
  if (!user) return null;
  return (
    <Stack spacing={2}>
      <Section title={translate('app.users.sections.profile')}><UserProfileForm /></Section>
      <Section title={translate('app.users.sections.role')}><UserRoleForm /></Section>
      <Section title={translate('app.users.sections.password')}><UserPasswordForm userId={user.id} /></Section>
      <Section title={translate('app.users.sections.account')}><UserAccountActions user={user} /></Section>
    </Stack>
  );
};

/**
 * /admin/users/{user_id}/edit: react-admin's <Edit mutationMode="pessimistic"> of users. The API has a
 * call per part, so each part is its own form: the profile saves with the <Edit>'s own save (the
 * update call), role and password with the dataProvider's actions, the account actions each on their
 * own; the page stays after a save.
 */
export const UserEdit = () => {
  const notify = useNotify();
  const id = Number(useParams().user_id);
  useDocumentTitle('app.routes.user_edit');
  return (
    <PageFrame titleKey="app.routes.user_edit">
      {/* The route table guards the page; the page title is the frame's. */}
      <RecordPage.Edit
        resource="users"
        id={id}
        redirect={false}
        notFoundKey="app.users.not_found"
        transform={userProfileBody}
        mutationOptions={{ onSuccess: () => notify('app.users.updated', { type: 'success' }) }}
      >
        <UserEditSections />
      </RecordPage.Edit>
    </PageFrame>
  );
};
