import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, AuthState } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { readSettings } from '../../ledger/settings';
import { companyAccounts } from '../bankAccounts/queries';
import { bankAccountResources } from '../bankAccounts/resource';
import type { TransactionFilters, ListScope } from '../transactions/filters';
import { paged, paginationMeta } from '../../http/paging';
import { listTransactions } from '../transactions/queries';
import { CHILD_NOT_FOUND, type ChildKind, type ChildListQuery, childIdsOf, countChildren, ownChild, ownerCompany, pageOfChildren } from './children';
import { childCompanyResources } from './resource';
import { childCompliance } from './compliance';
import { registerSendFundsRoutes } from './sendFunds';

const childList = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, kind: ChildKind, q: ChildListQuery) => {
  const owner = ownerCompany(auth, kind);
  const total = await countChildren(ctx, owner, kind, q);
  const rows = await pageOfChildren(ctx, owner, kind, q);
  return { data: await childCompanyResources(ctx, rows), meta: paginationMeta(req, q.page, q.per_page, total) };
};

const childAccounts = async (ctx: AppContext, auth: AuthState, kind: ChildKind, id: number) => {
  const child = await ownChild(ctx, ownerCompany(auth, kind), kind, id);
  return { data: await bankAccountResources(ctx.db, await companyAccounts(ctx.db, child.id)) };
};

/**
 * The transaction list of the children, with the filters of the company's own list: the scope is every
 * child, narrowed by company_id to some of them (an id that is not a child is 404, not an empty page).
 */
const childTransactions = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, kind: ChildKind, f: TransactionFilters) => {
  const owner = ownerCompany(auth, kind);
  const children = await childIdsOf(ctx, owner, kind);
  const known = new Set(children);
  if (f.company_id?.some((id) => !known.has(id))) throw notFound(CHILD_NOT_FOUND);
  const settings = await readSettings(ctx.db);
  const scope: ListScope = { companyIds: children, ...(settings.show_transactions_from_log_date ? { fromLogDate: settings.show_transactions_from_log_date } : {}) };
  return paged(req, f, await listTransactions(ctx, f, scope, false));
};

/** Affiliates and white-labeled companies of the caller's company: read-only, for manager and manager-reader. */
export const registerAffiliateRoutes = (app: FastifyInstance): void => {
  registerSendFundsRoutes(app);
  registerCall(app, 'manager.affiliates.list', ({ ctx, req, auth, query }) => childList(ctx, req, auth, 'affiliates', query));
  registerCall(app, 'manager.affiliates.accounts', ({ ctx, auth, params }) => childAccounts(ctx, auth, 'affiliates', params.id));
  registerCall(app, 'manager.affiliates.transactions', ({ ctx, req, auth, query }) => childTransactions(ctx, req, auth, 'affiliates', query));
  registerCall(app, 'manager.affiliates.complianceTrackings', ({ ctx, req, auth, query }) => childCompliance(ctx, req, auth, 'affiliates', query));
  registerCall(app, 'manager.whiteLabeled.list', ({ ctx, req, auth, query }) => childList(ctx, req, auth, 'whiteLabeled', query));
  registerCall(app, 'manager.whiteLabeled.accounts', ({ ctx, auth, params }) => childAccounts(ctx, auth, 'whiteLabeled', params.id));
  registerCall(app, 'manager.whiteLabeled.transactions', ({ ctx, req, auth, query }) => childTransactions(ctx, req, auth, 'whiteLabeled', query));
  registerCall(app, 'manager.whiteLabeled.complianceTrackings', ({ ctx, req, auth, query }) => childCompliance(ctx, req, auth, 'whiteLabeled', query));
};
