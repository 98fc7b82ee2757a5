import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../http/caller';
import { paged } from '../../http/paging';
import { registerCall } from '../../http/route';
import { cancelOrder, createOrder, getOrder, listOrders, pauseOrder, resumeOrder, updateOrder } from './service';

/**
 * The payment part of the body as sent: like manager.transactions.create's body, buildDraft parses it
 * with the schema of its kind (TRANSACTION_BODIES), which fills that kind's defaults (the contract's
 * body, every kind's fields at once, would fill another kind's).
 */
const sentPayment = (raw: unknown): unknown => (typeof raw === 'object' && raw !== null && 'payment' in raw ? (raw as { payment: unknown }).payment : undefined);

/** Issue 40: scheduled payments and standing orders. Writes are the manager role's (the contract refuses manager-reader). */
export const registerScheduleRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.standingOrders.list', async ({ ctx, req, auth, query }) => paged(req, query, await listOrders(ctx, memberOf(auth), query)));
  registerCall(app, 'manager.standingOrders.get', async ({ ctx, auth, params }) => ({ data: await getOrder(ctx, memberOf(auth), params.id) }));
  registerCall(app, 'manager.standingOrders.create', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const data = await createOrder(ctx, memberOf(auth), body, sentPayment(req.body), () => confirmOtp(auth.user), req);
    reply.code(201);
    return { data, message: data.rhythm === 'once' ? 'Payment scheduled.' : 'Standing order set up.' };
  });
  registerCall(app, 'manager.standingOrders.update', async ({ ctx, req, auth, params, body, confirmOtp }) =>
    ({ data: await updateOrder(ctx, memberOf(auth), params.id, body, sentPayment(req.body), () => confirmOtp(auth.user), req), message: 'Standing order changed.' }));
  registerCall(app, 'manager.standingOrders.pause', async ({ ctx, req, auth, params }) => ({ data: await pauseOrder(ctx, memberOf(auth), params.id, req), message: 'Standing order paused.' }));
  registerCall(app, 'manager.standingOrders.resume', async ({ ctx, req, auth, params, confirmOtp }) =>
    ({ data: await resumeOrder(ctx, memberOf(auth), params.id, () => confirmOtp(auth.user), req), message: 'Standing order resumed.' }));
  registerCall(app, 'manager.standingOrders.cancel', async ({ ctx, req, auth, params }) => ({ data: await cancelOrder(ctx, memberOf(auth), params.id, req), message: 'Standing order cancelled.' }));
};
