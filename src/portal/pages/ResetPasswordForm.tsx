import LockResetIcon from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { Form, TextInput, useDataProvider } from 'react-admin';
import type { KontorDataProvider } from '../providers/dataProvider';
import { ErrorAlert } from './ErrorAlert';
import { fieldErrorsOf } from './fieldErrorsOf';
import { focusFirstError } from './focusFirstError';
import { PasswordFields } from './PasswordFields';
import { SubmitButton } from './SubmitButton';

/** `link`: the key and token of the reset link (the call's path). */
type ResetPasswordFormProps = { link: { a: string; b: string }; email: string; onReset: () => void };

const FIELDS = ['password', 'password_confirmation'] as const;

/** The new password for a checked reset link; the address is shown (and given to password managers). */
export const ResetPasswordForm = ({ link, email, onReset }: ResetPasswordFormProps) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (values: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    if (busy) return undefined;
    setError(null);
    setBusy(true);
    try {
      await dataProvider.resetPassword({ params: link, body: { password: String(values.password ?? ''), password_confirmation: String(values.password_confirmation ?? '') }, errorContext: 'form' });
      onReset();
      return undefined;
    } catch (failure) {
      const fields = fieldErrorsOf(failure, FIELDS);
      if (fields) focusFirstError(fields);
      else setError(failure);
      return fields ?? undefined;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form defaultValues={{ email, password: '', password_confirmation: '' }} onSubmit={submit}>
      {error ? <ErrorAlert error={error} notFoundKey="app.pages.reset.invalid" /> : null}
      <TextInput source="email" type="email" label="app.pages.reset.email" autoComplete="username" readOnly fullWidth />
      <PasswordFields passwordLabel="app.pages.reset.password" confirmationLabel="app.pages.reset.password_confirmation" />
      <SubmitButton labelKey="app.pages.reset.submit" icon={<LockResetIcon />} busy={busy} />
    </Form>
  );
};
