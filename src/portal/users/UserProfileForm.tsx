import { Box, Stack } from '@mui/material';
import { SaveButton, SimpleForm, TextInput, useTranslate } from 'react-admin';
import type { User } from '../../contract/entities';
import { useRecordSave } from '../errors/useRecordSave';

/** What the update call takes of the form: names, e-mail and phone (the call wants a phone, empty when none). */
export const userProfileBody = (values: Partial<User>) => ({ first_name: values.first_name, last_name: values.last_name, email: values.email, phone: values.phone ?? '' });

/**
 * Names, e-mail and phone of the page's user: a <SimpleForm> of the <Edit>'s record, saved with
 * react-admin's own save (UserEdit: only these fields are sent); the server's field messages land on
 * the inputs, the topmost one focused.
 */
export const UserProfileForm = () => {
  const translate = useTranslate();
  const { submit, saving } = useRecordSave();
  return (
    <SimpleForm
      onSubmit={submit}
      component={Box}
      toolbar={
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <SaveButton label={translate('app.users.save')} disabled={saving} alwaysEnable={!saving} />
        </Stack>
      }
    >
      <Box sx={{ width: '100%' }}>
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
