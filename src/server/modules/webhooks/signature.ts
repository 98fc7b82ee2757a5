import crypto from 'node:crypto';

/**
 * The signature of a delivery (docs/webhooks.md): HMAC-SHA256 with the endpoint's secret over
 * `<timestamp>.<body>`, sent as `Kontor-Signature: t=<unix seconds>,v1=<hex>`.
 */
export const signWebhook = (secret: string, timestamp: number, body: string): string =>
  `t=${timestamp},v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** The check a receiver makes (used by the tests as any receiver would): signature and age. */
export const verifyWebhook = (secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean => {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !parts.v1) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return parts.v1.length === expected.length && crypto.timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
};
