import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../src/contract/constants';
import { normalizePreferences, readTablePreferences, writeTablePreferences } from '../../../../src/portal/tables/tablePreferences';

const AVAILABLE = ['log_created_at', 'id', 'type_id', 'amount', 'ref_message', 'actions'];

afterEach(() => localStorage.clear());

describe('table preferences', () => {
  it('default to every column and 100 rows', () => {
    expect(readTablePreferences(7, 'approved_transactions', AVAILABLE)).toEqual({ columns: AVAILABLE, per_page: 100 });
  });

  it('always keep id and actions, drop unknown columns and follow the table order', () => {
    expect(normalizePreferences({ columns: ['amount', 'nonsense', 'type_id'], per_page: 50 }, AVAILABLE)).toEqual({ columns: ['id', 'type_id', 'amount', 'actions'], per_page: 50 });
  });

  it('refuse a page size the server would not serve', () => {
    expect(normalizePreferences({ columns: AVAILABLE, per_page: 1000 }, AVAILABLE).per_page).toBe(100);
    expect(normalizePreferences({ columns: AVAILABLE, per_page: 0 }, AVAILABLE).per_page).toBe(100);
  });

  it('are stored per user and per table', () => {
    writeTablePreferences(7, 'approved_transactions', { columns: ['id', 'amount', 'actions'], per_page: 25 });
    expect(readTablePreferences(7, 'approved_transactions', AVAILABLE)).toEqual({ columns: ['id', 'amount', 'actions'], per_page: 25 });
    expect(readTablePreferences(8, 'approved_transactions', AVAILABLE).per_page).toBe(100);
    expect(readTablePreferences(7, 'pending_transactions', AVAILABLE).columns).toEqual(AVAILABLE);
    writeTablePreferences(8, 'approved_transactions', { columns: ['id'], per_page: 50 });
    expect(readTablePreferences(7, 'approved_transactions', AVAILABLE).per_page).toBe(25);
  });

  it('survive damaged storage', () => {
    localStorage.setItem(STORAGE_KEYS.tablePreferences, '{broken');
    expect(readTablePreferences(7, 'approved_transactions', AVAILABLE).per_page).toBe(100);
    localStorage.setItem(STORAGE_KEYS.tablePreferences, JSON.stringify({ 7: { approved_transactions: { columns: 'id', per_page: '25' } } }));
    expect(readTablePreferences(7, 'approved_transactions', AVAILABLE)).toEqual({ columns: AVAILABLE, per_page: 100 });
  });
});
