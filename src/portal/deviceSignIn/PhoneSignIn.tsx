import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ANNOUNCE_AUTH_CODE_EVENT } from '../../contract/enums';
import { isApiError } from '../providers/ApiError';
import type { KontorDataProvider } from '../providers/dataProvider';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent';
import { approvalLink, isAuthCodeEvent, makeSecretPair } from './secretPair';

/** How often the waiting page asks whether its request was refused or has ended. */
export const STATUS_POLL_MS = 3000;

type Ended = 'denied' | 'expired' | 'refused';
type State =
  | { name: 'starting' }
  | { name: 'waiting'; link: string; qr: string; expiresAt: number }
  | { name: 'signingIn' }
  | { name: 'ended'; reason: Ended | 'failed'; message?: string };

type Secret = { verifier: string; identifier: string };

/**
 * "Sign in with your phone" (issue 18): shows the QR code and link of a sign-in request, waits for the
 * approval's `auth_code` on the public announce channel, and signs in with it and this browser's secret.
 * A refusal or the end of the request leaves the page waiting with a message and a way to ask again.
 */
export const PhoneSignIn = () => {
  const translate = useTranslate();
  const login = useLogin();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const [state, setState] = useState<State>({ name: 'starting' });
  const secret = useRef<Secret | null>(null);
  const redeeming = useRef(false);

  const start = useCallback(async () => {
    setState({ name: 'starting' });
    redeeming.current = false;
    try {
      const pair = await makeSecretPair();
      secret.current = pair;
      const started = await dataProvider.startDeviceSignIn({ body: { identifier: pair.identifier }, errorContext: 'silent' });
      const link = approvalLink(window.location.origin, started.code);
      const qr = await QRCode.toDataURL(link, { margin: 1, width: 220 });
      setState({ name: 'waiting', link, qr, expiresAt: Date.parse(started.expires_at) });
    } catch (error) {
      secret.current = null;
      setState({ name: 'ended', reason: 'failed', message: isApiError(error) ? error.message : undefined });
    }
  }, [dataProvider]);

  useEffect(() => {
    void start();
  }, [start]);

  useRealtimeEvent(ANNOUNCE_AUTH_CODE_EVENT, (data) => {
    const pair = secret.current;
    // Everyone hears every approval: only the one for this browser's identifier is ours.
    if (!pair || !isAuthCodeEvent(data) || data.identifier !== pair.identifier || redeeming.current) return;
    redeeming.current = true;
    setState({ name: 'signingIn' });
    login({ device: { otp: data.otp, verifier: pair.verifier } }).catch((error: unknown) => {
      secret.current = null;
      setState({ name: 'ended', reason: 'refused', message: isApiError(error) ? error.message : undefined });
    });
  });

  // A refusal on the other device, or the end of the request, is read from the server every few seconds.
  useEffect(() => {
    if (state.name !== 'waiting') return undefined;
    const timer = window.setInterval(() => {
      const pair = secret.current;
      if (!pair) return;
      if (Date.now() >= state.expiresAt) {
        secret.current = null;
        setState({ name: 'ended', reason: 'expired' });
        return;
      }
      dataProvider
        .getDeviceSignInStatus({ body: { verifier: pair.verifier }, errorContext: 'silent' })
        .then(({ status }) => {
          if ((status === 'denied' || status === 'expired' || status === 'refused') && !redeeming.current) {
            secret.current = null;
            setState({ name: 'ended', reason: status });
          }
        })
        .catch(() => undefined);
    }, STATUS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [state, dataProvider]);

  return (
    <Stack spacing={2} data-testid="phone-sign-in">
      <Typography variant="h6" component="h2">{translate('app.signins.device.with_phone')}</Typography>
      {state.name === 'starting' || state.name === 'signingIn' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate(state.name === 'starting' ? 'app.signins.device.preparing' : 'app.signins.signing_in')}</Typography>
        </Stack>
      ) : null}
      {state.name === 'waiting' ? (
        <>
          <Typography variant="body2">{translate('app.signins.device.scan')}</Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Box component="img" src={state.qr} alt={translate('app.signins.device.qr_alt')} sx={{ width: 220, maxWidth: '100%', height: 'auto' }} />
          </Box>
          <Link href={state.link} data-testid="device-sign-in-link" sx={{ wordBreak: 'break-all' }} target="_blank" rel="noopener noreferrer">
            {state.link}
          </Link>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">
              {translate('app.signins.device.waiting', { time: new Date(state.expiresAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }) })}
            </Typography>
          </Stack>
        </>
      ) : null}
      {state.name === 'ended' ? (
        <>
          <Alert severity={state.reason === 'expired' ? 'info' : 'warning'} data-testid="device-sign-in-ended" role="alert">
            {translate(`app.signins.device.ended.${state.reason}`)}
            {state.message && state.reason !== 'denied' && state.reason !== 'expired' ? ` ${translate(state.message, { _: state.message })}` : ''}
          </Alert>
          <Button variant="contained" onClick={() => void start()}>{translate('app.signins.device.again')}</Button>
        </>
      ) : null}
      <Button component={RouterLink} to="/login">{translate('app.signins.device.back')}</Button>
    </Stack>
  );
};
