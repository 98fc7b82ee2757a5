import LockResetIcon from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { Form, TextInput } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { ErrorAlert } from './ErrorAlert';
import { fieldErrorsOf } from './fieldErrorsOf';
import { focusFirstError } from './focusFirstError';
import { PasswordFields } from './PasswordFields';
import { SubmitButton } from './SubmitButton';

type ResetPasswordFormProps = { linkPath: string; email: string; onReset: () => void };

const FIELDS = ['password', 'password_confirmation'] as const;

/** The new password for a checked reset link; the address is shown (and given to password managers). */
export const ResetPasswordForm = ({ linkPath, email, onReset }: ResetPasswordFormProps) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (values: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    if (busy) return undefined;
    setError(null);
    setBusy(true);
    try {
      await httpClient(linkPath, { method: 'POST', body: { password: values.password, password_confirmation: values.password_confirmation }, errorContext: 'form' });
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
