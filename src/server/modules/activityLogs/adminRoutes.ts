import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { activityCsv, adminActivityPage } from './activityList';
import { parseTypeFilter } from './activityQuery';
import { sendCsv } from './csvAnswer';
import { activitiesVolumeByType } from './volumeByType';

/**
 * Admin: the activity log of every company and user (filters by company, user, acting admin, type and
 * dates), its CSV and the chart by type. Entries written while an admin acted as a user name that admin.
 */
export const registerAdminActivityRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.activities.list', async ({ ctx, req, query }) => {
    const { data, total } = await adminActivityPage(ctx, { companyId: query.company_id, userId: query.user_id, actingAdminId: query.acting_admin_id }, { ...query, type: parseTypeFilter(req.query) });
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'admin.activities.report', async ({ ctx, req, reply, query }) =>
    sendCsv(reply, activityCsv(ctx, { companyId: query.company_id, userId: query.user_id, actingAdminId: query.acting_admin_id }, { ...query, type: parseTypeFilter(req.query) }, true)));

  registerCall(app, 'admin.activitiesVolumeByType', async ({ ctx, query }) => ({ data: await activitiesVolumeByType(ctx.db, query.period ?? 'current_month', ctx.now()) }));
};
