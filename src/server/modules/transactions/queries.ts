import { type Kysely, sql } from 'kysely';
import type { TransactionsMetadata } from '../../../contract/entities';
import type { Currency } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { minor, nowIso } from '../../db/values';
import { notFound } from '../../domain/errors';
import { formatMinor } from '../../ledger/money';
import { listPageRows, listTotal } from './accountPage';
import { applyFilters, fromLogDateOnly, type ListScope, type TransactionFilters } from './filters';
import { type KnownAccount, type TransactionResource, type TransactionRow, transactionResources } from './resource';

/** One page of transactions with the list filters, and how many match them. */
export const listTransactions = async (ctx: AppContext, f: TransactionFilters, scope: ListScope, admin: boolean): Promise<{ data: TransactionResource[]; total: number }> => {
  const now = ctx.now();
  // The count beside the page and its accounts and balances (at once on PostgreSQL's pool; SQLite runs them in turn).
  const [total, data] = await Promise.all([listTotal(ctx.db, f, scope, now), listPageRows(ctx.db, f, scope, now).then((rows) => transactionResources(ctx.db, rows, admin))]);
  return { data, total };
};

/** Count and sums per currency for the same filters. */
export const transactionsMetadata = async (ctx: AppContext, f: TransactionFilters, scope: ListScope): Promise<TransactionsMetadata> => {
  const rows = await applyFilters(
    ctx.db
      .selectFrom('transactions')
      .innerJoin('bank_accounts', 'bank_accounts.id', 'transactions.bank_account_id')
      .select([
        'transactions.currency',
        'bank_accounts.sub_unit',
        sql<string | number>`count(*)`.as('n'),
        sql<string | number>`cast(coalesce(sum(transactions.amount), 0) as text)`.as('amount'),
        sql<string | number>`cast(coalesce(sum(transactions.fee_amount), 0) as text)`.as('fee'),
      ])
      .groupBy(['transactions.currency', 'bank_accounts.sub_unit']),
    f,
    scope,
    ctx.now(),
  ).execute();
  const out: TransactionsMetadata = { total: 0, amount_by_currency: {}, fee_by_currency: {} };
  for (const r of rows) {
    out.total += Number(r.n);
    const cur = r.currency as Currency;
    out.amount_by_currency[cur] = formatMinor(minor(r.amount), r.sub_unit);
    out.fee_by_currency[cur] = formatMinor(minor(r.fee), r.sub_unit);
  }
  return out;
};

/** The company's transactions of these ids (from the log date on, when given), in id order. */
export const transactionsByIds = async (ctx: AppContext, companyId: number, fromLogDate: string | undefined, ids: readonly number[]): Promise<TransactionRow[]> =>
  fromLogDateOnly(ctx.db.selectFrom('transactions').selectAll().where('transactions.company_id', '=', companyId).where('transactions.id', 'in', ids), fromLogDate).orderBy('id').execute();

/** Any company's transaction by id (a job's, an administrator's), or undefined. */
export const transactionById = (db: Kysely<Database>, id: number): Promise<TransactionRow | undefined> => db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirst();

/** Which of these transactions are of the type and approved (the confirmed deposits among decided ones). */
export const approvedOfType = async (db: Kysely<Database>, ids: readonly number[], type: string): Promise<number[]> =>
  ids.length === 0 ? [] : (await db.selectFrom('transactions').select('id').where('id', 'in', [...ids]).where('type', '=', type).where('status', '=', 'approved').execute()).map((r) => r.id);

/** Whether a transaction of the type already follows the original one (its original_transaction_id). */
export const hasFollowUp = async (db: Kysely<Database>, originalId: number, type: string): Promise<boolean> =>
  (await db.selectFrom('transactions').select('id').where('original_transaction_id', '=', originalId).where('type', '=', type).executeTakeFirst()) !== undefined;

/** A transaction of the company without the log-date rule, compiled once (a new payment's answer reads it back). */
const transactionOf = prepared(['id', 'companyId'], (db, p: { id: number; companyId: number }) =>
  db.selectFrom('transactions').selectAll().where('transactions.id', '=', p.id).where('transactions.company_id', '=', p.companyId),
);

/**
 * One of the company's transactions, or 404. Reads for the manager pass the log date of the settings: a
 * transaction before it is not shown anywhere, so it answers like an unknown one.
 */
export const ownTransaction = async (ctx: AppContext, companyId: number, id: number, fromLogDate?: string): Promise<TransactionRow> => {
  const row = fromLogDate
    ? await fromLogDateOnly(ctx.db.selectFrom('transactions').selectAll().where('transactions.id', '=', id).where('transactions.company_id', '=', companyId), fromLogDate).executeTakeFirst()
    : (await transactionOf(ctx.db, { id, companyId }))[0];
  if (!row) throw notFound('Transaction not found.');
  return row;
};

/** Records the source of funds the company gave for its transaction. */
export const setSourceOfFunds = async (db: Kysely<Database>, id: number, sourceId: number, now: Date): Promise<void> => {
  await db.updateTable('transactions').set({ source_of_funds: sourceId, updated_at: nowIso(now) }).where('id', '=', id).execute();
};

/** One transaction in its wire shape; `known`: accounts the caller holds already. */
export const oneResource = async (ctx: AppContext, row: TransactionRow, admin = false, known: readonly KnownAccount[] = []): Promise<TransactionResource> => {
  const [resource] = await transactionResources(ctx.db, [row], admin, known);
  if (!resource) throw new Error(`Transaction ${row.id} has no resource`);
  return resource;
};
