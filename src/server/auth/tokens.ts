import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthToken } from '../../contract/entities';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';
import { randomToken, sha256 } from './secrets';

export type IssuedTokens = {
  token: AuthToken;
  refreshToken: string;
  refreshExpiresAt: Date;
  familyId: string;
};

export type IssueOptions = {
  accessTtl: number;
  /** Absolute end of the sign-in; a rotation never extends it. */
  familyExpiresAt: Date;
  familyId?: string;
  impersonatorUserId?: number | null;
  /** The auth checkpoint (device) the sign-in came through. */
  checkpointId?: number | null;
  ip?: string | null;
  userAgent?: string | null;
  now?: Date;
};

export const authTokenBody = (accessToken: string, expiresAt: Date, now: Date): AuthToken => ({
  access_token: accessToken,
  expires_in: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  expires_at: Math.floor(expiresAt.getTime() / 1000),
  expires_date: expiresAt.toISOString(),
  token_type: 'Bearer',
});

/** Issues an access token and a refresh token of one family (one sign-in). */
export const issueTokens = async (db: Kysely<Database>, userId: number, o: IssueOptions): Promise<IssuedTokens> => {
  const now = o.now ?? new Date();
  const familyId = o.familyId ?? crypto.randomUUID();
  const accessExpires = new Date(Math.min(now.getTime() + o.accessTtl * 1000, o.familyExpiresAt.getTime()));
  const access = randomToken();
  const refresh = randomToken();
  const common = { user_id: userId, family_id: familyId, revoked_at: null, impersonator_user_id: o.impersonatorUserId ?? null, checkpoint_id: o.checkpointId ?? null, ip: o.ip ?? null, user_agent: o.userAgent?.slice(0, 500) ?? null, created_at: nowIso(now) };
  await db
    .insertInto('auth_tokens')
    .values([
      { ...common, kind: 'access', token_hash: sha256(access), expires_at: nowIso(accessExpires) },
      { ...common, kind: 'refresh', token_hash: sha256(refresh), expires_at: nowIso(o.familyExpiresAt) },
    ])
    .execute();
  return { token: authTokenBody(access, accessExpires, now), refreshToken: refresh, refreshExpiresAt: o.familyExpiresAt, familyId };
};

export const revokeFamily = async (db: Kysely<Database>, familyId: string, now = new Date()): Promise<void> => {
  await db.updateTable('auth_tokens').set({ revoked_at: nowIso(now) }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
};

export const revokeUserTokens = async (db: Kysely<Database>, userId: number, exceptFamily?: string, now = new Date()): Promise<void> => {
  let q = db.updateTable('auth_tokens').set({ revoked_at: nowIso(now) }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptFamily) q = q.where('family_id', '!=', exceptFamily);
  await q.execute();
};

/** The sign-in a token belongs to, whatever its state (expired and revoked tokens included). */
export const familyOf = async (db: Kysely<Database>, token: string, kind: 'access' | 'refresh'): Promise<string | null> => {
  const row = await db.selectFrom('auth_tokens').select('family_id').where('token_hash', '=', sha256(token)).where('kind', '=', kind).executeTakeFirst();
  return row?.family_id ?? null;
};

export type RefreshOutcome =
  | { ok: true; userId: number; impersonatorUserId: number | null; issued: IssuedTokens }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'disabled' };

/**
 * Rotates a refresh token: the presented one is revoked and a new pair of the same family is issued.
 * A refresh token presented after it was rotated means it leaked: the whole family is revoked.
 */
export const rotateRefreshToken = async (
  db: Kysely<Database>,
  presented: string,
  accessTtl: number,
  meta: { ip?: string | null; userAgent?: string | null; now: Date },
): Promise<RefreshOutcome> => {
  const now = meta.now;
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select(['auth_tokens.id', 'auth_tokens.user_id', 'auth_tokens.family_id', 'auth_tokens.expires_at', 'auth_tokens.revoked_at', 'auth_tokens.impersonator_user_id', 'auth_tokens.checkpoint_id', 'users.enabled'])
    .where('auth_tokens.token_hash', '=', sha256(presented))
    .where('auth_tokens.kind', '=', 'refresh')
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at) {
    await revokeFamily(db, row.family_id, now);
    return { ok: false, reason: 'reused' };
  }
  if (row.expires_at <= nowIso(now)) return { ok: false, reason: 'expired' };
  if (row.enabled !== 1) return { ok: false, reason: 'disabled' };
  const claimed = await db.updateTable('auth_tokens').set({ revoked_at: nowIso(now) }).where('id', '=', row.id).where('revoked_at', 'is', null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    await revokeFamily(db, row.family_id, now);
    return { ok: false, reason: 'reused' };
  }
  // The access tokens issued before this rotation end with it.
  await db.updateTable('auth_tokens').set({ revoked_at: nowIso(now) }).where('family_id', '=', row.family_id).where('kind', '=', 'access').where('revoked_at', 'is', null).execute();
  const issued = await issueTokens(db, row.user_id, {
    accessTtl,
    familyExpiresAt: new Date(row.expires_at),
    familyId: row.family_id,
    impersonatorUserId: row.impersonator_user_id,
    checkpointId: row.checkpoint_id,
    ip: meta.ip,
    userAgent: meta.userAgent,
    now,
  });
  return { ok: true, userId: row.user_id, impersonatorUserId: row.impersonator_user_id, issued };
};
