import { DEFAULT_THEME, type Theme } from '../../contract/enums';

/** The list a column set is for: the two manager modes and the admin's three. */
export type TransactionListMode = 'pending_transactions' | 'approved_transactions' | 'admin_action_require_transactions';

/** Columns of the approved list (document 1 section 3 "Transaction list columns (approved)"). */
export const APPROVED_COLUMNS = [
  'log_created_at', 'id', 'type_id', 'bank_account_id', 'from_account_id', 'to_account_id', 'remitter_name', 'beneficiary_name',
  'readable_status', 'amount', 'balance', 'source_reference', 'fee_description', 'fee_related_transaction', 'ref_message', 'actions',
] as const;

/** Pending lists show created_at and the accounts themselves instead of their ids. */
const PENDING_SWAPS: Readonly<Record<string, string>> = {
  log_created_at: 'created_at',
  bank_account_id: 'bank_account',
  from_account_id: 'from_account',
  to_account_id: 'to_account',
};

/**
 * The first theme's reduced set: the columns a customer reads at a glance, with the reference
 * message kept (the spec names only that one; the rest is the project's choice).
 */
const REDUCED = ['log_created_at', 'id', 'type_id', 'bank_account_id', 'beneficiary_name', 'readable_status', 'amount', 'ref_message', 'actions'];

export type ColumnSetOptions = { mode: TransactionListMode; theme: Theme; admin: boolean };

/** The columns a transaction list offers, in display order. */
export const transactionColumns = ({ mode, theme, admin }: ColumnSetOptions): string[] => {
  const base: string[] = !admin && theme === DEFAULT_THEME ? [...REDUCED] : [...APPROVED_COLUMNS];
  const columns = mode === 'approved_transactions' ? base : base.map((c) => PENDING_SWAPS[c] ?? c);
  if (!admin) return columns;
  // The admin variant adds the external service right after the type, and the fee after the amount.
  const at = columns.indexOf('type_id') + 1;
  const withService = [...columns.slice(0, at), 'external_service_type_id', ...columns.slice(at)];
  const fee = withService.indexOf('amount') + 1;
  return [...withService.slice(0, fee), 'fee_amount', ...withService.slice(fee)];
};

/**
 * The columns the admin list hides until the person shows them: amount, fee, payee, status and the
 * row's actions stay in view at 1280 px without sideways scrolling (issue 21 item 7).
 */
export const ADMIN_HIDDEN_COLUMNS: readonly string[] = [
  'bank_account_id', 'bank_account', 'from_account_id', 'from_account', 'to_account_id', 'to_account', 'remitter_name', 'balance',
  'source_reference', 'fee_description', 'fee_related_transaction', 'ref_message',
];

/** The sort field of the API for a column, or null when the server does not sort on it. */
export const sortFieldOf = (column: string): string | null => {
  const map: Readonly<Record<string, string>> = {
    log_created_at: 'log_created_at', created_at: 'created_at', id: 'id', type_id: 'type', bank_account_id: 'bank_account_id', bank_account: 'bank_account_id',
    remitter_name: 'remitter_name', beneficiary_name: 'beneficiary_name', readable_status: 'status', amount: 'amount', source_reference: 'source_reference',
  };
  return map[column] ?? null;
};

/**
 * The key of a column in react-admin's DataTable: the API's sort field where the server sorts on it
 * (the header sorts by its source), else the column's own name. The column chooser stores these keys.
 */
export const columnSourceOf = (column: string): string => sortFieldOf(column) ?? column;

/** The date column a mode sorts on by default. */
export const dateColumnOf = (mode: TransactionListMode): 'log_created_at' | 'created_at' => (mode === 'approved_transactions' ? 'log_created_at' : 'created_at');
