import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../src/contract/constants';
import type { TablePreferences } from '../../../../src/contract/entities';
import { migratedListDefaults, normalizePreferences, readTablePreferences, savedTablePreferences } from '../../../../src/portal/lists/tablePreferences';

const AVAILABLE = ['log_created_at', 'id', 'type_id', 'amount', 'ref_message', 'actions'];

/** What the portal stored before the column chooser (user id → table → preferences). */
const saveOld = (userId: number, table: string, prefs: TablePreferences) => {
  const all = JSON.parse(localStorage.getItem(STORAGE_KEYS.tablePreferences) ?? '{}') as Record<string, Record<string, TablePreferences>>;
  all[String(userId)] = { ...all[String(userId)], [table]: prefs };
  localStorage.setItem(STORAGE_KEYS.tablePreferences, JSON.stringify(all));
};

afterEach(() => localStorage.clear());

describe('old table preferences', () => {
  it('default to every column and 100 rows', () => {
    expect(readTablePreferences(7, 'approved_transactions', AVAILABLE)).toEqual({ columns: AVAILABLE, per_page: 100 });
    expect(savedTablePreferences(7, 'approved_transactions', AVAILABLE)).toBeNull();
  });

  it('always keep id and actions, drop unknown columns and follow the table order', () => {
    expect(normalizePreferences({ columns: ['amount', 'nonsense', 'type_id'], per_page: 50 }, AVAILABLE)).toEqual({ columns: ['id', 'type_id', 'amount', 'actions'], per_page: 50 });
  });

  it('refuse a page size the server would not serve', () => {
    expect(normalizePreferences({ columns: AVAILABLE, per_page: 1000 }, AVAILABLE).per_page).toBe(100);
    expect(normalizePreferences({ columns: AVAILABLE, per_page: 0 }, AVAILABLE).per_page).toBe(100);
  });

  it('are read per user and per table', () => {
    saveOld(7, 'approved_transactions', { columns: ['id', 'amount', 'actions'], per_page: 25 });
    saveOld(8, 'approved_transactions', { columns: ['id'], per_page: 50 });
    expect(readTablePreferences(7, 'approved_transactions', AVAILABLE)).toEqual({ columns: ['id', 'amount', 'actions'], per_page: 25 });
    expect(readTablePreferences(8, 'approved_transactions', AVAILABLE).per_page).toBe(50);
    expect(readTablePreferences(9, 'approved_transactions', AVAILABLE).per_page).toBe(100);
    expect(readTablePreferences(7, 'pending_transactions', AVAILABLE).columns).toEqual(AVAILABLE);
  });

  it('survive damaged storage', () => {
    localStorage.setItem(STORAGE_KEYS.tablePreferences, '{broken');
    expect(readTablePreferences(7, 'approved_transactions', AVAILABLE).per_page).toBe(100);
    localStorage.setItem(STORAGE_KEYS.tablePreferences, JSON.stringify({ 7: { approved_transactions: { columns: 'id', per_page: '25' } } }));
    expect(readTablePreferences(7, 'approved_transactions', AVAILABLE)).toEqual({ columns: AVAILABLE, per_page: 100 });
    expect(savedTablePreferences(7, 'approved_transactions', AVAILABLE)).toBeNull();
  });
});

describe('migration to the column chooser', () => {
  const defaults = { hidden: ['ref_message', 'not_offered'], perPage: 100 };

  it('starts from the list defaults when the user saved nothing', () => {
    expect(migratedListDefaults(7, 'approved_transactions', AVAILABLE, defaults)).toEqual({ hidden: ['ref_message'], perPage: 100 });
  });

  it("hides the columns the user's old choice did not show and keeps their page size", () => {
    saveOld(7, 'approved_transactions', { columns: ['id', 'amount', 'ref_message', 'actions'], per_page: 50 });
    expect(migratedListDefaults(7, 'approved_transactions', AVAILABLE, defaults)).toEqual({ hidden: ['log_created_at', 'type_id'], perPage: 50 });
    // Another user and another table keep the defaults.
    expect(migratedListDefaults(8, 'approved_transactions', AVAILABLE, defaults).hidden).toEqual(['ref_message']);
    expect(migratedListDefaults(7, 'pending_transactions', AVAILABLE, defaults).perPage).toBe(100);
  });
});
