import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../../../../src/portal/layout/Breadcrumbs';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { TransactionShow } from '../../../../src/portal/transactions/TransactionShow';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { signInAs } from './renderMoneyPage';

const tx = (over: Record<string, unknown>) => ({
  id: 41, name: 'KTR-41', type_id: 'withdrawal', status: 'pending', readable_status: 'Pending', amount: '12.34', fee_amount: '0.50', currency: 'EUR',
  bank_account_id: 5, to_account_id: null, created_at: '2026-06-01T10:00:00.000Z', ...over,
});

const open = (record: Record<string, unknown>) => {
  mockFetch((call: RecordedCall) => (call.url.startsWith('/api/v1/manager/transactions/41') ? { body: { data: record } } : { status: 404, body: { message: 'Not found.' } }));
  return renderRoutes('/manager/transactions/41', { '/manager/transactions/:transaction_id': <><Breadcrumbs /><TransactionShow /></> }, { dataProvider });
};

afterEach(cleanUpPages);

describe('TransactionShow (issue 21 item 8)', () => {
  it('leads back to Pending Transactions for a pending one, and offers Repeat but no Return for a withdrawal', async () => {
    signInAs('manager');
    open(tx({}));
    const crumbs = await screen.findByRole('navigation', { name: /breadcrumb/i });
    expect(await within(crumbs).findByRole('link', { name: 'Pending Transactions' })).toHaveAttribute('href', '/manager/transactions/pending_transactions');
    expect(await screen.findByRole('link', { name: 'Repeat' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Return' })).not.toBeInTheDocument();
  });

  it('shows the payee\'s IBAN of a withdrawal in groups of four, or its account number (issue 21 item 7)', async () => {
    signInAs('manager');
    open(tx({ beneficiary_name: 'Falkenrath GmbH', payee: { customer_name: 'Falkenrath GmbH', customer_iban: 'DE89370400440532013000', transfer_service: 'sepa' } }));
    const label = await screen.findByText('Beneficiary IBAN');
    expect(label.nextElementSibling).toHaveTextContent('DE89 3704 0044 0532 0130 00');
    cleanUpPages();
    signInAs('manager');
    open(tx({ payee: { customer_account: '31926819', customer_sort_code: '401276', transfer_service: 'fps_chaps' } }));
    expect((await screen.findByText('Beneficiary account')).nextElementSibling).toHaveTextContent('401276 31926819');
    expect(screen.queryByText('Beneficiary IBAN')).not.toBeInTheDocument();
  });

  it('leads back to Approved Transactions for an approved transfer, which can be returned', async () => {
    signInAs('manager');
    open(tx({ type_id: 'transfer', status: 'approved', readable_status: 'Approved', to_account_id: 6 }));
    const crumbs = await screen.findByRole('navigation', { name: /breadcrumb/i });
    expect(await within(crumbs).findByRole('link', { name: 'Approved Transactions' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Return' })).toHaveAttribute('href', '/manager/payments/transfer/return?tx=41');
  });
});
