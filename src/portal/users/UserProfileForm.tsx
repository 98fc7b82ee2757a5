import { Alert, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import type { User } from '../../contract/entities';
import { useKontorSubmit } from '../errors/useKontorSubmit';

type ProfileValues = { first_name: string; last_name: string; email: string; phone: string };
type UserProfileFormProps = { user: User };

/** Names, e-mail and phone of a user; the server's field messages land on the inputs. */
export const UserProfileForm = ({ user }: UserProfileFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const submit = useKontorSubmit('admin.users.update', (v: ProfileValues) => ({ first_name: v.first_name, last_name: v.last_name, email: v.email, phone: v.phone ?? '' }), {
    params: { id: user.id },
    onSuccess: () => {
      notify('app.users.updated', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
  const defaults: ProfileValues = { first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone ?? '' };
  return (
    <Form defaultValues={defaults} onSubmit={submit.submit}>
      {submit.message && Object.keys(submit.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(submit.message, { _: submit.message })}</Alert> : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput source="first_name" label={translate('app.users.columns.first_name')} />
        <TextInput source="last_name" label={translate('app.users.columns.last_name')} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput source="email" type="email" label={translate('app.users.columns.email')} />
        <TextInput source="phone" label={translate('app.users.columns.phone')} />
      </Stack>
      <SaveButton label={translate('app.users.save')} disabled={submit.loading} alwaysEnable={!submit.loading} />
    </Form>
  );
};
