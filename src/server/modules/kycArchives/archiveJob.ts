import crypto from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { PermanentJobError } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { filesOf } from '../../storage/fileStore';
import { companyRefs } from '../companies/queries';
import { uploadedKycFiles } from '../compliance/queries';
import type { ArchiveRow } from './archiveResource';
import { archiveById, updateArchive } from './archiveStore';
import { type ArchiveEntry, writeArchive } from './archiveZip';

export const KYC_ARCHIVE_JOB_TYPE = 'kyc.archive';

const payloadSchema = z.object({ archive_id: z.number().int().positive() });

/** The uploaded KYC files of the archive's company (or every company) uploaded within its dates. */
export const archiveEntries = async (ctx: AppContext, archive: ArchiveRow): Promise<ArchiveEntry[]> => {
  const files = await uploadedKycFiles(ctx.db, { companyId: archive.company_id, from: archive.date_from, to: archive.date_to });
  const companies = await companyRefs(ctx.db, files.map((f) => f.company_id));
  return files.flatMap((r) => {
    const company = companies.get(r.company_id);
    if (!company) return [];
    return [{
      companyId: r.company_id, companyName: company.name, trackingId: r.compliance_tracking_id ?? 0, category: r.category, key: r.document_type ?? 'document',
      filename: r.file_name, filePath: r.file_path, signaturePath: r.signature_path, status: r.status ?? '', uploadedAt: r.uploaded_at, signedAt: r.signed_at,
    }];
  });
};

const setStatus = (ctx: AppContext, id: number, status: string) => updateArchive(ctx.db, id, { status, updated_at: nowIso(ctx.now()) });

/**
 * Zips the KYC files of an archive request: QUEUE → PROCESSING → DONE (file in the file store,
 * random name) or ERROR. Rebuilding is harmless, so a retried job writes a new file.
 */
export const kycArchiveJobHandler = (app: AppContext): JobHandler => async (job) => {
  const parsed = payloadSchema.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError('Invalid KYC archive job payload.');
  const archive = await archiveById(app.db, parsed.data.archive_id);
  if (!archive) throw new PermanentJobError(`Unknown archive ${parsed.data.archive_id}.`);
  await setStatus(app, archive.id, 'PROCESSING');
  const key = `archives/${archive.id}-${crypto.randomBytes(12).toString('hex')}.zip`;
  let count = 0;
  try {
    count = await writeArchive(filesOf(app), await archiveEntries(app, archive), key);
  } catch (err) {
    await filesOf(app).remove(key).catch(() => undefined);
    await setStatus(app, archive.id, 'ERROR');
    throw new PermanentJobError(`Archive ${archive.id} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  const filename = `kyc-files-${archive.company_id ?? 'all'}-${archive.date_from ?? ''}-${archive.date_to ?? ''}.zip`;
  await job.runInTransaction((trx) => updateArchive(trx, archive.id, { status: 'DONE', file_path: key, filename, updated_at: nowIso(app.now()) }));
  return { archive_id: archive.id, status: 'DONE', files: count };
};
