import { Alert, Box, Stack } from '@mui/material';
import { PasswordInput, SaveButton, SimpleForm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormMutation } from '../errors/useFormMutation';
import type { KontorDataProvider } from '../providers/dataProvider';

type PasswordValues = { password: string; password_confirmation: string };
type UserPasswordFormProps = { userId: number };

/**
 * An admin sets a user's password (same policy as registration; the user's sessions end): a
 * <SimpleForm> of the page's <Edit>, sent with the dataProvider's password action.
 */
export const UserPasswordForm = ({ userId }: UserPasswordFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const submit = useFormMutation(
    (v: PasswordValues) => dataProvider.setUserPassword({ params: { id: userId }, body: { password: v.password ?? '', password_confirmation: v.password_confirmation ?? '' } }),
    { onSuccess: () => notify('app.users.password_set', { type: 'success' }) },
  );
  return (
    <SimpleForm
      defaultValues={{ password: '', password_confirmation: '' }}
      onSubmit={submit.submit}
      component={Box}
      toolbar={
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <SaveButton label={translate('app.users.set_password')} disabled={submit.loading} alwaysEnable={!submit.loading} />
        </Stack>
      }
    >
      <Box sx={{ width: '100%' }}>
        {submit.message && Object.keys(submit.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(submit.message, { _: submit.message })}</Alert> : null}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <PasswordInput source="password" autoComplete="new-password" label={translate('app.users.password')} />
          <PasswordInput source="password_confirmation" autoComplete="new-password" label={translate('app.users.password_confirmation')} />
        </Stack>
      </Box>
    </SimpleForm>
  );
};
