import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { entities, entityClasses, pullTimeline, timelinePage, viewEntity } from './service';

/** Admin timelines: the classes of records, their records, one record and its events. */
export const registerTimelineRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.timeline.entityClasses', async () => ({ data: entityClasses() }));
  registerCall(app, 'admin.timeline.entities', async ({ ctx, req, query }) => {
    const { data, total } = await entities(ctx, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'admin.timeline.view', async ({ ctx, query }) => ({ data: await viewEntity(ctx, query) }));
  registerCall(app, 'admin.timeline.list', async ({ ctx, req, query }) => {
    const { data, total } = await timelinePage(ctx, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'admin.timeline.pull', async ({ ctx, query }) => ({ data: await pullTimeline(ctx, query) }));
};
