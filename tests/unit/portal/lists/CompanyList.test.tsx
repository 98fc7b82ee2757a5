import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCompany } from '../../../../src/contract/entities';
import { CompanyList } from '../../../../src/portal/companies/CompanyList';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const company = (i: number): AdminCompany => ({
  id: i, name: `Company ${String(i).padStart(2, '0')}`, enabled: i % 4 !== 0, enabled_features: {}, psp_portal_attached: false, white_label_enabled: false, legal_type: i % 2 ? 'company' : 'individual',
  company_types: ['REGULAR'], affiliate_owner_company: null, portal_services: {}, payment_service_status: 'ACTIVE', zoho_id: null, employees_count: i, created_at: `2026-01-01T10:${String(i).padStart(2, '0')}:00Z`, country: 'DE',
}) as AdminCompany;
const ALL = Array.from({ length: 55 }, (_, i) => company(i + 1));

const serve = () => {
  const calls: GetListParams[] = [];
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    calls.push(params);
    const f = params.filter ?? {};
    const field = (params.sort?.field ?? 'created_at') as keyof AdminCompany;
    const sign = params.sort?.order === 'DESC' ? -1 : 1;
    const rows = ALL.filter((c) => (!f.search || c.name.toLowerCase().includes(String(f.search).toLowerCase())) && (f.enabled === undefined || String(Number(c.enabled)) === f.enabled))
      .sort((a, b) => sign * String(a[field]).localeCompare(String(b[field])));
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  });
  return { calls, dataProvider: testDataProvider({ getList: getList as never }) };
};

const render = (dataProvider: ReturnType<typeof serve>['dataProvider']) =>
  renderRoutes('/admin/company-list', { '/admin/company-list': <CompanyList />, '/admin/company-profile/:company_id': <p>profile</p> }, { dataProvider });
const rows = () => within(screen.getByRole('table', { name: 'Company List' })).getAllByRole('row').slice(1);

afterEach(cleanUpPages);

describe('CompanyList (companies resource)', () => {
  it('lists the newest first, sorts by a header, filters and searches on the server, and pages', async () => {
    signInAs('admin');
    const { calls, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'created_at', order: 'DESC' } });
    expect(rows()[0]).toHaveTextContent('Company 55');
    expect(rows()[0]).toHaveAttribute('data-testid', 'company-row');

    await user.click(within(screen.getByRole('columnheader', { name: /^Name/ })).getByText('Name'));
    await waitFor(() => expect(calls.at(-1)?.sort).toEqual({ field: 'name', order: 'ASC' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Company 01'));
    // The types and the user count are not sorted by the server.
    expect(screen.getByRole('columnheader', { name: /Employees|Users/ }).querySelector('.MuiTableSortLabel-root')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Enabled' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ enabled: '0' }));
    await waitFor(() => expect(rows()).toHaveLength(13));
    await user.click(screen.getByRole('combobox', { name: 'Enabled' }));
    await user.click(await screen.findByRole('option', { name: 'Clear value' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.type(screen.getByPlaceholderText('Search by name, id or CRM id'), 'Company 1');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ search: 'Company 1' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.clear(screen.getByPlaceholderText('Search by name, id or CRM id'));
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 2, perPage: 25 }));
  });

  it('hides a column through the chooser, exports every filtered company, and a row opens the profile', async () => {
    signInAs('admin');
    const { calls, dataProvider } = serve();
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined }));
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.getByRole('columnheader', { name: /Country/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('menu')).getByLabelText('Country'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Country/ })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(calls.at(-1)?.pagination?.perPage).toBeGreaterThanOrEqual(55);
    const text = await (created[0] as Blob).text();
    expect(text.trim().split('\n')).toHaveLength(56);
    expect(text).toContain('Company 01');
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeInTheDocument();

    await user.click(within(rows()[0] as HTMLElement).getByText('Yes'));
    expect(await screen.findByText('profile')).toBeInTheDocument();
  });

  it('says when no company matches, and when the list cannot be loaded', async () => {
    signInAs('admin');
    render(testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never }));
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No companies match.');
    cleanUpPages();
    signInAs('admin');
    render(testDataProvider({ getList: (async () => Promise.reject(new Error('boom'))) as never }));
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });
});
