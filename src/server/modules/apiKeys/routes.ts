import type { FastifyInstance } from 'fastify';
import { companyOf, memberOf } from '../../http/caller';
import { paged } from '../../http/paging';
import { registerCall } from '../../http/route';
import { companyApiPayments, confirmApiPayment, rejectApiPayment, requestApiPayment } from './payments';
import { companyApiKeys, createApiKey, revokeApiKey } from './service';

/** API keys and the payments they ask for (issue 41). */
export const registerApiKeyRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.apiKeys.list', async ({ ctx, req, auth, query }) => paged(req, query, await companyApiKeys(ctx, companyOf(auth).id, query)));
  registerCall(app, 'manager.apiKeys.create', async ({ ctx, reply, auth, body, confirmOtp }) => {
    const data = await createApiKey(ctx, memberOf(auth), body, () => confirmOtp(auth.user));
    reply.code(201);
    return { data, message: 'Copy the key now: it is not shown again.' };
  });
  registerCall(app, 'manager.apiKeys.revoke', async ({ ctx, auth, params }) => ({ data: await revokeApiKey(ctx, memberOf(auth), params.id) }));

  // As manager.transactions.create: the kind's own schema reads the body as sent (the contract's schema only checks its shape).
  registerCall(app, 'manager.apiPayments.create', async ({ ctx, req, reply, auth, params }) => {
    const data = await requestApiPayment(ctx, memberOf(auth), auth, params.kind, req.body);
    reply.code(202);
    return { data, message: 'The payment waits for a manager to confirm it with their one-time code.' };
  });
  registerCall(app, 'manager.apiPayments.list', async ({ ctx, req, auth, query }) => paged(req, query, await companyApiPayments(ctx, companyOf(auth).id, query)));
  registerCall(app, 'manager.apiPayments.confirm', async ({ ctx, req, auth, params, confirmOtp }) => ({
    data: await confirmApiPayment(ctx, memberOf(auth), params.id, { confirmOtp: (payload) => confirmOtp(auth.user, payload), req }),
  }));
  registerCall(app, 'manager.apiPayments.reject', async ({ ctx, auth, params }) => ({ data: await rejectApiPayment(ctx, memberOf(auth), params.id) }));
};
