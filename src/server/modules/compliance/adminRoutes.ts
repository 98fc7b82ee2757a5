import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { findCompany } from '../companies/queries';
import { filesOf } from '../../storage/fileStore';
import { contentDisposition } from '../tickets/attachmentFiles';
import { offsetOf, paginationMeta } from '../../http/paging';
import { companyTrackings } from './queries';
import { trackingResources } from './resource';
import { reviewTracking } from './review';

/** Admin side of compliance: a company's trackings, an employee's, and the review (a/ extension). */
export const registerAdminComplianceRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.companies.compliances', async ({ ctx, req, params, query }) => {
    const company = await findCompany(ctx, params.id);
    const base = companyTrackings(ctx.db, company.id);
    const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
    return { data: await trackingResources(ctx.db, rows), meta: paginationMeta(req, query.page, query.per_page, Number(count?.n ?? 0)) };
  });

  registerCall(app, 'admin.companies.employeeCompliances', async ({ ctx, req, params, query }) => {
    const company = await findCompany(ctx, params.id);
    const employee = await ctx.db.selectFrom('users').select('id').where('id', '=', params.employee).where('company_id', '=', company.id).executeTakeFirst();
    if (!employee) throw notFound('Employee not found.');
    const base = companyTrackings(ctx.db, company.id).where('subject_type', '=', 'user').where('subject_id', '=', employee.id);
    const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
    return { data: await trackingResources(ctx.db, rows), meta: paginationMeta(req, query.page, query.per_page, Number(count?.n ?? 0)) };
  });

  registerCall(app, 'admin.compliance.document', async ({ ctx, reply, params }) => {
    const row = await ctx.db.selectFrom('kyc_files').selectAll().where('compliance_tracking_id', '=', params.id).where('document_type', '=', params.file).executeTakeFirst();
    const file = row?.file_path ? await filesOf(ctx).open(row.file_path) : null;
    if (!row || !file) throw notFound('Document not found.');
    return reply
      .code(200)
      .header('content-type', row.mime_type ?? 'application/octet-stream')
      .header('content-disposition', contentDisposition(row.file_name || `${params.file}`))
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(file.size))
      .send(file.stream);
  });

  registerCall(app, 'admin.compliance.review', async ({ ctx, req, auth, params, body }) => ({ data: await reviewTracking(ctx, req, auth, params.id, body) }));
};
