import { TABLE_PREFERENCES_PER_PAGE, STORAGE_KEYS } from '../../contract/constants';
import type { TablePreferences } from '../../contract/entities';
import { ALWAYS_KEPT_COLUMNS, TABLE_PREFERENCE_NAMES, type TablePreferenceName } from '../../contract/enums';
import { readItem } from '../providers/storage';

/**
 * The column preferences the portal kept before the lists moved to react-admin's column chooser
 * (issue 12): per user and table, `{columns, per_page}` under STORAGE_KEYS.tablePreferences. They
 * are only read now, as the starting point of a list whose chooser has no value yet.
 */

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
 * Applies the rules to stored preferences: only columns the table offers, in the table's order, id
 * and actions always kept; per_page one of the choices (else the default 100).
 */
export const normalizePreferences = (prefs: TablePreferences | null | undefined, available: readonly string[]): TablePreferences => {
  const kept = new Set<string>(ALWAYS_KEPT_COLUMNS);
  const chosen = prefs ? new Set(prefs.columns) : new Set(available);
  const columns = available.filter((c) => chosen.has(c) || kept.has(c));
  const perPage = prefs && (PER_PAGE_CHOICES as readonly number[]).includes(prefs.per_page) ? prefs.per_page : TABLE_PREFERENCES_PER_PAGE;
  return { columns, per_page: perPage };
};

export const isTablePreferenceName = (name: string): name is TablePreferenceName => (TABLE_PREFERENCE_NAMES as readonly string[]).includes(name);

/** The old saved choice of one user for one table, normalised against the columns it offers; null when there is none. */
export const savedTablePreferences = (userId: number | string, table: TablePreferenceName, available: readonly string[]): TablePreferences | null => {
  const stored = readAll()[String(userId)]?.[table];
  return isPrefs(stored) ? normalizePreferences(stored, available) : null;
};

/** The preferences of one user for one table (the defaults when none are saved). */
export const readTablePreferences = (userId: number | string, table: TablePreferenceName, available: readonly string[]): TablePreferences =>
  savedTablePreferences(userId, table, available) ?? normalizePreferences(null, available);

/**
 * A list's starting point from the old saved choice: the columns it did not show become the
 * DataTable's hiddenColumns (used only while the chooser has no value of its own), and its page size
 * the list's perPage. Without a saved choice: the list's own defaults.
 */
export const migratedListDefaults = (
  userId: number | string,
  table: TablePreferenceName,
  available: readonly string[],
  defaults: { hidden: readonly string[]; perPage: number },
): { hidden: string[]; perPage: number } => {
  const saved = savedTablePreferences(userId, table, available);
  if (!saved) return { hidden: available.filter((c) => defaults.hidden.includes(c)), perPage: defaults.perPage };
  return { hidden: available.filter((c) => !saved.columns.includes(c)), perPage: saved.per_page };
};
