import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { createAnnouncement, currentAnnouncements, deleteAnnouncement, getAnnouncement, listAnnouncements, updateAnnouncement } from './service';

/** Admin CRUD of announcements and the managers' current ones. */
export const registerAnnouncementRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.announcements.list', async ({ ctx, req, query }) => {
    const { data, total } = await listAnnouncements(ctx, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'admin.announcements.get', async ({ ctx, params }) => ({ data: await getAnnouncement(ctx, params.id) }));
  registerCall(app, 'admin.announcements.create', async ({ ctx, req, reply, auth, body }) => {
    const created = await createAnnouncement(ctx, req, auth, body);
    reply.code(201);
    return created;
  });
  registerCall(app, 'admin.announcements.update', async ({ ctx, req, auth, params, body }) => updateAnnouncement(ctx, req, auth, params.id, body));
  registerCall(app, 'admin.announcements.delete', async ({ ctx, req, auth, params }) => deleteAnnouncement(ctx, req, auth, params.id));

  registerCall(app, 'manager.announcements.list', async ({ ctx, req, query }) => {
    const { data, total } = await currentAnnouncements(ctx, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
};
