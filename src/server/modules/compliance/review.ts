import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { complianceReviewBody } from '../../../contract/calls/adminCompliance';
import type { ComplianceTracking } from '../../../contract/entities';
import { companyChannel, type ComplianceStatus } from '../../../contract/enums';
import type { AppContext, AuthState } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError, notFound } from '../../domain/errors';
import { realtimeOf } from '../../realtime/publish';
import { recordActivity } from '../activityLogs/record';
import { companyRecipients, insertNotifications, publishNotifications } from '../notifications/notify';
import { COMPLIANCE_MESSAGES } from './access';
import { publishKycFile, publishTracking } from './events';
import { trackingById, trackingFiles } from './queries';
import { recomputeTracking } from './recompute';
import { trackingResources } from './resource';
import { canReview } from './transitions';

type Review = z.output<typeof complianceReviewBody>;

/**
 * An administrator verifies a submitted tracking (every file verified) or declines it (the named
 * files, or every file, go back to the company with the comment, and its managers get a
 * `compliance_tracking.documents_rejected` notice).
 */
export const reviewTracking = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number, body: Review): Promise<ComplianceTracking> => {
  const tracking = await trackingById(ctx.db, id);
  if (!tracking) throw notFound(COMPLIANCE_MESSAGES.notFound);
  if (!canReview(tracking.status as ComplianceStatus)) throw fieldError('status', COMPLIANCE_MESSAGES.notReviewable);
  const files = await trackingFiles(ctx.db, id);
  const named = body.files ?? [];
  if (named.some((key) => !files.some((f) => f.document_type === key))) throw fieldError('files', COMPLIANCE_MESSAGES.unknownFiles);
  const declined = body.status === 'declined' ? files.filter((f) => named.length === 0 || named.includes(f.document_type ?? '')) : [];
  const at = nowIso(ctx.now());
  const companyId = tracking.company_id;
  const result = await ctx.db.transaction().execute(async (trx) => {
    if (body.status === 'verified') {
      await trx.updateTable('kyc_files').set({ status: 'verified', note: null, updated_at: at }).where('compliance_tracking_id', '=', id).execute();
    } else {
      await trx.updateTable('kyc_files').set({ status: 'declined', note: body.comment ?? null, updated_at: at }).where('id', 'in', declined.map((f) => f.id)).execute();
    }
    await trx.updateTable('compliance_trackings').set({ comment: body.comment ?? null }).where('id', '=', id).execute();
    const recomputed = await recomputeTracking(trx, ctx.now(), { ...tracking, comment: body.comment ?? null }, body.status);
    const notices = body.status === 'declined' && companyId !== null
      ? await insertNotifications(trx, ctx.now(), {
        userIds: await companyRecipients(trx, companyId), companyId, type: 'compliance_tracking.documents_rejected', title: 'Documents rejected',
        message: `Documents of compliance check #${id} were rejected: ${body.comment ?? ''}`.slice(0, 1000),
        notificationable: { id, service: 'compliance', compliable_type: tracking.subject_type as ComplianceTracking['compliable_type'], compliable_id: tracking.subject_id, filename: null, actions: { is_downloadable: false } },
      })
      : [];
    return { ...recomputed, notices };
  });
  await recordActivity(ctx, req, {
    type: 'admin.compliance_reviewed', userId: auth.user.id, companyId, description: `Compliance tracking #${id} ${body.status}`,
    meta: { compliance_tracking_id: id, status: body.status, files: declined.map((f) => f.document_type) },
  });
  for (const f of await trackingFiles(ctx.db, id)) await publishKycFile(ctx, f);
  await publishTracking(ctx, result.tracking);
  if (companyId !== null) {
    await publishNotifications(ctx, companyId, result.notices);
    if (result.userChanged !== null) await realtimeOf(ctx).broadcast(companyChannel(companyId), 'user.updated', { id: result.userChanged });
  }
  const [resource] = await trackingResources(ctx.db, [result.tracking]);
  if (!resource) throw notFound(COMPLIANCE_MESSAGES.notFound);
  return resource;
};
