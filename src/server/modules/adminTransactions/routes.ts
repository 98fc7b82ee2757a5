import type { FastifyInstance } from 'fastify';
import { idempotencyIdOf, makeIdempotent } from '../../http/idempotency';
import { paged } from '../../http/paging';
import { registerCall } from '../../http/route';
import { listTransactions } from '../transactions/queries';
import { adminColumns, adminStatistics, adminTransaction, adminTransactionHistory, checkRecords, credit, decide } from './service';

export const registerAdminTransactionRoutes = (app: FastifyInstance): void => {
  makeIdempotent(app, 'admin.transactions.credit', ['admin', 'super-admin']);

  registerCall(app, 'admin.transactions.list', async ({ ctx, req, query }) => paged(req, query, await listTransactions(ctx, query, {}, true)));
  registerCall(app, 'admin.transactions.get', async ({ ctx, params }) => ({ data: await adminTransaction(ctx, params.id) }));
  registerCall(app, 'admin.transactions.history', async ({ ctx, params }) => ({ data: await adminTransactionHistory(ctx, params.id) }));
  registerCall(app, 'admin.transactions.approveApiPayments', async ({ ctx, req, auth, body }) => decide(ctx, auth.user, body, (err) => req.log.error({ err }, 'crypto auto-sell failed')));
  registerCall(app, 'admin.transactions.statistic', async ({ ctx, query }) => ({ data: await adminStatistics(ctx, query.period) }));

  registerCall(app, 'admin.transactions.columns', async ({ query }) => {
    const mode = query.mode ?? 'approved_transactions';
    return { data: { mode, columns: adminColumns(mode) } };
  });

  registerCall(app, 'admin.transactions.credit', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const answer = await credit(ctx, auth.user, body, { confirmOtp: () => confirmOtp(auth.user), idempotencyId: idempotencyIdOf(req), req });
    reply.code(201);
    return answer;
  });

  registerCall(app, 'admin.transactions.checkRecords', async ({ ctx, req, query }) => paged(req, query, await checkRecords(ctx, query)));
};
