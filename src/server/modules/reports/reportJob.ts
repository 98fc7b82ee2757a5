import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { ReportFormat } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { PermanentJobError } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { filesOf } from '../../storage/fileStore';
import { insertNotifications, publishNotifications } from '../notifications/notify';
import { publishReport } from './reportEvents';
import type { ReportRow } from './reportRow';
import { openReportWriter } from './reportWriters';
import { readerPayload, statementDocument } from './statementDocument';
import { balanceAt, statementLines } from './statementLines';

export const REPORT_JOB_TYPE = 'report.approved_transactions';

const payloadSchema = readerPayload.extend({ report_id: z.number().int().positive() });

/** Reports live in the file store (KONTOR_FILE_STORAGE), one folder per company, under names nobody can guess. */
export const reportKey = (companyId: number, reportId: number, format: string): string => `reports/${companyId}/${reportId}-${crypto.randomBytes(12).toString('hex')}.${format}`;

const setStatus = async (ctx: AppContext, id: number, values: Partial<Pick<ReportRow, 'status' | 'file_path' | 'error'>>): Promise<ReportRow> =>
  ctx.db.updateTable('reports').set({ ...values, updated_at: nowIso(ctx.now()) }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** The statement of the report's account, in its reader's language and time zone, written to `file`. */
const writeFile = async (ctx: AppContext, report: ReportRow, reader: z.infer<typeof readerPayload>, file: string): Promise<void> => {
  const doc = await statementDocument(ctx, report, reader);
  if (!doc) throw new PermanentJobError(`Report ${report.id} has no account.`);
  const writer = await openReportWriter(report.format as ReportFormat, file, doc);
  let closed = false;
  try {
    for await (const batch of statementLines(ctx, report, doc.account, doc.period)) for (const line of batch) await writer.row(line);
    closed = true;
    await writer.close(await balanceAt(ctx.db, doc.account, doc.period.to));
  } finally {
    if (!closed) await writer.close(doc.opening).catch(() => undefined);
  }
};

/**
 * Generates the file of a report: QUEUE → PROCESSING → DONE (and a downloadable `report.generated`
 * notice for whoever asked) or ERROR. Each step is broadcast so the list follows live. Regenerating
 * is harmless, so a retried job simply writes a new file.
 */
export const reportJobHandler = (app: AppContext): JobHandler => async (job) => {
  const parsed = payloadSchema.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError('Invalid report job payload.');
  const report = await app.db.selectFrom('reports').selectAll().where('id', '=', parsed.data.report_id).executeTakeFirst();
  if (!report || report.company_id === null) throw new PermanentJobError(`Unknown report ${parsed.data.report_id}.`);
  await publishReport(app, await setStatus(app, report.id, { status: 'PROCESSING' }));
  const key = reportKey(report.company_id, report.id, report.format);
  // Written to a scratch file of this instance first (the writers need a file), then streamed into the store.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-report-'));
  const file = path.join(scratch, path.basename(key));
  try {
    await writeFile(app, report, parsed.data, file);
    await filesOf(app).putStream(key, fs.createReadStream(file));
  } catch (err) {
    await filesOf(app).remove(key).catch(() => undefined);
    await publishReport(app, await setStatus(app, report.id, { status: 'ERROR', error: err instanceof Error ? err.message.slice(0, 500) : 'Report generation failed.' }));
    throw new PermanentJobError(`Report ${report.id} failed: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const { done, events } = await job.runInTransaction(async (trx) => {
    const row = await trx.updateTable('reports').set({ status: 'DONE', file_path: key, error: null, updated_at: nowIso(app.now()) })
      .where('id', '=', report.id).returningAll().executeTakeFirstOrThrow();
    const notices = report.user_id === null ? [] : await insertNotifications(trx, app.now(), {
      userIds: [report.user_id], companyId: report.company_id ?? 0, type: 'report.generated', title: 'Report generated',
      message: `Your report "${report.name}" is ready to download.`,
      notificationable: { id: report.id, service: 'report', compliable_type: null, compliable_id: null, filename: path.basename(key), actions: { is_downloadable: true } },
    });
    return { done: row, events: notices };
  });
  await publishReport(app, done);
  await publishNotifications(app, report.company_id, events);
  return { report_id: report.id, status: 'DONE' };
};
