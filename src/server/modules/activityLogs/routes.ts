import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/route';
import { activityPage, sendActivityCsv } from './activityList';
import { parseTypeFilter } from './activityQuery';

/** The company's activity log (manager and reader alike: it is the company's own record). */
export const registerActivityRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.activities.list', async ({ ctx, req, auth, query }) =>
    activityPage(ctx, req, { companyId: auth.company?.id ?? 0 }, { ...query, type: parseTypeFilter(req.query) }));

  registerCall(app, 'manager.activities.report', async ({ ctx, req, reply, auth, query }) =>
    sendActivityCsv(ctx, reply, { companyId: auth.company?.id ?? 0 }, { ...query, type: parseTypeFilter(req.query) }, false));
};
