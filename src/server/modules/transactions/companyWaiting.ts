import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { num } from '../../db/values';

/** What the manager dashboard's alerts ask of a company's payments (modules/company/alerts.ts). */
export type WaitingPayments = {
  /** Withdrawals and imports waiting (pending or for approval) without a source of funds, and the first of them. */
  withoutSourceOfFunds: number;
  firstWithoutSourceOfFunds: number | null;
  /** Payments waiting for the external payment approval. */
  awaitingApproval: number;
};

export const waitingPayments = async (db: Kysely<Database>, companyId: number): Promise<WaitingPayments> => {
  const row = await db
    .selectFrom('transactions')
    .select([
      sql<string | number>`coalesce(sum(case when status in ('pending', 'admin_action_require') and type in ('withdrawal', 'import') and source_of_funds is null then 1 else 0 end), 0)`.as('sof'),
      sql<number | null>`min(case when status in ('pending', 'admin_action_require') and type in ('withdrawal', 'import') and source_of_funds is null then id end)`.as('sof_first'),
      sql<string | number>`coalesce(sum(case when status = 'admin_action_require' then 1 else 0 end), 0)`.as('approval'),
    ])
    .where('company_id', '=', companyId)
    .where('status', 'in', ['pending', 'admin_action_require'])
    .executeTakeFirst();
  const first = row?.sof_first ?? null;
  return { withoutSourceOfFunds: num(row?.sof), firstWithoutSourceOfFunds: first === null ? null : Number(first), awaitingApproval: num(row?.approval) };
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
