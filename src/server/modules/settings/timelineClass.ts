import { SETTINGS_KEYS, type SettingsKey } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { readSettings } from '../../ledger/settings';
import { offsetOf } from '../../http/paging';
import type { TimelineClass } from '../timeline/types';
import { SETTING_TIMELINE_CLASS, settingIdOf, settingKeyOf } from './audit';

const display = (v: unknown): string | number | boolean | null =>
  Array.isArray(v) ? v.join(', ') : typeof v === 'object' && v !== null ? JSON.stringify(v) : (v as string | number | boolean | null);

/** The settings keys that have been saved at least once (the others have no history), by key. */
const storedKeys = async (ctx: AppContext, search: string | undefined) => {
  const rows = await ctx.db.selectFrom('settings').select(['key', 'updated_at']).where('key', 'in', [...SETTINGS_KEYS]).execute();
  const needle = search?.trim().toLowerCase() ?? '';
  return rows
    .filter((r) => needle === '' || r.key.toLowerCase().includes(needle))
    .map((r) => ({ key: r.key as SettingsKey, updated_at: r.updated_at }))
    .sort((a, b) => settingIdOf(a.key) - settingIdOf(b.key));
};

/** The admin timeline of the platform settings: each saved key is a record, its changes its events. */
export const settingTimelineClass: TimelineClass = {
  slug: SETTING_TIMELINE_CLASS,
  name: 'Settings',
  events: 'timeline',
  list: async (ctx, p) => {
    const keys = await storedKeys(ctx, p.search);
    const values = await readSettings(ctx.db);
    const page = keys.slice(offsetOf(p.page, p.per_page), offsetOf(p.page, p.per_page) + p.per_page);
    return {
      total: keys.length,
      data: page.map((k) => ({ id: settingIdOf(k.key), label: k.key, secondary: String(display(values[k.key]) ?? ''), created_at: k.updated_at })),
    };
  },
  view: async (ctx, id) => {
    const key = settingKeyOf(id);
    if (!key) return null;
    const row = await ctx.db.selectFrom('settings').select('updated_at').where('key', '=', key).executeTakeFirst();
    return { key, value: display((await readSettings(ctx.db))[key]), updated_at: row?.updated_at ?? null };
  },
  label: async (_ctx, id) => settingKeyOf(id),
};
