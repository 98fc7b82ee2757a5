import type { Selectable } from 'kysely';
import type { CallOutput } from '../../../contract/calls';
import type { AppContext, Member } from '../../context';
import { encryptSecret, randomToken } from '../../auth/secrets';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/schemaConnect';
import { nowIso, parseJson } from '../../db/values';
import { conflict, fieldError, notFound } from '../../domain/errors';
import { offsetOf } from '../../http/paging';
import { enqueue } from '../../jobs/queue';
import { WEBHOOK_JOB_ATTEMPTS, WEBHOOK_JOB_TYPE, webhookJobKey } from '../../webhooks/record';
import { webhookAddressProblem } from './address';

/** A company's webhook endpoints and their deliveries (issue 41). */

export type WebhookResource = { id: number; url: string; description: string | null; events: string[]; enabled: boolean; created_at: string; updated_at: string };
export type WebhookDeliveryResource = {
  id: number; endpoint_id: number; event_id: number; event_type: string; status: string; attempts: number; last_status_code: number | null; last_error: string | null;
  last_attempt_at: string | null; next_attempt_at: string | null; delivered_at: string | null; created_at: string;
};

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Delivery not found.',
  pending: 'This delivery is still being attempted; it can be sent again once delivered or failed.',
} as const;

type Body = CallOutput<'manager.webhooks.create', 'body'>;

const resource = (r: Selectable<WebhookEndpointsTable>): WebhookResource => ({
  id: r.id, url: r.url, description: r.description, events: parseJson<string[]>(r.events, []), enabled: r.enabled === 1, created_at: r.created_at, updated_at: r.updated_at,
});

const own = async (ctx: AppContext, companyId: number, id: number): Promise<Selectable<WebhookEndpointsTable>> => {
  const row = await ctx.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).where('company_id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
};

const checkAddress = async (ctx: AppContext, url: string): Promise<void> => {
  const problem = await webhookAddressProblem(url, ctx.config.webhooksAllowPrivate === true);
  if (problem) throw fieldError('url', problem);
};

export const companyWebhooks = async (ctx: AppContext, companyId: number, query: CallOutput<'manager.webhooks.list', 'query'>): Promise<{ data: WebhookResource[]; total: number }> => {
  const q = ctx.db.selectFrom('webhook_endpoints').where('company_id', '=', companyId).where('deleted_at', 'is', null);
  const count = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await q.selectAll().orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
  return { data: rows.map(resource), total: Number(count?.n ?? 0) };
};

export const companyWebhook = async (ctx: AppContext, companyId: number, id: number): Promise<WebhookResource> => resource(await own(ctx, companyId, id));

/** A new endpoint: its signing secret is in the answer this once (the database keeps it sealed with the server key). */
export const createWebhook = async (ctx: AppContext, member: Member, body: Body, confirmOtp: () => Promise<void>): Promise<WebhookResource & { secret: string }> => {
  await checkAddress(ctx, body.url);
  await confirmOtp();
  const secret = `whsec_${randomToken(24)}`;
  const at = nowIso(ctx.now());
  const row = await ctx.db.insertInto('webhook_endpoints').values({
    company_id: member.company.id, created_by: member.user.id, url: body.url, description: body.description ?? null, events: JSON.stringify([...new Set(body.events)]),
    secret: encryptSecret(ctx.appKey, secret), enabled: body.enabled === false ? 0 : 1, deleted_at: null, created_at: at, updated_at: at,
  }).returningAll().executeTakeFirstOrThrow();
  return { ...resource(row), secret };
};

export const updateWebhook = async (ctx: AppContext, member: Member, id: number, body: Body, confirmOtp: () => Promise<void>): Promise<WebhookResource> => {
  await own(ctx, member.company.id, id);
  await checkAddress(ctx, body.url);
  await confirmOtp();
  const row = await ctx.db.updateTable('webhook_endpoints').set({
    url: body.url, description: body.description ?? null, events: JSON.stringify([...new Set(body.events)]), enabled: body.enabled === false ? 0 : 1, updated_at: nowIso(ctx.now()),
  }).where('id', '=', id).where('company_id', '=', member.company.id).returningAll().executeTakeFirstOrThrow();
  return resource(row);
};

/** Removes an endpoint; its pending deliveries fail when their next attempt comes. */
export const deleteWebhook = async (ctx: AppContext, member: Member, id: number): Promise<void> => {
  await own(ctx, member.company.id, id);
  const at = nowIso(ctx.now());
  await ctx.db.updateTable('webhook_endpoints').set({ deleted_at: at, enabled: 0, updated_at: at }).where('id', '=', id).where('company_id', '=', member.company.id).execute();
};

const deliveryResource = (r: Selectable<WebhookDeliveriesTable> & { event_type: string }): WebhookDeliveryResource => ({
  id: r.id, endpoint_id: r.endpoint_id, event_id: r.event_id, event_type: r.event_type, status: r.status, attempts: r.attempts, last_status_code: r.last_status_code, last_error: r.last_error,
  last_attempt_at: r.last_attempt_at, next_attempt_at: r.next_attempt_at, delivered_at: r.delivered_at, created_at: r.created_at,
});

const deliveriesOf = (ctx: AppContext, endpointId: number) =>
  ctx.db.selectFrom('webhook_deliveries').innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id').where('webhook_deliveries.endpoint_id', '=', endpointId);

export const webhookDeliveries = async (ctx: AppContext, companyId: number, id: number, query: CallOutput<'manager.webhooks.deliveries', 'query'>): Promise<{ data: WebhookDeliveryResource[]; total: number }> => {
  await own(ctx, companyId, id);
  const count = await deliveriesOf(ctx, id).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await deliveriesOf(ctx, id).selectAll('webhook_deliveries').select('webhook_events.type as event_type').orderBy('webhook_deliveries.id', 'desc')
    .limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
  return { data: rows.map(deliveryResource), total: Number(count?.n ?? 0) };
};

/** Sends a delivered or failed delivery again now: a new attempt (and, within 24 hours of the event, its retries). */
export const redeliver = async (ctx: AppContext, member: Member, id: number, deliveryId: number): Promise<WebhookDeliveryResource> => {
  await own(ctx, member.company.id, id);
  const at = ctx.now();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('webhook_deliveries').selectAll().where('id', '=', deliveryId).where('endpoint_id', '=', id).executeTakeFirst();
    if (!found) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    if (found.status === 'pending') throw conflict(WEBHOOK_MESSAGES.pending);
    const updated = await trx.updateTable('webhook_deliveries').set({ status: 'pending', next_attempt_at: nowIso(at), updated_at: nowIso(at) })
      .where('id', '=', deliveryId).where('status', '<>', 'pending').returningAll().executeTakeFirst();
    if (!updated) throw conflict(WEBHOOK_MESSAGES.pending);
    await enqueue(trx, { type: WEBHOOK_JOB_TYPE, payload: { delivery_id: deliveryId, attempt: updated.attempts + 1 }, idempotencyKey: webhookJobKey(deliveryId, `${updated.attempts + 1}`), maxAttempts: WEBHOOK_JOB_ATTEMPTS, now: at });
    return updated;
  });
  const type = await ctx.db.selectFrom('webhook_events').select('type').where('id', '=', row.event_id).executeTakeFirstOrThrow();
  return deliveryResource({ ...row, event_type: type.type });
};
