import { SETTINGS_KEYS, type SettingsKey } from '../../../contract/enums';
import type { TimelineChanges } from '../timeline/record';

/** The timeline entity class of the settings: one record per known key. */
export const SETTING_TIMELINE_CLASS = 'setting';

/**
 * Settings have no numeric ids of their own: a key's timeline record id is its place in SETTINGS_KEYS
 * (1-based). New keys are only ever appended there, so an id names the same key for good.
 */
export const settingIdOf = (key: SettingsKey): number => SETTINGS_KEYS.indexOf(key) + 1;
export const settingKeyOf = (id: number): SettingsKey | null => SETTINGS_KEYS[id - 1] ?? null;

const text = (v: unknown): unknown => (Array.isArray(v) ? v.join(', ') : v);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What an upsert changed, as the timeline shows it: `value` for lists (joined) and single values, each
 * changed part of a grouped value (min, max, enabled, …). Empty when nothing changed.
 */
export const settingChanges = (before: unknown, after: unknown): TimelineChanges => {
  if (same(before, after)) return {};
  if (isPlainObject(before) && isPlainObject(after)) {
    const out: TimelineChanges = {};
    for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!same(before[field], after[field])) out[field] = { old: before[field] ?? null, new: after[field] ?? null };
    }
    return out;
  }
  return { value: { old: text(before), new: text(after) } };
};
