import crypto from 'node:crypto';
import type { AuthenticationResponseJSON, AuthenticatorTransportFuture, WebAuthnCredential } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { PasskeysTable } from '../db/schemaSecondFactors';
import { nowIso } from '../db/values';

/**
 * WebAuthn (passkeys, issue 42) on @simplewebauthn/server. The relying party is the portal's public
 * address (KONTOR_PUBLIC_URL): its host is the RP ID, its origin the only origin accepted. Every
 * challenge is stored (webauthn_challenges), so any instance can check the answer, and is spent once.
 */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
export const RP_NAME = 'Kontor';

export type RelyingParty = { id: string; origin: string };

export const relyingPartyOf = (config: Pick<Config, 'publicUrl'>): RelyingParty => {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin };
};

export type ChallengePurpose = 'register' | 'confirm';

/** A new random challenge for the user, stored with what it is for (and, to confirm a request, its binding). */
export const storeChallenge = async (db: Kysely<Database>, userId: number, purpose: ChallengePurpose, binding: string | null, now: Date): Promise<string> => {
  const challenge = crypto.randomBytes(32).toString('base64url');
  const at = nowIso(now);
  // Expired challenges of the user go as new ones come (no sweeper needed).
  await db.deleteFrom('webauthn_challenges').where('user_id', '=', userId).where('expires_at', '<', at).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({ user_id: userId, challenge, purpose, binding, expires_at: nowIso(new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000)), used_at: null, created_at: at })
    .execute();
  return challenge;
};

/** A live (unexpired, unspent) challenge of the user for this purpose. */
export const liveChallenge = (db: Kysely<Database>, userId: number, purpose: ChallengePurpose, challenge: string, now: Date) =>
  db
    .selectFrom('webauthn_challenges')
    .select(['id', 'challenge', 'binding'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('challenge', '=', challenge)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso(now))
    .executeTakeFirst();

/** Spends a challenge; false when another request spent it first. */
export const spendChallenge = async (db: Kysely<Database>, id: number, now: Date): Promise<boolean> => {
  const spent = await db.updateTable('webauthn_challenges').set({ used_at: nowIso(now) }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
};

/** The challenge an authenticator signed, read from the answer's clientDataJSON; null when unreadable. */
export const challengeOf = (clientDataJSON: string): string | null => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && 'challenge' in parsed && typeof parsed.challenge === 'string' ? parsed.challenge : null;
  } catch {
    return null;
  }
};

/** The largest passkey answer accepted in a header or body (a WebAuthn assertion is well under 2 KB). */
export const MAX_ASSERTION_LENGTH = 8192;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A passkey assertion sent as base64url JSON (the passkey-assertion header), checked for shape; null otherwise. */
export const parseAssertion = (value: string): AuthenticationResponseJSON | null => {
  if (value.length > MAX_ASSERTION_LENGTH) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!isRecord(parsed) || typeof parsed.id !== 'string' || typeof parsed.rawId !== 'string' || parsed.type !== 'public-key' || !isRecord(parsed.response)) return null;
    const r = parsed.response;
    if (typeof r.clientDataJSON !== 'string' || typeof r.authenticatorData !== 'string' || typeof r.signature !== 'string') return null;
    return parsed as unknown as AuthenticationResponseJSON;
  } catch {
    return null;
  }
};

export type PasskeyRow = Pick<PasskeysTable, 'credential_id' | 'public_key' | 'counter' | 'transports'>;

export const transportsOf = (row: Pick<PasskeysTable, 'transports'>): AuthenticatorTransportFuture[] | undefined => {
  if (!row.transports) return undefined;
  try {
    const parsed: unknown = JSON.parse(row.transports);
    return Array.isArray(parsed) ? (parsed.filter((t) => typeof t === 'string') as AuthenticatorTransportFuture[]) : undefined;
  } catch {
    return undefined;
  }
};

/** A stored passkey as the library checks an assertion against it. */
export const credentialOf = (row: PasskeyRow): WebAuthnCredential => ({
  id: row.credential_id,
  publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
  counter: Number(row.counter),
  transports: transportsOf(row),
});

/** The user's passkeys, as the credentials a request for an assertion allows. */
export const passkeysOf = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('passkeys').select(['id', 'credential_id', 'public_key', 'counter', 'transports', 'name']).where('user_id', '=', userId).orderBy('id').execute();

export const hasPasskeys = async (db: Kysely<Database>, userId: number): Promise<boolean> =>
  (await db.selectFrom('passkeys').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
