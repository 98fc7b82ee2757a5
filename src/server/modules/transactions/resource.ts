import { type Kysely, type Selectable } from 'kysely';
import { rowsOf } from '../../db/prepared';
import type { BankAccountRef, Transaction, WithdrawalPayee } from '../../../contract/entities';
import { WITHDRAWAL_PAYEE_FIELDS } from '../../../contract/calls/forms';
import { PORTAL_SERVICE_PROVIDERS, type Currency, type PortalServiceProvider, TRANSACTION_STATUS_LABELS, type TransactionStatus, type TransactionType, type TransferService, type TransmissionProtocol } from '../../../contract/enums';
import type { SourceOfFundsId } from '../../../contract/constants';
import type { Database } from '../../db/schema';
import type { TransactionsTable } from '../../db/schemaDomain';
import { minor, parseJson } from '../../db/values';
import { formatMinor } from '../../ledger/money';
import { bankAccountRef } from '../bankAccounts/resource';
import type { AccountRow } from '../../ledger/locks';

export type TransactionRow = Selectable<TransactionsTable>;

/** Incoming types credit bank_account_id (it is then the destination, not the source). */
export const isIncoming = (type: string): boolean => type === 'deposit' || type === 'receive_crypto';

/** An account as the rows name it: its wire reference (one object per account and page, shared by the rows) and its sub-unit. */
type AccountBrief = { ref: BankAccountRef; sub_unit: number };

/** What the wire shape needs besides the row: the accounts it names. */
export type ResourceContext = { accounts: Map<number, AccountBrief> };

/** An account as the caller already holds it (a new payment's draft): what a row's reference needs. */
export type KnownAccount = Pick<AccountRow, 'id' | 'name' | 'currency' | 'iban' | 'sub_unit'>;

const accountsOf = async (db: Kysely<Database>, rows: readonly TransactionRow[], known: readonly KnownAccount[] = []): Promise<Map<number, AccountBrief>> => {
  const accountIds = new Set<number>();
  for (const r of rows) {
    accountIds.add(r.bank_account_id);
    if (r.to_account_id !== null) accountIds.add(r.to_account_id);
  }
  const accounts = new Map<number, AccountBrief>();
  for (const a of known) {
    if (!accountIds.delete(a.id)) continue;
    accounts.set(a.id, { ref: bankAccountRef(a), sub_unit: a.sub_unit });
  }
  if (accountIds.size === 0) return accounts;
  const list = await rowsOf(db, db.selectFrom('bank_accounts').select(['id', 'name', 'currency', 'iban', 'sub_unit']).where('id', 'in', [...accountIds]));
  for (const a of list) accounts.set(a.id, { ref: bankAccountRef(a), sub_unit: a.sub_unit });
  return accounts;
};

/**
 * The accounts the rows name, read beside nothing else: the balance after each transaction is on its
 * own row (balance_after, migration 027, set by the database from the ledger's postings).
 */
export const loadResourceContext = async (db: Kysely<Database>, rows: readonly TransactionRow[], known: readonly KnownAccount[] = []): Promise<ResourceContext> => ({
  accounts: await accountsOf(db, rows, known),
});

const portalServiceOf = (row: TransactionRow, details: Readonly<Record<string, unknown>>): PortalServiceProvider | null => {
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

const ref = (a: AccountBrief | undefined): BankAccountRef | null => a?.ref ?? null;

/** A canonical integer as text: what PostgreSQL hands back for a bigint column. */
const INTEGER_TEXT = /^(?:0|-?[1-9]\d*)$/;

/**
 * formatMinor(minor(v), subUnit), by the decimal digits of the integer: a row holds a safe integer
 * (SQLite) or canonical integer text (PostgreSQL's bigint), and a bigint prints its own digits, so a
 * page needs no BigInt division for each of its amounts. Anything else (other text, an unsafe number,
 * a bad sub-unit) goes through formatMinor, which throws where it throws.
 */
export const minorText = (v: string | number | bigint | null, subUnit: number): string => {
  const digits =
    typeof v === 'number' ? (Number.isSafeInteger(v) ? String(v) : undefined) : typeof v === 'bigint' ? v.toString() : typeof v === 'string' && INTEGER_TEXT.test(v) ? v : undefined;
  if (digits === undefined || !Number.isInteger(subUnit) || subUnit < 0 || subUnit > 36) return formatMinor(minor(v), subUnit);
  const negative = digits.charCodeAt(0) === 45;
  const abs = negative ? digits.slice(1) : digits;
  const padded = abs.length > subUnit ? abs : abs.padStart(subUnit + 1, '0');
  const cut = padded.length - subUnit;
  return (negative ? '-' : '') + (subUnit > 0 ? `${padded.slice(0, cut)}.${padded.slice(cut)}` : padded);
};

/** Most rows have no details: no object is parsed for them. */
const NO_DETAILS: Readonly<Record<string, unknown>> = Object.freeze({});
const detailsOf = (row: TransactionRow): Readonly<Record<string, unknown>> => (row.details === '{}' ? NO_DETAILS : parseJson<Record<string, unknown>>(row.details, {}));

export const transactionResource = (row: TransactionRow, c: ResourceContext, admin = false): TransactionResource => {
  const details = detailsOf(row);
  const source = c.accounts.get(row.bank_account_id);
  const dest = row.to_account_id !== null ? c.accounts.get(row.to_account_id) : undefined;
  const sub = source?.sub_unit ?? 2;
  const incoming = isIncoming(row.type);
  // Shown for approved transactions only (a reversed one keeps the value of its own posting).
  const balance = row.status === 'approved' ? row.balance_after : null;
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
    amount: minorText(row.amount, sub),
    fee_amount: minorText(row.fee_amount, sub),
    balance: balance === null ? null : minorText(balance, sub),
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
    to_amount: row.to_amount === null ? null : minorText(row.to_amount, dest?.sub_unit ?? sub),
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

/** `known`: accounts the caller holds already (not read again; names, currencies and IBANs do not change with a payment). */
export const transactionResources = async (db: Kysely<Database>, rows: readonly TransactionRow[], admin = false, known: readonly KnownAccount[] = []): Promise<TransactionResource[]> => {
  const c = await loadResourceContext(db, rows, known);
  return rows.map((r) => transactionResource(r, c, admin));
};
