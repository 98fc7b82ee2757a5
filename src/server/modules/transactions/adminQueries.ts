import { type Kysely, sql } from 'kysely';
import type { CallOutput } from '../../../contract/calls';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { offsetOf } from '../../http/paging';
import type { TransactionRow } from './resource';

export const transactionsByIds = (db: Kysely<Database>, ids: readonly number[]): Promise<TransactionRow[]> => db.selectFrom('transactions').selectAll().where('id', 'in', ids).orderBy('id').execute();

/** The recorded status history of a transaction, oldest first. */
export const transactionEvents = (db: Kysely<Database>, transactionId: number) => db.selectFrom('transaction_events').selectAll().where('transaction_id', '=', transactionId).orderBy('id').execute();

/** Approved transactions' sums per currency (amount or fee), of some types (all when empty), in a log-date range. */
export const sumsByCurrency = async (db: Kysely<Database>, types: string[], column: 'amount' | 'fee_amount', range: [string, string] | null) => {
  let q = db
    .selectFrom('transactions')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'transactions.bank_account_id')
    .select(['transactions.currency', 'bank_accounts.sub_unit', sql<string | number>`cast(coalesce(sum(${sql.ref(`transactions.${column}`)}), 0) as text)`.as('s')])
    .where('transactions.status', '=', 'approved')
    .groupBy(['transactions.currency', 'bank_accounts.sub_unit']);
  if (types.length) q = q.where('transactions.type', 'in', types);
  if (range) q = q.where('transactions.log_created_at', '>=', range[0]).where('transactions.log_created_at', '<', range[1]);
  return q.execute();
};

/** How many transactions were created in [from, to) (from and to open when null). */
export const countCreated = async (db: Kysely<Database>, from: string | null, to: string | null): Promise<number> => {
  let q = db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n'));
  if (from !== null) q = q.where('created_at', '>=', from);
  if (to !== null) q = q.where('created_at', '<', to);
  return Number((await q.executeTakeFirst())?.n ?? 0);
};

/** The decision of the administrator who topped an account up. */
export const setDecidedBy = async (db: Kysely<Database>, transactionId: number, adminId: number): Promise<void> => {
  await db.updateTable('transactions').set({ decided_by: adminId }).where('id', '=', transactionId).execute();
};

type RecordsQuery = CallOutput<'admin.transactions.checkRecords', 'query'>;

/** A page of the records found by ids, source reference and creation dates (newest first), and how many match. */
export const findRecords = async (ctx: AppContext, query: RecordsQuery): Promise<{ rows: TransactionRow[]; total: number }> => {
  let q = ctx.db.selectFrom('transactions');
  if (query.tid?.length) q = q.where('id', 'in', query.tid);
  if (query.source_reference) q = q.where('source_reference', '=', query.source_reference.toUpperCase());
  if (query.from_date) q = q.where('created_at', '>=', `${query.from_date}T00:00:00.000Z`);
  if (query.to_date) q = q.where('created_at', '<', `${query.to_date}T23:59:59.999Z`);
  const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q.selectAll().orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
  return { rows, total };
};
