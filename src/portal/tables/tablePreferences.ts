import { TABLE_PREFERENCES_PER_PAGE, STORAGE_KEYS } from '../../contract/constants';
import type { TablePreferences } from '../../contract/entities';
import { ALWAYS_KEPT_COLUMNS, TABLE_PREFERENCE_NAMES, type TablePreferenceName } from '../../contract/enums';
import { readItem, writeItem } from '../providers/storage';

/** Page sizes a user may choose; the server caps per_page at 100. */
export const PER_PAGE_CHOICES = [25, 50, 100] as const;

/** All stored preferences: user id → table name → preferences. */
type Stored = Record<string, Partial<Record<TablePreferenceName, TablePreferences>>>;

const isPrefs = (v: unknown): v is TablePreferences =>
  typeof v === 'object' && v !== null && Array.isArray((v as TablePreferences).columns) && typeof (v as TablePreferences).per_page === 'number';

const readAll = (): Stored => {
  try {
    const parsed: unknown = JSON.parse(readItem(STORAGE_KEYS.tablePreferences) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
};

/**
 * Applies the rules to stored or chosen preferences: only columns the table offers, in the table's
 * order, id and actions always kept; per_page one of the choices (else the default 100).
 */
export const normalizePreferences = (prefs: TablePreferences | null | undefined, available: readonly string[]): TablePreferences => {
  const kept = new Set<string>(ALWAYS_KEPT_COLUMNS);
  const chosen = prefs ? new Set(prefs.columns) : new Set(available);
  const columns = available.filter((c) => chosen.has(c) || kept.has(c));
  const perPage = prefs && (PER_PAGE_CHOICES as readonly number[]).includes(prefs.per_page) ? prefs.per_page : TABLE_PREFERENCES_PER_PAGE;
  return { columns, per_page: perPage };
};

export const isTablePreferenceName = (name: string): name is TablePreferenceName => (TABLE_PREFERENCE_NAMES as readonly string[]).includes(name);

/** The preferences of one user for one table, normalised against the columns it offers. */
export const readTablePreferences = (userId: number | string, table: TablePreferenceName, available: readonly string[]): TablePreferences => {
  const stored = readAll()[String(userId)]?.[table];
  return normalizePreferences(isPrefs(stored) ? stored : null, available);
};

/** Stores the preferences of one user for one table (other users' and tables' stay). */
export const writeTablePreferences = (userId: number | string, table: TablePreferenceName, prefs: TablePreferences): void => {
  const all = readAll();
  all[String(userId)] = { ...all[String(userId)], [table]: prefs };
  writeItem(STORAGE_KEYS.tablePreferences, JSON.stringify(all));
};
