/**
 * The outside party of webhooks: whatever answers at the customer's address. The real sender posts
 * with fetch (no redirects followed, a time limit); tests install a sandbox that records and can fail.
 */
export type WebhookRequest = { url: string; headers: Record<string, string>; body: string };
export type WebhookAnswer = { status: number };
export type WebhookSender = (request: WebhookRequest) => Promise<WebhookAnswer>;

export const WEBHOOK_TIMEOUT_MS = 10_000;

export const httpWebhookSender: WebhookSender = async ({ url, headers, body }) => {
  const res = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) });
  // The answer's body is not read beyond what closes the connection: only its status is kept.
  await res.body?.cancel().catch(() => undefined);
  return { status: res.status };
};
