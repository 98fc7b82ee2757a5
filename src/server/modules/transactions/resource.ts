import type { Kysely, Selectable } from 'kysely';
import type { Transaction, WithdrawalPayee } from '../../../contract/entities';
import { WITHDRAWAL_PAYEE_FIELDS } from '../../../contract/calls/forms';
import { PORTAL_SERVICE_PROVIDERS, type Currency, type PortalServiceProvider, TRANSACTION_STATUS_LABELS, type TransactionStatus, type TransactionType, type TransferService, type TransmissionProtocol } from '../../../contract/enums';
import type { SourceOfFundsId } from '../../../contract/constants';
import type { Database } from '../../db/schema';
import type { TransactionsTable } from '../../db/schemaDomain';
import { minor, parseJson } from '../../db/values';
import { formatMinor } from '../../ledger/money';
import { bankAccountRef } from '../bankAccounts/resource';

export type TransactionRow = Selectable<TransactionsTable>;

/** Incoming types credit bank_account_id (it is then the destination, not the source). */
export const isIncoming = (type: string): boolean => type === 'deposit' || type === 'receive_crypto';

type AccountBrief = { id: number; name: string; currency: string; iban: string | null; sub_unit: number };

/** What the wire shape needs besides the row: the accounts it names and the balance after it (approved). */
export type ResourceContext = { accounts: Map<number, AccountBrief>; balanceAfter: Map<number, bigint> };

export const loadResourceContext = async (db: Kysely<Database>, rows: readonly TransactionRow[]): Promise<ResourceContext> => {
  const accountIds = new Set<number>();
  for (const r of rows) {
    accountIds.add(r.bank_account_id);
    if (r.to_account_id !== null) accountIds.add(r.to_account_id);
  }
  const accounts = new Map<number, AccountBrief>();
  if (accountIds.size > 0) {
    const list = await db.selectFrom('bank_accounts').select(['id', 'name', 'currency', 'iban', 'sub_unit']).where('id', 'in', [...accountIds]).execute();
    for (const a of list) accounts.set(a.id, a);
  }
  const balanceAfter = new Map<number, bigint>();
  const approved = new Map(rows.filter((r) => r.status === 'approved').map((r) => [r.id, r.bank_account_id]));
  if (approved.size > 0) {
    // Two indexed lookups (entries by transaction, postings by entry) rather than one join: planners
    // without statistics walked every posting of the account for each row (seconds at 1M transactions).
    const entries = await db.selectFrom('journal_entries').select(['id', 'transaction_id']).where('transaction_id', 'in', [...approved.keys()]).where('kind', '<>', 'reversal').execute();
    const txOfEntry = new Map(entries.filter((e) => e.transaction_id !== null).map((e) => [e.id, e.transaction_id as number]));
    if (txOfEntry.size > 0) {
      const postings = await db.selectFrom('postings').select(['entry_id', 'bank_account_id', 'balance_after']).where('entry_id', 'in', [...txOfEntry.keys()]).orderBy('id').execute();
      for (const p of postings) {
        const txId = txOfEntry.get(p.entry_id);
        if (txId !== undefined && approved.get(txId) === p.bank_account_id) balanceAfter.set(txId, minor(p.balance_after));
      }
    }
  }
  return { accounts, balanceAfter };
};

const portalServiceOf = (row: TransactionRow, details: Record<string, unknown>): PortalServiceProvider | null => {
  const named = details.portal_service;
  if (typeof named === 'string' && (PORTAL_SERVICE_PROVIDERS as readonly string[]).includes(named)) return named as PortalServiceProvider;
  if (row.external_service_type_id !== null) return PORTAL_SERVICE_PROVIDERS[row.external_service_type_id - 1] ?? null;
  return null;
};

const defaultFeeDescription = (row: TransactionRow): string | null => {
  if (minor(row.fee_amount) === 0n) return null;
  return row.type === 'exchange' || row.type === 'convert' || row.type === 'buy_crypto' ? 'Exchange fee' : 'Transfer fee';
};

export type TransactionResource = Transaction & {
  to_currency: Currency | null;
  to_amount: string | null;
  rate: string | null;
  status_reason: string | null;
};

export const transactionResource = (row: TransactionRow, c: ResourceContext, admin = false): TransactionResource => {
  const details = parseJson<Record<string, unknown>>(row.details, {});
  const source = c.accounts.get(row.bank_account_id);
  const dest = row.to_account_id !== null ? c.accounts.get(row.to_account_id) : undefined;
  const sub = source?.sub_unit ?? 2;
  const incoming = isIncoming(row.type);
  const ref = (a: AccountBrief | undefined) => (a ? bankAccountRef(a) : null);
  const balance = c.balanceAfter.get(row.id);
  const out: TransactionResource = {
    id: row.id,
    name: row.source_reference,
    type_id: row.type as TransactionType,
    status: row.status as TransactionStatus,
    readable_status: TRANSACTION_STATUS_LABELS[row.status as TransactionStatus] ?? row.status,
    bank_account_id: row.bank_account_id,
    from_account_id: incoming ? null : row.bank_account_id,
    to_account_id: incoming ? row.bank_account_id : row.to_account_id,
    bank_account: ref(source),
    from_account: incoming ? null : ref(source),
    to_account: incoming ? ref(source) : ref(dest),
    company_id: row.company_id,
    currency: row.currency as Currency,
    remitter_name: row.remitter_name,
    beneficiary_name: row.beneficiary_name,
    amount: formatMinor(minor(row.amount), sub),
    fee_amount: formatMinor(minor(row.fee_amount), sub),
    balance: balance === undefined ? null : formatMinor(balance, sub),
    source_reference: row.source_reference,
    fee_description: typeof details.fee_description === 'string' ? details.fee_description : defaultFeeDescription(row),
    fee_related_transaction: null,
    ref_message: row.ref_message,
    transmission_protocol_id: row.transmission_protocol as TransmissionProtocol,
    transfer_service: row.transfer_service as TransferService | null,
    source_id: row.source_of_funds === 1 || row.source_of_funds === 2 ? (row.source_of_funds as SourceOfFundsId) : null,
    log_created_at: row.log_created_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    to_currency: row.to_currency as Currency | null,
    to_amount: row.to_amount === null ? null : formatMinor(minor(row.to_amount), dest?.sub_unit ?? sub),
    rate: row.rate,
    status_reason: row.status_reason,
  };
  if (admin) {
    out.external_service_type_id = portalServiceOf(row, details);
    // The administrator decides on a payment knowing whom it pays: the payee and its IBAN on every admin answer (issue 21 item 7).
    out.payee = payeeOf(row);
  }
  return out;
};

/**
 * The payee and routing values a withdrawal was sent with (kept in its details when it was created),
 * for the manager's detail answer so that a repeat can fill the form again, and for the admin's
 * answers (lists, detail, decisions). Null for other types.
 */
export const payeeOf = (row: TransactionRow): WithdrawalPayee | null => {
  if (row.type !== 'withdrawal') return null;
  const details = parseJson<Record<string, unknown>>(row.details, {});
  const payee: Record<string, string | number | boolean> = {};
  for (const field of WITHDRAWAL_PAYEE_FIELDS) {
    const value = details[field];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') payee[field] = value;
  }
  return payee as WithdrawalPayee;
};

export const transactionResources = async (db: Kysely<Database>, rows: readonly TransactionRow[], admin = false): Promise<TransactionResource[]> => {
  const c = await loadResourceContext(db, rows);
  return rows.map((r) => transactionResource(r, c, admin));
};
