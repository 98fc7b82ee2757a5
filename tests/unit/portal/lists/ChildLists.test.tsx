import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChildCompany, ChildComplianceTracking } from '../../../../src/contract/entities';
import { AffiliateCompliancePage } from '../../../../src/portal/affiliates/AffiliateCompliancePage';
import { WhiteLabeledCompliancePage } from '../../../../src/portal/affiliates/WhiteLabeledCompliancePage';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const n2 = (i: number) => String(i).padStart(2, '0');
const child = (i: number): ChildCompany => ({
  id: i, name: `Child ${n2(i)}`, enabled: i !== 2, enabled_features: {}, psp_portal_attached: false, white_label_enabled: false, legal_type: 'company', company_types: ['REGULAR'],
  affiliate_owner_company: { id: 1, name: 'Acme' }, portal_services: {}, payment_service_status: 'ACTIVE', country: 'DE', created_at: `2026-01-${n2((i % 28) + 1)}T10:00:00Z`,
  accounts_summary: i === 1 ? [{ currency: 'EUR', currency_type: 'fiat', accounts: 2, balance: '1234.63', available_balance: '1234.63' }] : [],
});
const tracking = (i: number): ChildComplianceTracking => ({
  id: i, category: i % 2 ? 'TRANSACTION' : 'REGISTRATION', status: i % 3 ? 'submitted' : 'declined', step: 'files', compliable_type: 'transaction', compliable_id: 1000 + i,
  company_id: (i % 3) + 1, files: [], comment: null, created_at: `2026-06-${n2((i % 28) + 1)}T10:00:00Z`, updated_at: '2026-06-01T10:00:00Z', company: { id: (i % 3) + 1, name: `Child ${n2((i % 3) + 1)}` },
});
const CHILDREN = Array.from({ length: 60 }, (_, i) => child(i + 1));
const TRACKINGS = Array.from({ length: 60 }, (_, i) => tracking(i + 1));

/** A server in memory: the children by name/id (search, sort, pages), the trackings newest first (filters, pages). */
const serve = () => {
  const calls: { resource: string; params: GetListParams }[] = [];
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    calls.push({ resource, params });
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const slice = <T,>(rows: T[]) => ({ data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length });
    const f = params.filter ?? {};
    if (resource === 'affiliates' || resource === 'white-labeled') {
      const search = String(f.search ?? '').toLowerCase();
      const field = (params.sort?.field ?? 'name') as 'name' | 'id';
      const sign = params.sort?.order === 'DESC' ? -1 : 1;
      return slice(CHILDREN.filter((c) => c.name.toLowerCase().includes(search)).sort((a, b) => sign * (field === 'id' ? a.id - b.id : a.name.localeCompare(b.name))));
    }
    const rows = TRACKINGS.filter((t) => (!f.status || t.status === f.status) && (!f.category || t.category === f.category) && (!f.company_id || String(t.company_id) === f.company_id) && (!f.search || String(t.compliable_id).includes(String(f.search))));
    return slice(rows);
  });
  const of = (resource: string) => calls.filter((c) => c.resource === resource).map((c) => c.params);
  return { of, dataProvider: testDataProvider({ getList: getList as never }) };
};

const render = (dataProvider: ReturnType<typeof serve>['dataProvider'], kind: 'affiliates' | 'white-labeled' = 'affiliates') => {
  const path = `/manager/${kind}/compliance-trackings`;
  return renderRoutes(path, { [path]: kind === 'affiliates' ? <AffiliateCompliancePage /> : <WhiteLabeledCompliancePage /> }, { dataProvider });
};
/** The list (toolbar, table, pagination) around the table of that name. */
const listOf = (name: string) => within(screen.getByRole('table', { name }).closest('.list-page') as HTMLElement);
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const COMPANIES = 'Affiliated companies';
const TRACKING_TABLE = 'Affiliates KYC';

const stubDownloads = () => {
  const created: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined }));
  return created;
};

afterEach(cleanUpPages);

