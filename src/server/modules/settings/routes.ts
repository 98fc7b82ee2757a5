import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/route';
import { readSettings } from '../../ledger/settings';
import { upsertSetting } from './service';

/** Admin settings: every known key (missing or unreadable ones empty), and the upsert of one key. */
export const registerSettingsRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.settings.get', async ({ ctx }) => ({ data: await readSettings(ctx.db) }));
  registerCall(app, 'admin.settings.upsert', async ({ ctx, req, auth, body }) => upsertSetting(ctx, req, auth, body));
};
