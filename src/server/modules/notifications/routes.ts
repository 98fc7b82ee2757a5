import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { offsetOf, paginationMeta } from '../../http/paging';
import { notificationResource } from './resource';

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  deleted: 'Notification deleted.',
  purged: 'All notifications deleted.',
} as const;

/** A user's own notifications: nobody reads or deletes another user's, whatever the company. */
export const registerNotificationRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.notifications.list', async ({ ctx, req, auth, query }) => {
    const own = ctx.db.selectFrom('notifications').where('user_id', '=', auth.user.id);
    const count = await own.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await own.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
    return { data: rows.map(notificationResource), meta: paginationMeta(req, query.page, query.per_page, Number(count?.n ?? 0)) };
  });

  registerCall(app, 'manager.notifications.delete', async ({ ctx, auth, params }) => {
    const res = await ctx.db.deleteFrom('notifications').where('id', '=', params.id).where('user_id', '=', auth.user.id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw notFound(NOTIFICATION_MESSAGES.notFound);
    return { message: NOTIFICATION_MESSAGES.deleted };
  });

  const unreadOf = async (ctx: AppContext, userId: number): Promise<number> => {
    const row = await ctx.db.selectFrom('notifications').where('user_id', '=', userId).where('read_at', 'is', null).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    return Number(row?.n ?? 0);
  };

  registerCall(app, 'manager.notifications.unread', async ({ ctx, auth }) => ({ data: { unread: await unreadOf(ctx, auth.user.id) } }));

  registerCall(app, 'manager.notifications.read', async ({ ctx, auth, body }) => {
    let q = ctx.db.updateTable('notifications').set({ read_at: nowIso(ctx.now()) }).where('user_id', '=', auth.user.id).where('read_at', 'is', null);
    if (body.ids !== undefined) {
      if (body.ids.length === 0) return { data: { unread: await unreadOf(ctx, auth.user.id) } };
      q = q.where('id', 'in', body.ids);
    }
    await q.execute();
    return { data: { unread: await unreadOf(ctx, auth.user.id) } };
  });

  registerCall(app, 'manager.notifications.purge', async ({ ctx, auth }) => {
    const res = await ctx.db.deleteFrom('notifications').where('user_id', '=', auth.user.id).executeTakeFirst();
    return { message: NOTIFICATION_MESSAGES.purged, deleted: Number(res.numDeletedRows) };
  });
};
