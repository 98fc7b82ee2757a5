import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/errors';
import { idempotencyIdOf, makeIdempotent } from '../../http/idempotency';
import { assertManagerData } from '../../http/managerGate';
import { registerCall } from '../../http/route';
import { requireCompany } from '../company/access';
import { merchantPayment, ownerAccountsOf, sendFunds } from './sendFunds';

export const registerSendFundsRoutes = (app: FastifyInstance): void => {
  makeIdempotent(app, 'manager.affiliates.sendFunds', ['manager']);

  registerCall(app, 'manager.affiliates.ownerAccounts', async ({ ctx, auth }) => ({ data: await ownerAccountsOf(ctx, requireCompany(auth)) }));

  registerCall(app, 'affiliateMerchantPayment.get', async ({ ctx, auth, params }) => {
    // Open to signed-in users in the contract; only a company's managers have merchant payments.
    if (auth.user.role !== 'manager' && auth.user.role !== 'manager-reader') throw forbidden();
    assertManagerData(auth);
    return { data: await merchantPayment(ctx, requireCompany(auth), params.id) };
  });

  registerCall(app, 'manager.affiliates.sendFunds', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const data = await sendFunds(ctx, { user: auth.user, company: requireCompany(auth) }, body, { confirmOtp: () => confirmOtp(auth.user), idempotencyId: idempotencyIdOf(req) });
    reply.code(201);
    return { data };
  });
};
