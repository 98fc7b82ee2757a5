import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { fieldError } from '../../domain/errors';
import { enqueue, PermanentJobError } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { filesOf } from '../../storage/fileStore';
import { type CheckedImage, type ImageScope, imageFileName, removeImageFile, type StoredImage, storeImage } from './images';
import { stillUsed } from './releaseImages';

/**
 * White-label images uploaded but not saved into the white label (security issue, item 8). The upload
 * call stores the file at once (the form shows it before it is saved), so every such upload gets a
 * `white_label_uploads` row and a cleanup job due a day later, in one transaction. Saving the white
 * label takes the row away (saveWhiteLabel → claimUploads); the job then finds the file in use and keeps
 * it, otherwise it deletes it. The rows are also the per-scope quota of unsaved uploads. Everything lives
 * in the database, so several server instances share the quota and any worker runs the cleanup.
 */

/** An unsaved upload is removed this long after it was stored. */
export const UNSAVED_UPLOAD_TTL_SECONDS = 24 * 60 * 60;
/** Per scope (a company, or the platform default): at most this many unsaved uploads… */
export const UNSAVED_UPLOADS_MAX = 10;
/** …holding at most this many bytes together. */
export const UNSAVED_UPLOAD_BYTES_MAX = 10 * 1024 * 1024;

export const PENDING_UPLOAD_MESSAGES = {
  tooMany: `You have ${UNSAVED_UPLOADS_MAX} uploaded images that are not saved yet: save the white label (or wait a day, when unsaved images are removed) before uploading more.`,
  tooLarge: `Your unsaved uploaded images would exceed ${UNSAVED_UPLOAD_BYTES_MAX / 1024 / 1024} MB: save the white label (or wait a day, when unsaved images are removed) before uploading more.`,
} as const;

export const WHITE_LABEL_UPLOAD_CLEANUP_JOB_TYPE = 'white_label.upload_cleanup';

const cleanupKey = (fileName: string) => `white-label-upload:${fileName}`;

const ofScope = (db: Kysely<Database>, scope: ImageScope) =>
  scope.companyId === null
    ? db.selectFrom('white_label_uploads').where('company_id', 'is', null)
    : db.selectFrom('white_label_uploads').where('company_id', '=', scope.companyId);

/** Serialises the quota check of one scope (PostgreSQL; SQLite runs one writing transaction at a time). */
const lockScope = async (ctx: AppContext, trx: Kysely<Database>, scope: ImageScope): Promise<void> => {
  if (ctx.engine !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${`white-label-uploads:${scope.companyId ?? 'default'}`}))`.execute(trx);
};

/**
 * Stores an upload that the white label does not show yet: refuses it (422 on `image`, nothing written)
 * beyond the scope's quota; otherwise writes the file, its row and its cleanup job (due in a day).
 */
export const storeUnsavedImage = (ctx: AppContext, scope: ImageScope, image: CheckedImage): Promise<StoredImage> =>
  ctx.db.transaction().execute(async (trx) => {
    await lockScope(ctx, trx, scope);
    const used = await ofScope(trx, scope)
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('size').as('bytes')])
      .executeTakeFirst();
    if (Number(used?.n ?? 0) >= UNSAVED_UPLOADS_MAX) throw fieldError('image', PENDING_UPLOAD_MESSAGES.tooMany);
    if (Number(used?.bytes ?? 0) + image.content.length > UNSAVED_UPLOAD_BYTES_MAX) throw fieldError('image', PENDING_UPLOAD_MESSAGES.tooLarge);
    const now = ctx.now();
    const stored = await storeImage(ctx, scope, image);
    try {
      await trx
        .insertInto('white_label_uploads')
        .values({ company_id: scope.companyId, file_name: stored.fileName, size: image.content.length, created_at: nowIso(now), updated_at: nowIso(now) })
        .execute();
      const job = {
        type: WHITE_LABEL_UPLOAD_CLEANUP_JOB_TYPE, payload: { file_name: stored.fileName }, idempotencyKey: cleanupKey(stored.fileName),
        runAt: new Date(now.getTime() + UNSAVED_UPLOAD_TTL_SECONDS * 1000),
      };
      if (ctx.jobs) await ctx.jobs.enqueue(job, trx);
      else await enqueue(trx, { ...job, now });
    } catch (e) {
      await removeImageFile(filesOf(ctx), stored.fileName);
      throw e;
    }
    return stored;
  });

/** The uploads a save put into the white label are no longer unsaved (they leave the quota; their job keeps them). */
export const claimUploads = async (trx: Kysely<Database>, urls: ReadonlyArray<string | null | undefined>): Promise<void> => {
  const names = [...new Set(urls.flatMap((url) => (url ? [imageFileName(url)] : [])).filter((name): name is string => name !== null))];
  if (names.length > 0) await trx.deleteFrom('white_label_uploads').where('file_name', 'in', names).execute();
};

const cleanupPayload = z.object({ file_name: z.string().regex(/^(d|c\d+)-[A-Za-z0-9_-]{16}\.(png|jpg|webp)$/) });

/**
 * `white_label.upload_cleanup`, a day after an upload: the upload leaves the quota, and its file is
 * deleted unless a white label or a document shows it (it was saved). Deciding by use, not by the row,
 * also removes the file of an upload whose row went with its company.
 */
export const whiteLabelUploadCleanupHandler = (ctx: AppContext): JobHandler => async (job) => {
  const parsed = cleanupPayload.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError('Invalid white label upload cleanup payload.');
  const fileName = parsed.data.file_name;
  return job.runInTransaction(async (trx) => {
    await trx.deleteFrom('white_label_uploads').where('file_name', '=', fileName).execute();
    if (await stillUsed(trx, fileName)) return { file_name: fileName, removed: false };
    // Removed before the commit: if the commit fails the job runs again and removes nothing twice (force).
    await removeImageFile(filesOf(ctx), fileName);
    return { file_name: fileName, removed: true };
  });
};
