import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { deleteNotification, listNotifications, markRead, purgeNotifications, unreadCount } from './service';

/** The signed-in user's own notifications. */
export const registerNotificationRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.notifications.list', async ({ ctx, req, auth, query }) => {
    const { data, total } = await listNotifications(ctx, auth.user.id, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'manager.notifications.delete', async ({ ctx, auth, params }) => deleteNotification(ctx, auth.user.id, params.id));
  registerCall(app, 'manager.notifications.unread', async ({ ctx, auth }) => ({ data: await unreadCount(ctx, auth.user.id) }));
  registerCall(app, 'manager.notifications.read', async ({ ctx, auth, body }) => ({ data: await markRead(ctx, auth.user.id, body.ids) }));
  registerCall(app, 'manager.notifications.purge', async ({ ctx, auth }) => purgeNotifications(ctx, auth.user.id));
};
