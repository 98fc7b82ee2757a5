import type { Kysely } from 'kysely';
import { companyChannel } from '../../../contract/enums';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { realtimeOf } from '../../realtime/publish';
import { insertNotifications, type NotificationCreatedEvent, publishNotifications } from '../notifications/notify';
import { enabledManagerIds } from '../users/queries';
import type { ApprovalRow } from './queries';

/** What one step of an approval tells after its commit: the company's users (realtime) and the approvers (notifications). */
export type ApprovalNotice = { companyId: number; approvalId: number; event: 'approval.created' | 'approval.updated'; status: string; notifications: NotificationCreatedEvent[] };

/**
 * Notifies the company's managers who may act on the approval (all but `except`: who asked, who
 * acted) and, for a decision, who asked; written in the step's database transaction.
 */
export const noticeApprovers = async (
  trx: Kysely<Database>, now: Date, a: Pick<ApprovalRow, 'id' | 'company_id' | 'requested_by'>, step: { type: 'approval.requested' | 'approval.updated'; title: string; message: string; except: readonly number[] },
): Promise<NotificationCreatedEvent[]> => {
  const managers = await enabledManagerIds(trx, a.company_id);
  const userIds = managers.filter((id) => !step.except.includes(id));
  if (step.type === 'approval.updated' && !step.except.includes(a.requested_by)) userIds.push(a.requested_by);
  return insertNotifications(trx, now, {
    userIds, companyId: a.company_id, type: step.type, title: step.title, message: step.message,
    notificationable: { id: a.id, service: 'approval', compliable_type: null, compliable_id: null, filename: null, actions: { is_downloadable: false } },
  });
};

/** After the commit: the company channel hears of the change, the notified users get their notifications. */
export const announceApproval = async (ctx: AppContext, n: ApprovalNotice): Promise<void> => {
  await realtimeOf(ctx).broadcast(companyChannel(n.companyId), n.event, { id: n.approvalId, status: n.status });
  await publishNotifications(ctx, n.companyId, n.notifications);
};
