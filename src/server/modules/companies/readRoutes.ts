import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { paginationMeta } from '../../http/paging';
import { countCompanies, pageOfCompanies } from './queries';
import { adminCompanyResource, COMPANY_NOT_FOUND, findCompany } from './resource';

/** Admin: the companies list, one company (profile) and the CRM lookup. */
export const registerAdminCompanyReads = (app: FastifyInstance): void => {
  registerCall(app, 'admin.companies.list', async ({ ctx, req, query }) => {
    const [total, rows] = await Promise.all([countCompanies(ctx, query), pageOfCompanies(ctx, query)]);
    const data = [];
    for (const row of rows) data.push(await adminCompanyResource(ctx, row));
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'admin.companies.get', async ({ ctx, params }) => ({ data: await adminCompanyResource(ctx, await findCompany(ctx, params.id), true) }));

  registerCall(app, 'admin.companies.byZohoId', async ({ ctx, params }) => {
    const row = await ctx.db.selectFrom('companies').selectAll().where('zoho_id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound(COMPANY_NOT_FOUND);
    return { data: await adminCompanyResource(ctx, row, true) };
  });
};
