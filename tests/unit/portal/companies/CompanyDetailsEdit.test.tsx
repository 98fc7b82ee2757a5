import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCompany } from '../../../../src/contract/entities';
import { CompanyProfile } from '../../../../src/portal/companies/CompanyProfile';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { createQueryClient } from '../../../../src/portal/providers/queryClient';
import { mockFetch, type Answer, type RecordedCall } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';

const acme: AdminCompany = {
  id: 7, name: 'Acme Trading', enabled: true, enabled_features: { crypto: true }, psp_portal_attached: false, white_label_enabled: false, legal_type: 'company',
  company_types: ['REGULAR'], affiliate_owner_company: { id: 3, name: 'Parent Holding' }, portal_services: {}, payment_service_status: 'ACTIVE', zoho_id: null,
  employees_count: 1, created_at: '2026-01-01T10:00:00Z', country: 'DE', accounts_summary: [], payment_services: [],
};

type UpdateBody = { enabled: boolean; enabled_features: Record<string, boolean>; zoho_id: string };

/** A company kept by the server: a PUT changes what the next GET answers; `refuse` answers a PUT with a 422 instead. */
const companyServer = (refuse?: (body: UpdateBody) => Answer | null) => {
  let company: AdminCompany = { ...acme };
  return (call: RecordedCall): Answer => {
    const { pathname } = new URL(call.url, 'http://portal.test');
    if (pathname !== '/api/v1/a/companies/7') return { status: 404, body: { message: 'Not found.' } };
    if (call.method === 'PUT') {
      const body = call.body as UpdateBody;
      const refused = refuse?.(body);
      if (refused) return refused;
      company = { ...company, ...body, zoho_id: body.zoho_id || null };
      return { body: { data: company, message: 'Company updated successfully.' } };
    }
    return { body: { data: company } };
  };
};

const gets = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.url.includes('/a/companies/7'));
const puts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PUT');

const renderProfile = (provider: DataProvider = dataProvider as DataProvider) =>
  render(
    <TestMemoryRouter initialEntries={['/admin/company-profile/7']}>
      {/* The portal's query client: companies stay fresh for 10 minutes, as in the app. */}
      <AdminContext i18nProvider={i18nProvider} dataProvider={provider} store={memoryStore()} queryClient={createQueryClient()}>
        <Routes>
          <Route path="/admin/company-profile/:company_id" element={<CompanyProfile />} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('company profile: the Details tab', () => {
  it('is react-admin\'s Edit of the company, sharing the Show\'s getOne (one request)', async () => {
    signInAs('admin');
    const calls = mockFetch(companyServer());
    const getOne = vi.fn(dataProvider.getOne);
    renderProfile({ ...dataProvider, getOne } as DataProvider);
    const save = await screen.findByRole('button', { name: 'Save' });
    // react-admin's SaveButton, submitting the form of the Edit view.
    expect(save).toHaveAttribute('type', 'submit');
    expect(save.closest('form')?.closest('.RaEdit-main')).not.toBeNull();
    expect(screen.getByText('Parent Holding')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Company enabled' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Crypto' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Affiliation' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Regular' })).toBeChecked();
    expect(getOne.mock.calls.every(([resource, params]) => resource === 'companies' && params.meta?.view === 'profile')).toBe(true);
    expect(getOne).toHaveBeenCalledTimes(1);
    expect(gets(calls)).toHaveLength(1);
  });

  it('sends every field of the form and then shows the company as the server saved it', async () => {
    signInAs('admin');
    const calls = mockFetch(companyServer());
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('switch', { name: 'Affiliation' }));
    await user.click(screen.getByRole('checkbox', { name: 'White label' }));
    await user.type(screen.getByLabelText('CRM (Zoho) id'), '  ZC-9 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company updated.')).toBeInTheDocument();
    expect(puts(calls).map((c) => c.body)).toEqual([{
      enabled: true, white_label_enabled: false, psp_portal_attached: false, two_factor_required: false,
      enabled_features: { affiliation: true, crypto: true, portals: false, psp_portal: false, create_accounts: false },
      company_types: ['REGULAR', 'WHITE_LABEL'], zoho_id: 'ZC-9',
    }]);
    // The Show and the Edit read the company again (one request for both); the form starts from it: the CRM id as stored.
    await waitFor(() => expect(gets(calls)).toHaveLength(2));
    await waitFor(() => expect(screen.getByLabelText('CRM (Zoho) id')).toHaveValue('ZC-9'));
    expect(screen.getByRole('switch', { name: 'Affiliation' })).toBeChecked();
    // Back on the tab after another one: the saved values, from the cache.
    await user.click(screen.getByRole('tab', { name: 'Accounts' }));
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(await screen.findByLabelText('CRM (Zoho) id')).toHaveValue('ZC-9');
    expect(screen.getByRole('switch', { name: 'Affiliation' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'White label' })).toBeChecked();
    expect(gets(calls)).toHaveLength(2);
  });

  it('puts the server\'s 422 message on its input', async () => {
    signInAs('admin');
    const message = 'A company can be attached to the PSP portal only while its PSP portal feature is on.';
    const calls = mockFetch(companyServer(() => ({ status: 422, body: { message, errors: { psp_portal_attached: [message] } } })));
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('switch', { name: 'Attached to the PSP portal' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const shown = await screen.findByText(message);
    expect(shown.closest('.ra-input-psp_portal_attached')).toContainElement(screen.getByRole('switch', { name: 'Attached to the PSP portal' }));
    expect(screen.queryByText('Company updated.')).not.toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
    // What the person chose stays.
    expect(screen.getByRole('switch', { name: 'Attached to the PSP portal' })).toBeChecked();
  });

  it('asks before disabling the company; after the confirmation a 422 still lands on its input', async () => {
    signInAs('admin');
    const message = 'The CRM id is already used by another company.';
    const calls = mockFetch(companyServer((body) => (body.zoho_id === 'ZC-1' ? { status: 422, body: { message, errors: { zoho_id: [message] } } } : null)));
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('switch', { name: 'Company enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Disable Acme Trading? Its users lose access to their company data at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(calls)).toHaveLength(0);

    await user.type(screen.getByLabelText('CRM (Zoho) id'), 'ZC-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable the company' }));
    await waitFor(() => expect(screen.getByLabelText('CRM (Zoho) id')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(puts(calls).map((c) => c.body)).toMatchObject([{ enabled: false, zoho_id: 'ZC-1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Fixed, asked again, saved: the company shows as disabled.
    await user.clear(screen.getByLabelText('CRM (Zoho) id'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable the company' }));
    expect(await screen.findByText('Company updated.')).toBeInTheDocument();
    expect(puts(calls)[1]?.body).toMatchObject({ enabled: false, zoho_id: '' });
    await waitFor(() => expect(gets(calls)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Company enabled' })).not.toBeChecked();
    // Saving again with the company already disabled does not ask.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(3));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
