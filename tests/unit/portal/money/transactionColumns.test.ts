import { describe, expect, it } from 'vitest';
import { ADMIN_HIDDEN_COLUMNS, APPROVED_COLUMNS, columnSourceOf, sortFieldOf, transactionColumns } from '../../../../src/portal/transactions/transactionColumns';
import { apiFilter, EMPTY_FILTERS, filtersFromQuery } from '../../../../src/portal/transactions/transactionFilters';

describe('transaction column sets', () => {
  it('the approved list of another theme has the spec columns', () => {
    expect(transactionColumns({ mode: 'approved_transactions', theme: 'assets', admin: false })).toEqual([...APPROVED_COLUMNS]);
  });

  it('pending lists use created_at and the accounts themselves', () => {
    const cols = transactionColumns({ mode: 'pending_transactions', theme: 'assets', admin: false });
    expect(cols.slice(0, 1)).toEqual(['created_at']);
    expect(cols).toEqual(expect.arrayContaining(['bank_account', 'from_account', 'to_account']));
    expect(cols).not.toContain('log_created_at');
    expect(cols).not.toContain('bank_account_id');
  });

  it('the admin variant adds external_service_type_id after the type and the fee after the amount', () => {
    const cols = transactionColumns({ mode: 'admin_action_require_transactions', theme: 'kontor', admin: true });
    expect(cols[cols.indexOf('type_id') + 1]).toBe('external_service_type_id');
    expect(cols[cols.indexOf('amount') + 1]).toBe('fee_amount');
    expect(cols).toHaveLength(APPROVED_COLUMNS.length + 2);
  });

  it('the admin list keeps amount, fee, payee, status and actions in view and hides the rest until shown', () => {
    for (const mode of ['pending_transactions', 'approved_transactions'] as const) {
      const shown = transactionColumns({ mode, theme: 'kontor', admin: true }).filter((c) => !ADMIN_HIDDEN_COLUMNS.includes(c));
      expect(shown).toEqual(expect.arrayContaining(['amount', 'fee_amount', 'beneficiary_name', 'readable_status', 'actions']));
      expect(shown.length).toBeLessThanOrEqual(9);
    }
  });

  it('the first theme shows a reduced set with the reference message, id and actions', () => {
    const cols = transactionColumns({ mode: 'approved_transactions', theme: 'kontor', admin: false });
    expect(cols.length).toBeLessThan(APPROVED_COLUMNS.length);
    expect(cols).toEqual(expect.arrayContaining(['id', 'ref_message', 'actions']));
  });

  it('sorts only on what the server sorts', () => {
    expect(sortFieldOf('type_id')).toBe('type');
    expect(sortFieldOf('readable_status')).toBe('status');
    expect(sortFieldOf('ref_message')).toBeNull();
  });

  it("keys a DataTable column by the server's sort field, else by its name", () => {
    expect(columnSourceOf('type_id')).toBe('type');
    expect(columnSourceOf('bank_account')).toBe('bank_account_id');
    expect(columnSourceOf('ref_message')).toBe('ref_message');
  });
});

describe('transaction filters from a link', () => {
  it('read the aliases of document 1 section 2.2', () => {
    expect(filtersFromQuery('?bid=4&cid=2&tid[]=10&tid[]=11&start_date=2026-01-01&end_date=2026-02-01&period=current_year')).toEqual({
      ...EMPTY_FILTERS, bank_account_id: '4', company_id: '2', tid: ['10', '11'], from_date: '2026-01-01', to_date: '2026-02-01', period: 'current_year',
    });
    expect(filtersFromQuery('?bank_account_id=5&company_id=3&from_date=2026-03-01').bank_account_id).toBe('5');
  });

  it('ignore values that are not what they should be', () => {
    expect(filtersFromQuery('?bid=abc&period=forever&from_date=yesterday&tid[]=x')).toEqual(EMPTY_FILTERS);
  });

  it('become the API filter; managers never send a company', () => {
    const f = { ...EMPTY_FILTERS, bank_account_id: '4', company_id: '2', search: '  acme ' };
    expect(apiFilter('pending_transactions', f, false)).toEqual({ mode: 'pending_transactions', bank_account_id: '4', search: 'acme' });
    expect(apiFilter('pending_transactions', f, true)).toEqual({ mode: 'pending_transactions', bank_account_id: '4', company_id: '2', search: 'acme' });
  });
});
