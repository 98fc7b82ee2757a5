import { Alert, Button } from '@mui/material';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useLogin, useLogout, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError, isOtpRequired } from '../providers/ApiError';
import { readAccessToken, readUser } from '../providers/authStorage';
import { roleOf } from '../providers/roles';
import { sessionEvents } from '../providers/sessionEvents';
import type { LoginOutcome, LoginParams } from '../providers/authProvider';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { LoginPageLinks } from '../pages/LoginPageLinks';
import { AuthLayout } from '../frame/AuthLayout';
import { LoginForm, type CredentialErrors, type Credentials } from './LoginForm';
import { TwoFactorModal, type TwoFactorOutcome } from '../twoFactor/TwoFactorModal';
import { warmUpRole, warmUpSignedIn } from './warmUpSignedIn';

// Sign in with your phone (its QR code generator included) loads when the person opens it, not with the form.
const PhoneSignIn = lazy(async () => ({ default: (await import('../deviceSignIn/PhoneSignIn')).PhoneSignIn }));

/** The sign-in as a step machine: credentials, then (for users with two-factor) the code, a passkey or a recovery code. */
type Step = { name: 'credentials' } | { name: 'twoFactor'; credentials: Credentials; methods: readonly string[] };

const messageOf = (error: unknown): string => (isApiError(error) || error instanceof Error ? error.message : 'app.error.unexpected');

/** A 422 whose messages belong to the form's fields puts them there (document 1, section 5). */
const fieldErrorsOf = (error: unknown): CredentialErrors => {
  if (!isApiError(error) || error.status !== 422) return undefined;
  const fields = error.body.errors ?? {};
  const result: CredentialErrors = {};
  if (fields.email) result.email = fields.email;
  if (fields.password) result.password = fields.password;
  return Object.keys(result).length > 0 ? result : undefined;
};

/** /login: e-mail (prefilled from ?email=) and password, then the two-factor modal when the server asks. */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const logout = useLogout();
  const notify = useNotify();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const [step, setStep] = useState<Step>({ name: 'credentials' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // Sign in with your phone (issue 18): a signed-in device approves this browser. A link (/login?phone=1), not a
  // button, so the page has one button named for signing in.
  const withPhone = query.get('phone') === '1';
  useDocumentTitle('app.auth.title');

  useEffect(() => {
    // An authenticated user opening /login is logged out, without a redirect (document 1, section 2.1).
    if (readAccessToken()) void logout({}, false);
    // Only on arrival: `logout` keeps its identity for the page's life (react-admin's useCallback over the
    // data router's stable navigate), and a sign-in completed on this page navigates away.
  }, [logout]);

  // The sign-in stores the session before react-admin navigates: the role is then known, and its own
  // dashboard is fetched at once (auth/warmUpSignedIn.ts).
  useEffect(() => sessionEvents.subscribe(() => warmUpRole(roleOf(readUser()))), []);

  const signIn = async (credentials: Credentials, second: Pick<LoginParams, 'otp' | 'passkey'> = {}): Promise<void> => {
    const params: LoginParams = { ...credentials, ...second, oauthCode: query.get('oauth_code') ?? undefined };
    // Without a remembered target react-admin goes to /, which sends each role to its dashboard.
    const outcome = (await login(params)) as LoginOutcome | undefined;
    const left = outcome?.recoveryCodesLeft;
    if (left !== undefined) notify('app.second_factors.recovery.left', { type: left > 2 ? 'info' : 'warning', messageArgs: { smart_count: left } });
  };

  const submitCredentials = async (credentials: Credentials): Promise<CredentialErrors> => {
    setMessage(null);
    setBusy(true);
    warmUpSignedIn();
    try {
      await signIn(credentials);
      return undefined;
    } catch (error) {
      if (isOtpRequired(error)) {
        setStep({ name: 'twoFactor', credentials, methods: error.otpMethods });
        return undefined;
      }
      const fields = fieldErrorsOf(error);
      if (!fields) setMessage(messageOf(error));
      return fields;
    } finally {
      setBusy(false);
    }
  };

  const submitSecondFactor = async (second: Pick<LoginParams, 'otp' | 'passkey'>): Promise<TwoFactorOutcome> => {
    if (step.name !== 'twoFactor') return null;
    try {
      await signIn(step.credentials, second);
      return null;
    } catch (error) {
      // A refused code, or the browser's passkey prompt closed (status 0), stays in the dialog.
      if (isOtpRequired(error) || (isApiError(error) && error.status === 0 && second.passkey)) return { refused: error.message };
      // Anything else (throttling, a disabled account) ends the two-factor step.
      setStep({ name: 'credentials' });
      setMessage(messageOf(error));
      return null;
    }
  };

  return (
    <AuthLayout title={translate('app.auth.title')}>
      {message ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(message, { _: message })}
        </Alert>
      ) : null}
      {withPhone ? (
        <Suspense fallback={null}>
          <PhoneSignIn />
        </Suspense>
      ) : (
        <>
          <LoginForm defaultEmail={query.get('email') ?? ''} busy={busy} onSubmit={submitCredentials} />
          <Button fullWidth variant="outlined" startIcon={<PhoneIphoneIcon />} sx={{ mt: 2 }} component={RouterLink} to="/login?phone=1">
            {translate('app.signins.device.with_phone')}
          </Button>
        </>
      )}
      <LoginPageLinks />
      <TwoFactorModal
        open={step.name === 'twoFactor'}
        onSubmit={(otp) => submitSecondFactor({ otp })}
        onPasskey={step.name === 'twoFactor' && step.methods.includes('passkey') ? () => submitSecondFactor({ passkey: true }) : undefined}
        recoveryCodes={step.name === 'twoFactor' && step.methods.includes('recovery_code')}
        onCancel={() => setStep({ name: 'credentials' })}
      />
    </AuthLayout>
  );
};
