import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthToken } from '../../contract/entities';
import { ADMIN_ROLE_SLUGS } from '../../contract/enums';
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
  /** Of an act-as sign-in: the admin's token family it belongs to (it ends with that family). */
  parentFamilyId?: string | null;
  /** The auth checkpoint (device) the sign-in came through. */
  checkpointId?: number | null;
  /** What confirmed the sign-in beside the password (totp, passkey, recovery_code); kept across renewals. */
  secondFactor?: string | null;
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
  const common = { user_id: userId, family_id: familyId, revoked_at: null, impersonator_user_id: o.impersonatorUserId ?? null, parent_family_id: o.parentFamilyId ?? null, checkpoint_id: o.checkpointId ?? null, second_factor: o.secondFactor ?? null, ip: o.ip ?? null, user_agent: o.userAgent?.slice(0, 500) ?? null, created_at: nowIso(now) };
  await db
    .insertInto('auth_tokens')
    .values([
      { ...common, kind: 'access', token_hash: sha256(access), expires_at: nowIso(accessExpires) },
      { ...common, kind: 'refresh', token_hash: sha256(refresh), expires_at: nowIso(o.familyExpiresAt) },
    ])
    .execute();
  return { token: authTokenBody(access, accessExpires, now), refreshToken: refresh, refreshExpiresAt: o.familyExpiresAt, familyId };
};

/** A sign-in that ended: its user and token family (whose realtime sockets are to be closed). */
export type EndedSession = { userId: number; familyId: string };

const ADMIN_ROLES: readonly string[] = ADMIN_ROLE_SLUGS;

/** Whether the admin who started an act-as sign-in still may act: present, enabled and an administrator. */
export const impersonatorMayAct = async (db: Kysely<Database>, impersonatorUserId: number): Promise<boolean> => {
  const admin = await db.selectFrom('users').select(['enabled', 'role']).where('id', '=', impersonatorUserId).executeTakeFirst();
  return admin !== undefined && admin.enabled === 1 && ADMIN_ROLES.includes(admin.role);
};

const distinctSessions = (rows: readonly { user_id: number; family_id: string }[]): EndedSession[] => {
  const seen = new Map<string, EndedSession>();
  for (const r of rows) seen.set(r.family_id, { userId: r.user_id, familyId: r.family_id });
  return [...seen.values()];
};

/**
 * Ends the act-as sign-ins started from these token families of an admin (they live no longer than
 * the admin's own sign-in) and returns them, so their sockets can be closed too.
 */
export const revokeActAsOf = async (db: Kysely<Database>, parentFamilies: readonly string[], now = new Date()): Promise<EndedSession[]> => {
  if (parentFamilies.length === 0) return [];
  const rows = await db
    .updateTable('auth_tokens')
    .set({ revoked_at: nowIso(now) })
    .where('parent_family_id', 'in', [...parentFamilies])
    .where('revoked_at', 'is', null)
    .returning(['user_id', 'family_id'])
    .execute();
  return distinctSessions(rows);
};

/** Ends every act-as sign-in an admin started (disable, role change, deletion), whichever of the admin's sign-ins it came from. */
export const revokeActAsBy = async (db: Kysely<Database>, adminUserId: number, exceptParentFamily?: string, now = new Date()): Promise<EndedSession[]> => {
  let q = db.updateTable('auth_tokens').set({ revoked_at: nowIso(now) }).where('impersonator_user_id', '=', adminUserId).where('revoked_at', 'is', null);
  if (exceptParentFamily) q = q.where((eb) => eb.or([eb('parent_family_id', 'is', null), eb('parent_family_id', '!=', exceptParentFamily)]));
  return distinctSessions(await q.returning(['user_id', 'family_id']).execute());
};

