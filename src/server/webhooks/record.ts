import type { Kysely } from 'kysely';
import type { WebhookEvent } from '../../contract/calls/managerConnect';
import type { Database } from '../db/schema';
import { parseJson } from '../db/values';
import { enqueue } from '../jobs/queue';
import { formatMinor } from '../ledger/money';

/**
 * Webhook events (issue 41), recorded where the server already announces things: one row per event,
 * one delivery per subscribed endpoint, and a job per delivery, written through `db` (inside the
 * caller's transaction when it has one, so an event exists exactly when what it tells of committed).
 * Nothing is written for a company without an endpoint for the event.
 */
export const WEBHOOK_JOB_TYPE = 'webhook.deliver';
/** A delivery job is claimed again if its worker died mid-send; the delivery itself counts its attempts. */
export const WEBHOOK_JOB_ATTEMPTS = 2;

export const webhookJobKey = (deliveryId: number, attempt: number | string): string => `webhook:${deliveryId}:${attempt}`;

type Endpoint = { id: number; company_id: number; events: string };

const subscribed = (endpoints: readonly Endpoint[], type: WebhookEvent): Endpoint[] => endpoints.filter((e) => parseJson<string[]>(e.events, []).includes(type));

const liveEndpoints = (db: Kysely<Database>) =>
  db.selectFrom('webhook_endpoints').select(['webhook_endpoints.id', 'webhook_endpoints.company_id', 'webhook_endpoints.events']).where('webhook_endpoints.enabled', '=', 1).where('webhook_endpoints.deleted_at', 'is', null);

const write = async (db: Kysely<Database>, endpoints: readonly Endpoint[], companyId: number, type: WebhookEvent, data: unknown, at: string): Promise<number> => {
  if (endpoints.length === 0) return 0;
  const event = await db.insertInto('webhook_events').values({ company_id: companyId, type, payload: JSON.stringify(data), created_at: at }).returning('id').executeTakeFirstOrThrow();
  for (const e of endpoints) {
    const delivery = await db.insertInto('webhook_deliveries').values({
      company_id: companyId, endpoint_id: e.id, event_id: event.id, status: 'pending', attempts: 0, last_status_code: null, last_error: null, last_attempt_at: null,
      next_attempt_at: at, delivered_at: null, created_at: at, updated_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    await enqueue(db, { type: WEBHOOK_JOB_TYPE, payload: { delivery_id: delivery.id, attempt: 1 }, idempotencyKey: webhookJobKey(delivery.id, 1), maxAttempts: WEBHOOK_JOB_ATTEMPTS, now: new Date(at) });
  }
  return endpoints.length;
};

/** Records an event of a company for its subscribed endpoints; answers how many deliveries it made. */
export const recordWebhookEvent = async (db: Kysely<Database>, companyId: number, type: WebhookEvent, data: unknown, at: string): Promise<number> =>
  write(db, subscribed(await liveEndpoints(db).where('company_id', '=', companyId).execute(), type), companyId, type, data, at);

/**
 * A payment's event (transactions/events.ts recordEvent): `payment.created` with its first status,
 * `payment.state_changed` after. One read finds the company's endpoints through the transaction; only
 * when one listens is the transaction read for the payload.
 */
export const recordPaymentWebhook = async (db: Kysely<Database>, transactionId: number, status: string, created: boolean, at: string): Promise<void> => {
  const type: WebhookEvent = created ? 'payment.created' : 'payment.state_changed';
  const endpoints = subscribed(await liveEndpoints(db).innerJoin('transactions', 'transactions.company_id', 'webhook_endpoints.company_id').where('transactions.id', '=', transactionId).execute(), type);
  if (endpoints.length === 0) return;
  const t = await db.selectFrom('transactions').innerJoin('bank_accounts', 'bank_accounts.id', 'transactions.bank_account_id')
    .select(['transactions.id', 'transactions.company_id', 'transactions.type', 'transactions.source_reference', 'transactions.amount', 'transactions.fee_amount', 'transactions.currency',
      'transactions.bank_account_id', 'transactions.beneficiary_name', 'transactions.created_at', 'bank_accounts.sub_unit'])
    .where('transactions.id', '=', transactionId).executeTakeFirst();
  if (!t) return;
  const money = (v: string | number | bigint): string => formatMinor(BigInt(v), t.sub_unit);
  await write(db, endpoints, t.company_id, type, {
    id: t.id, reference: t.source_reference, type: t.type, status, amount: money(t.amount), fee: money(t.fee_amount), currency: t.currency,
    bank_account_id: t.bank_account_id, beneficiary: t.beneficiary_name, created_at: t.created_at,
  }, at);
};

/** The realtime events of the company channel that are webhook events too (realtime/publish.ts). */
export const webhookOfBroadcast = (event: string, data: unknown): WebhookEvent | null => {
  const status = data && typeof data === 'object' ? (data as Record<string, unknown>).status : undefined;
  if (event === 'account.updated' || event === 'account.created') return 'account.updated';
  if (event === 'import.updated' && (status === 'DONE' || status === 'ERROR')) return 'import.finished';
  if (event === 'report.updated' && status === 'DONE') return 'statement.ready';
  return null;
};
