import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentApproval } from '../../../../src/contract/approvals';
import { ApprovalList } from '../../../../src/portal/approvals/ApprovalList';
import { ApprovalShow } from '../../../../src/portal/approvals/ApprovalShow';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { fakeRealtime } from '../fakeRealtime';
import { mockFetch } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';

// Issue 40: the approvals inbox and a held payment's page follow the company's approvals live.
const live = fakeRealtime();

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const approval = (over: Partial<PaymentApproval>): PaymentApproval => ({
  id: 5, kind: 'transaction', transaction_id: 41, import_id: null, reference: 'KTR-2026-000041', type: 'withdrawal', beneficiary: 'Vier Augen GmbH', status: 'awaiting', total: '9124.45', currency: 'EUR',
  requested_by: { id: 2, name: 'Max Mustermann', email: 'manager@kontor.test' }, requested_at: '2026-12-08 01:00:00', expires_at: '2026-12-15 01:00:00', required: 1, approvals: [],
  rule: { id: 1, currency: 'EUR', threshold: '9000.00', approvals_required: 1, import_basis: 'total' }, decided_by: null, decided_at: null, reason: null, can_decide: true, ...over,
});

describe('approvals live', () => {
  it('the inbox fetches its list again when a payment is held or decided', async () => {
    signInAs('manager');
    let rows: PaymentApproval[] = [];
    const calls = mockFetch((c) => (c.url.includes('/manager/approvals') ? { body: { data: rows, meta: { current_page: 1, last_page: 1, per_page: 25, total: rows.length } } } : { body: { data: [] } }));
    renderMoneyPage('/manager/approvals', '/manager/approvals', <ApprovalList />, dataProvider, { realtime: live });
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/manager/approvals'))).toHaveLength(1));
    rows = [approval({})];
    live.emit('approval.created', { id: 5, status: 'awaiting' });
    expect(await screen.findByText('KTR-2026-000041')).toBeInTheDocument();
    rows = [];
    live.emit('approval.updated', { id: 5, status: 'approved' });
    await waitFor(() => expect(screen.queryByText('KTR-2026-000041')).not.toBeInTheDocument());
  });

  it('a held payment’s page shows another manager’s decision without a reload, and its buttons go', async () => {
    signInAs('manager');
    let record = approval({});
    mockFetch((c) => (c.url.includes('/manager/approvals/5') ? { body: { data: record } } : { body: { data: [] } }));
    renderMoneyPage('/manager/approvals/5', '/manager/approvals/:id', <ApprovalShow />, dataProvider, { realtime: live });
    expect(await screen.findByText('Vier Augen GmbH')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve (1)' })).toBeInTheDocument();
    record = approval({ status: 'approved', can_decide: false, approvals: [{ id: 9, name: 'Lena Vogt', email: 'approver@kontor.test', at: '2026-12-08 01:05:00' }] });
    live.emit('approval.updated', { id: 5, status: 'approved' });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve (1)' })).not.toBeInTheDocument();
    expect(screen.getByText('1/1 (Lena Vogt)')).toBeInTheDocument();
  });
});
