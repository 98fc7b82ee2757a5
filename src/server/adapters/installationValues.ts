import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';

/**
 * A value made once per installation (at its first start) and the same for every instance from then on:
 * the first instance to ask writes it, the others (and every later start) read that one.
 */
export const installationValue = async (db: Kysely<Database>, name: string, make: () => string, now: Date): Promise<string> => {
  await db.insertInto('installation_values').values({ name, value: make(), created_at: nowIso(now) }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('installation_values').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
};
