import { Chip, Typography } from '@mui/material';
import type { TranslateFunction } from 'react-admin';
import type { BankAccountRef, Transaction } from '../../contract/entities';
import type { TransactionStatus } from '../../contract/enums';
import { formatDateTime, formatMoney } from '../money/formatMoney';
import { groupedIban } from '../money/groupedIban';

/** The grid passes translate and locale once for all its cells (hooks per cell cost a 100-row list dearly). */
type TransactionCellProps = { record: Transaction; column: string; translate: TranslateFunction; locale: string };

const STATUS_COLORS: Record<TransactionStatus, 'success' | 'warning' | 'info' | 'error' | 'default'> = {
  pending: 'warning',
  admin_action_require: 'info',
  awaiting_approval: 'warning',
  approved: 'success',
  denied: 'default',
  rejected: 'error',
  failed: 'error',
};

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const REFUSED: ReadonlySet<TransactionStatus> = new Set(['denied', 'rejected', 'failed']);

/** Why a payment was refused, in the reader's language (the server's catalogue); null for any other status. */
export const refusalReason = (t: Pick<Transaction, 'status' | 'status_reason'>, translate: TranslateFunction): string | null =>
  REFUSED.has(t.status) && t.status_reason ? translate(t.status_reason, { _: t.status_reason }) : null;

/** A transaction's status as a coloured chip, in the reader's language (without the reason: the facts give it a field of its own). */
export const statusChip = (t: Pick<Transaction, 'status' | 'readable_status'>, translate: TranslateFunction) => (
  <Chip size="small" color={STATUS_COLORS[t.status]} label={translate(`app.money.statuses.${t.status}`, { _: t.readable_status })} />
);

/** "Nov 26, 2026, 2:25 AM" → ["Nov 26, 2026,", "2:25 AM"]: a short date-time split where its time (h:mm) starts. */
const splitDateTime = (text: string): [string, string] => {
  const match = /^(.*\S)\s+(\S*\d{1,2}:\d{2}.*)$/u.exec(text);
  return match ? [match[1] ?? text, match[2] ?? ''] : [text, ''];
};

const accountName = (a: BankAccountRef | null | undefined, fallbackId: number | null): string => (a ? `${a.name} · ${a.currency}` : fallbackId === null ? '' : `#${fallbackId}`);

/** One cell of a transaction row, formatted for the interface language. */
export const TransactionCell = ({ record: t, column, translate, locale }: TransactionCellProps) => {
  switch (column) {
    case 'log_created_at':
    case 'created_at': {
      // Date and time each keep together; a narrow column puts the time under the date.
      const [date, time] = splitDateTime(formatDateTime(t[column], locale));
      return time ? <><span style={NO_WRAP}>{date}</span> <span style={NO_WRAP}>{time}</span></> : <>{date}</>;
    }
    case 'type_id':
      return <>{translate(`app.money.types.${t.type_id}`, { _: t.type_id })}</>;
    case 'readable_status': {
      const chip = statusChip(t, translate);
      // A refused payment says why under its status (issue 43): the customer's list is where it is looked for.
      const reason = refusalReason(t, translate);
      return reason ? <>{chip}<Typography variant="caption" component="span" display="block" data-testid="status-reason" sx={{ mt: 0.5 }}>{reason}</Typography></> : chip;
    }
    case 'amount':
      return <>{formatMoney(t.amount, t.currency, locale)}</>;
    case 'balance':
      return <>{formatMoney(t.balance, t.currency, locale)}</>;
    case 'fee_amount':
      return <>{formatMoney(t.fee_amount, t.currency, locale)}</>;
    case 'beneficiary_name': {
      // The payee's IBAN under the name, where the answer carries it (a withdrawal's payee).
      const iban = t.payee?.customer_iban;
      return iban ? <>{t.beneficiary_name ?? ''}<br /><Typography component="span" variant="caption" sx={{ fontFamily: 'monospace' }}>{groupedIban(iban)}</Typography></> : <>{t.beneficiary_name ?? ''}</>;
    }
    // The id columns of the approved list show the account too: a name reads better than a number.
    case 'bank_account':
    case 'bank_account_id':
      return <>{accountName(t.bank_account, t.bank_account_id)}</>;
    case 'from_account':
    case 'from_account_id':
      return <>{accountName(t.from_account, t.from_account_id)}</>;
    case 'to_account':
    case 'to_account_id':
      return <>{accountName(t.to_account, t.to_account_id)}</>;
    case 'fee_related_transaction':
      return <>{t.fee_related_transaction === null ? '' : `#${t.fee_related_transaction}`}</>;
    default: {
      const value: unknown = (t as Record<string, unknown>)[column];
      return <>{value === null || value === undefined ? '' : String(value)}</>;
    }
  }
};
