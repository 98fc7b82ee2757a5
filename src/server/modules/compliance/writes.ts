import type { FastifyRequest } from 'fastify';
import type { ComplianceTracking } from '../../../contract/entities';
import { COMPLIANCE_DOCUMENT_FIELD } from '../../../contract/complianceRules';
import { companyChannel } from '../../../contract/enums';
import type { AppContext, AuthState } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError, notFound } from '../../domain/errors';
import { realtimeOf } from '../../realtime/publish';
import { filesOf } from '../../storage/fileStore';
import { assertClean } from '../../storage/malwareScan';
import { recordActivity } from '../activityLogs/record';
import { COMPLIANCE_MESSAGES, ownTracking } from './access';
import { documentExtension, readDocument, removeKycFiles, signatureImage, storeKycFile } from './documentFiles';
import { publishKycFile, publishTracking } from './events';
import { trackingFile } from './queries';
import { recomputeTracking } from './recompute';
import { type KycFileRow, trackingResources, type TrackingRow } from './resource';

type Target = { tracking: TrackingRow; file: KycFileRow };

/** The tracking of the caller's company and its requested file, both still open to changes. */
const writableFile = async (ctx: AppContext, companyId: number, id: number, key: string, field: string): Promise<Target> => {
  const tracking = await ownTracking(ctx, companyId, id);
  const file = await trackingFile(ctx.db, tracking.id, key);
  if (!file) throw notFound(COMPLIANCE_MESSAGES.fileNotFound);
  if (tracking.status === 'verified') throw fieldError(field, COMPLIANCE_MESSAGES.closed);
  if (file.status === 'verified') throw fieldError(field, COMPLIANCE_MESSAGES.fileVerified);
  return { tracking, file };
};

/** Writes the file row and the tracking in one transaction; a failure removes what was stored for it. */
const commit = async (ctx: AppContext, target: Target, values: Partial<KycFileRow>, stored: string): Promise<{ file: KycFileRow; tracking: TrackingRow; userChanged: number | null }> => {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const file = await trx.updateTable('kyc_files').set({ ...values, updated_at: nowIso(ctx.now()) }).where('id', '=', target.file.id).returningAll().executeTakeFirstOrThrow();
      const { tracking, userChanged } = await recomputeTracking(trx, ctx.now(), target.tracking);
      return { file, tracking, userChanged };
    });
  } catch (err) {
    await removeKycFiles(filesOf(ctx), [stored]);
    throw err;
  }
};

const announce = async (ctx: AppContext, result: { file: KycFileRow; tracking: TrackingRow; userChanged: number | null }): Promise<ComplianceTracking> => {
  await publishKycFile(ctx, result.file);
  await publishTracking(ctx, result.tracking);
  if (result.userChanged !== null && result.tracking.company_id !== null) {
    await realtimeOf(ctx).broadcast(companyChannel(result.tracking.company_id), 'user.updated', { id: result.userChanged });
  }
  const [resource] = await trackingResources(ctx.db, [result.tracking]);
  if (!resource) throw notFound(COMPLIANCE_MESSAGES.notFound);
  return resource;
};

/**
 * Stores the document of a requested file, replacing an earlier one (and its signature, which was
 * given for the earlier document). Everything is checked before anything is stored.
 */
export const uploadDocument = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, companyId: number, id: number, key: string): Promise<ComplianceTracking> => {
  const target = await writableFile(ctx, companyId, id, key, COMPLIANCE_DOCUMENT_FIELD);
  const doc = await readDocument(req);
  const stored = await storeKycFile(filesOf(ctx), companyId, documentExtension(doc.mime), doc.content);
  const result = await commit(ctx, target, {
    user_id: auth.user.id, file_name: doc.filename, file_path: stored, mime_type: doc.mime, size: doc.content.length, status: 'submitted',
    uploaded_at: nowIso(ctx.now()), note: null, signature_path: null, signed_at: null, signed_by: null,
  }, stored);
  await removeKycFiles(filesOf(ctx), [target.file.file_path || null, target.file.signature_path]);
  await recordActivity(ctx, req, {
    type: 'compliance.document_uploaded', userId: auth.user.id, companyId, description: `Compliance document uploaded: ${key} for tracking #${id}`,
    meta: { compliance_tracking_id: id, file: key, size: doc.content.length },
  });
  return announce(ctx, result);
};

/** Signs the uploaded document of a file that asks for a signature (the drawn image is kept with it). */
export const signFile = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, companyId: number, id: number, key: string, dataUrl: string): Promise<ComplianceTracking> => {
  const target = await writableFile(ctx, companyId, id, key, 'signature');
  if (target.file.signature_required !== 1) throw fieldError('signature', COMPLIANCE_MESSAGES.noSignature);
  if (!target.file.file_path) throw fieldError('signature', COMPLIANCE_MESSAGES.uploadFirst);
  const image = signatureImage(dataUrl);
  await assertClean(req, 'signature', image.content, `signature.${image.ext}`);
  const stored = await storeKycFile(filesOf(ctx), companyId, image.ext, image.content);
  const result = await commit(ctx, target, { signature_path: stored, signed_at: nowIso(ctx.now()), signed_by: auth.user.id }, stored);
  await removeKycFiles(filesOf(ctx), [target.file.signature_path]);
  await recordActivity(ctx, req, {
    type: 'compliance.file_signed', userId: auth.user.id, companyId, description: `Compliance document signed: ${key} for tracking #${id}`,
    meta: { compliance_tracking_id: id, file: key },
  });
  return announce(ctx, result);
};
