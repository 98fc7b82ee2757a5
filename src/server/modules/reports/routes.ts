import type { FastifyInstance } from 'fastify';
import type { ReportFormat } from '../../../contract/enums';
import { notFound, validationError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { safeFileName } from '../../pdf/layout';
import { filesOf } from '../../storage/fileStore';
import { offsetOf, paginationMeta } from '../../http/paging';
import { REPORT_MESSAGES, requestReport } from './reportRequest';
import { reportResources } from './reportResource';
import { REPORT_CONTENT_TYPES } from './reportWriters';

/** Reports of the caller's company: managers ask for them, readers may list and download. */
export const registerReportRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.reports.list', async ({ ctx, req, auth, query }) => {
    let own = ctx.db.selectFrom('reports').where('company_id', '=', auth.company?.id ?? 0);
    if (query.bank_account_id?.length) own = own.where('bank_account_id', 'in', query.bank_account_id);
    if (query.report_id?.length) own = own.where('id', 'in', query.report_id);
    const count = await own.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await own.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
    return { data: await reportResources(ctx.db, rows), meta: paginationMeta(req, query.page, query.per_page, Number(count?.n ?? 0)) };
  });

  registerCall(app, 'manager.reports.approvedTransactions', async ({ ctx, req, reply, auth, body }) => {
    const row = await requestReport(ctx, req, auth, body);
    reply.code(201);
    return { data: (await reportResources(ctx.db, [row]))[0], message: 'Processing will begin shortly' };
  });

  registerCall(app, 'manager.reports.download', async ({ ctx, reply, auth, params }) => {
    const row = await ctx.db.selectFrom('reports').selectAll().where('id', '=', params.id).where('company_id', '=', auth.company?.id ?? 0).executeTakeFirst();
    if (!row) throw notFound(REPORT_MESSAGES.notFound);
    if (row.status !== 'DONE' || !row.file_path) throw validationError({ id: [REPORT_MESSAGES.notReady] });
    const file = await filesOf(ctx).open(row.file_path);
    if (!file) throw notFound(REPORT_MESSAGES.notFound);
    const format = row.format as ReportFormat;
    return reply
      .code(200)
      .header('content-type', REPORT_CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${safeFileName(`report-${row.id}-${row.date_from ?? 'all'}-${row.date_to ?? 'time'}`)}.${format}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(file.size))
      .send(file.stream);
  });
};
