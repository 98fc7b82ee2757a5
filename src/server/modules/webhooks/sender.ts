import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './address';

/**
 * The outside party of webhooks: whatever answers at the customer's address. The real sender posts
 * over https (no redirects followed, a time limit) to the address that was checked before the call
 * (address.ts resolveWebhookAddress): the host name is not resolved again, so a DNS answer that
 * changes between the check and the connection (rebinding) is never used; TLS still verifies the
 * certificate against the host name of the URL. Tests install a sandbox that records and can fail.
 */
export type WebhookRequest = { url: string; headers: Record<string, string>; body: string; address?: ResolvedAddress | null };
export type WebhookAnswer = { status: number };
export type WebhookSender = (request: WebhookRequest) => Promise<WebhookAnswer>;

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** A `lookup` for net/tls connect that answers every name with the one checked address. */
export const pinnedLookup = (pinned: ResolvedAddress): LookupFunction => (_host, options, callback) => {
  if (options.all === true) callback(null, [{ address: pinned.address, family: pinned.family }]);
  else callback(null, pinned.address, pinned.family);
};

export const httpWebhookSender: WebhookSender = ({ url, headers, body, address }) => new Promise<WebhookAnswer>((resolve, reject) => {
  const req = https.request(url, {
    method: 'POST',
    headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    // A fresh connection every time: a pooled socket could belong to an earlier, differently checked resolution.
    agent: false,
    ...(address ? { lookup: pinnedLookup(address) } : {}),
  }, (res) => {
    // The answer's body is not read beyond what closes the connection: only its status is kept.
    res.destroy();
    resolve({ status: res.statusCode ?? 0 });
  });
  req.setTimeout(WEBHOOK_TIMEOUT_MS, () => {
    const err = new Error('The endpoint did not answer in time.');
    err.name = 'TimeoutError';
    req.destroy(err);
  });
  req.on('error', reject);
  req.end(body);
});
