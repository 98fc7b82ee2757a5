import type { Notification } from '../../../contract/entities';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { notFound } from '../../domain/errors';
import { notificationResource } from './resource';

/** A user's own notifications: nobody reads or deletes another user's, whatever the company. */

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  deleted: 'Notification deleted.',
  purged: 'All notifications deleted.',
} as const;

export const listNotifications = async (ctx: AppContext, userId: number, page: { page: number; per_page: number }): Promise<{ data: Notification[]; total: number }> => {
  const own = ctx.db.selectFrom('notifications').where('user_id', '=', userId);
  const count = await own.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await own.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.per_page).offset((page.page - 1) * page.per_page).execute();
  return { data: rows.map(notificationResource), total: Number(count?.n ?? 0) };
};

export const deleteNotification = async (ctx: AppContext, userId: number, id: number): Promise<{ message: string }> => {
  const res = await ctx.db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return { message: NOTIFICATION_MESSAGES.deleted };
};

export const unreadCount = async (ctx: AppContext, userId: number): Promise<{ unread: number }> => {
  const row = await ctx.db.selectFrom('notifications').where('user_id', '=', userId).where('read_at', 'is', null).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return { unread: Number(row?.n ?? 0) };
};

/** Marks the given notifications (or all) read; answers how many stay unread. */
export const markRead = async (ctx: AppContext, userId: number, ids: readonly number[] | undefined): Promise<{ unread: number }> => {
  if (ids?.length === 0) return unreadCount(ctx, userId);
  let q = ctx.db.updateTable('notifications').set({ read_at: nowIso(ctx.now()) }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids !== undefined) q = q.where('id', 'in', ids);
  await q.execute();
  return unreadCount(ctx, userId);
};

export const purgeNotifications = async (ctx: AppContext, userId: number): Promise<{ message: string; deleted: number }> => {
  const res = await ctx.db.deleteFrom('notifications').where('user_id', '=', userId).executeTakeFirst();
  return { message: NOTIFICATION_MESSAGES.purged, deleted: Number(res.numDeletedRows) };
};
