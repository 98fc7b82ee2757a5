import crypto from 'node:crypto';

/** A webhook older (or newer) than this is refused: a captured one cannot be sent again later. */
export const WEBHOOK_WINDOW_SECONDS = 300;

/** The signature header of a webhook: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` with the shared secret. */
export const signWebhook = (secret: string, timestamp: number, rawBody: string): string =>
  `t=${timestamp},v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;

/**
 * Checks a webhook's signature over its raw body (constant time) and its freshness; answers the signed
 * time, or null for anything that is not a fresh signature of this body with this secret.
 */
export const verifyWebhook = (secret: string | null, rawBody: string, header: string | undefined, now: Date): number | null => {
  if (!secret || !header) return null;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || typeof parts.v1 !== 'string' || !/^[0-9a-f]{64}$/.test(parts.v1)) return null;
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return Math.abs(Math.floor(now.getTime() / 1000) - t) <= WEBHOOK_WINDOW_SECONDS ? t : null;
};
