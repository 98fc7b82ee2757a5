import type { Kysely } from 'kysely';
import type { TransactionStatus, TransactionType } from '../../../contract/enums';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { minor } from '../../db/values';
import { readSetting } from '../../ledger/settings';
import { fromLogDateOnly } from '../transactions/filters';
import { isIncoming, minorText, type TransactionRow } from '../transactions/resource';
import type { ReportRow } from './reportRow';

/** The account a report is the statement of. */
export type StatementAccount = { id: number; name: string; currency: string; iban: string | null; sub_unit: number };

/**
 * One movement of the statement's account, in that account's currency (issue 43): a conversion into
 * the account shows what it credited, a payment out of it what it debited, and the balance is this
 * account's after the movement. Amounts are canonical decimals with their sign (credit +, debit −).
 */
export type StatementLine = {
  at: string;
  id: number;
  type: TransactionType;
  status: TransactionStatus;
  from: string | null;
  to: string | null;
  remitter: string | null;
  beneficiary: string | null;
  amount: string;
  /** The fee this account paid for the movement (negative), or zero. */
  fee: string;
  balance: string | null;
  reference: string;
  feeDescription: string | null;
  refMessage: string | null;
};

/** The period of a statement as instants: [from, to), either end open. */
export type StatementPeriod = { from: Date | null; to: Date | null };

const BATCH = 500;

export const statementAccount = async (db: Kysely<Database>, report: ReportRow): Promise<StatementAccount | null> =>
  report.bank_account_id === null
    ? null
    : ((await db.selectFrom('bank_accounts').select(['id', 'name', 'currency', 'iban', 'sub_unit']).where('id', '=', report.bank_account_id).executeTakeFirst()) ?? null);

/** The balance of the account after each of the transactions, from their postings on it (the credited side has no balance of its own on the row). */
const balancesOn = async (db: Kysely<Database>, accountId: number, transactionIds: readonly number[]): Promise<Map<number, string | number | bigint>> => {
  const out = new Map<number, string | number | bigint>();
  if (transactionIds.length === 0) return out;
  const rows = await db
    .selectFrom('postings')
    .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
    .select(['journal_entries.transaction_id', 'postings.balance_after'])
    .where('journal_entries.transaction_id', 'in', [...transactionIds])
    .where('journal_entries.kind', '<>', 'reversal')
    .where('postings.bank_account_id', '=', accountId)
    .orderBy('postings.id')
    .execute();
  // In posting order: the last posting of a transaction on the account leaves its balance.
  for (const r of rows) if (r.transaction_id !== null) out.set(r.transaction_id, r.balance_after);
  return out;
};

const feeLabel = (row: TransactionRow): string | null => {
  const details = row.details === '{}' ? {} : (JSON.parse(row.details) as Record<string, unknown>);
  if (typeof details.fee_description === 'string') return details.fee_description;
  if (minor(row.fee_amount) === 0n) return null;
  return row.type === 'exchange' || row.type === 'convert' || row.type === 'buy_crypto' ? 'Exchange fee' : 'Transfer fee';
};

/** A debit: the amount with a minus sign (zero stays unsigned). */
const debit = (text: string): string => (/^0(\.0+)?$/.test(text) ? text : `-${text}`);

/** A transaction as a movement of `account`: the debited source, or the credited destination. */
const lineOf = (row: TransactionRow, account: StatementAccount, names: ReadonlyMap<number, string>, balance: string | number | bigint | undefined): StatementLine => {
  const incoming = isIncoming(row.type);
  const credited = incoming || (row.to_account_id === account.id && row.bank_account_id !== account.id);
  const sub = account.sub_unit;
  const amount = credited ? minorText(incoming ? row.amount : (row.to_amount ?? row.amount), sub) : debit(minorText(row.amount, sub));
  const fee = credited ? minorText(0, sub) : debit(minorText(row.fee_amount, sub));
  const source = names.get(row.bank_account_id) ?? null;
  const destination = row.to_account_id === null ? null : (names.get(row.to_account_id) ?? null);
  return {
    at: row.log_created_at ?? row.created_at,
    id: row.id,
    type: row.type as TransactionType,
    status: row.status as TransactionStatus,
    from: incoming ? null : source,
    to: incoming ? source : destination,
    remitter: row.remitter_name,
    beneficiary: row.beneficiary_name,
    amount,
    fee,
    balance: balance === undefined ? null : minorText(balance, sub),
    reference: row.source_reference,
    feeDescription: credited ? null : feeLabel(row),
    refMessage: row.ref_message,
  };
};

const accountNames = async (db: Kysely<Database>, rows: readonly TransactionRow[]): Promise<Map<number, string>> => {
  const ids = new Set<number>();
  for (const r of rows) {
    ids.add(r.bank_account_id);
    if (r.to_account_id !== null) ids.add(r.to_account_id);
  }
  const list = ids.size === 0 ? [] : await db.selectFrom('bank_accounts').select(['id', 'name']).where('id', 'in', [...ids]).execute();
  return new Map(list.map((a) => [a.id, a.name]));
};

/**
 * The statement of the report's account: its approved transactions booked in the period, either side,
 * in booking order, a batch at a time (a report may hold hundreds of thousands). Managers see nothing
 * before the settings' log date, here as in their lists.
 */
export async function* statementLines(ctx: AppContext, report: ReportRow, account: StatementAccount, period: StatementPeriod): AsyncGenerator<StatementLine[]> {
  if (report.company_id === null) return;
  const companyId = report.company_id;
  const fromLogDate = (await readSetting(ctx.db, 'show_transactions_from_log_date')) || undefined;
  let after: { at: string; id: number } | null = null;
  for (;;) {
    let q = fromLogDateOnly(ctx.db.selectFrom('transactions').selectAll('transactions'), fromLogDate)
      .where('transactions.company_id', '=', companyId)
      .where('transactions.status', '=', 'approved')
      .where((eb) => eb.or([eb('transactions.bank_account_id', '=', account.id), eb('transactions.to_account_id', '=', account.id)]));
    if (period.from) q = q.where('transactions.log_created_at', '>=', period.from.toISOString());
    if (period.to) q = q.where('transactions.log_created_at', '<', period.to.toISOString());
    const cursor = after;
    if (cursor) q = q.where((eb) => eb.or([eb('transactions.log_created_at', '>', cursor.at), eb.and([eb('transactions.log_created_at', '=', cursor.at), eb('transactions.id', '>', cursor.id)])]));
    const rows = await q.orderBy('transactions.log_created_at').orderBy('transactions.id').limit(BATCH).execute();
    if (rows.length === 0) return;
    const [names, balances] = await Promise.all([accountNames(ctx.db, rows), balancesOn(ctx.db, account.id, rows.map((r) => r.id))]);
    yield rows.map((r) => lineOf(r, account, names, balances.get(r.id)));
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) return;
    after = { at: last.log_created_at ?? last.created_at, id: last.id };
  }
}

/** The account's balance at an instant: after its last posting before it (zero before the first). */
export const balanceAt = async (db: Kysely<Database>, account: StatementAccount, at: Date | null): Promise<string> => {
  let q = db.selectFrom('postings').select('balance_after').where('bank_account_id', '=', account.id);
  if (at) q = q.where('created_at', '<', at.toISOString());
  const last = await q.orderBy('id', 'desc').limit(1).executeTakeFirst();
  return minorText(last?.balance_after ?? 0, account.sub_unit);
};
