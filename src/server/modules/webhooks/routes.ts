import type { FastifyInstance } from 'fastify';
import { companyOf, memberOf } from '../../http/caller';
import { paged } from '../../http/paging';
import { registerCall } from '../../http/route';
import { companyWebhook, companyWebhooks, createWebhook, deleteWebhook, redeliver, updateWebhook, webhookDeliveries } from './service';

/** Webhook endpoints and their deliveries (issue 41). */
export const registerWebhookRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.webhooks.list', async ({ ctx, req, auth, query }) => paged(req, query, await companyWebhooks(ctx, companyOf(auth).id, query)));
  registerCall(app, 'manager.webhooks.get', async ({ ctx, auth, params }) => ({ data: await companyWebhook(ctx, companyOf(auth).id, params.id) }));
  registerCall(app, 'manager.webhooks.create', async ({ ctx, reply, auth, body, confirmOtp }) => {
    const data = await createWebhook(ctx, memberOf(auth), body, () => confirmOtp(auth.user));
    reply.code(201);
    return { data, message: 'Copy the signing secret now: it is not shown again.' };
  });
  registerCall(app, 'manager.webhooks.update', async ({ ctx, auth, params, body, confirmOtp }) => ({ data: await updateWebhook(ctx, memberOf(auth), params.id, body, () => confirmOtp(auth.user)) }));
  registerCall(app, 'manager.webhooks.delete', async ({ ctx, auth, params }) => {
    await deleteWebhook(ctx, memberOf(auth), params.id);
    return { message: 'Webhook endpoint removed.' };
  });
  registerCall(app, 'manager.webhooks.deliveries', async ({ ctx, req, auth, params, query }) => paged(req, query, await webhookDeliveries(ctx, companyOf(auth).id, params.id, query)));
  registerCall(app, 'manager.webhooks.redeliver', async ({ ctx, reply, auth, params }) => {
    const data = await redeliver(ctx, memberOf(auth), params.id, params.delivery);
    reply.code(202);
    return { data };
  });
};
