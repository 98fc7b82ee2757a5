import type { FastifyInstance } from 'fastify';
import { SETTINGS_VALUE_SCHEMAS } from '../../../contract/schemas';
import { nowIso } from '../../db/values';
import { registerCall } from '../../http/route';
import { readSettings } from '../../ledger/settings';
import { recordActivity } from '../activityLogs/record';
import { SETTING_TIMELINE_CLASS, settingChanges, settingIdOf } from './audit';

/**
 * Admin settings: every known key (missing or unreadable ones empty), and the upsert of one key. A
 * change is written to the activity log and to the key's timeline (old → new); saving the same value
 * again records nothing.
 */
export const registerSettingsRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.settings.get', async ({ ctx }) => ({ data: await readSettings(ctx.db) }));

  registerCall(app, 'admin.settings.upsert', async ({ ctx, req, auth, body }) => {
    // The body schema checked the value against its key; parsing again keeps the normalised form (trimmed, upper-case codes).
    const value: unknown = SETTINGS_VALUE_SCHEMAS[body.key].parse(body.value);
    const before: unknown = (await readSettings(ctx.db))[body.key];
    const changes = settingChanges(before, value);
    const now = nowIso(ctx.now());
    const stored = JSON.stringify(value);
    await ctx.db
      .insertInto('settings')
      .values({ key: body.key, value: stored, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: stored, updated_at: now }))
      .execute();
    if (Object.keys(changes).length > 0) {
      await recordActivity(ctx, req, {
        type: 'admin.setting_updated', userId: auth.user.id, companyId: null, description: `Setting ${body.key} changed`,
        meta: { key: body.key, old: before, new: value },
        timeline: { entityClass: SETTING_TIMELINE_CLASS, entityId: settingIdOf(body.key), event: 'updated', changes },
      });
    }
    return { data: { key: body.key, value }, message: 'Setting saved successfully.' };
  });
};
