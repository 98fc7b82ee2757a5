import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isApiError } from '../providers/ApiError';
import { isAbortError, lookupCall } from '../providers/lookup';
import { PspPaymentDetails } from './PspPaymentDetails';
import type { PspPayment } from './pspTypes';

type LookupState = { status: 'idle' } | { status: 'loading' } | { status: 'found'; payment: PspPayment } | { status: 'error'; message: string };

/**
 * Looks a PSP payment up by its id (the PSP-deposit lookup kind: a new lookup cancels the earlier one).
 * A PSP that is down answers 503 and the portal's warning alert says so; the result area is cleared.
 * `canDeposit` false (a manager-reader) shows the payment without the way to fund it.
 */
export const PspPaymentLookup = ({ canDeposit = true }: { canDeposit?: boolean }) => {
  const translate = useTranslate();
  const [id, setId] = useState('');
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const find = async () => {
    const value = id.trim();
    if (!value) return;
    setState({ status: 'loading' });
    try {
      const payment = await lookupCall<PspPayment>('pspDeposit', { params: { id: value } });
      setState({ status: 'found', payment });
    } catch (error) {
      if (isAbortError(error)) return;
      if (isApiError(error) && error.status === 404) setState({ status: 'error', message: translate('app.psp.integration.not_found') });
      else if (isApiError(error) && error.status === 422) setState({ status: 'error', message: translate(error.message, { _: error.message }) });
      else setState({ status: 'idle' });
    }
  };
  return (
    <Box component="section" aria-labelledby="psp-lookup-title" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="psp-lookup-title" gutterBottom>{translate('app.psp.integration.lookup')}</Typography>
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void find())} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField name="payment_id" size="small" label={translate('app.psp.integration.payment_id')} value={id} onChange={(e) => setId(e.target.value)} sx={{ minWidth: 220 }} />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />} disabled={state.status === 'loading'}>{translate('app.psp.integration.find')}</Button>
      </Box>
      {state.status === 'error' ? <Alert severity="warning" sx={{ mt: 2 }} role="alert">{state.message}</Alert> : null}
      {state.status === 'found' ? <PspPaymentDetails payment={state.payment} canDeposit={canDeposit} /> : null}
    </Box>
  );
};
