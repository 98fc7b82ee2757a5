import SendIcon from '@mui/icons-material/Send';
import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { email, Form, required, TextInput, useDataProvider, useLocation, useTranslate } from 'react-admin';
import type { KontorDataProvider } from '../providers/dataProvider';
import { ErrorAlert } from './ErrorAlert';
import { fieldErrorsOf } from './fieldErrorsOf';
import { focusFirstError } from './focusFirstError';
import { PageLink } from './PageLink';
import { PublicPage } from './PublicPage';
import { SubmitButton } from './SubmitButton';

const validateEmail = [required(), email()];

/** /forgot-password: asks for a reset link. The answer is the same for unknown addresses. */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState(false);

  const submit = async (values: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    if (busy) return undefined;
    setError(null);
    setBusy(true);
    try {
      await dataProvider.sendPasswordResetLink({ body: { email: String(values.email ?? '').trim() }, errorContext: 'form' });
      setSent(true);
      return undefined;
    } catch (failure) {
      const fields = fieldErrorsOf(failure, ['email']);
      if (fields) focusFirstError(fields);
      else setError(failure);
      return fields ?? undefined;
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage titleKey="app.pages.forgot.title">
      {sent ? (
        <Alert severity="success" role="status">
          {translate('app.pages.forgot.sent')}
        </Alert>
      ) : (
        <Form defaultValues={{ email: new URLSearchParams(search).get('email') ?? '' }} onSubmit={submit}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.pages.forgot.text')}
          </Typography>
          {error ? <ErrorAlert error={error} /> : null}
          <TextInput source="email" type="email" label="app.pages.forgot.email" autoComplete="username" validate={validateEmail} fullWidth />
          <SubmitButton labelKey="app.pages.forgot.submit" icon={<SendIcon />} busy={busy} />
        </Form>
      )}
      <PageLink to="/login" labelKey="app.pages.back_to_sign_in" />
    </PublicPage>
  );
};
