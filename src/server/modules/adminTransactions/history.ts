import type { TransactionHistoryEntry } from '../../../contract/entities';
import { TRANSACTION_STATUS_LABELS, type TransactionStatus } from '../../../contract/enums';
import type { AppContext } from '../../context';
import type { TransactionRow } from '../transactions/resource';
import { userRefs } from '../users/userRefs';
import { transactionEvents } from '../transactions/adminQueries';

const label = (status: string) => TRANSACTION_STATUS_LABELS[status as TransactionStatus] ?? status;

/** Status history: the recorded events, or for older (seeded) rows what the row itself tells. */
export const historyOf = async (ctx: AppContext, t: TransactionRow): Promise<TransactionHistoryEntry[]> => {
  const events = await transactionEvents(ctx.db, t.id);
  const entries: { id: number; status: string; userId: number | null; comment: string | null; at: string }[] = events.length
    ? events.map((e) => ({ id: e.id, status: e.status, userId: e.user_id, comment: e.comment, at: e.created_at }))
    : [
        { id: 1, status: t.status === 'approved' && t.created_at === t.log_created_at ? 'approved' : 'pending', userId: t.user_id, comment: 'Created', at: t.created_at },
        ...(t.status !== 'pending' && !(t.status === 'approved' && t.created_at === t.log_created_at)
          ? [{ id: 2, status: t.status, userId: t.decided_by, comment: t.status_reason, at: t.decided_at ?? t.log_created_at ?? t.updated_at }]
          : []),
      ];
  const users = await userRefs(ctx, entries.map((e) => e.userId));
  return entries.map((e) => ({
    id: e.id, status: e.status as TransactionStatus, readable_status: label(e.status), user: e.userId !== null ? (users.get(e.userId) ?? null) : null, comment: e.comment, created_at: e.at,
  }));
};
