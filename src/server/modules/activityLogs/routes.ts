import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { activityCsv, activityPage } from './activityList';
import { parseTypeFilter } from './activityQuery';
import { sendCsv } from './csvAnswer';

/** The company's activity log (manager and reader alike: it is the company's own record). */
export const registerActivityRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.activities.list', async ({ ctx, req, auth, query }) => {
    const { data, total } = await activityPage(ctx, { companyId: auth.company?.id ?? 0 }, { ...query, type: parseTypeFilter(req.query) });
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'manager.activities.report', async ({ ctx, req, reply, auth, query }) =>
    sendCsv(reply, activityCsv(ctx, { companyId: auth.company?.id ?? 0 }, { ...query, type: parseTypeFilter(req.query) }, false)));
};
