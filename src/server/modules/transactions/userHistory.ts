import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
