import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from '../frame/AuthLayout';
import { TwoFactorModal } from '../twoFactor/TwoFactorModal';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { type Exchange, useKeyExchange } from './useKeyExchange';

type KeySignInProps = { titleKey: string; exchange: Exchange | null; onSignedIn?: () => void };

/** A sign-in with a key from another system: exchanging, the two-factor code when the user has it on, or the refusal. */
export const KeySignIn = ({ titleKey, exchange, onSignedIn }: KeySignInProps) => {
  const translate = useTranslate();
  useDocumentTitle(titleKey);
  const { state, submitCode, cancel } = useKeyExchange(exchange, onSignedIn);
  return (
    <AuthLayout title={translate(titleKey)}>
      {state.name === 'exchanging' || state.name === 'done' || state.name === 'twoFactor' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate('app.signins.signing_in')}</Typography>
        </Stack>
      ) : null}
      {state.name === 'refused' ? (
        <>
          <Alert severity="error" sx={{ mb: 2 }} data-testid="sign-in-refused">{translate(state.message, { _: state.message })}</Alert>
          <Button component={RouterLink} to="/login" variant="contained">{translate('app.signins.to_login')}</Button>
        </>
      ) : null}
      <TwoFactorModal open={state.name === 'twoFactor'} onSubmit={async (code) => { const refused = await submitCode(code); return refused ? { refused } : null; }} onCancel={cancel} />
    </AuthLayout>
  );
};
