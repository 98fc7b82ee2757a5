import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../fetchMock';
import type { Transaction } from '../../../../src/contract/entities';
import { TransactionListPage } from '../../../../src/portal/transactions/TransactionListPage';
import { readTablePreferences } from '../../../../src/portal/tables/tablePreferences';
import { renderMoneyPage, signInAs } from './renderMoneyPage';

const tx = (id: number): Transaction => ({
  id, name: `KTR-2026-${String(id).padStart(6, '0')}`, type_id: 'withdrawal', status: 'approved', readable_status: 'Completed', bank_account_id: 3, from_account_id: 3, to_account_id: null,
  bank_account: { id: 3, name: 'Main EUR', currency: 'EUR', iban: null }, company_id: 1, currency: 'EUR', remitter_name: 'Acme', beneficiary_name: `Payee ${id}`,
  amount: '2500.00', fee_amount: '1.00', balance: '900.00', source_reference: `KTR-2026-${String(id).padStart(6, '0')}`, fee_description: null, fee_related_transaction: null,
  ref_message: `Invoice ${id}`, transmission_protocol_id: 'SEPA', transfer_service: 'sepa', source_id: null, log_created_at: '2026-06-01T10:00:00.000Z', created_at: '2026-06-01T09:00:00.000Z',
});

const provider = () => ({
  getList: vi.fn(async (resource: string, params: { pagination: { page: number; perPage: number } }) =>
    resource === 'bank-accounts'
      ? { data: [], total: 0 }
      : { data: [tx(params.pagination.page * 10 + 1), tx(params.pagination.page * 10 + 2)], total: 250 }),
});

const URL_ = '/manager/transactions/approved_transactions';
const PATH = '/manager/transactions/:mode';

beforeEach(() => {
  mockFetch(() => ({ body: { data: { total: 250, amount_by_currency: { EUR: '1000.50', GBP: '20.00' }, fee_by_currency: {} } } }));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('TransactionListPage', () => {
  it('lists the page the server answers, formatted, with a link to the detail for the manager', async () => {
    signInAs('manager');
    const dp = provider();
    renderMoneyPage(URL_, PATH, <TransactionListPage />, dp);
    const rows = await screen.findAllByTestId('transaction-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Payee 11')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('€2,500.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Completed')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Show' })).toHaveAttribute('href', '/manager/transactions/11');
    expect(screen.getByText('1–100 of 250')).toBeInTheDocument();
    expect(await screen.findByText('250 transactions: €1,000.50 · £20.00')).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith('transactions', expect.objectContaining({
      pagination: { page: 1, perPage: 100 }, sort: { field: 'log_created_at', order: 'DESC' }, filter: { mode: 'approved_transactions' },
    }));
  });

  it('asks the server for the next page and for a new sort', async () => {
    signInAs('manager');
    const dp = provider();
    const user = userEvent.setup();
    renderMoneyPage(URL_, PATH, <TransactionListPage />, dp);
    await screen.findAllByTestId('transaction-row');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Payee 21')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(dp.getList).toHaveBeenCalledWith('transactions', expect.objectContaining({ pagination: { page: 1, perPage: 100 }, sort: { field: 'amount', order: 'DESC' } })));
  });

  it('reads the account filter of the link', async () => {
    signInAs('manager');
    const dp = provider();
    renderMoneyPage(`${URL_}?bid=3&period=current_month`, PATH, <TransactionListPage />, dp);
    await screen.findAllByTestId('transaction-row');
    expect(dp.getList).toHaveBeenCalledWith('transactions', expect.objectContaining({ filter: { mode: 'approved_transactions', bank_account_id: '3', period: 'current_month' } }));
  });

  it('hides a column and remembers it for the user', async () => {
    signInAs('manager');
    const user = userEvent.setup();
    renderMoneyPage(URL_, PATH, <TransactionListPage />, provider());
    await screen.findAllByTestId('transaction-row');
    expect(screen.getByRole('columnheader', { name: 'Reference message' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reference message' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Reference message' })).toBeNull());
    expect(screen.queryByText('Invoice 11')).toBeNull();
    const stored = readTablePreferences(10, 'approved_transactions', ['id', 'ref_message', 'actions']);
    expect(stored.columns).toEqual(['id', 'actions']);
  });

  it('gives a manager-reader no detail links', async () => {
    signInAs('manager-reader');
    renderMoneyPage(URL_, PATH, <TransactionListPage />, provider());
    await screen.findAllByTestId('transaction-row');
    expect(screen.queryByRole('link', { name: 'Show' })).toBeNull();
  });
});
