import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { DeviceSignInsTable } from '../../db/schemaSignIns';

/** The rows of `device_sign_ins`: requests to sign in from a browser, approved from another device. */
export type DeviceSignInRow = Selectable<DeviceSignInsTable>;

/** Removes the requests that ended before `before`. */
export const pruneDeviceSignIns = async (db: Kysely<Database>, before: string): Promise<void> => {
  await db.deleteFrom('device_sign_ins').where('expires_at', '<', before).execute();
};

/** Adds a request; undefined when one with the same identifier exists. */
export const insertDeviceSignIn = (db: Kysely<Database>, values: Insertable<DeviceSignInsTable>) =>
  db.insertInto('device_sign_ins').values(values).onConflict((oc) => oc.column('identifier').doNothing()).returning('id').executeTakeFirst();

export const deviceSignInByIdentifier = (db: Kysely<Database>, identifier: string): Promise<DeviceSignInRow | undefined> =>
  db.selectFrom('device_sign_ins').selectAll().where('identifier', '=', identifier).executeTakeFirst();

export const deviceSignInByCodeHash = (db: Kysely<Database>, codeHash: string): Promise<DeviceSignInRow | undefined> =>
  db.selectFrom('device_sign_ins').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();

/** Moves a request on from `status` in one statement: true when this call did it (every instance races for it). */
export const claimDeviceSignIn = async (db: Kysely<Database>, id: number, status: string, values: Updateable<DeviceSignInsTable>): Promise<boolean> => {
  const claimed = await db.updateTable('device_sign_ins').set(values).where('id', '=', id).where('status', '=', status).executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
};

export const updateDeviceSignIn = async (db: Kysely<Database>, id: number, values: Updateable<DeviceSignInsTable>): Promise<void> => {
  await db.updateTable('device_sign_ins').set(values).where('id', '=', id).execute();
};
