import { Box, Button, Typography } from '@mui/material';
import { PspFacts } from './PspFacts';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMoney } from '../money/formatMoney';
import { pspDepositPath, type PspPayment } from './pspTypes';
import { groupedIban } from '../money/groupedIban';

/** One PSP payment: amount, reference, where a deposit is paid to, whether it is funded, and the way to fund it. */
export const PspPaymentDetails = ({ payment, canDeposit }: { payment: PspPayment; canDeposit: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const amount = formatMoney(payment.amount, payment.currency, locale) || `${payment.amount} ${payment.currency}`;
  const rows: [string, string][] = [
    ['app.psp.payment.amount', amount],
    ['app.psp.payment.reference', payment.reference],
    ['app.psp.payment.status', translate(`app.psp.payment.statuses.${payment.status}`, { _: payment.status })],
    ['app.psp.payment.created_at', formatDateTime(payment.created_at, locale)],
    ['app.psp.payment.pay_to', `${payment.funding.beneficiary_name} · ${groupedIban(payment.funding.iban)} · ${payment.funding.bic}`],
    [
      'app.psp.payment.deposit',
      payment.deposit ? translate('app.psp.payment.deposit_tx', { id: payment.deposit.transaction_id, status: payment.deposit.status }) : translate('app.psp.payment.no_deposit'),
    ],
  ];
  if (payment.description) rows.splice(2, 0, ['app.psp.payment.description', payment.description]);
  return (
    <Box component="section" aria-labelledby="psp-payment-title" sx={{ mt: 2 }} data-testid="psp-payment">
      <Typography variant="h6" component="h3" id="psp-payment-title">{translate('app.psp.payment.title', { id: payment.id })}</Typography>
      <PspFacts rows={rows} my={1} />
      {canDeposit && !payment.deposit ? <Button variant="contained" component={Link} to={pspDepositPath(payment.id)}>{translate('app.psp.payment.create_deposit')}</Button> : null}
    </Box>
  );
};
