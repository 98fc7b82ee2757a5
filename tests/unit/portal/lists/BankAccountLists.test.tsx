import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BankAccount, BankAccountIntegrity } from '../../../../src/contract/entities';
import { AdminBankAccountList } from '../../../../src/portal/bankAccounts/AdminBankAccountList';
import { IntegrityCheckList } from '../../../../src/portal/bankAccounts/IntegrityCheckList';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { bodyRows, catchDownloads, emptyProvider, failingProvider, memoryServer } from './memoryServer';

const accounts = Array.from({ length: 150 }, (_, i): BankAccount => ({
  id: i + 1, company_id: (i % 5) + 1, name: `Account ${i + 1}`, currency: i % 2 ? 'USD' : 'EUR', currency_unit: { value: 'EUR', sub_unit: 2, currency_type: 'fiat' },
  iban: `DE89370400440532${String(i).padStart(6, '0')}`, account_number: null, payment_service: null, balance: `${i}000.50`, available_balance: `${i}000.00`,
  transmission_protocols_disabled: [], selected: false, temporary_ibans: [], portal_service_active: false, psp_portal_accounts: [], created_at: '2026-01-01T00:00:00.000Z',
}) as BankAccount);
const checks = Array.from({ length: 40 }, (_, i): BankAccountIntegrity => ({
  id: i + 1, bank_account: { id: (i % 4) + 1, name: `Account ${(i % 4) + 1}`, currency: 'EUR', iban: null }, status: i % 5 ? 'passed' : 'failed',
  balance: '10.00', postings_sum: i % 5 ? '10.00' : '9.00', difference: i % 5 ? '0.00' : '1.00', checked_at: '2026-06-01T10:00:00.000Z',
}));
const renderAccounts = (dataProvider: ReturnType<typeof memoryServer>['dataProvider']) =>
  renderRoutes('/admin/bank-accounts', { '/admin/bank-accounts': <AdminBankAccountList />, '/admin/transactions/:mode': <p>transactions page</p> }, { dataProvider });
const renderChecks = (dataProvider: ReturnType<typeof memoryServer>['dataProvider']) =>
  renderRoutes('/admin/bank-accounts/integrity', { '/admin/bank-accounts/integrity': <IntegrityCheckList />, '/admin/transactions/:mode': <p>transactions page</p> }, { dataProvider });

afterEach(cleanUpPages);

describe('AdminBankAccountList (admin-bank-accounts resource)', () => {
  it('lists 100 a page by id, filters by company and currency, pages; the server sorts nothing else, so headers do not sort', async () => {
    signInAs('admin');
    const { calls, dataProvider } = memoryServer(accounts, { searchIn: (a) => `${a.name} ${a.iban}` });
    const user = userEvent.setup();
    renderAccounts(dataProvider);
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } });
    expect(bodyRows()[0]).toHaveTextContent('Account 1 · EUR');
    expect(bodyRows()[0]).toHaveTextContent('€0.50');
    await user.click(within(screen.getByRole('columnheader', { name: /^Balance/ })).getByText('Balance'));
    expect(calls.at(-1)?.sort).toEqual({ field: 'id', order: 'ASC' });

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 2, perPage: 100 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));

    await user.type(screen.getByLabelText('Company ID'), 'x');
    expect(await screen.findByText('Enter a number.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Company ID'));
    await user.type(screen.getByLabelText('Company ID'), '2');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ company_id: '2' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    expect(calls.some((c) => (c.filter as Record<string, unknown>).company_id === 'x')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Currency' }));
    await user.click(await screen.findByRole('option', { name: 'USD' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ company_id: '2', currency: 'USD' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
  });

  it('chooses columns, exports every account, and a row opens its transactions', async () => {
    signInAs('admin');
    const { dataProvider } = memoryServer(accounts);
    const created = catchDownloads();
    const user = userEvent.setup();
    renderAccounts(dataProvider);
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('menu')).getByLabelText('Available'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Available/ })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const lines = (await (created[0] as Blob).text()).trim().split('\n');
    expect(lines).toHaveLength(151);
    expect(lines[1]).toContain('0000.50');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(created).toHaveLength(2));
    await user.click(within(bodyRows()[0] as HTMLElement).getByText('Account 1 · EUR'));
    expect(await screen.findByText('transactions page')).toBeInTheDocument();
  });

  it('says when there are no accounts, and when the list cannot be loaded', async () => {
    signInAs('admin');
    renderAccounts(emptyProvider());
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No bank accounts found.');
    cleanUpPages();
    signInAs('admin');
    renderChecks(emptyProvider());
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No integrity checks yet.');
    cleanUpPages();
    signInAs('admin');
    renderAccounts(failingProvider());
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
  });
});

describe('IntegrityCheckList (integrity-checks resource)', () => {
  it('lists the newest checks first, filters by status, pages, chooses columns and exports', async () => {
    signInAs('admin');
    const { calls, dataProvider } = memoryServer(checks);
    const created = catchDownloads();
    const user = userEvent.setup();
    renderChecks(dataProvider);
    await waitFor(() => expect(bodyRows()).toHaveLength(40));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } });
    expect(screen.getAllByTestId('integrity-check-row')[0]).toHaveAttribute('data-status', 'passed');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ status: 'failed' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(8));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('menu')).getByLabelText('Sum of postings'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Sum of postings/ })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect((await (created[0] as Blob).text()).trim().split('\n')).toHaveLength(9);
  });

  it('pages on the server at 25, 50 or 100 a page', async () => {
    signInAs('admin');
    const { calls, dataProvider } = memoryServer([...checks, ...checks.map((c) => ({ ...c, id: c.id + 100 })), ...checks.map((c) => ({ ...c, id: c.id + 200 }))]);
    const user = userEvent.setup();
    renderChecks(dataProvider);
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    await user.click(screen.getByRole('combobox', { name: /Rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 1, perPage: 25 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
  });
});
