import type { FastifyInstance } from 'fastify';
import { SETTINGS_VALUE_SCHEMAS } from '../../../contract/schemas';
import { nowIso } from '../../db/values';
import { registerCall } from '../../http/route';
import { readSettings } from '../../ledger/settings';

/** Admin settings: every known key (missing or unreadable ones empty), and the upsert of one key. */
export const registerSettingsRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.settings.get', async ({ ctx }) => ({ data: await readSettings(ctx.db) }));

  registerCall(app, 'admin.settings.upsert', async ({ ctx, body }) => {
    // The body schema checked the value against its key; parsing again keeps the normalised form (trimmed, upper-case codes).
    const value: unknown = SETTINGS_VALUE_SCHEMAS[body.key].parse(body.value);
    const now = nowIso(ctx.now());
    const stored = JSON.stringify(value);
    await ctx.db
      .insertInto('settings')
      .values({ key: body.key, value: stored, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: stored, updated_at: now }))
      .execute();
    return { data: { key: body.key, value }, message: 'Setting saved successfully.' };
  });
};
