import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Transaction } from '../../contract/entities';
import { PrintArea } from '../print/PrintArea';
import { PrintButton } from '../print/PrintButton';
import { formatMoney } from '../money/formatMoney';

type CreatedTransactionProps = {
  transaction: Transaction | null;
  /** Starts a new payment (the page offers one after a payment was sent). */
  onNew?: () => void;
};

/** Amount, fee and their sum in the transaction's currency; exact decimals, no floats. */
const withFee = (t: Transaction): string | null => {
  const cents = (v: string) => {
    const [whole = '0', fraction = ''] = v.split('.');
    return BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
  };
  if (!/^\d+(\.\d+)?$/.test(t.amount) || !/^\d+(\.\d+)?$/.test(t.fee_amount ?? '')) return null;
  const sum = cents(t.amount) + cents(t.fee_amount);
  const text = sum.toString().padStart(9, '0');
  return `${text.slice(0, -8)}.${text.slice(-8)}`;
};

/**
 * The confirmation of a payment just sent (issue 21 item 5): reference, amount with the fee, status,
 * links to the transaction and to a new payment. It takes the focus and comes into view, so the
 * person sees at once that the payment left.
 */
export const CreatedTransaction = ({ transaction, onNew }: CreatedTransactionProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!transaction || !box.current) return;
    box.current.scrollIntoView?.({ block: 'nearest' });
    box.current.focus({ preventScroll: true });
    // The code dialog, closing after the send, holds the focus a moment longer: take it once it is free.
    const takeIfFree = () => {
      if (!document.activeElement || document.activeElement === document.body) box.current?.focus({ preventScroll: true });
    };
    const timers = [150, 400, 800].map((ms) => setTimeout(takeIfFree, ms));
    return () => timers.forEach(clearTimeout);
  }, [transaction]);
  if (!transaction) return null;
  const money = (v: string | null | undefined) => formatMoney(v, transaction.currency, locale) || `${v ?? ''} ${transaction.currency}`.trim();
  const total = withFee(transaction);
  const reference = transaction.source_reference ?? transaction.name ?? `#${transaction.id}`;
  return (
    <Box ref={box} tabIndex={-1} sx={{ mb: 2, outline: 'none' }} data-testid="created-transaction">
      <PrintArea id={`payment-confirmation-${transaction.id}`}>
        <Alert severity="success" role="status">
          <AlertTitle>{translate('app.payments.created', { reference, status: translate(`app.money.statuses.${transaction.status}`, { _: transaction.readable_status }) })}</AlertTitle>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0 } }}>
            <dt>{translate('app.payments.total.amount')}</dt>
            <dd data-testid="created-amount">{money(transaction.amount)}</dd>
            <dt>{translate('app.payments.total.fee')}</dt>
            <dd>{money(transaction.fee_amount)}</dd>
            {total ? (
              <>
                <dt>{translate('app.payments.total.total')}</dt>
                <dd data-testid="created-total">{money(total)}</dd>
              </>
            ) : null}
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
            <Button size="small" variant="outlined" component={Link} to={`/manager/transactions/${transaction.id}`}>
              {translate('app.payments.view_transaction')}
            </Button>
            {onNew ? (
              <Button size="small" variant="contained" onClick={onNew}>
                {translate('app.payments.new_payment')}
              </Button>
            ) : null}
            <PrintButton target={`payment-confirmation-${transaction.id}`} />
          </Stack>
        </Alert>
      </PrintArea>
    </Box>
  );
};
