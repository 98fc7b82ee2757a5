import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('prints the wire confirmation of an approved withdrawal: the server\'s PDF in a hidden frame of the page, printed there', async () => {
    signInAs('manager');
    const pdf = '%PDF-1.7 wire confirmation KTR-41';
    const asked: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      if (url.startsWith('/api/v1/manager/transactions/41/wire-confirmation')) return new Response(pdf, { headers: { 'content-type': 'application/pdf' } });
      if (url.startsWith('/api/v1/manager/transactions/41')) return Response.json({ data: tx({ status: 'approved', readable_status: 'Approved' }) });
      return Response.json({ message: 'Not found.' }, { status: 404 });
    }));
    const printed: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (printed.push(blob), 'blob:wire-confirmation'), revokeObjectURL: () => undefined }));
    renderRoutes('/manager/transactions/41', { '/manager/transactions/:transaction_id': <TransactionShow /> }, { dataProvider });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print wire confirmation' }));
    const frame = await vi.waitFor(() => {
      const found = document.querySelector<HTMLIFrameElement>('iframe[src="blob:wire-confirmation"]');
      if (!found) throw new Error('no print frame yet');
      return found;
    });
    expect(asked.some((u) => u.startsWith('/api/v1/manager/transactions/41/wire-confirmation'))).toBe(true);
    expect(await printed[0]?.text()).toBe(pdf);
    // The frame is out of sight and out of the keyboard's way; once loaded it prints itself and goes after printing.
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    const view = frame.contentWindow as Window;
    const print = vi.spyOn(view, 'print').mockImplementation(() => undefined);
    frame.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledTimes(1);
    view.dispatchEvent(new Event('afterprint'));
    expect(document.querySelector('iframe[src="blob:wire-confirmation"]')).toBeNull();
  });
});
