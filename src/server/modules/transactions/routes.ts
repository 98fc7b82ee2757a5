import type { FastifyInstance } from 'fastify';
import { companyOf, memberOf } from '../../http/caller';
import { forbidden } from '../../http/errors';
import { idempotencyIdOf, makeIdempotent } from '../../http/idempotency';
import { paged } from '../../http/paging';
import { registerCall } from '../../http/route';
import {
  companyTransaction,
  companyTransactionItems,
  companyTransactions,
  companyTransactionsMetadata,
  createPayment,
  denyCompanyTransaction,
  giveSourceOfFunds,
  grandTotal,
} from './service';

export const registerTransactionRoutes = (app: FastifyInstance): void => {
  makeIdempotent(app, 'manager.transactions.create', ['manager']);

  registerCall(app, 'manager.grandTotal.calculate', async ({ ctx, auth, params, body }) => ({ data: await grandTotal(ctx, memberOf(auth), params.kind, body) }));
  registerCall(app, 'manager.grandTotal.withdrawCrypto', async ({ ctx, auth, body }) => ({ data: await grandTotal(ctx, memberOf(auth), 'withdraw_crypto', body) }));
  registerCall(app, 'manager.grandTotal.fiatCrypto', async ({ ctx, auth, body }) => ({ data: await grandTotal(ctx, memberOf(auth), 'fiat_crypto', body) }));

  registerCall(app, 'manager.transactions.grandTotal', async ({ ctx, auth, query }) => {
    const kind = query.transfer_service ? 'iban' : query.to_account_id !== undefined ? 'transfer' : 'iban';
    return { data: await grandTotal(ctx, memberOf(auth), kind, query) };
  });

  registerCall(app, 'manager.transactions.create', async ({ ctx, req, reply, auth, params, confirmOtp }) => {
    const data = await createPayment(ctx, memberOf(auth), params.kind, req.body, { confirmOtp: () => confirmOtp(auth.user), idempotencyId: idempotencyIdOf(req), req });
    reply.code(201);
    return { data };
  });

  registerCall(app, 'manager.transactions.list', async ({ ctx, req, auth, query }) => paged(req, query, await companyTransactions(ctx, companyOf(auth), query)));
  registerCall(app, 'manager.transactions.metadata', async ({ ctx, auth, query }) => ({ data: await companyTransactionsMetadata(ctx, companyOf(auth), query) }));
  registerCall(app, 'manager.transactions.items', async ({ ctx, auth, query }) => ({ data: await companyTransactionItems(ctx, companyOf(auth), query.id) }));

  registerCall(app, 'manager.transactions.get', async ({ ctx, auth, params }) => {
    // Viewing a transaction's detail is for the manager role only (document 1, section 6).
    if (auth.user.role !== 'manager') throw forbidden('Only managers can view transaction details.');
    return { data: await companyTransaction(ctx, companyOf(auth), params.id) };
  });

  registerCall(app, 'manager.transactions.sourceOfFunds', async ({ ctx, auth, params, body }) => giveSourceOfFunds(ctx, companyOf(auth), params.id, body.source_id));
  registerCall(app, 'manager.transactions.deny', async ({ ctx, auth, params }) => denyCompanyTransaction(ctx, memberOf(auth), params.id));
};
