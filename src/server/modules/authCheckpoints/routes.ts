import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { changeCheckpointStatus, listCheckpoints } from './service';

/** Admin: the sign-in devices of every user. */
export const registerAuthCheckpointRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.authCheckpoints.list', async ({ ctx, req, query }) => {
    const { data, total } = await listCheckpoints(ctx, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'admin.authCheckpoints.status', async ({ ctx, req, auth, params, body }) => changeCheckpointStatus(ctx, req, auth, params.id, body.status));
};
