import type { FastifyRequest } from 'fastify';
import type { CallOutput } from '../../../contract/calls';
import type { Report } from '../../../contract/entities';
import type { ReportFormat } from '../../../contract/enums';
import type { AppContext, AuthState } from '../../context';
import { invalid, notFound } from '../../domain/errors';
import { offsetOf } from '../../http/paging';
import { filesOf, type OpenedFile } from '../../storage/fileStore';
import { REPORT_MESSAGES, requestReport } from './reportRequest';
import { reportResources } from './reportResource';

/** Reports of the caller's company: managers ask for them, readers may list and download. */

export const companyReports = async (ctx: AppContext, companyId: number, query: CallOutput<'manager.reports.list', 'query'>): Promise<{ data: Report[]; total: number }> => {
  let own = ctx.db.selectFrom('reports').where('company_id', '=', companyId);
  if (query.bank_account_id?.length) own = own.where('bank_account_id', 'in', query.bank_account_id);
  if (query.report_id?.length) own = own.where('id', 'in', query.report_id);
  const count = await own.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await own.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
  return { data: await reportResources(ctx.db, rows), total: Number(count?.n ?? 0) };
};

/** A new report of the approved transactions of an account: made by a job, announced when done. */
export const askForReport = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, body: CallOutput<'manager.reports.approvedTransactions', 'body'>) => {
  const row = await requestReport(ctx, req, auth, body);
  return { data: (await reportResources(ctx.db, [row]))[0], message: 'Processing will begin shortly' };
};

/** A finished report's file, its format and the name it is downloaded under. */
export const reportFile = async (ctx: AppContext, companyId: number, id: number): Promise<{ file: OpenedFile; format: ReportFormat; name: string }> => {
  const row = await ctx.db.selectFrom('reports').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (!row) throw notFound(REPORT_MESSAGES.notFound);
  if (row.status !== 'DONE' || !row.file_path) throw invalid({ id: [REPORT_MESSAGES.notReady] });
  const file = await filesOf(ctx).open(row.file_path);
  if (!file) throw notFound(REPORT_MESSAGES.notFound);
  return { file, format: row.format as ReportFormat, name: `report-${row.id}-${row.date_from ?? 'all'}-${row.date_to ?? 'time'}` };
};
