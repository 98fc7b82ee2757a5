import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TransactionHistoryPage } from '../../../../src/portal/adminTransactions/TransactionHistoryPage';
import { Breadcrumbs } from '../../../../src/portal/layout/Breadcrumbs';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { signInAs } from './renderMoneyPage';

const IBAN = 'DE89370400440532013000';
const record = (status: string) => ({
  id: 41, name: 'KTR-2026-000041', source_reference: 'KTR-2026-000041', type_id: 'withdrawal', status, readable_status: status, amount: '12345.67', fee_amount: '12.35',
  currency: 'EUR', bank_account_id: 5, to_account_id: null, company_id: 3, beneficiary_name: 'Falkenrath GmbH', created_at: '2026-06-01T10:00:00.000Z',
  payee: { customer_name: 'Falkenrath GmbH', customer_iban: IBAN, transfer_service: 'sepa' },
});

/** The admin's server for one transaction awaiting approval; approving it changes its status. */
const serve = (initial: string) => {
  let status = initial;
  return mockFetch((call: RecordedCall) => {
    if (call.url.startsWith('/api/v1/a/transactions/approve-api-payments')) {
      status = 'approved';
      return { body: { data: [record(status)], message: '1 transaction approved successfully.' } };
    }
    if (call.url.startsWith('/api/v1/a/transactions/41/history')) return { body: { data: [] } };
    if (call.url.startsWith('/api/v1/a/transactions/41')) return { body: { data: record(status) } };
    return { status: 404, body: { message: 'Not found.' } };
  });
};

const open = () => renderRoutes('/admin/transactions/41/history', { '/admin/transactions/:transaction_id/history': <><Breadcrumbs /><TransactionHistoryPage /></> }, { dataProvider });

afterEach(cleanUpPages);

describe('TransactionHistoryPage (issue 21 item 7)', () => {
  it('shows the payee with its IBAN, leads back to the list the transaction is in, and approves it there', async () => {
    signInAs('admin');
    const calls = serve('admin_action_require');
    const user = userEvent.setup();
    open();
    expect((await screen.findByText('Beneficiary IBAN')).nextElementSibling).toHaveTextContent('DE89 3704 0044 0532 0130 00');
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(await within(crumbs).findByRole('link', { name: 'External Payment Approval' })).toHaveAttribute('href', '/admin/transactions/admin_action_require_transactions');

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Approve transaction');
    expect(dialog).toHaveTextContent('Approve the selected transaction?');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ id: [41], action: 'approve' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('One transaction approved.');
    expect(notice).toHaveTextContent('KTR-2026-000041: €12,345.67 (fee €12.35) to Falkenrath GmbH (DE89 3704 0044 0532 0130 00)');
    // Fetched again: approved, nothing left to decide, and the way back goes to the approved list.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(await within(crumbs).findByRole('link', { name: 'Approved Transactions' })).toHaveAttribute('href', '/admin/transactions/approved_transactions');
  });

  it('offers no decision on a decided transaction, and leads a pending one back to Pending Transactions', async () => {
    signInAs('admin');
    serve('rejected');
    open();
    await screen.findByText('Beneficiary IBAN');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    cleanUpPages();
    signInAs('admin');
    serve('pending');
    open();
    const crumbs = await screen.findByRole('navigation', { name: /breadcrumb/i });
    expect(await within(crumbs).findByRole('link', { name: 'Pending Transactions' })).toHaveAttribute('href', '/admin/transactions/pending_transactions');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('gives the server\'s comments and the status reason in the chosen language (German)', async () => {
    signInAs('admin');
    mockFetch((call: RecordedCall) => {
      if (call.url.startsWith('/api/v1/a/transactions/41/history')) {
        return { body: { data: [
          { id: 1, status: 'pending', readable_status: 'Pending', user: null, comment: 'Created, awaiting approval', created_at: '2026-06-01T10:00:00.000Z' },
          { id: 2, status: 'rejected', readable_status: 'Rejected', user: null, comment: 'Rejected by an administrator', created_at: '2026-06-01T11:00:00.000Z' },
        ] } };
      }
      if (call.url.startsWith('/api/v1/a/transactions/41')) return { body: { data: { ...record('rejected'), status_reason: 'Rejected by an administrator' } } };
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderRoutes('/admin/transactions/41/history', { '/admin/transactions/:transaction_id/history': <TransactionHistoryPage /> }, { dataProvider, locale: 'de' });
    expect(await screen.findByText('Erstellt, wartet auf Genehmigung')).toBeInTheDocument();
    // The history's comment and the facts' status reason.
    expect(await screen.findAllByText('Von einem Administrator abgelehnt')).toHaveLength(2);
    expect(screen.queryByText('Rejected by an administrator')).not.toBeInTheDocument();
  });
});
