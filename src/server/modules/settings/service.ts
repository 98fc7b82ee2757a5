import type { FastifyRequest } from 'fastify';
import type { CallOutput } from '../../../contract/calls';
import { SETTINGS_VALUE_SCHEMAS } from '../../../contract/schemas';
import type { AppContext, AuthState } from '../../context';
import { nowIso } from '../../db/values';
import { readSettings } from '../../ledger/settings';
import { recordActivity } from '../activityLogs/record';
import { SETTING_TIMELINE_CLASS, settingChanges, settingIdOf } from './audit';

/**
 * Admin settings: the upsert of one key (the settings module writes the `settings` rows that
 * ledger/settings.ts reads). A change is written to the activity log and to the key's timeline
 * (old → new); saving the same value again records nothing.
 */
export const upsertSetting = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, body: CallOutput<'admin.settings.upsert', 'body'>) => {
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
};
