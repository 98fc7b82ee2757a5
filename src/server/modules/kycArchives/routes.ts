import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/values';
import { fieldError, notFound, validationError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { enqueue } from '../../jobs/queue';
import { filesOf } from '../../storage/fileStore';
import { recordActivity } from '../activityLogs/record';
import { contentDisposition } from '../tickets/attachmentFiles';
import { offsetOf, paginationMeta } from '../../http/paging';
import { KYC_ARCHIVE_JOB_TYPE } from './archiveJob';
import { ARCHIVE_MESSAGES, archiveResources } from './archiveResource';

/** KYC file archives (admin): request one for a company (or all) and a date range, list them, download the zip. */
export const registerKycArchiveRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.kycFileArchives.list', async ({ ctx, req, query }) => {
    const count = await ctx.db.selectFrom('archives').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await ctx.db.selectFrom('archives').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
    return { data: await archiveResources(ctx.db, rows), meta: paginationMeta(req, query.page, query.per_page, Number(count?.n ?? 0)) };
  });

  registerCall(app, 'admin.kycFileArchives.create', async ({ ctx, req, reply, auth, body }) => {
    const companyId = body.company_id ?? null;
    if (companyId !== null) {
      const company = await ctx.db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
      if (!company) throw fieldError('company_id', ARCHIVE_MESSAGES.companyInvalid);
    }
    const at = nowIso(ctx.now());
    const row = await ctx.db.transaction().execute(async (trx) => {
      const archive = await trx
        .insertInto('archives')
        .values({ company_id: companyId, user_id: auth.user.id, date_from: body.date_from, date_to: body.date_to, filename: null, file_path: null, status: 'QUEUE', created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
      const job = { type: KYC_ARCHIVE_JOB_TYPE, payload: { archive_id: archive.id }, idempotencyKey: `kyc-archive:${archive.id}` };
      if (ctx.jobs) await ctx.jobs.enqueue(job, trx);
      else await enqueue(trx, { ...job, now: ctx.now() });
      return archive;
    });
    await recordActivity(ctx, req, {
      type: 'admin.kyc_archive_requested', userId: auth.user.id, companyId, description: `KYC file archive requested (${body.date_from} – ${body.date_to})`,
      meta: { archive_id: row.id, company_id: companyId },
    });
    reply.code(201);
    return { data: (await archiveResources(ctx.db, [row]))[0], message: 'Processing will begin shortly' };
  });

  registerCall(app, 'admin.kycFileArchives.download', async ({ ctx, reply, params }) => {
    const row = await ctx.db.selectFrom('archives').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound(ARCHIVE_MESSAGES.notFound);
    if (row.status !== 'DONE' || !row.file_path) throw validationError({ id: [ARCHIVE_MESSAGES.notReady] });
    const file = await filesOf(ctx).open(row.file_path);
    if (!file) throw notFound(ARCHIVE_MESSAGES.notFound);
    return reply
      .code(200)
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(row.filename ?? `kyc-files-${row.id}.zip`))
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(file.size))
      .send(file.stream);
  });
};
