import type { FastifyRequest } from 'fastify';
import type { Archive } from '../../../contract/entities';
import type { AppContext, AuthState } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError, invalid, notFound } from '../../domain/errors';
import { enqueue } from '../../jobs/queue';
import { filesOf, type OpenedFile } from '../../storage/fileStore';
import { recordActivity } from '../activityLogs/record';
import { companyById } from '../companies/queries';
import { KYC_ARCHIVE_JOB_TYPE } from './archiveJob';
import { ARCHIVE_MESSAGES, archiveResources } from './archiveResource';
import { archiveById, countArchives, insertArchive, newestArchives } from './archiveStore';

/** KYC file archives (admin): request one for a company (or all) and a date range, list them, download the zip. */

export const listArchives = async (ctx: AppContext, page: { page: number; per_page: number }): Promise<{ data: Archive[]; total: number }> => {
  const total = await countArchives(ctx.db);
  return { data: await archiveResources(ctx.db, await newestArchives(ctx.db, page.page, page.per_page)), total };
};

/** Records the request and queues its job (in one transaction); the zip is made in the background. */
export const requestArchive = async (
  ctx: AppContext,
  req: FastifyRequest,
  auth: AuthState,
  body: { company_id?: number | null | undefined; date_from: string; date_to: string },
): Promise<{ data: Archive | undefined; message: string }> => {
  const companyId = body.company_id ?? null;
  if (companyId !== null && !(await companyById(ctx.db, companyId))) throw fieldError('company_id', ARCHIVE_MESSAGES.companyInvalid);
  const at = nowIso(ctx.now());
  const row = await ctx.db.transaction().execute(async (trx) => {
    const archive = await insertArchive(trx, { company_id: companyId, user_id: auth.user.id, date_from: body.date_from, date_to: body.date_to, filename: null, file_path: null, status: 'QUEUE', created_at: at, updated_at: at });
    const job = { type: KYC_ARCHIVE_JOB_TYPE, payload: { archive_id: archive.id }, idempotencyKey: `kyc-archive:${archive.id}` };
    if (ctx.jobs) await ctx.jobs.enqueue(job, trx);
    else await enqueue(trx, { ...job, now: ctx.now() });
    return archive;
  });
  await recordActivity(ctx, req, {
    type: 'admin.kyc_archive_requested', userId: auth.user.id, companyId, description: `KYC file archive requested (${body.date_from} – ${body.date_to})`,
    meta: { archive_id: row.id, company_id: companyId },
  });
  return { data: (await archiveResources(ctx.db, [row]))[0], message: 'Processing will begin shortly' };
};

/** The zip of a finished archive. */
export const archiveFile = async (ctx: AppContext, id: number): Promise<{ file: OpenedFile; fileName: string }> => {
  const row = await archiveById(ctx.db, id);
  if (!row) throw notFound(ARCHIVE_MESSAGES.notFound);
  if (row.status !== 'DONE' || !row.file_path) throw invalid({ id: [ARCHIVE_MESSAGES.notReady] });
  const file = await filesOf(ctx).open(row.file_path);
  if (!file) throw notFound(ARCHIVE_MESSAGES.notFound);
  return { file, fileName: row.filename ?? `kyc-files-${row.id}.zip` };
};
