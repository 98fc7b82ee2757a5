import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCompany, OnboardingTransition } from '../../../../src/contract/entities';
import { CompanyList } from '../../../../src/portal/companies/CompanyList';
import { CompanyProfile } from '../../../../src/portal/companies/CompanyProfile';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { createQueryClient } from '../../../../src/portal/providers/queryClient';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';

const acme: AdminCompany = {
  id: 7, name: 'Acme Trading', enabled: true, enabled_features: { crypto: true }, psp_portal_attached: false, white_label_enabled: false, legal_type: 'company',
  company_types: ['REGULAR'], affiliate_owner_company: null, portal_services: {}, payment_service_status: 'ONBOARDING_IN_PROGRESS', zoho_id: null, employees_count: 1,
  created_at: '2026-01-01T10:00:00Z', country: 'DE',
  accounts_summary: [{ currency: 'EUR', currency_type: 'fiat', accounts: 2, balance: '123.45', available_balance: '100.00' }],
  payment_services: [
    { service: 'free_market', status: 'ACTIVE', stage: null },
    { service: 'bcb', status: 'ONBOARDING_IN_PROGRESS', stage: 'documents' },
    { service: 'klarpay', status: 'DISABLED', stage: null },
  ],
};
const jane: AdminCompany = { ...acme, id: 8, name: 'Jane Doe', legal_type: 'individual', enabled: false, payment_service_status: 'DISABLED' };
const transitions: OnboardingTransition[] = [
  { id: 1, from_stage: null, to_stage: 'application', fields: {}, applied_at: '2026-01-01T10:00:00Z' },
  { id: 2, from_stage: 'application', to_stage: 'documents', fields: {}, applied_at: '2026-01-02T10:00:00Z' },
  { id: 3, from_stage: 'documents', to_stage: 'due_diligence', fields: { reference: 'R-1' }, applied_at: null },
];
const page = (data: AdminCompany[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 25, path: '/api/v1/a/companies', from: 1, to: data.length, total: data.length } });

const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/a/companies') return { body: page((url.searchParams.get('enabled') === '0' ? [jane] : [acme, jane]).map(({ accounts_summary: _a, payment_services: _p, ...row }) => row)) };
  if (url.pathname === '/api/v1/a/companies/7') return { body: { data: acme } };
  if (url.pathname === '/api/v1/a/companies/7/payment-services/bcb/onboarding-transitions') return { body: { data: transitions } };
  if (url.pathname === '/api/v1/a/companies/7/payment-services/bcb/apply-next') return { body: { data: { service: 'bcb', status: 'ONBOARDING_IN_PROGRESS', stage: 'due_diligence' } } };
  return { status: 404, body: { message: 'Not found.' } };
};

const renderAt = (url: string) =>
  render(
    <TestMemoryRouter initialEntries={[url]}>
      {/* The portal's query client: companies stay fresh for 10 minutes, as in the app. */}
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider as DataProvider} store={memoryStore()} queryClient={createQueryClient()}>
        <Routes>
          <Route path="/admin/company-list" element={<CompanyList />} />
          <Route path="/admin/company-profile/:company_id" element={<CompanyProfile />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('admin company pages', () => {
  it('lists companies from the server with status chips, filters there and links to the profile', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderAt('/admin/company-list');
    const link = await screen.findByRole('link', { name: 'Acme Trading' });
    expect(link).toHaveAttribute('href', '/admin/company-profile/7');
    expect(screen.getByText('Onboarding in progress').closest('[data-status]')).toHaveAttribute('data-status', 'ONBOARDING_IN_PROGRESS');
    expect(screen.getByText('Disabled').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    const first = new URL(calls[0]?.url ?? '', 'http://portal.test');
    expect(first.searchParams.get('sort')).toBe('created_at');
    expect(first.searchParams.get('per_page')).toBe('25');
    await user.click(screen.getByRole('combobox', { name: 'Enabled' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Acme Trading' })).not.toBeInTheDocument());
    expect(calls.some((c) => new URL(c.url, 'http://portal.test').searchParams.get('enabled') === '0')).toBe(true);
  });

  it('opens the profile from the list with its own data (accounts, services), not the list row', async () => {
    signInAs('admin');
    mockFetch(server);
    const user = userEvent.setup();
    renderAt('/admin/company-list');
    await user.click(await screen.findByRole('link', { name: 'Acme Trading' }));
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Acme Trading');
    await user.click(screen.getByRole('tab', { name: 'Accounts' }));
    expect(await screen.findByTestId('account-summary-row')).toHaveTextContent('€123.45');
  });

  it('shows the accounts summary and applies the next onboarding stage after a confirmation', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderAt('/admin/company-profile/7');
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Acme Trading');
    await user.click(screen.getByRole('tab', { name: 'Accounts' }));
    expect(screen.getByTestId('account-summary-row')).toHaveTextContent('€123.45');
    await user.click(screen.getByRole('tab', { name: 'Payment services' }));
    expect(within(screen.getByTestId('service-klarpay')).getByRole('button', { name: 'Start onboarding' })).toBeInTheDocument();
    expect(within(screen.getByTestId('service-free_market')).queryByRole('button', { name: /onboarding|stage/i })).not.toBeInTheDocument();
    // Services by their provider's names, not their codes.
    expect(within(screen.getByTestId('service-free_market')).getAllByRole('cell')[0]).toHaveTextContent(/^Free Market$/);
    await user.click(await within(screen.getByTestId('service-bcb')).findByRole('button', { name: 'Apply next stage' }));
    expect(await screen.findByText('Move BCB from "Documents" to "Due diligence"?')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/apply-next'))).toBe(false);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply next stage' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/a/companies/7/payment-services/bcb/apply-next'))?.body).toEqual({ transition_id: 3 }));
  });

  it('is the companies record in react-admin\'s Show: an unknown company says so, with no tabs', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    renderAt('/admin/company-profile/99');
    expect(await screen.findByText('Company not found.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/a/companies/99'))).toBe(true);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByTestId('company-name')).not.toBeInTheDocument();
  });
});
