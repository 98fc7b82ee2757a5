import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { num } from '../../db/values';
import { fromLogDateOnly } from './filters';
import type { TransactionRow } from './resource';

/** What other modules ask of the transactions table (users, company alerts, compliance, documents), answered here. */

/** Whether the user made or decided any payment: a bank keeps who moved money, so such a user is never deleted. */
export const hasMoneyHistory = async (db: Kysely<Database>, userId: number): Promise<boolean> => {
  const row = await db
    .selectFrom('transactions')
    .select('id')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('decided_by', '=', userId)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
};

/** What the manager dashboard's alerts ask of a company's payments (modules/company/alerts.ts). */
export type WaitingPayments = {
  /** Withdrawals and imports waiting (pending or for approval) without a source of funds, oldest first (whether they need one is the rule's: sourceOfFundsRule.ts). */
  withoutSourceOfFunds: { id: number; currency: string; amount: TransactionRow['amount'] }[];
  /** Payments waiting for the external payment approval. */
  awaitingApproval: number;
};

export const waitingPayments = async (db: Kysely<Database>, companyId: number): Promise<WaitingPayments> => {
  const row = await db
    .selectFrom('transactions')
    .select([sql<string | number>`coalesce(sum(case when status = 'admin_action_require' then 1 else 0 end), 0)`.as('approval')])
    .where('company_id', '=', companyId)
    .where('status', 'in', ['pending', 'admin_action_require'])
    .executeTakeFirst();
  const withoutSourceOfFunds = await db
    .selectFrom('transactions')
    .select(['id', 'currency', 'amount'])
    .where('company_id', '=', companyId)
    .where('status', 'in', ['pending', 'admin_action_require'])
    .where('type', 'in', ['withdrawal', 'import'])
    .where('source_of_funds', 'is', null)
    .orderBy('id')
    .execute();
  return { withoutSourceOfFunds, awaitingApproval: num(row?.approval) };
};

/** Whether any payment moved money from or to the account. */
export const accountHasMoved = async (db: Kysely<Database>, accountId: number): Promise<boolean> => {
  const row = await db
    .selectFrom('transactions')
    .select('id')
    .where((eb) => eb.or([eb('bank_account_id', '=', accountId), eb('to_account_id', '=', accountId)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
};

/** Whether the transaction is the company's. */
export const isCompanyTransaction = async (db: Kysely<Database>, companyId: number, id: number): Promise<boolean> =>
  (await db.selectFrom('transactions').select('id').where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst()) !== undefined;

/** A transaction of the company as its managers see it (nothing before the settings' log date), or undefined. */
export const companyTransaction = (db: Kysely<Database>, companyId: number, id: number, fromLogDate: string | undefined): Promise<TransactionRow | undefined> =>
  fromLogDateOnly(db.selectFrom('transactions').selectAll().where('transactions.id', '=', id).where('transactions.company_id', '=', companyId), fromLogDate).executeTakeFirst();

/** Which of these ids are transactions of the company. */
export const companyTransactionIds = async (db: Kysely<Database>, companyId: number, ids: readonly number[]): Promise<number[]> =>
  ids.length === 0 ? [] : (await db.selectFrom('transactions').select('id').where('company_id', '=', companyId).where('id', 'in', ids).execute()).map((r) => r.id);

/** The reference of a transaction that must exist (one just written in the same database transaction). */
export const transactionReference = async (db: Kysely<Database>, id: number): Promise<string> =>
  (await db.selectFrom('transactions').select('source_reference').where('id', '=', id).executeTakeFirstOrThrow()).source_reference;

/** The reference of a transaction, or undefined when there is none with this id. */
export const referenceOf = async (db: Kysely<Database>, id: number): Promise<string | undefined> =>
  (await db.selectFrom('transactions').select('source_reference').where('id', '=', id).executeTakeFirst())?.source_reference;

/** What the source-of-funds notices need of a transaction. */
export const sourceOfFundsFacts = (db: Kysely<Database>, id: number): Promise<Pick<TransactionRow, 'id' | 'type' | 'company_id' | 'source_of_funds' | 'source_reference' | 'currency' | 'amount'> | undefined> =>
  db.selectFrom('transactions').select(['id', 'type', 'company_id', 'source_of_funds', 'source_reference', 'currency', 'amount']).where('id', '=', id).executeTakeFirst();

/** The history of a transaction for the admin timeline: how many events (after `afterId` when given) and one page of them, newest first. */
export const transactionEventsPage = async (db: Kysely<Database>, transactionId: number, range: { afterId?: number | undefined; limit: number; offset: number }) => {
  let q = db.selectFrom('transaction_events').where('transaction_id', '=', transactionId);
  if (range.afterId !== undefined) q = q.where('id', '>', range.afterId);
  const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q.selectAll().orderBy('id', 'desc').limit(range.limit).offset(range.offset).execute();
  return { rows, total };
};
