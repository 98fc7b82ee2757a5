import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../src/contract/constants';
import type { Transaction } from '../../../../src/contract/entities';
import { TransactionListPage } from '../../../../src/portal/transactions/TransactionListPage';
import { mockFetch } from '../fetchMock';
import { exportCsv, hideColumn } from '../lists/serveList';
import { cleanUpPages } from '../renderRoutes';
import { renderMoneyPage, signInAs } from './renderMoneyPage';

const tx = (id: number): Transaction => ({
  id, name: `KTR-2026-${String(id).padStart(6, '0')}`, type_id: 'withdrawal', status: 'approved', readable_status: 'Completed', bank_account_id: 3, from_account_id: 3, to_account_id: null,
  bank_account: { id: 3, name: 'Main EUR', currency: 'EUR', iban: null }, company_id: 1, currency: 'EUR', remitter_name: 'Acme', beneficiary_name: `Payee ${id}`,
  amount: '2500.00', fee_amount: '1.00', balance: '900.00', source_reference: `KTR-2026-${String(id).padStart(6, '0')}`, fee_description: null, fee_related_transaction: null,
  ref_message: `Invoice ${id}`, transmission_protocol_id: 'SEPA', transfer_service: 'sepa', source_id: null, log_created_at: '2026-06-01T10:00:00.000Z', created_at: '2026-06-01T09:00:00.000Z',
});

/** Pages of two rows each (ids page*10+1, page*10+2) of a list of 250; an export (a page larger than 100) gets every record. */
const provider = () => {
  const calls: GetListParams[] = [];
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource === 'bank-accounts') return { data: [], total: 0 };
    calls.push(params);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    if (perPage > 100) return { data: Array.from({ length: 250 }, (_, i) => tx(i + 1)), total: 250 };
    return { data: [tx(page * 10 + 1), tx(page * 10 + 2)], total: 250 };
  });
  // The totals of the list's filters: the dataProvider's read of manager/transactions-metadata.
  const getTransactionTotals = vi.fn(async (_filter: Record<string, unknown>) => ({ total: 250, amount_by_currency: { EUR: '1000.50', GBP: '20.00' }, fee_by_currency: {} }));
  return { calls, getList, getTransactionTotals };
};

const URL_ = '/manager/transactions/approved_transactions';
const PATH = '/manager/transactions/:mode';
const rows = () => screen.getAllByTestId('transaction-row');

beforeEach(() => {
  // Nothing of the page goes around the dataProvider.
  mockFetch(() => ({ status: 500, body: { message: 'not expected' } }));
});
afterEach(cleanUpPages);

