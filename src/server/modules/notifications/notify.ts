import type { Kysely } from 'kysely';
import type { Notification } from '../../../contract/entities';
import { companyChannel, type NotificationType } from '../../../contract/enums';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { realtimeOf } from '../../realtime/publish';
import { enabledCustomerIds } from '../users/queries';
import { type Notificationable, notificationResource } from './resource';

export type NotificationInput = {
  userIds: readonly number[];
  companyId: number;
  type: NotificationType;
  title: string;
  message: string;
  notificationable: Notificationable | null;
};

/** What `notification.created` carries: the user it is for (the channel is the company's) and the record. */
export type NotificationCreatedEvent = { user_id: number; notification: Notification };

/** The company's signed-up customer users (managers and readers), who receive the company's notices. */
export const companyRecipients = (db: Kysely<Database>, companyId: number): Promise<number[]> => enabledCustomerIds(db, companyId);

/** Stores one notification per recipient (inside the caller's transaction when `db` is one). */
export const insertNotifications = async (db: Kysely<Database>, now: Date, input: NotificationInput): Promise<NotificationCreatedEvent[]> => {
  const at = nowIso(now);
  const out: NotificationCreatedEvent[] = [];
  for (const userId of new Set(input.userIds)) {
    const row = await db
      .insertInto('notifications')
      .values({
        user_id: userId, company_id: input.companyId, type: input.type, title: input.title, message: input.message,
        data: input.notificationable ? JSON.stringify(input.notificationable) : null, read_at: null, created_at: at, updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    out.push({ user_id: userId, notification: notificationResource(row) });
  }
  return out;
};

/** Announces stored notifications on the company channel; call after the commit. */
export const publishNotifications = async (ctx: AppContext, companyId: number, events: readonly NotificationCreatedEvent[]): Promise<void> => {
  for (const e of events) await realtimeOf(ctx).broadcast(companyChannel(companyId), 'notification.created', e);
};
