import { localStorageStore, type Store } from 'react-admin';
import { RELEASE_ID, STORAGE_KEYS } from '../../contract/constants';
import { COLOR_SCHEMES, type ColorScheme, type Language } from '../../contract/enums';
import { isLanguage } from './i18nProvider';
import { readUser } from './authStorage';
import { readItem, removeItem, writeItem } from './storage';

const isColorScheme = (value: unknown): value is ColorScheme => typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value);

/**
 * react-admin store keys that are device preferences: they live under the project's own storage keys
 * (the colour-schema key of document 2 section 9) and survive logout, which resets the rest of the store.
 */
const PREFERENCES: Record<string, { storageKey: string; valid: (value: unknown) => boolean; initial?: () => string | undefined }> = {
  theme: { storageKey: STORAGE_KEYS.colorScheme, valid: isColorScheme },
  locale: { storageKey: STORAGE_KEYS.language, valid: isLanguage, initial: () => browserLanguage() },
};

/**
 * The first of the browser's languages (navigator.languages, else navigator.language) the portal
 * speaks, by its primary subtag (`de-AT` → `de`): the language of a person who has not chosen one
 * yet, so a German browser opens the sign-in page in German. Nothing is saved until they choose.
 */
export const browserLanguage = (): Language | undefined => {
  if (typeof navigator === 'undefined') return undefined;
  const wanted = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of wanted) {
    const primary = typeof tag === 'string' ? tag.split('-')[0]?.toLowerCase() : undefined;
    if (isLanguage(primary)) return primary;
  }
  return undefined;
};

type Listener = (value: unknown) => void;

/**
 * The columns a person chose for a list (react-admin's DataTable keeps them under `<list>.columns`
 * and `<list>.columns_columnRanks`): kept per user, beside the device preferences, so they survive
 * sign-out and another user of the browser has their own.
 */
export const LIST_COLUMNS_STORAGE_KEY = 'kontor_list_columns';
const isColumnsKey = (key: string): boolean => /\.columns(_columnRanks)?$/.test(key);
type ColumnChoices = Record<string, Record<string, unknown>>;
const readColumnChoices = (): ColumnChoices => {
  try {
    const parsed: unknown = JSON.parse(readItem(LIST_COLUMNS_STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as ColumnChoices) : {};
  } catch {
    return {};
  }
};
const userKey = (): string => String(readUser()?.id ?? 'anonymous');
const readColumns = (key: string): unknown => readColumnChoices()[userKey()]?.[key];
const writeColumns = (key: string, value: unknown): void => {
  const all = readColumnChoices();
  const mine = { ...all[userKey()] };
  if (value === undefined) delete mine[key];
  else mine[key] = value;
  all[userKey()] = mine;
  writeItem(LIST_COLUMNS_STORAGE_KEY, JSON.stringify(all));
};

/** react-admin's local storage store (reset on a new release), with the preferences above routed aside. */
export const createPreferenceStore = (inner: Store = localStorageStore(RELEASE_ID, 'kontor')): Store => {
  const listeners = new Map<string, Set<Listener>>();
  const publish = (key: string, value: unknown) => listeners.get(key)?.forEach((listener) => listener(value));

  return {
    ...inner,
    getItem: <T>(key: string, defaultValue?: T): T | undefined => {
      if (isColumnsKey(key)) return (readColumns(key) as T | undefined) ?? defaultValue;
      const preference = PREFERENCES[key];
      if (!preference) return inner.getItem(key, defaultValue);
      const stored = readItem(preference.storageKey);
      // The store API is generic; a preference is a string checked by `valid`.
      if (preference.valid(stored)) return stored as T;
      const initial = preference.initial?.();
      return initial !== undefined ? (initial as T) : defaultValue;
    },
    setItem: <T>(key: string, value: T): void => {
      if (isColumnsKey(key)) {
        writeColumns(key, value);
        return publish(key, value);
      }
      const preference = PREFERENCES[key];
      if (!preference) return inner.setItem(key, value);
      if (preference.valid(value)) writeItem(preference.storageKey, String(value));
      else removeItem(preference.storageKey);
      publish(key, preference.valid(value) ? value : undefined);
    },
    removeItem: (key: string): void => {
      if (isColumnsKey(key)) {
        writeColumns(key, undefined);
        return publish(key, undefined);
      }
      const preference = PREFERENCES[key];
      if (!preference) return inner.removeItem(key);
      removeItem(preference.storageKey);
      publish(key, undefined);
    },
    subscribe: (key: string, callback: Listener): (() => void) => {
      if (!PREFERENCES[key] && !isColumnsKey(key)) return inner.subscribe(key, callback);
      const set = listeners.get(key) ?? new Set<Listener>();
      set.add(callback);
      listeners.set(key, set);
      return () => set.delete(callback);
    },
  };
};
