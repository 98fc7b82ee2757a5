import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComplianceFile, ComplianceTracking } from '../../../../src/contract/entities';
import { ComplianceEntityPage } from '../../../../src/portal/compliance/ComplianceEntityPage';
import { ComplianceListPage } from '../../../../src/portal/compliance/ComplianceListPage';
import { CompanyCompliancePanel } from '../../../../src/portal/compliance/CompanyCompliancePanel';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const file = (key: string, over: Partial<ComplianceFile> = {}): ComplianceFile => ({
  id: key.length, key, name: key, status: 'open', filename: null, is_signature_required: false, signed_at: null, uploaded_at: null, mime_type: null, size: null, note: null, ...over,
});
const tracking = (id: number, over: Partial<ComplianceTracking> = {}): ComplianceTracking => ({
  id, category: 'TRANSACTION', status: 'open', step: 'files', compliable_type: 'transaction', compliable_id: 40 + id, company_id: 1,
  files: [file('source_of_funds'), file('payment_purpose', { filename: 'invoice.pdf', status: 'declined', note: 'Unreadable' })], comment: null,
  created_at: '2026-06-01T10:00:00.000Z', updated_at: '2026-06-01T10:00:00.000Z', ...over,
});
const meta = (total: number) => ({ current_page: 1, last_page: 1, per_page: 25, path: '/x', from: total ? 1 : null, to: total || null, total });
const counts = { total: 2, draft: 0, open: 1, verified: 0, submitted: 0, declined: 1, not_found: 0 };

const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  const p = url.pathname.replace('/api/v1/', '');
  if (p === 'manager/compliance-trackings') {
    const status = url.searchParams.get('status');
    const data = [tracking(2, { status: 'declined' }), tracking(1)].filter((t) => !status || t.status === status);
    return { body: { data, meta: meta(data.length), counts } };
  }
  if (p === 'manager/compliance-trackings/transaction/41') return { body: { data: [tracking(1)] } };
  if (p === 'manager/compliance-trackings/transaction/41/counts') return { body: { data: { total: 1, open: 1 } } };
  if (p === 'manager/compliance-trackings/1/files/source_of_funds/document') return { body: { data: tracking(1) } };
  if (p === 'a/companies/5/compliances') return { body: { data: [tracking(3, { status: 'submitted' })], meta: meta(1) } };
  if (p === 'a/compliance-trackings/3/review') return { body: { data: tracking(3, { status: 'verified' }) } };
  return { status: 404, body: { message: 'Not found.' } };
};

afterEach(cleanUpPages);

describe('compliance pages', () => {
  it('lists trackings with status chips and counts, and filters by status and dates on the server', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    const u = userEvent.setup();
    renderRoutes('/manager/compliance-trackings', { '/manager/compliance-trackings': <ComplianceListPage /> });
    expect(await screen.findAllByTestId('compliance-row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '#1' })).toHaveAttribute('href', '/manager/compliance-trackings/transaction/41/1');
    await u.click(screen.getByText('Declined (1)'));
    await waitFor(() => expect(screen.getAllByTestId('compliance-row')).toHaveLength(1));
    expect(calls.some((c) => c.url.includes('status=declined'))).toBe(true);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '05/01/2026' } });
    await waitFor(() => expect(calls.some((c) => c.url.includes('from_date=2026-05-01'))).toBe(true));
  });

  it('uploads a document as multipart after checking it in the browser', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    renderRoutes('/manager/compliance-trackings/transaction/41', { '/manager/compliance-trackings/:entity/:entity_id/:kyc_id?': <ComplianceEntityPage /> });
    const row = (await screen.findAllByTestId('compliance-file'))[0] as HTMLElement;
    expect(within(screen.getAllByTestId('compliance-file')[1] as HTMLElement).getByText('Declined: Unreadable')).toBeInTheDocument();
    const input = within(row).getByLabelText(/Document file for Evidence of the source of funds/);
    fireEvent.change(input, { target: { files: [new File(['<html>'], 'page.html', { type: 'text/html' })] } });
    expect(await within(row).findByRole('alert')).toHaveTextContent('Only PDF, PNG or JPEG files are accepted.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'funds.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(((post?.body as FormData).get('document') as File).name).toBe('funds.pdf');
  });

  it('gives manager-reader the documents without upload buttons', async () => {
    signInAs('manager-reader');
    mockFetch(server);
    renderRoutes('/manager/compliance-trackings/transaction/41', { '/manager/compliance-trackings/:entity/:entity_id/:kyc_id?': <ComplianceEntityPage /> });
    expect(await screen.findAllByTestId('compliance-file')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Upload|Replace/ })).toBeNull();
  });

  it('lets an administrator verify a submitted tracking and asks for a reason before declining', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const u = userEvent.setup();
    renderRoutes('/admin/company', { '/admin/company': <CompanyCompliancePanel companyId={5} /> });
    await screen.findByTestId('admin-compliance-tracking');
    await u.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeDisabled();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await u.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'verified' });
  });
});
