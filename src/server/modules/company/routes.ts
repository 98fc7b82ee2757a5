import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/route';
import { ownAlerts, ownCompany } from './service';

/** manager/company and manager/alerts. */
export const registerCompanyRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.company.get', async ({ ctx, auth }) => ({ data: await ownCompany(ctx.db, auth) }));
  registerCall(app, 'manager.alerts', async ({ ctx, auth }) => ({ data: await ownAlerts(ctx, auth) }));
};
