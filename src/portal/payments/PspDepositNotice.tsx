import { Alert, AlertTitle } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../money/formatMoney';
import type { PspDepositState } from './usePspDeposit';

/** Above the withdrawal form opened with fx: which PSP payment it funds, or why it cannot. */
export const PspDepositNotice = ({ state }: { state: PspDepositState }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (state.status === 'none') return null;
  if (state.status === 'loading') return <Alert severity="info" sx={{ mb: 2 }}>{translate('app.psp.deposit.loading', { id: state.id })}</Alert>;
  if (state.status === 'failed') {
    return <Alert severity="warning" sx={{ mb: 2 }} role="alert">{state.message ? translate(state.message, { _: state.message }) : translate('app.psp.deposit.failed', { id: state.id })}</Alert>;
  }
  const p = state.payment;
  const amount = formatMoney(p.amount, p.currency, locale) || `${p.amount} ${p.currency}`;
  return (
    <Alert severity={p.deposit ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="psp-deposit-notice">
      <AlertTitle>{translate('app.psp.deposit.title', { id: p.id })}</AlertTitle>
      {p.deposit ? translate('app.psp.deposit.paid', { id: p.deposit.transaction_id }) : translate('app.psp.deposit.text', { id: p.id, reference: p.reference, amount })}
    </Alert>
  );
};
