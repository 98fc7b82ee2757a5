import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';

/** What is stored of the key: a keyed hash of a fixed text, which tells keys apart and gives nothing of the key away. */
export const appKeyFingerprint = (appKey: Buffer): string => crypto.createHmac('sha256', appKey).update('kontor-app-key-check:v1').digest('hex');

export class AppKeyMismatchError extends Error {
  constructor() {
    super(
      'This database was set up with another application key. Every server instance and job worker on one database must use the same KONTOR_APP_KEY ' +
        '(stored secrets, one-time codes and duplicate checks were made with it). Set the key the database was set up with; see docs/operations.md.',
    );
    this.name = 'AppKeyMismatchError';
  }
}

/**
 * Run at start (after the migrations): the first start records the key's fingerprint; any later start
 * with another key is refused before it serves a call, rather than failing later on every secret it
 * cannot read and every code it cannot check.
 */
export const assertSameAppKey = async (db: Kysely<Database>, appKey: Buffer, now: Date = new Date()): Promise<void> => {
  const fingerprint = appKeyFingerprint(appKey);
  await db.insertInto('app_key_checks').values({ id: 1, fingerprint, created_at: nowIso(now) }).onConflict((oc) => oc.column('id').doNothing()).execute();
  const stored = await db.selectFrom('app_key_checks').select('fingerprint').where('id', '=', 1).executeTakeFirstOrThrow();
  if (stored.fingerprint !== fingerprint) throw new AppKeyMismatchError();
};
