import { Alert, Box, Button, CircularProgress, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AuthLayout } from '../frame/AuthLayout';
import { TwoFactorModal, type TwoFactorOutcome } from '../twoFactor/TwoFactorModal';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { isApiError, isOtpRequired } from '../providers/ApiError';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

type Outcome = { kind: 'approved' | 'denied' } | { kind: 'error'; message: string } | null;

const messageOf = (error: unknown): string => (isApiError(error) ? error.message : 'app.error.unexpected');

/**
 * /approve-sign-in/{code}: a signed-in user sees which browser asks to be signed in as them (browser,
 * system, address, time), where it is against their own place (same network, an address their account
 * used before), is told plainly to refuse what they did not start, and approves it (with their two-factor
 * code where they have it) or refuses it.
 */
export const DeviceApprovalPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { code = '' } = useParams();
  useDocumentTitle('app.signins.device.approve_title');
  const [busy, setBusy] = useState(false);
  const [askCode, setAskCode] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { data, error, isPending } = useQuery({
    queryKey: queryKeys.deviceSignIn(code),
    queryFn: ({ signal }) => dataProvider.getDeviceSignInRequest({ params: { code }, errorContext: 'silent', signal }),
    retry: false,
    staleTime: 0,
  });

  const approve = async (otp?: string): Promise<TwoFactorOutcome> => {
    setBusy(true);
    try {
      await dataProvider.approveDeviceSignIn({ params: { code }, oneTimeCode: otp, errorContext: 'silent' });
      setAskCode(false);
      setOutcome({ kind: 'approved' });
      return null;
    } catch (e) {
      if (isOtpRequired(e)) {
        if (otp) return { refused: e.message };
        setAskCode(true);
        return null;
      }
      setAskCode(false);
      setOutcome({ kind: 'error', message: messageOf(e) });
      return null;
    } finally {
      setBusy(false);
    }
  };

  const deny = async () => {
    setBusy(true);
    try {
      await dataProvider.denyDeviceSignIn({ params: { code }, errorContext: 'silent' });
      setOutcome({ kind: 'denied' });
    } catch (e) {
      setOutcome({ kind: 'error', message: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };

  const time = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const unknown = translate('app.signins.device.unknown');
  const waiting = data?.status === 'waiting';

  return (
    <AuthLayout title={translate('app.signins.device.approve_title')}>
      {isPending ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate('ra.page.loading')}</Typography>
        </Stack>
      ) : null}
      {error ? <Alert severity="error" role="alert">{translate(messageOf(error), { _: messageOf(error) })}</Alert> : null}
      {data ? (
        <Stack spacing={2}>
          {/* Said first and plainly (issue 38): an attacker can start the request and send this link. */}
          {outcome === null && waiting ? <Alert severity="warning" data-testid="device-not-you">{translate('app.signins.device.warning')}</Alert> : null}
          <Typography>{translate('app.signins.device.asks')}</Typography>
          <Table size="small" aria-label={translate('app.signins.device.asks')}>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">{translate('app.signins.device.browser')}</TableCell>
                <TableCell data-testid="device-browser">{[data.browser ?? unknown, data.system].filter(Boolean).join(' · ')}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">{translate('app.signins.device.place')}</TableCell>
                <TableCell data-testid="device-place">
                  <Box component="span" sx={{ display: 'block', wordBreak: 'break-all' }}>{data.ip ?? unknown}</Box>
                  <Box component="span" sx={{ display: 'block', fontWeight: data.place.same_network ? undefined : 'bold' }}>
                    {translate(data.place.same_network ? 'app.signins.device.same_network' : 'app.signins.device.other_network')}
                  </Box>
                  <Box component="span" sx={{ display: 'block' }}>{translate(data.place.known_address ? 'app.signins.device.known_address' : 'app.signins.device.new_address')}</Box>
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">{translate('app.signins.device.your_place')}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }} data-testid="device-your-place">{data.place.approver_ip ?? unknown}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">{translate('app.signins.device.time')}</TableCell>
                <TableCell>{time(data.created_at)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
          {outcome === null && waiting ? (
            <>
              <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" disabled={busy} onClick={() => void approve()}>{translate('app.signins.device.approve')}</Button>
                <Button variant="outlined" color="error" disabled={busy} onClick={() => void deny()}>{translate('app.signins.device.deny')}</Button>
              </Stack>
            </>
          ) : null}
          {outcome === null && !waiting ? <Alert severity="info" role="status">{translate('app.signins.device.not_waiting')}</Alert> : null}
          {outcome?.kind === 'approved' ? <Alert severity="success" role="status" data-testid="device-approved">{translate('app.signins.device.approved')}</Alert> : null}
          {outcome?.kind === 'denied' ? <Alert severity="info" role="status" data-testid="device-denied">{translate('app.signins.device.denied_here')}</Alert> : null}
          {outcome?.kind === 'error' ? <Alert severity="error" role="alert">{translate(outcome.message, { _: outcome.message })}</Alert> : null}
        </Stack>
      ) : null}
      <Button component={RouterLink} to="/" sx={{ mt: 2 }}>{translate('app.signins.device.to_portal')}</Button>
      <TwoFactorModal open={askCode} onSubmit={(otp) => approve(otp)} onCancel={() => setAskCode(false)} />
    </AuthLayout>
  );
};

export default DeviceApprovalPage;
