import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../../../src/contract/entities';
import { AdminTransactionList } from '../../../../src/portal/adminTransactions/AdminTransactionList';
import { CheckHistoryPage } from '../../../../src/portal/adminTransactions/CheckHistoryPage';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch } from '../fetchMock';
import { exportCsv } from '../lists/serveList';
import { cleanUpPages } from '../renderRoutes';
import { renderMoneyPage, signInAs } from './renderMoneyPage';

const tx = (id: number): Transaction => ({
  id, name: `KTR-2026-${String(id).padStart(6, '0')}`, type_id: 'withdrawal', status: 'pending', readable_status: 'Pending', bank_account_id: 3, from_account_id: 3, to_account_id: null,
  company_id: 1, currency: 'EUR', remitter_name: 'Acme', beneficiary_name: `Payee ${id}`, amount: '10.00', fee_amount: '0.50', balance: null, source_reference: null,
  fee_description: null, fee_related_transaction: null, ref_message: null, transmission_protocol_id: 'SEPA', transfer_service: 'sepa', source_id: null,
  external_service_type_id: 'bcb', log_created_at: null, created_at: '2026-06-01T09:00:00.000Z',
});

/** The portal's data provider (its writes and actions over the mocked fetch) with lists of these records. */
const provider = (records: Transaction[]) => {
  const calls: GetListParams[] = [];
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    calls.push(params);
    return { data: records, total: records.length };
  });
  return { ...dataProvider, calls, getList };
};

const rowOf = (id: number) => screen.getAllByTestId('transaction-row').find((r) => within(r).queryByText(`Payee ${id}`)) as HTMLElement;

afterEach(cleanUpPages);

