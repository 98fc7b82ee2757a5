import { z } from 'zod';
import { WEBHOOK_HEADERS } from '../../../contract/calls/managerConnect';
import type { AppContext } from '../../context';
import { decryptSecret } from '../../auth/secrets';
import { nowIso } from '../../db/values';
import { enqueue, PermanentJobError } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { WEBHOOK_JOB_ATTEMPTS, WEBHOOK_JOB_TYPE, webhookJobKey } from '../../webhooks/record';
import { type AddressLookup, resolveWebhookAddress } from './address';
import { type WebhookSender, httpWebhookSender } from './sender';
import { signWebhook } from './signature';

/**
 * Delivers one webhook event to one endpoint (a job per attempt, jobs/queue.ts): signed, posted, and
 * its answer recorded with the delivery in one fenced transaction. A 2xx answer delivers it; anything
 * else (another status, a timeout, a refused address) schedules the next attempt with a growing delay
 * (30 s, 2 min, 8 min, 32 min, about 2 h, then every 6 h) until 24 hours after the event, then the
 * delivery is failed. A job is claimed by one worker at a time across instances (SKIP LOCKED on
 * PostgreSQL), and a delivery that is no longer pending is not sent again: one event, one delivery.
 */
export const RETRY_WINDOW_MS = 24 * 3600 * 1000;
export const nextDelayMs = (attempt: number): number => Math.min(30_000 * 4 ** Math.max(0, attempt - 1), 6 * 3600 * 1000);

const payloadSchema = z.object({ delivery_id: z.number().int().positive(), attempt: z.number().int().positive().optional() });

const bodyOf = (event: { id: number; type: string; company_id: number; payload: string; created_at: string }, deliveryId: number): string =>
  `{"id":${event.id},"type":${JSON.stringify(event.type)},"created_at":${JSON.stringify(event.created_at)},"company_id":${event.company_id},"delivery_id":${deliveryId},"data":${event.payload}}`;

export const webhookJobHandler = (app: AppContext, send: WebhookSender = httpWebhookSender, lookup?: AddressLookup): JobHandler => async (job) => {
  const parsed = payloadSchema.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError('Invalid webhook job payload.');
  const id = parsed.data.delivery_id;
  const delivery = await app.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
  if (!delivery || delivery.status !== 'pending') return { delivery_id: id, skipped: true };
  const endpoint = await app.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', delivery.endpoint_id).executeTakeFirst();
  const event = await app.db.selectFrom('webhook_events').selectAll().where('id', '=', delivery.event_id).executeTakeFirst();
  const now = job.now();
  const at = nowIso(now);
  if (!endpoint || !event || endpoint.deleted_at !== null || endpoint.enabled !== 1) {
    await job.runInTransaction((trx) => trx.updateTable('webhook_deliveries').set({ status: 'failed', last_error: 'The endpoint was removed or disabled.', next_attempt_at: null, updated_at: at }).where('id', '=', id).execute());
    return { delivery_id: id, status: 'failed' };
  }
  const body = bodyOf(event, id);
  let status: number | null = null;
  // Resolved once and checked; the sender connects to exactly that address (no second DNS answer).
  const target = await resolveWebhookAddress(endpoint.url, app.config.webhooksAllowPrivate === true, lookup);
  let error: string | null = target.problem;
  if (target.problem === null) {
    try {
      const signature = signWebhook(decryptSecret(app.appKey, endpoint.secret), Math.floor(now.getTime() / 1000), body);
      const answer = await send({ url: endpoint.url, body, address: target.pinned, headers: {
        'content-type': 'application/json', 'user-agent': 'Kontor-Webhooks/1', [WEBHOOK_HEADERS.signature]: signature, [WEBHOOK_HEADERS.event]: event.type, [WEBHOOK_HEADERS.delivery]: String(id),
      } });
      status = answer.status;
      if (status < 200 || status >= 300) error = `The endpoint answered ${status}.`;
    } catch (err) {
      error = err instanceof Error ? (err.name === 'TimeoutError' ? 'The endpoint did not answer in time.' : `The endpoint could not be reached: ${err.message}`.slice(0, 500)) : 'The endpoint could not be reached.';
    }
  }
  const attempts = delivery.attempts + 1;
  const nextAt = new Date(now.getTime() + nextDelayMs(attempts));
  const retry = error !== null && nextAt.getTime() <= Date.parse(delivery.created_at) + RETRY_WINDOW_MS;
  return job.runInTransaction(async (trx) => {
    await trx.updateTable('webhook_deliveries').set({
      attempts, last_status_code: status, last_error: error, last_attempt_at: at, updated_at: at,
      status: error === null ? 'delivered' : retry ? 'pending' : 'failed', delivered_at: error === null ? at : null, next_attempt_at: retry ? nowIso(nextAt) : null,
    }).where('id', '=', id).execute();
    if (retry) await enqueue(trx, { type: WEBHOOK_JOB_TYPE, payload: { delivery_id: id, attempt: attempts + 1 }, runAt: nextAt, idempotencyKey: webhookJobKey(id, `${attempts + 1}`), maxAttempts: WEBHOOK_JOB_ATTEMPTS, now });
    return { delivery_id: id, status: error === null ? 'delivered' : retry ? 'retry' : 'failed', answer: status };
  });
};

export { WEBHOOK_JOB_TYPE };
