import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { listAgents, setBlacklisted } from './service';

/** The bank's blacklist of transaction agents (administrators). */
export const registerAgentBlacklistRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.agents.list', async ({ ctx, req, query }) => {
    const { data, total } = await listAgents(ctx, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'admin.agents.blacklist', async ({ ctx, req, auth, params, body, confirmOtp }) => setBlacklisted(ctx, req, auth, params.id, body, confirmOtp));
};
