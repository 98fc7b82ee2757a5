import LoginIcon from '@mui/icons-material/Login';
import { Button, CircularProgress } from '@mui/material';
import { email, Form, PasswordInput, required, TextInput, useTranslate } from 'react-admin';

export type Credentials = { email: string; password: string };

/** Field messages to put on the inputs (a 422 answer), or nothing. */
export type CredentialErrors = Partial<Record<keyof Credentials, string>> | undefined;

type LoginFormProps = {
  defaultEmail: string;
  busy: boolean;
  onSubmit: (credentials: Credentials) => Promise<CredentialErrors>;
};

const validateEmail = [required(), email()];
const validatePassword = required();

/** The credentials step of the sign-in. */
export const LoginForm = ({ defaultEmail, busy, onSubmit }: LoginFormProps) => {
  const translate = useTranslate();
  return (
    <Form
      defaultValues={{ email: defaultEmail, password: '' }}
      onSubmit={(values: Record<string, unknown>) => (busy ? undefined : onSubmit({ email: String(values.email ?? '').trim(), password: String(values.password ?? '') }))}
    >
      <TextInput source="email" type="email" label="app.auth.email" autoComplete="username" validate={validateEmail} fullWidth />
      <PasswordInput source="password" label="app.auth.password" autoComplete="current-password" validate={validatePassword} fullWidth />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LoginIcon />}
        sx={{ mt: 2 }}
      >
        {translate('app.auth.sign_in')}
      </Button>
    </Form>
  );
};
