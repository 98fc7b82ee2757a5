import type { FastifyInstance } from 'fastify';
import { paged } from '../../http/paging';
import { registerCall } from '../../http/route';
import { safeFileName } from '../../pdf/layout';
import { REPORT_CONTENT_TYPES } from './reportWriters';
import { askForReport, companyReports, reportFile } from './service';

/** Reports of the caller's company: managers ask for them, readers may list and download. */
export const registerReportRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.reports.list', async ({ ctx, req, auth, query }) => paged(req, query, await companyReports(ctx, auth.company?.id ?? 0, query)));

  registerCall(app, 'manager.reports.approvedTransactions', async ({ ctx, req, reply, auth, body }) => {
    const answer = await askForReport(ctx, req, auth, body);
    reply.code(201);
    return answer;
  });

  registerCall(app, 'manager.reports.download', async ({ ctx, reply, auth, params }) => {
    const { file, format, name } = await reportFile(ctx, auth.company?.id ?? 0, params.id);
    return reply
      .code(200)
      .header('content-type', REPORT_CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${safeFileName(name)}.${format}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(file.size))
      .send(file.stream);
  });
};
