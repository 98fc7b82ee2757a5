import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import type { IntegrationName } from '../../config';

/**
 * Signed keys shared with another system: `base64url(claims JSON).base64url(HMAC-SHA256)`, the MAC
 * over the kind-tagged payload with the secret of that system. Claims: `typ` (what the key is for),
 * `sub` (the user as that system names them), `jti` (random id: each key works once), `iat` and
 * `exp` (seconds). Nothing in a key is secret; only the MAC makes it trustworthy.
 */
export type KeyClaims = { typ: string; sub: string; jti: string; iat: number; exp: number } & Record<string, string | number>;

export type KeyRefusal = 'malformed' | 'signature' | 'type' | 'expired' | 'too_long' | 'not_configured';
export type Verified = { ok: true; claims: KeyClaims } | { ok: false; reason: KeyRefusal; claims: KeyClaims | null };

/** Clocks of two systems differ a little: a key issued up to this far in the future is accepted. */
const CLOCK_SKEW_SECONDS = 30;

const mac = (secret: string, payload: string): Buffer => crypto.createHmac('sha256', secret).update(`kontor-key.v1.${payload}`).digest();

/**
 * The shared secret of a system: configured, or outside production a sandbox secret derived from the
 * server key (so the built-in sandboxes work out of the box); null in production when not configured.
 */
export const integrationSecret = (ctx: AppContext, name: IntegrationName): string | null => {
  const configured = ctx.config.integrations.secrets[name];
  if (configured) return configured;
  if (ctx.config.nodeEnv === 'production') return null;
  return crypto.createHmac('sha256', ctx.appKey).update(`kontor-sandbox-secret:${name}`).digest('base64url');
};

export const signKey = (secret: string, claims: KeyClaims): string => {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
};

const isClaims = (v: unknown): v is KeyClaims => {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return typeof c.typ === 'string' && typeof c.sub === 'string' && typeof c.jti === 'string' && Number.isInteger(c.iat) && Number.isInteger(c.exp);
};

/** Claims read without trusting them (to name the account a refused key aimed at). */
export const readClaims = (key: string): KeyClaims | null => {
  const [payload] = key.split('.');
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return isClaims(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** Checks the MAC (constant time), the kind, the lifetime (at most `maxTtl` seconds) and the expiry. */
export const verifyKey = (secret: string | null, key: string, typ: string, now: Date, maxTtl: number): Verified => {
  const claims = readClaims(key);
  if (!secret) return { ok: false, reason: 'not_configured', claims };
  const parts = key.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1] || !claims) return { ok: false, reason: 'malformed', claims };
  const given = Buffer.from(parts[1], 'base64url');
  const expected = mac(secret, parts[0]);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'signature', claims };
  if (claims.typ !== typ) return { ok: false, reason: 'type', claims };
  const seconds = Math.floor(now.getTime() / 1000);
  if (claims.iat > seconds + CLOCK_SKEW_SECONDS || claims.exp - claims.iat > maxTtl) return { ok: false, reason: 'too_long', claims };
  if (claims.exp <= seconds) return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
};

/** New claims for a key living `ttl` seconds from `now` (negative `issuedAgo` makes back-dated keys for tests). */
export const newClaims = (typ: string, sub: string, now: Date, ttl: number, extra: Record<string, string | number> = {}, issuedAgo = 0): KeyClaims => {
  const iat = Math.floor(now.getTime() / 1000) - issuedAgo;
  return { ...extra, typ, sub, jti: crypto.randomBytes(16).toString('base64url'), iat, exp: iat + ttl };
};
