import { Alert, Box, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { SaveButton, SimpleForm, TextInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { User } from '../../contract/entities';
import { useKontorSubmit } from '../errors/useKontorSubmit';

type ProfileValues = { first_name: string; last_name: string; email: string; phone: string | null };

/**
 * Names, e-mail and phone of the page's user (a <SimpleForm> of the <Edit>'s record), saved with the
 * update call through the error layer; the server's field messages land on the inputs.
 */
export const UserProfileForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const user = useRecordContext<User>();
  const submit = useKontorSubmit('admin.users.update', (v: ProfileValues) => ({ first_name: v.first_name, last_name: v.last_name, email: v.email, phone: v.phone ?? '' }), {
    params: { id: user?.id ?? 0 },
    onSuccess: () => {
      notify('app.users.updated', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
  return (
    <SimpleForm
      onSubmit={submit.submit}
      component={Box}
      toolbar={
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <SaveButton label={translate('app.users.save')} disabled={submit.loading} alwaysEnable={!submit.loading} />
        </Stack>
      }
    >
      <Box sx={{ width: '100%' }}>
        {submit.message && Object.keys(submit.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(submit.message, { _: submit.message })}</Alert> : null}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextInput source="first_name" label={translate('app.users.columns.first_name')} />
          <TextInput source="last_name" label={translate('app.users.columns.last_name')} />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextInput source="email" type="email" label={translate('app.users.columns.email')} />
          <TextInput source="phone" label={translate('app.users.columns.phone')} />
        </Stack>
      </Box>
    </SimpleForm>
  );
};
