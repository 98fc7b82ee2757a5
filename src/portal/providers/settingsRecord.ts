import type { UpdateParams } from 'react-admin';
import { SETTINGS_KEYS, type SettingsKey, type SettingsValues } from '../../contract/enums';
import { SETTINGS_VALUE_SCHEMAS } from '../../contract/schemas';
import { ApiError, isApiError } from './ApiError';
import { callApi } from './callApi';

/** The settings are one record (react-admin needs an id): the flattened map of every known key. */
export const SETTINGS_RECORD_ID = 'platform';
export type SettingsRecord = SettingsValues & { id: typeof SETTINGS_RECORD_ID };

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The keys whose values differ from the record as loaded: the only ones saved. */
export const changedSettingKeys = (data: Partial<SettingsValues>, previous: Partial<SettingsValues> | undefined): SettingsKey[] =>
  SETTINGS_KEYS.filter((key) => key in data && !same(data[key], previous?.[key]));

/** A field error of the upsert (`value`, `value.max`, `key`) as the field of the settings form (`key`, `key.max`). */
const onKey = (key: SettingsKey, errors: Record<string, string[]>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field === 'key' || field === 'value' ? key : `${key}.${field.replace(/^value\./, '')}`, messages]));

/** The first field message, with "(and N more errors)" as the server words it. */
const summary = (errors: Record<string, string[]>): string => {
  const all = Object.values(errors).flat();
  return all.length > 1 ? `${all[0] ?? ''} (and ${all.length - 1} more error${all.length > 2 ? 's' : ''})` : (all[0] ?? '');
};

export const getSettingsRecord = async (signal?: AbortSignal): Promise<SettingsRecord> => ({ ...(await callApi('admin.settings.get', { signal })), id: SETTINGS_RECORD_ID });

/**
 * Saves the changed keys, one upsert each (the call takes one key). Every changed value is checked
 * against its key's schema first, so a form with a wrong value sends nothing; the server's 422 of a
 * key comes back on that key's inputs. Keys saved before a refused one stay saved, and the answer
 * is the record as the server then holds it.
 */
export const updateSettingsRecord = async ({ data, previousData }: Pick<UpdateParams<SettingsRecord>, 'data' | 'previousData'>): Promise<SettingsRecord> => {
  const keys = changedSettingKeys(data, previousData);
  const local: Record<string, string[]> = {};
  for (const key of keys) {
    const parsed = SETTINGS_VALUE_SCHEMAS[key].safeParse(data[key]);
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      const field = [key, ...issue.path.map(String)].join('.');
      (local[field] ??= []).push(issue.message);
    }
  }
  if (Object.keys(local).length > 0) throw new ApiError({ status: 422, message: summary(local), errors: local });
  for (const key of keys) {
    try {
      await callApi('admin.settings.upsert', { body: { key, value: data[key] } });
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const errors = onKey(key, error.errors);
        throw new ApiError({ status: 422, message: Object.keys(errors).length ? summary(errors) : error.message, errors });
      }
      throw error;
    }
  }
  return getSettingsRecord();
};