/** Ends one sign-in, and the act-as sign-ins started from it; returns those act-as sign-ins. */
export const revokeFamily = async (db: Kysely<Database>, familyId: string, now = new Date()): Promise<EndedSession[]> => {
  await db.updateTable('auth_tokens').set({ revoked_at: nowIso(now) }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  return revokeActAsOf(db, [familyId], now);
};

/** Ends the sign-ins started through a checkpoint (a blocked device), and the act-as sign-ins they started. */
export const revokeCheckpointSessions = async (db: Kysely<Database>, checkpointId: number, now: Date): Promise<{ families: string[]; actAs: EndedSession[] }> => {
  const live = await db.selectFrom('auth_tokens').select('family_id').distinct().where('checkpoint_id', '=', checkpointId).where('revoked_at', 'is', null).execute();
  await db.updateTable('auth_tokens').set({ revoked_at: nowIso(now) }).where('checkpoint_id', '=', checkpointId).where('revoked_at', 'is', null).execute();
  const families = live.map((l) => l.family_id);
  return { families, actAs: await revokeActAsOf(db, families, now) };
};

/**
 * Ends the sign-ins of a user (all but `exceptFamily`), and the act-as sign-ins the user started from
 * them; returns those act-as sign-ins (the user's own sockets are the caller's to close).
 */
export const revokeUserTokens = async (db: Kysely<Database>, userId: number, exceptFamily?: string, now = new Date()): Promise<EndedSession[]> => {
  let q = db.updateTable('auth_tokens').set({ revoked_at: nowIso(now) }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptFamily) q = q.where('family_id', '!=', exceptFamily);
  await q.execute();
  return revokeActAsBy(db, userId, exceptFamily, now);
};

/** The sign-in a token belongs to, whatever its state (expired and revoked tokens included). */
export const familyOf = async (db: Kysely<Database>, token: string, kind: 'access' | 'refresh'): Promise<string | null> => {
  const row = await db.selectFrom('auth_tokens').select('family_id').where('token_hash', '=', sha256(token)).where('kind', '=', kind).executeTakeFirst();
  return row?.family_id ?? null;
};

/** When a sign-in ends at the latest (its refresh tokens share one absolute end); null when unknown. */
export const familyEnd = async (db: Kysely<Database>, familyId: string): Promise<Date | null> => {
  const row = await db.selectFrom('auth_tokens').select('expires_at').where('family_id', '=', familyId).where('kind', '=', 'refresh').orderBy('id', 'desc').executeTakeFirst();
  return row ? new Date(row.expires_at) : null;
};

/**
 * The live sign-ins of a user, as the refresh tokens that keep them (neither revoked nor expired, not
 * act-as), oldest first, with the device of their checkpoint.
 */
export const liveRefreshTokens = (db: Kysely<Database>, userId: number, now: Date) =>
  db
    .selectFrom('auth_tokens')
    .select(['auth_tokens.family_id', 'auth_tokens.expires_at', 'auth_tokens.ip', 'auth_tokens.user_agent', 'auth_tokens.second_factor'])
    .where('auth_tokens.user_id', '=', userId)
    .where('auth_tokens.kind', '=', 'refresh')
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', nowIso(now))
    .where('auth_tokens.impersonator_user_id', 'is', null)
    .orderBy('auth_tokens.id')
    .execute();

/** When each of these sign-ins of a user started and was last renewed (its first and last token). */
export const familySpans = (db: Kysely<Database>, userId: number, families: readonly string[]) =>
  db
    .selectFrom('auth_tokens')
    .select((eb) => ['family_id', eb.fn.min('created_at').as('started_at'), eb.fn.max('created_at').as('last_used_at')])
    .where('user_id', '=', userId)
    .where('family_id', 'in', families)
    .groupBy('family_id')
    .execute();

/** Whether the sign-in is the user's own (not act-as) and still live. */
export const isLiveOwnFamily = async (db: Kysely<Database>, userId: number, familyId: string, now: Date): Promise<boolean> => {
  const row = await db
    .selectFrom('auth_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'refresh')
    .where('impersonator_user_id', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso(now))
    .executeTakeFirst();
  return row !== undefined;
};

export type RefreshOutcome =
  | { ok: true; userId: number; impersonatorUserId: number | null; issued: IssuedTokens }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'disabled'; ended?: EndedSession[] };

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
    .select(['auth_tokens.id', 'auth_tokens.user_id', 'auth_tokens.family_id', 'auth_tokens.expires_at', 'auth_tokens.revoked_at', 'auth_tokens.impersonator_user_id', 'auth_tokens.parent_family_id', 'auth_tokens.checkpoint_id', 'auth_tokens.second_factor', 'users.enabled'])
    .where('auth_tokens.token_hash', '=', sha256(presented))
    .where('auth_tokens.kind', '=', 'refresh')
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  const self: EndedSession = { userId: row.user_id, familyId: row.family_id };
  if (row.revoked_at) return { ok: false, reason: 'reused', ended: [self, ...(await revokeFamily(db, row.family_id, now))] };
  if (row.expires_at <= nowIso(now)) return { ok: false, reason: 'expired' };
  if (row.enabled !== 1) return { ok: false, reason: 'disabled' };
  // An act-as sign-in is renewed only while its admin may still act (the admin's own sign-in ending revokes it too).
  if (row.impersonator_user_id !== null && !(await impersonatorMayAct(db, row.impersonator_user_id))) {
    await revokeFamily(db, row.family_id, now);
    return { ok: false, reason: 'disabled', ended: [self] };
  }
  const claimed = await db.updateTable('auth_tokens').set({ revoked_at: nowIso(now) }).where('id', '=', row.id).where('revoked_at', 'is', null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, reason: 'reused', ended: [self, ...(await revokeFamily(db, row.family_id, now))] };
  // The access tokens issued before this rotation end with it.
  await db.updateTable('auth_tokens').set({ revoked_at: nowIso(now) }).where('family_id', '=', row.family_id).where('kind', '=', 'access').where('revoked_at', 'is', null).execute();
  const issued = await issueTokens(db, row.user_id, {
    accessTtl,
    familyExpiresAt: new Date(row.expires_at),
    familyId: row.family_id,
    impersonatorUserId: row.impersonator_user_id,
    parentFamilyId: row.parent_family_id,
    checkpointId: row.checkpoint_id,
    secondFactor: row.second_factor,
    ip: meta.ip,
    userAgent: meta.userAgent,
    now,
  });
  return { ok: true, userId: row.user_id, impersonatorUserId: row.impersonator_user_id, issued };
};
