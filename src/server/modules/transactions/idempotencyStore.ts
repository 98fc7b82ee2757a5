import { type Kysely, PostgresAdapter } from 'kysely';
import { deferredWrite } from '../../db/deferredWrites';
import type { Database } from '../../db/schema';
import type { Id, Timestamp } from '../../db/types';
import { nowIso } from '../../db/values';

/**
 * The idempotency_keys table (migration 004). Kept out of the shared Database type: only this module
 * reads it, through `withTables`.
 */
export type IdempotencyKeysTable = {
  id: Id;
  user_id: number;
  key: string;
  /** Keyed hash of method, path and canonical body (bypass_duplicate_check left out, as for one-time codes). */
  request_hash: string;
  state: 'processing' | 'completed';
  /** The transaction the first request created, set in the same database transaction as its money. */
  transaction_id: number | null;
  response_status: number | null;
  response_body: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
};

type IdempotencyDb = Kysely<Database & { idempotency_keys: IdempotencyKeysTable }>;
const keysDb = (db: Kysely<Database>): IdempotencyDb => db.withTables<{ idempotency_keys: IdempotencyKeysTable }>();

/** A key is answered for 24 hours after its first use. */
export const IDEMPOTENCY_KEEP_SECONDS = 24 * 60 * 60;
/** A claim that moved no money and was not finished within this time is abandoned (its process died). */
export const IDEMPOTENCY_STALE_SECONDS = 60;

export type ClaimResult =
  | { kind: 'claimed'; id: number }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'mismatch' }
  | { kind: 'busy'; transactionId: number | null; stale: boolean };

/** Takes the key for this request, or tells what the earlier request with the same key became. */
export const claimKey = async (db: Kysely<Database>, userId: number, key: string, requestHash: string, now: Date): Promise<ClaimResult> => {
  const k = keysDb(db);
  const at = nowIso(now);
  const values = {
    user_id: userId, key, request_hash: requestHash, state: 'processing' as const, transaction_id: null, response_status: null, response_body: null,
    expires_at: nowIso(new Date(now.getTime() + IDEMPOTENCY_KEEP_SECONDS * 1000)), created_at: at, updated_at: at,
  };
  const expired = () => k.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('expires_at', '<=', at);
  // PostgreSQL: the user's expired keys go in the same statement (one round trip). The delete and the
  // insert of one statement run in no set order, so an expired key of this very name may still conflict:
  // it is gone when read below, and the claim is simply made again.
  const inserted =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await k.with('expired', () => expired()).insertInto('idempotency_keys').values(values).onConflict((oc) => oc.columns(['user_id', 'key']).doNothing()).returning('id').executeTakeFirst()
      : await expired()
          .execute()
          .then(() => k.insertInto('idempotency_keys').values(values).onConflict((oc) => oc.columns(['user_id', 'key']).doNothing()).returning('id').executeTakeFirst());
  if (inserted) return { kind: 'claimed', id: inserted.id };

  const row = await k.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
  // Finished and expired between our two statements: simply try again.
  if (!row) return claimKey(db, userId, key, requestHash, now);
  if (row.request_hash !== requestHash) return { kind: 'mismatch' };
  if (row.state === 'completed' && row.response_status !== null && row.response_body !== null) {
    return { kind: 'replay', status: row.response_status, body: row.response_body };
  }
  const stale = row.updated_at <= nowIso(new Date(now.getTime() - IDEMPOTENCY_STALE_SECONDS * 1000));
  if (stale && row.transaction_id === null) {
    // Only one retry may take an abandoned claim over: the update matches the old timestamp.
    const taken = await k.updateTable('idempotency_keys').set({ updated_at: at }).where('id', '=', row.id).where('updated_at', '=', row.updated_at).where('transaction_id', 'is', null).executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { kind: 'claimed', id: row.id };
  }
  return { kind: 'busy', transactionId: row.transaction_id, stale };
};

/** Links the claim to the transaction it created; runs inside the transaction that moves the money. */
export const linkIdempotencyKey = async (trx: Kysely<Database>, id: number, transactionId: number, at: string): Promise<void> => {
  await deferredWrite(trx, keysDb(trx).updateTable('idempotency_keys').set({ transaction_id: transactionId, updated_at: at }).where('id', '=', id));
};

/** Stores the successful answer that every retry with the key receives. */
export const completeKey = async (db: Kysely<Database>, id: number, status: number, body: string, now: Date): Promise<void> => {
  await keysDb(db).updateTable('idempotency_keys').set({ state: 'completed', response_status: status, response_body: body, updated_at: nowIso(now) }).where('id', '=', id).execute();
};

/**
 * Frees the key after a refused request (403 code, 409 duplicate, 422…): nothing moved, so the client may
 * re-submit with the same key. A claim that already created a transaction is never freed.
 */
export const releaseKey = async (db: Kysely<Database>, id: number): Promise<void> => {
  await keysDb(db).deleteFrom('idempotency_keys').where('id', '=', id).where('transaction_id', 'is', null).execute();
};