describe('TransactionListPage (transactions resource)', () => {
  it('lists the page the server answers, formatted, with the totals and a link to the detail for the manager', async () => {
    signInAs('manager');
    const dp = provider();
    renderMoneyPage(URL_, PATH, <TransactionListPage />, dp);
    const found = await screen.findAllByTestId('transaction-row');
    expect(found).toHaveLength(2);
    expect(within(found[0]!).getByText('Payee 11')).toBeInTheDocument();
    expect(within(found[0]!).getByText('€2,500.00')).toBeInTheDocument();
    expect(within(found[0]!).getByText('Completed')).toBeInTheDocument();
    expect(within(found[0]!).getByRole('link', { name: 'Show' })).toHaveAttribute('href', '/manager/transactions/11');
    expect(screen.getByText('1-100 of 250')).toBeInTheDocument();
    expect(await screen.findByText('250 transactions: €1,000.50 · £20.00')).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith('transactions', expect.objectContaining({
      pagination: { page: 1, perPage: 100 }, sort: { field: 'log_created_at', order: 'DESC' }, filter: { mode: 'approved_transactions' },
    }));
  });

  it('asks the server for the next page, another page size and a new sort', async () => {
    signInAs('manager');
    const dp = provider();
    const user = userEvent.setup();
    renderMoneyPage(URL_, PATH, <TransactionListPage />, dp);
    await screen.findAllByTestId('transaction-row');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Payee 21')).toBeInTheDocument();
    await user.click(within(screen.getByRole('columnheader', { name: /^Amount/ })).getByText('Amount'));
    await waitFor(() => expect(dp.calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 100 }, sort: { field: 'amount', order: 'DESC' } }));
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(dp.calls.at(-1)?.pagination).toEqual({ page: 1, perPage: 50 }));
  });

  it('reads the account filter of the link, and searches and filters on the server', async () => {
    signInAs('manager');
    const dp = provider();
    const user = userEvent.setup();
    renderMoneyPage(`${URL_}?bid=3&period=current_month`, PATH, <TransactionListPage />, dp);
    await screen.findAllByTestId('transaction-row');
    expect(dp.getList).toHaveBeenCalledWith('transactions', expect.objectContaining({ filter: { mode: 'approved_transactions', bank_account_id: '3', period: 'current_month' } }));
    await user.type(screen.getByPlaceholderText('Search'), 'acme');
    await waitFor(() => expect(dp.calls.at(-1)?.filter).toEqual({ mode: 'approved_transactions', bank_account_id: '3', period: 'current_month', search: 'acme' }));
    // The totals follow the same filters.
    await screen.findByText('250 transactions: €1,000.50 · £20.00');
    await waitFor(() => expect(dp.getTransactionTotals.mock.calls.at(-1)?.[0]).toEqual({ mode: 'approved_transactions', bank_account_id: '3', period: 'current_month', search: 'acme' }));
  });

  it('hides a column through the column chooser, and exports the shown columns of every record', async () => {
    signInAs('manager');
    const user = userEvent.setup();
    const dp = provider();
    renderMoneyPage(URL_, PATH, <TransactionListPage />, dp);
    await screen.findAllByTestId('transaction-row');
    await hideColumn(user, 'Reference message');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.queryByRole('columnheader', { name: 'Reference message' })).toBeNull();
    expect(screen.queryByText('Invoice 11')).toBeNull();
    const lines = await exportCsv(user);
    expect(lines).toHaveLength(251);
    expect(lines[0]).not.toContain('Reference message');
    expect(lines[0]).toContain('Amount,Currency');
    expect(lines.some((l) => l.includes('2500.00,EUR'))).toBe(true);
  });

  it("starts from the user's columns and page size saved before the column chooser", async () => {
    signInAs('manager');
    // The demo manager is user 10; before issue 12 their choice was kept per table.
    localStorage.setItem(STORAGE_KEYS.tablePreferences, JSON.stringify({ 10: { approved_transactions: { columns: ['id', 'amount', 'actions'], per_page: 50 } } }));
    const dp = provider();
    const user = userEvent.setup();
    renderMoneyPage(URL_, PATH, <TransactionListPage />, dp);
    await screen.findAllByTestId('transaction-row');
    expect(dp.calls[0]?.pagination).toEqual({ page: 1, perPage: 50 });
    expect(screen.queryByRole('columnheader', { name: /Reference message/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /^Amount/ })).toBeInTheDocument();
    // The old choice is only the starting point: the chooser shows a column again.
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('menu')).getByLabelText('Reference message'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Reference message/ })).toBeInTheDocument());
  });

  it('gives a manager-reader no detail links, and says when there are no transactions or the list fails', async () => {
    signInAs('manager-reader');
    renderMoneyPage(URL_, PATH, <TransactionListPage />, provider());
    await screen.findAllByTestId('transaction-row');
    expect(screen.queryByRole('link', { name: 'Show' })).toBeNull();
    cleanUpPages();
    signInAs('manager');
    renderMoneyPage(URL_, PATH, <TransactionListPage />, { getList: async () => ({ data: [], total: 0 }) });
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No transactions found.');
    cleanUpPages();
    signInAs('manager');
    renderMoneyPage(URL_, PATH, <TransactionListPage />, { getList: async () => Promise.reject(new Error('boom')) });
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
  });
});
