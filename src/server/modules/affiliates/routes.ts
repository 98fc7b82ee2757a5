import type { FastifyInstance } from 'fastify';
import { paged, paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { type ChildKind, ownerCompany } from './children';
import { childCompliance } from './compliance';
import { registerSendFundsRoutes } from './sendFundsRoutes';
import { childAccounts, childList, childTransactions } from './service';

/** Affiliates and white-labeled companies of the caller's company: read-only, for manager and manager-reader. */
export const registerAffiliateRoutes = (app: FastifyInstance): void => {
  registerSendFundsRoutes(app);
  for (const [kind, calls] of [
    ['affiliates', { list: 'manager.affiliates.list', accounts: 'manager.affiliates.accounts', transactions: 'manager.affiliates.transactions', compliance: 'manager.affiliates.complianceTrackings' }],
    ['whiteLabeled', { list: 'manager.whiteLabeled.list', accounts: 'manager.whiteLabeled.accounts', transactions: 'manager.whiteLabeled.transactions', compliance: 'manager.whiteLabeled.complianceTrackings' }],
  ] as const satisfies readonly (readonly [ChildKind, object])[]) {
    registerCall(app, calls.list, async ({ ctx, req, auth, query }) => paged(req, query, await childList(ctx, ownerCompany(auth, kind), kind, query)));
    registerCall(app, calls.accounts, async ({ ctx, auth, params }) => ({ data: await childAccounts(ctx, ownerCompany(auth, kind), kind, params.id) }));
    registerCall(app, calls.transactions, async ({ ctx, req, auth, query }) => paged(req, query, await childTransactions(ctx, ownerCompany(auth, kind), kind, query)));
    registerCall(app, calls.compliance, async ({ ctx, req, auth, query }) => {
      const { data, total, counts } = await childCompliance(ctx, ownerCompany(auth, kind), kind, query);
      return { data, meta: paginationMeta(req, query.page, query.per_page, total), counts };
    });
  }
};