describe('ChildCompanyList (affiliates and white-labeled resources)', () => {
  it('lists a page of children with balances, sorts by name, searches and pages on the server', async () => {
    signInAs('manager-reader');
    const { of, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(rowsOf(COMPANIES)).toHaveLength(25));
    expect(of('affiliates').at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(rowsOf(COMPANIES)[0]).toHaveTextContent('Child 01');
    expect(rowsOf(COMPANIES)[0]).toHaveTextContent('€1,234.63 (2 accounts)');
    expect(rowsOf(COMPANIES)[1]).toHaveTextContent('Not enabled');
    expect(rowsOf(COMPANIES)[2]).toHaveTextContent('No accounts');

    const companies = listOf(COMPANIES);
    await user.click(within(screen.getByRole('table', { name: COMPANIES })).getByText('Company'));
    await waitFor(() => expect(of('affiliates').at(-1)?.sort).toEqual({ field: 'name', order: 'DESC' }));
    await waitFor(() => expect(rowsOf(COMPANIES)[0]).toHaveTextContent('Child 60'));
    // The balances cannot be sorted on the server.
    expect(within(screen.getByRole('table', { name: COMPANIES })).getByRole('columnheader', { name: 'Balances' }).querySelector('.MuiTableSortLabel-root')).toBeNull();

    await user.type(companies.getByPlaceholderText('Search companies'), 'Child 1');
    await waitFor(() => expect(of('affiliates').at(-1)?.filter).toEqual({ search: 'Child 1' }));
    await waitFor(() => expect(rowsOf(COMPANIES)).toHaveLength(10));
    await user.clear(companies.getByPlaceholderText('Search companies'));
    await waitFor(() => expect(rowsOf(COMPANIES)).toHaveLength(25));
    await user.click(companies.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(of('affiliates').at(-1)?.pagination).toEqual({ page: 2, perPage: 25 }));
    // The picker keeps its state out of the address: the trackings were not asked again.
    expect(of('affiliate-compliance-trackings').every((p) => JSON.stringify(p.filter) === '{}')).toBe(true);
  });

  it('a row picks the company for the trackings, again or "All" picks every company; columns and export', async () => {
    signInAs('manager-reader');
    const { of, dataProvider } = serve();
    const created = stubDownloads();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(rowsOf(COMPANIES)).toHaveLength(25));
    await user.click(within(rowsOf(COMPANIES)[2] as HTMLElement).getByText('Child 03'));
    await waitFor(() => expect(of('affiliate-compliance-trackings').at(-1)?.filter).toEqual({ company_id: '3' }));
    expect(rowsOf(COMPANIES)[2]).toHaveAttribute('data-selected', 'true');
    await waitFor(() => expect(rowsOf(TRACKING_TABLE)).toHaveLength(20));
    await user.click(within(rowsOf(COMPANIES)[2] as HTMLElement).getByText('Child 03'));
    await waitFor(() => expect(of('affiliate-compliance-trackings').at(-1)?.filter).toEqual({}));
    await user.click(within(rowsOf(COMPANIES)[0] as HTMLElement).getByText('Child 01'));
    await waitFor(() => expect(of('affiliate-compliance-trackings').at(-1)?.filter).toEqual({ company_id: '1' }));
    await user.click(screen.getByRole('button', { name: 'All affiliated companies' }));
    await waitFor(() => expect(of('affiliate-compliance-trackings').at(-1)?.filter).toEqual({}));

    // The ID column is hidden until chosen.
    const companies = listOf(COMPANIES);
    expect(within(screen.getByRole('table', { name: COMPANIES })).queryByRole('columnheader', { name: 'ID' })).toBeNull();
    await user.click(companies.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('menu')).getByLabelText('ID'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(screen.getByRole('table', { name: COMPANIES })).getByRole('columnheader', { name: /ID/ })).toBeInTheDocument());

    await user.click(companies.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const text = await (created[0] as Blob).text();
    expect(text.trim().split('\n')).toHaveLength(61);
    expect(text).toContain('EUR 1234.63');
    expect(companies.getByRole('button', { name: 'Export Excel' })).toBeInTheDocument();
  });

  it('reads the white-labeled resources', async () => {
    signInAs('manager-reader');
    const { of, dataProvider } = serve();
    render(dataProvider, 'white-labeled');
    await waitFor(() => expect(rowsOf('White-labeled companies')).toHaveLength(25));
    await waitFor(() => expect(of('white-labeled-compliance-trackings')).not.toHaveLength(0));
    expect(screen.getByRole('button', { name: 'All white-labeled companies' })).toBeInTheDocument();
  });
});

