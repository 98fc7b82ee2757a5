import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../../../src/contract/entities';
import { AdminTransactionList } from '../../../../src/portal/adminTransactions/AdminTransactionList';
import { mockFetch } from '../fetchMock';
import { renderMoneyPage, signInAs } from './renderMoneyPage';

const tx = (id: number): Transaction => ({
  id, name: `KTR-2026-${String(id).padStart(6, '0')}`, type_id: 'withdrawal', status: 'pending', readable_status: 'Pending', bank_account_id: 3, from_account_id: 3, to_account_id: null,
  company_id: 1, currency: 'EUR', remitter_name: 'Acme', beneficiary_name: `Payee ${id}`, amount: '10.00', fee_amount: '0.00', balance: null, source_reference: null,
  fee_description: null, fee_related_transaction: null, ref_message: null, transmission_protocol_id: 'SEPA', transfer_service: 'sepa', source_id: null,
  external_service_type_id: 'bcb', log_created_at: null, created_at: '2026-06-01T09:00:00.000Z',
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AdminTransactionList', () => {
  it('approves the selected rows after a confirmation and reads the company filter of the link', async () => {
    signInAs('admin');
    const calls = mockFetch(() => ({ body: { data: [], message: '2 transactions approved successfully.' } }));
    const dp = { getList: vi.fn(async () => ({ data: [tx(5), tx(6), tx(7)], total: 3 })) };
    const user = userEvent.setup();
    renderMoneyPage('/admin/transactions/pending_transactions?cid=9&tid[]=5', '/admin/transactions/:mode', <AdminTransactionList />, dp);
    const rows = await screen.findAllByTestId('transaction-row');
    expect(within(rows[0]!).getByText('bcb')).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith('admin-transactions', expect.objectContaining({ filter: { mode: 'pending_transactions', company_id: '9', tid: ['5'] } }));
    expect(screen.getByRole('button', { name: 'Approve (0)' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select transaction 5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select transaction 7' }));
    await user.click(screen.getByRole('button', { name: 'Approve (2)' }));
    expect(await screen.findByText('Approve the 2 selected transactions?')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve (2)' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/v1/a/transactions/approve-api-payments', body: { id: [5, 7], action: 'approve' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve (0)' })).toBeDisabled());
  });

  it('has no selection on the approved list', async () => {
    signInAs('admin');
    renderMoneyPage('/admin/transactions/approved_transactions', '/admin/transactions/:mode', <AdminTransactionList />, { getList: async () => ({ data: [{ ...tx(5), status: 'approved' }], total: 1 }) });
    await screen.findAllByTestId('transaction-row');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/admin/transactions/5/history');
  });
});
