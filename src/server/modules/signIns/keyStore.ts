import type { AppContext } from '../../context';
import { sha256 } from '../../auth/secrets';
import { nowIso } from '../../db/values';
import type { KeyClaims } from './signedKeys';

/**
 * Single use, in the database so that every server instance agrees: a key is known by the hash of
 * its kind and id. Expired rows are dropped as new keys arrive (an expired key is refused anyway).
 */
export const keyHash = (kind: string, jti: string): string => sha256(`${kind}:${jti}`);

const dropExpired = async (ctx: AppContext, kind: string) => {
  await ctx.db.deleteFrom('single_use_keys').where('kind', '=', kind).where('expires_at', '<', nowIso(ctx.now())).execute();
};

/** Whether a key from another system was accepted before. */
export const wasUsed = async (ctx: AppContext, kind: string, claims: KeyClaims): Promise<boolean> =>
  (await ctx.db.selectFrom('single_use_keys').select('id').where('key_hash', '=', keyHash(kind, claims.jti)).executeTakeFirst()) !== undefined;

/** Accepts a key from another system once: false when it was accepted before (also by a request in parallel). */
export const consumeIncoming = async (ctx: AppContext, kind: string, claims: KeyClaims, userId: number | null): Promise<boolean> => {
  await dropExpired(ctx, kind);
  const at = nowIso(ctx.now());
  const result = await ctx.db
    .insertInto('single_use_keys')
    .values({ kind, key_hash: keyHash(kind, claims.jti), user_id: userId, expires_at: nowIso(new Date(claims.exp * 1000)), used_at: at, created_at: at })
    .onConflict((oc) => oc.column('key_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
};

/** Records a key Kontor issues to another system, unused until that system redeems it. */
export const recordIssued = async (ctx: AppContext, kind: string, claims: KeyClaims, userId: number): Promise<void> => {
  await dropExpired(ctx, kind);
  await ctx.db
    .insertInto('single_use_keys')
    .values({ kind, key_hash: keyHash(kind, claims.jti), user_id: userId, expires_at: nowIso(new Date(claims.exp * 1000)), used_at: null, created_at: nowIso(ctx.now()) })
    .execute();
};

/** Redeems an issued key once (a conditional update: two redemptions in parallel cannot both win). */
export const redeemIssued = async (ctx: AppContext, kind: string, claims: KeyClaims): Promise<number | null> => {
  const now = nowIso(ctx.now());
  const row = await ctx.db
    .updateTable('single_use_keys')
    .set({ used_at: now })
    .where('key_hash', '=', keyHash(kind, claims.jti))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
};
