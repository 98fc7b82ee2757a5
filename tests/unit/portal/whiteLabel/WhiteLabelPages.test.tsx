import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WhiteLabelDocument, WhiteLabelSettings } from '../../../../src/contract/entities';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { createQueryClient } from '../../../../src/portal/providers/queryClient';
import { ManagerWhiteLabelDocumentsPage } from '../../../../src/portal/whiteLabel/ManagerWhiteLabelDocumentsPage';
import { ManagerWhiteLabelPage } from '../../../../src/portal/whiteLabel/ManagerWhiteLabelPage';
import { AdminWhiteLabelPage } from '../../../../src/portal/whiteLabel/AdminWhiteLabelPage';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';

const settings: WhiteLabelSettings = {
  name: 'Kontor', theme: 'kontor', primary_color: '#1f4e79', secondary_color: '#263238', background_url: null, favicon_url: null, logo_url: null, dark_logo_url: null,
  support_email: 'support@kontor.test', cache_set_at: '2026-06-15T10:00:00.000Z', inherited: true, theme_locked: true,
};
const report: WhiteLabelDocument = {
  id: null, document_type: 'report', header_text: 'Kontor Bank AG', footer_text: null, header_image_url: null, footer_image_url: null, signature_image_url: null, stamp_image_url: null,
  enabled: true, updated_at: null, inherited: true,
};
const meta = { current_page: 1, last_page: 1, per_page: 10, path: '/api/v1/manager/company/white-label/documents', from: 1, to: 1, total: 1 };

/** The document the fake server holds (a save replaces it, as on the server). */
let stored: WhiteLabelDocument = report;

const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/manager/company/white-label' && call.method === 'GET') return { body: { data: settings } };
  if (url.pathname === '/api/v1/manager/company/white-label' && call.method === 'PUT') {
    const body = call.body as Record<string, string>;
    if (body.primary_color === '#000001') return { status: 422, body: { message: 'The colour must be a hex colour like #1a2b3c.', errors: { primary_color: ['The colour must be a hex colour like #1a2b3c.'] } } };
    return { body: { data: { ...settings, ...body, inherited: false, cache_set_at: '2026-06-15T10:05:00.000Z' }, message: 'White label updated successfully.' } };
  }
  if (url.pathname === '/api/v1/manager/company/white-label/documents' && call.method === 'GET') return { body: { data: [stored], meta } };
  if (url.pathname === '/api/v1/manager/company/white-label/documents' && call.method === 'PUT') {
    stored = { ...report, ...(call.body as object), id: 3, inherited: false };
    return { body: { data: stored, message: 'Document updated successfully.' } };
  }
  return { status: 404, body: { message: 'Not found.' } };
};

const renderAt = (url: string) =>
  render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider as DataProvider} store={memoryStore()} queryClient={createQueryClient()}>
        <Routes>
          <Route path="/manager/white-label" element={<ManagerWhiteLabelPage />} />
          <Route path="/manager/white-label/documents" element={<ManagerWhiteLabelDocumentsPage />} />
          <Route path="/admin/white-label" element={<AdminWhiteLabelPage />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );

afterEach(() => {
  stored = report;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('manager white-label pages', () => {
  it('shows the inherited defaults, checks the form before sending, and saves every field', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderAt('/manager/white-label');
    expect(await screen.findByText(/uses the platform defaults/)).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Product name' });
    expect(name).toHaveValue('Kontor');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save white label' }));
    expect(await screen.findByText('Enter the product name.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(name, '  Acme Pay ');
    await user.click(screen.getByRole('button', { name: 'Save white label' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Acme Pay', primary_color: '#1f4e79', secondary_color: '#263238', support_email: 'support@kontor.test', background_url: '', favicon_url: '', logo_url: '', dark_logo_url: '',
    });
    await waitFor(() => expect(screen.queryByText(/uses the platform defaults/)).not.toBeInTheDocument());
  });

  it('puts the server refusal of a colour on its field', async () => {
    signInAs('manager');
    mockFetch(server);
    const user = userEvent.setup();
    renderAt('/manager/white-label');
    const primary = await screen.findByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.type(primary, '#000001');
    await user.click(screen.getByRole('button', { name: 'Save white label' }));
    expect(await screen.findByText('The colour must be a hex colour like #1a2b3c.')).toBeInTheDocument();
  });

  it('lists the documents from the server and saves an edited one in its row', async () => {
    signInAs('manager');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderAt('/manager/white-label/documents');
    const row = await screen.findByTestId('white-label-document-report');
    expect(within(row).getByText('Default')).toBeInTheDocument();
    // The documents are the white-label-documents resource: react-admin's list, its first page size.
    expect(new URL(calls[0]?.url ?? '', 'http://portal.test').searchParams.get('per_page')).toBe('25');
    await user.click(within(row).getByRole('button', { name: 'Edit Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Report' });
    const header = within(dialog).getByRole('textbox', { name: 'Header text' });
    await user.clear(header);
    await user.type(header, ' Acme Pay ');
    await user.click(within(dialog).getByRole('button', { name: 'Save document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ document_type: 'report', header_text: 'Acme Pay', footer_text: '', enabled: true });
    expect(await within(screen.getByTestId('white-label-document-report')).findByText('Acme Pay')).toBeInTheDocument();
    expect(within(screen.getByTestId('white-label-document-report')).queryByText('Default')).not.toBeInTheDocument();
  });
});

describe('admin white-label page', () => {
  const adminServer = (locked: boolean) => (call: RecordedCall) => {
    const url = new URL(call.url, 'http://portal.test');
    const record = { ...settings, inherited: false, theme_locked: locked };
    if (url.pathname === '/api/v1/a/white-label' && call.method === 'GET') return { body: { data: record } };
    if (url.pathname === '/api/v1/a/white-label' && call.method === 'PUT') return { body: { data: { ...record, ...(call.body as object) } } };
    return { status: 404, body: { message: 'Not found.' } };
  };

  it('sends the chosen theme with the platform defaults', async () => {
    signInAs('admin');
    const calls = mockFetch(adminServer(false));
    const user = userEvent.setup();
    renderAt('/admin/white-label');
    await user.click(await screen.findByRole('combobox', { name: 'Brand theme' }));
    await user.click(await screen.findByRole('option', { name: 'Harbor' }));
    await user.click(screen.getByRole('button', { name: 'Save white label' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'Kontor', theme: 'harbor' });
  });

  it('keeps a locked theme out of the update', async () => {
    signInAs('admin');
    const calls = mockFetch(adminServer(true));
    const user = userEvent.setup();
    renderAt('/admin/white-label');
    const name = await screen.findByRole('textbox', { name: 'Product name' });
    await user.type(name, ' Bank');
    await user.click(screen.getByRole('button', { name: 'Save white label' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body.name).toBe('Kontor Bank');
    expect(body).not.toHaveProperty('theme');
  });
});
