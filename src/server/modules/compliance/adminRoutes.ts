import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { contentDisposition } from '../tickets/attachmentFiles';
import { reviewTracking } from './review';
import { companyTrackingPage, employeeTrackingPage, trackingDocument } from './service';

/** Admin side of compliance: a company's trackings, an employee's, and the review (a/ extension). */
export const registerAdminComplianceRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.companies.compliances', async ({ ctx, req, params, query }) => {
    const { data, total } = await companyTrackingPage(ctx, params.id, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'admin.companies.employeeCompliances', async ({ ctx, req, params, query }) => {
    const { data, total } = await employeeTrackingPage(ctx, params, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'admin.compliance.document', async ({ ctx, reply, params }) => {
    const doc = await trackingDocument(ctx, params.id, params.file);
    return reply
      .code(200)
      .header('content-type', doc.mimeType ?? 'application/octet-stream')
      .header('content-disposition', contentDisposition(doc.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(doc.file.size))
      .send(doc.file.stream);
  });

  registerCall(app, 'admin.compliance.review', async ({ ctx, req, auth, params, body }) => ({ data: await reviewTracking(ctx, req, auth, params.id, body) }));
};
