import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/route';
import { systemReadings } from './readings';

/** Admin: system overview by subpage. */
export const registerSystemRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.system.get', async ({ ctx, params }) => ({ data: await systemReadings(ctx, params.subpage) }));
};
