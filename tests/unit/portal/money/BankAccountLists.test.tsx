import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BankAccount, BankAccountIntegrity } from '../../../../src/contract/entities';
import { AdminBankAccountList } from '../../../../src/portal/bankAccounts/AdminBankAccountList';
import { IntegrityCheckList } from '../../../../src/portal/bankAccounts/IntegrityCheckList';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { signInAs } from './renderMoneyPage';

const account: BankAccount = {
  id: 3, company_id: 7, name: 'Main', currency: 'EUR', currency_unit: { value: 'EUR', sub_unit: 2, currency_type: 'fiat' }, iban: 'DE89370400440532013000',
  account_number: null, payment_service: null, balance: '1234.50', available_balance: '1000.00', transmission_protocols_disabled: [], selected: true,
  temporary_ibans: [], portal_service_active: false, psp_portal_accounts: [], created_at: '2026-01-01T00:00:00.000Z',
};
const check: BankAccountIntegrity = {
  id: 9, bank_account: { id: 3, name: 'Main', currency: 'EUR', iban: null }, status: 'failed', balance: '10.00', postings_sum: '9.00', difference: '1.00', checked_at: '2026-06-01T10:00:00.000Z',
};
const page = <T,>(data: T[], total: number) => ({ body: { data, meta: { current_page: 1, last_page: 2, per_page: 100, path: '', from: 1, to: data.length, total } } });

const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/a/bank-accounts') return page([account], 150);
  if (url.pathname === '/api/v1/a/integrity-checks') return page([check], 1);
  return { status: 404, body: { message: 'Not found.' } };
};
const query = (calls: RecordedCall[], path: string) => calls.map((c) => new URL(c.url, 'http://portal.test')).filter((u) => u.pathname === path).map((u) => u.searchParams);

afterEach(cleanUpPages);

describe('admin bank account lists', () => {
  it('lists the accounts 100 a page, searches by text and company id after typing, and pages on the server', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const u = userEvent.setup();
    renderRoutes('/admin/bank-accounts', { '/admin/bank-accounts': <AdminBankAccountList /> });
    expect(await screen.findByText('Main · EUR')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Company', 'Account', 'IBAN / account number', 'Balance', 'Available', 'Actions']);
    expect(screen.getByText(/^1\D100 of 150$/)).toBeInTheDocument();
    expect(query(calls, '/api/v1/a/bank-accounts')[0]?.get('per_page')).toBe('100');
    await u.type(screen.getByLabelText('Search'), ' main ');
    await u.type(screen.getByLabelText('Company ID'), '7');
    await waitFor(() => expect(query(calls, '/api/v1/a/bank-accounts').some((q) => q.get('search')?.trim() === 'main' && q.get('company_id') === '7')).toBe(true));
    await u.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(query(calls, '/api/v1/a/bank-accounts').some((q) => q.get('page') === '2' && q.get('search')?.trim() === 'main')).toBe(true));
  });

  it('lists the integrity checks and filters them by status on the server', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const u = userEvent.setup();
    renderRoutes('/admin/bank-accounts/integrity', { '/admin/bank-accounts/integrity': <IntegrityCheckList /> });
    expect(await screen.findByText('#3 Main · EUR')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Checked', 'Account', 'Status', 'Balance', 'Sum of postings', 'Difference']);
    expect(screen.getByText(/^1\D1 of 1$/)).toBeInTheDocument();
    await u.click(screen.getByRole('combobox', { name: 'Status' }));
    await u.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(query(calls, '/api/v1/a/integrity-checks').some((q) => q.get('status') === 'failed')).toBe(true));
  });
});