describe('ChildComplianceList (affiliate- and white-labeled-compliance-trackings resources)', () => {
  it('filters by status, category and search on the server, pages, and no column sorts', async () => {
    signInAs('manager-reader');
    const { of, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(rowsOf(TRACKING_TABLE)).toHaveLength(25));
    expect(of('affiliate-compliance-trackings').at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} });
    expect(rowsOf(TRACKING_TABLE)[0]).toHaveAttribute('data-testid', 'compliance-row');
    expect(within(screen.getByRole('table', { name: TRACKING_TABLE })).getByRole('columnheader', { name: 'Created' }).querySelector('.MuiTableSortLabel-root')).toBeNull();

    const list = listOf(TRACKING_TABLE);
    await user.click(list.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(of('affiliate-compliance-trackings').at(-1)?.pagination).toEqual({ page: 2, perPage: 25 }));
    await user.click(list.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Declined' }));
    await waitFor(() => expect(of('affiliate-compliance-trackings').at(-1)).toMatchObject({ filter: { status: 'declined' }, pagination: { page: 1, perPage: 25 } }));
    await waitFor(() => expect(rowsOf(TRACKING_TABLE)).toHaveLength(20));
    await user.click(list.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Registration' }));
    await waitFor(() => expect(of('affiliate-compliance-trackings').at(-1)?.filter).toEqual({ status: 'declined', category: 'REGISTRATION' }));
    await waitFor(() => expect(rowsOf(TRACKING_TABLE)).toHaveLength(10));
    await user.type(list.getByPlaceholderText('Search trackings'), '1006');
    await waitFor(() => expect(of('affiliate-compliance-trackings').at(-1)?.filter).toEqual({ status: 'declined', category: 'REGISTRATION', search: '1006' }));
    await waitFor(() => expect(rowsOf(TRACKING_TABLE)).toHaveLength(1));
    expect(rowsOf(TRACKING_TABLE)[0]).toHaveTextContent('Transaction #1006');
  });

  it('goes back to the first page when a company is picked', async () => {
    signInAs('manager-reader');
    const { of, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(rowsOf(TRACKING_TABLE)).toHaveLength(25));
    await user.click(listOf(TRACKING_TABLE).getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(of('affiliate-compliance-trackings').at(-1)?.pagination).toEqual({ page: 2, perPage: 25 }));
    await user.click(within(rowsOf(COMPANIES)[0] as HTMLElement).getByText('Child 01'));
    await waitFor(() => expect(of('affiliate-compliance-trackings').at(-1)).toMatchObject({ filter: { company_id: '1' }, pagination: { page: 1, perPage: 25 } }));
  });

  it('hides a column through the chooser and exports every filtered tracking', async () => {
    signInAs('manager-reader');
    const { of, dataProvider } = serve();
    const created = stubDownloads();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(rowsOf(TRACKING_TABLE)).toHaveLength(25));
    const list = listOf(TRACKING_TABLE);
    expect(within(screen.getByRole('table', { name: TRACKING_TABLE })).getByRole('columnheader', { name: 'Step' })).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('menu')).getByLabelText('Step'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(screen.getByRole('table', { name: TRACKING_TABLE })).queryByRole('columnheader', { name: 'Step' })).not.toBeInTheDocument());

    await user.click(list.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Declined' }));
    await waitFor(() => expect(rowsOf(TRACKING_TABLE)).toHaveLength(20));
    await user.click(list.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(of('affiliate-compliance-trackings').at(-1)?.filter).toEqual({ status: 'declined' });
    const text = await (created[0] as Blob).text();
    expect(text.trim().split('\n')).toHaveLength(21);
    expect(text.split('\n')[0]).toContain('Company');
    expect(text).toContain('Transaction #1003');
  });

  it('says when there are no trackings, and when they cannot be loaded', async () => {
    signInAs('manager-reader');
    render(testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never }));
    await waitFor(() => expect(screen.getAllByTestId('list-empty')).toHaveLength(2));
    expect(screen.getByText('No compliance trackings found.')).toBeInTheDocument();
    expect(screen.getByText('No affiliated companies yet.')).toBeInTheDocument();
    cleanUpPages();
    signInAs('manager-reader');
    render(testDataProvider({ getList: (async (resource: string) => (resource === 'affiliates' ? { data: [child(1)], total: 1 } : Promise.reject(new Error('boom')))) as never }));
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });
});
