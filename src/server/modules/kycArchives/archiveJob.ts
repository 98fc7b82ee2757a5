import crypto from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { PermanentJobError } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { filesOf } from '../../storage/fileStore';
import type { ArchiveRow } from './archiveResource';
import { type ArchiveEntry, writeArchive } from './archiveZip';

export const KYC_ARCHIVE_JOB_TYPE = 'kyc.archive';

const payloadSchema = z.object({ archive_id: z.number().int().positive() });


const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString();

/** The uploaded KYC files of the archive's company (or every company) uploaded within its dates. */
export const archiveEntries = async (ctx: AppContext, archive: ArchiveRow): Promise<ArchiveEntry[]> => {
  let q = ctx.db
    .selectFrom('kyc_files')
    .innerJoin('compliance_trackings', 'compliance_trackings.id', 'kyc_files.compliance_tracking_id')
    .innerJoin('companies', 'companies.id', 'kyc_files.company_id')
    .select([
      'kyc_files.company_id', 'companies.name as company_name', 'kyc_files.compliance_tracking_id', 'compliance_trackings.category', 'kyc_files.document_type',
      'kyc_files.file_name', 'kyc_files.file_path', 'kyc_files.signature_path', 'kyc_files.status', 'kyc_files.uploaded_at', 'kyc_files.signed_at',
    ])
    .where('kyc_files.file_path', '!=', '')
    .where('kyc_files.uploaded_at', 'is not', null);
  if (archive.company_id !== null) q = q.where('kyc_files.company_id', '=', archive.company_id);
  if (archive.date_from) q = q.where('kyc_files.uploaded_at', '>=', `${archive.date_from}T00:00:00.000Z`);
  if (archive.date_to) q = q.where('kyc_files.uploaded_at', '<', nextDay(archive.date_to));
  const rows = await q.orderBy('kyc_files.company_id').orderBy('kyc_files.compliance_tracking_id').orderBy('kyc_files.id').execute();
  return rows.map((r) => ({
    companyId: r.company_id ?? 0, companyName: r.company_name, trackingId: r.compliance_tracking_id ?? 0, category: r.category, key: r.document_type ?? 'document',
    filename: r.file_name, filePath: r.file_path, signaturePath: r.signature_path, status: r.status ?? '', uploadedAt: r.uploaded_at, signedAt: r.signed_at,
  }));
};

const setStatus = (ctx: AppContext, id: number, values: Partial<Pick<ArchiveRow, 'status' | 'file_path' | 'filename'>>) =>
  ctx.db.updateTable('archives').set({ ...values, updated_at: nowIso(ctx.now()) }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/**
 * Zips the KYC files of an archive request: QUEUE → PROCESSING → DONE (file in the file store,
 * random name) or ERROR. Rebuilding is harmless, so a retried job writes a new file.
 */
export const kycArchiveJobHandler = (app: AppContext): JobHandler => async (job) => {
  const parsed = payloadSchema.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError('Invalid KYC archive job payload.');
  const archive = await app.db.selectFrom('archives').selectAll().where('id', '=', parsed.data.archive_id).executeTakeFirst();
  if (!archive) throw new PermanentJobError(`Unknown archive ${parsed.data.archive_id}.`);
  await setStatus(app, archive.id, { status: 'PROCESSING' });
  const key = `archives/${archive.id}-${crypto.randomBytes(12).toString('hex')}.zip`;
  let count = 0;
  try {
    count = await writeArchive(filesOf(app), await archiveEntries(app, archive), key);
  } catch (err) {
    await filesOf(app).remove(key).catch(() => undefined);
    await setStatus(app, archive.id, { status: 'ERROR' });
    throw new PermanentJobError(`Archive ${archive.id} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  const filename = `kyc-files-${archive.company_id ?? 'all'}-${archive.date_from ?? ''}-${archive.date_to ?? ''}.zip`;
  await job.runInTransaction((trx) =>
    trx.updateTable('archives').set({ status: 'DONE', file_path: key, filename, updated_at: nowIso(app.now()) }).where('id', '=', archive.id).execute(),
  );
  return { archive_id: archive.id, status: 'DONE', files: count };
};