describe('AdminTransactionList (admin-transactions resource)', () => {
  it('approves the selected rows in one call after a confirmation, and reads the company filter of the link', async () => {
    signInAs('admin');
    const decided = [5, 7].map((id) => ({ ...tx(id), status: 'approved', source_reference: `KTR-2026-00000${id}`, payee: id === 5 ? { customer_iban: 'DE89370400440532013000' } : null }));
    const calls = mockFetch(() => ({ body: { data: decided, message: '2 transactions approved successfully.' } }));
    const dp = provider([tx(5), tx(6), tx(7)]);
    const user = userEvent.setup();
    renderMoneyPage('/admin/transactions/pending_transactions?cid=9&tid[]=5', '/admin/transactions/:mode', <AdminTransactionList />, dp);
    const rows = await screen.findAllByTestId('transaction-row');
    expect(within(rows[0]!).getByText('bcb')).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith('admin-transactions', expect.objectContaining({ filter: { mode: 'pending_transactions', company_id: '9', tid: ['5'] } }));
    // Nothing selected: the bulk actions are folded away and cannot be used.
    expect(screen.getByRole('button', { name: 'Approve (0)' })).toBeDisabled();

    await user.click(within(rowOf(5)).getByRole('checkbox'));
    await user.click(within(rowOf(7)).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Approve (2)' }));
    expect(await screen.findByText('Approve the 2 selected transactions?')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve (2)' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/v1/a/transactions/approve-api-payments', body: { id: [5, 7], action: 'approve' } });
    // A confirmation that stays on the page names what was approved (issue 21 item 7).
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('2 transactions approved.');
    const lines = within(notice).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual(['KTR-2026-000005: €10.00 (fee €0.50) to Payee 5 (DE89 3704 0044 0532 0130 00)', 'KTR-2026-000007: €10.00 (fee €0.50) to Payee 7']);
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('decision-notice')).toBeNull();
    // The selection is cleared and the list asked again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve (0)' })).toBeDisabled());
    expect(within(rowOf(5)).getByRole('checkbox')).not.toBeChecked();
    await waitFor(() => expect(dp.calls.length).toBeGreaterThan(1));
  });

  it('rejects the selected rows with a reason', async () => {
    signInAs('admin');
    const calls = mockFetch(() => ({ body: { data: [], message: 'Rejected.' } }));
    const user = userEvent.setup();
    renderMoneyPage('/admin/transactions/admin_action_require_transactions', '/admin/transactions/:mode', <AdminTransactionList />, provider([tx(5), tx(6)]));
    await screen.findAllByTestId('transaction-row');
    await user.click(within(rowOf(6)).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Reject (1)' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Reason (optional)'), 'Duplicate');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject (1)' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ body: { id: [6], action: 'reject', reason: 'Duplicate' } });
    expect(await screen.findByRole('status')).toHaveTextContent('One transaction rejected.');
  });

  it('shows amount, fee, payee, status and actions, hides the rest until chosen; sorts, searches, pages and exports on the server', async () => {
    signInAs('admin');
    const dp = provider([{ ...tx(5), payee: { customer_name: 'Payee 5', customer_iban: 'DE89370400440532013000' } }]);
    const user = userEvent.setup();
    renderMoneyPage('/admin/transactions/pending_transactions', '/admin/transactions/:mode', <AdminTransactionList />, dp);
    await screen.findAllByTestId('transaction-row');
    for (const name of [/^Amount/, /^Fee amount/, /^Beneficiary/, /^Status/, /^Actions/]) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(within(rowOf(5)).getByText('€0.50')).toBeInTheDocument();
    // The payee's IBAN under its name (the admin answers carry the payee), in groups of four.
    expect(within(rowOf(5)).getByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /^Remitter/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('menu')).getByLabelText('Remitter'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /^Remitter/ })).toBeInTheDocument());

    expect(dp.calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 100 }, sort: { field: 'created_at', order: 'DESC' } });
    await user.click(within(screen.getByRole('columnheader', { name: /^Status/ })).getByText('Status'));
    await waitFor(() => expect(dp.calls.at(-1)?.sort).toEqual({ field: 'status', order: 'DESC' }));
    await user.type(screen.getByLabelText('Company ID'), '4');
    await waitFor(() => expect(dp.calls.at(-1)?.filter).toEqual({ mode: 'pending_transactions', company_id: '4' }));
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(dp.calls.at(-1)?.pagination).toEqual({ page: 1, perPage: 25 }));

    const lines = await exportCsv(user);
    expect(lines[0]).toContain('Remitter');
    expect(lines[0]).not.toContain('Balance');
    expect(lines[1]).toContain('10.00,EUR,0.50');
  });

  it('has no selection on the approved list; a row opens its history', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderMoneyPage('/admin/transactions/approved_transactions', '/admin/transactions/:mode', <AdminTransactionList />, { getList: async () => ({ data: [{ ...tx(5), status: 'approved' }], total: 1 }) });
    await screen.findAllByTestId('transaction-row');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/admin/transactions/5/history');
    await user.click(within(rowOf(5)).getByText('Payee 5'));
    await waitFor(() => expect(screen.queryByTestId('transaction-row')).toBeNull());
  });
});

describe('CheckHistoryPage (admin-check-records resource)', () => {
  it('finds transactions by ids and reference on the server; a row opens its history', async () => {
    signInAs('admin');
    const dp = provider([tx(5), tx(7)]);
    const user = userEvent.setup();
    renderMoneyPage('/admin/transactions/check-history', '/admin/transactions/check-history', <CheckHistoryPage />, dp);
    await screen.findAllByTestId('transaction-row');
    expect(dp.getList).toHaveBeenCalledWith('admin-check-records', expect.objectContaining({ pagination: { page: 1, perPage: 25 } }));
    await user.type(screen.getByLabelText('Transaction IDs'), '5 7');
    await waitFor(() => expect(dp.calls.at(-1)?.filter).toEqual({ tid: '5,7' }));
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'KTR');
    await waitFor(() => expect(dp.calls.at(-1)?.filter).toEqual({ tid: '5,7', source_reference: 'KTR' }));
    expect(screen.getAllByRole('link', { name: 'History' })[0]).toHaveAttribute('href', '/admin/transactions/5/history');
  });

  it('says when nothing is found', async () => {
    signInAs('admin');
    renderMoneyPage('/admin/transactions/check-history', '/admin/transactions/check-history', <CheckHistoryPage />, { getList: async () => ({ data: [], total: 0 }) });
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No transactions found.');
  });
});
