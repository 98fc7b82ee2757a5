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

export type Endpoint = { id: number; company_id: number; events: string };

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
 * A company's live endpoints, read before a payment's database transaction (transactions/payments.ts
 * writePayment) and handed to recordPaymentWebhook, so that no read of them waits under the account's
 * lock (issue 39). Reading them there is as correct as reading them under the lock: nothing the payment
 * locks guards the endpoints (no writer of webhook_endpoints takes the account's lock), so under the
 * lock the read would see the same committed endpoints as a moment before it, bar one made or removed
 * in between; an endpoint created or disabled concurrently with a payment is racy either way, and
 * whether it hears of that payment depends on timing with or without the lock. An endpoint committed
 * before the payment request began is seen both ways; events are never lost for it.
 */
export const companyEndpoints = async (db: Kysely<Database>, companyId: number): Promise<Endpoint[]> => liveEndpoints(db).where('company_id', '=', companyId).execute();

/** A company's live endpoints read before a database transaction: `endpoints` are all of `companyId`'s. */
export type PreReadEndpoints = { companyId: number; endpoints: readonly Endpoint[] };

/**
 * A payment's event (transactions/events.ts recordEvent): `payment.created` with its first status,
 * `payment.state_changed` after. The company's endpoints are those pre-read for it (`preRead`, no read
 * here; an empty list writes nothing) or, without, one read finds them through the transaction; only
 * when one listens is the transaction read for the payload.
 */
export const recordPaymentWebhook = async (db: Kysely<Database>, transactionId: number, status: string, created: boolean, at: string, preRead?: PreReadEndpoints): Promise<void> => {
  const type: WebhookEvent = created ? 'payment.created' : 'payment.state_changed';
  const endpoints = subscribed(
    preRead ? preRead.endpoints : await liveEndpoints(db).innerJoin('transactions', 'transactions.company_id', 'webhook_endpoints.company_id').where('transactions.id', '=', transactionId).execute(),
    type,
  );
  if (endpoints.length === 0) return;
  const t = await db.selectFrom('transactions').innerJoin('bank_accounts', 'bank_accounts.id', 'transactions.bank_account_id')
    .select(['transactions.id', 'transactions.company_id', 'transactions.type', 'transactions.source_reference', 'transactions.amount', 'transactions.fee_amount', 'transactions.currency',
      'transactions.bank_account_id', 'transactions.beneficiary_name', 'transactions.created_at', 'bank_accounts.sub_unit'])
    .where('transactions.id', '=', transactionId).executeTakeFirst();
  // Pre-read endpoints are the company's the caller wrote the payment for; a mismatch would send another company's payment.
  if (!t || (preRead && t.company_id !== preRead.companyId)) return;
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
