import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { recordTimeline, type TimelineChanges } from '../timeline/record';

export type ActivityType =
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.login_blocked'
  | 'auth.logout'
  | 'auth.password_reset'
  | 'profile.updated'
  | 'profile.password_changed'
  | 'profile.avatar_changed'
  | 'profile.two_factor_enabled'
  | 'profile.two_factor_disabled'
  | 'admin.throttle_reset'
  | 'admin.act_as'
  | 'admin.user_updated'
  | 'admin.user_password_set'
  | 'admin.user_role_changed'
  | 'admin.user_two_factor_reset'
  | 'admin.user_avatar_changed'
  | 'admin.user_deleted'
  | 'admin.company_updated'
  | 'admin.onboarding_started'
  | 'admin.onboarding_stage_applied'
  | 'admin.onboarding_transition_updated'
  | 'admin.announcement_created'
  | 'admin.announcement_updated'
  | 'admin.announcement_deleted'
  | 'admin.auth_checkpoint_status'
  | 'white_label.updated'
  | 'white_label.image_uploaded'
  | 'white_label.document_updated'
  | 'white_label.document_image_uploaded'
  | 'user.registered'
  | 'transaction.created'
  | 'transaction.denied'
  | 'transaction.source_of_funds'
  | 'import.created'
  | 'report.requested'
  | 'ticket.created'
  | 'ticket.replied'
  | 'ticket.status_changed'
  | 'compliance.document_uploaded'
  | 'compliance.file_signed'
  | 'admin.compliance_reviewed'
  | 'admin.kyc_archive_requested';

/**
 * Appends to the activity log that managers and admins read; with `timeline`, also to the admin
 * timeline of the record the write changed (modules/timeline), by the same user at the same time.
 */
export const recordActivity = async (
  ctx: AppContext,
  req: FastifyRequest,
  entry: {
    type: ActivityType;
    userId: number | null;
    companyId: number | null;
    description: string;
    meta?: Record<string, unknown>;
    timeline?: { entityClass: string; entityId: number; event: string; changes?: TimelineChanges };
  },
): Promise<void> => {
  if (entry.timeline) await recordTimeline(ctx.db, { ...entry.timeline, userId: entry.userId, at: nowIso(ctx.now()) });
  await ctx.db
    .insertInto('activities')
    .values({
      user_id: entry.userId,
      company_id: entry.companyId,
      type: entry.type,
      description: entry.description,
      ip: req.ip,
      user_agent: req.headers['user-agent']?.slice(0, 500) ?? null,
      meta: entry.meta ? JSON.stringify(entry.meta) : null,
      created_at: nowIso(ctx.now()),
    })
    .execute();
};
