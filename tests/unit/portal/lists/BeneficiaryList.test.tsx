import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Beneficiary } from '../../../../src/contract/entities';
import { BeneficiaryList } from '../../../../src/portal/beneficiaries/BeneficiaryList';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const agent = (id: number, name: string, country: string): Beneficiary =>
  ({ id, legal_type: 'company', company_name: name, first_name: null, last_name: null, country, iban: `DE89370400440532013${String(id).padStart(3, '0')}`, bank_account: null, sort_code: null, bank_name: `Bank ${id}`, bank_swift: 'COBADEFFXXX' }) as unknown as Beneficiary;

const ALL = Array.from({ length: 60 }, (_, i) => agent(i + 1, `Payee ${String(i + 1).padStart(2, '0')}`, i % 2 ? 'DE' : 'FR'));

/** A server in memory: search, sort and pages as the API does them; every call recorded. */
const serve = () => {
  const calls: GetListParams[] = [];
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    calls.push(params);
    const search = String(params.filter?.search ?? '').toLowerCase();
    const field = (params.sort?.field === 'name' || !params.sort?.field ? 'company_name' : params.sort.field) as keyof Beneficiary;
    const sign = params.sort?.order === 'DESC' ? -1 : 1;
    const rows = ALL.filter((b) => String(b.company_name).toLowerCase().includes(search)).sort((a, b) => sign * String(a[field]).localeCompare(String(b[field])));
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  });
  return { calls, dataProvider: testDataProvider({ getList: getList as never }) };
};

const render = (dataProvider: ReturnType<typeof serve>['dataProvider']) => renderRoutes('/manager/transaction-agents', { '/manager/transaction-agents': <BeneficiaryList /> }, { dataProvider });
const rows = () => screen.getAllByRole('row').slice(1);

afterEach(cleanUpPages);

describe('BeneficiaryList (transaction-agents resource)', () => {
  it('lists a page from the server, sorts by a header, searches and pages', async () => {
    signInAs('manager');
    const { calls, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' } });
    expect(rows()[0]).toHaveTextContent('Payee 01');

    await user.click(within(screen.getByRole('columnheader', { name: /^Name/ })).getByText('Name'));
    await waitFor(() => expect(calls.at(-1)?.sort).toEqual({ field: 'name', order: 'DESC' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Payee 60'));

    await user.type(screen.getByPlaceholderText('Search'), 'Payee 1');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ search: 'Payee 1' }));
    await waitFor(() => expect(rows()).toHaveLength(10));

    await user.clear(screen.getByPlaceholderText('Search'));
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 2, perPage: 25 }));
  });

  it('hides a column through the column chooser, and a row opens the beneficiary', async () => {
    signInAs('manager');
    const { dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.getByRole('columnheader', { name: /Bank name/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('menu');
    await user.click(within(chooser).getByLabelText('Bank name'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Bank name/ })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    await user.click(within(rows()[0] as HTMLElement).getByText('Payee 01'));
    await waitFor(() => expect(screen.queryByRole('row')).not.toBeInTheDocument());
  });

  it('exports every filtered record, not only the page shown', async () => {
    signInAs('manager');
    const { calls, dataProvider } = serve();
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined }));
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(rows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(calls.at(-1)?.pagination?.perPage).toBeGreaterThanOrEqual(60);
    const text = await (created[0] as Blob).text();
    expect(text.trim().split('\n')).toHaveLength(61);
    expect(text).toContain('Payee 60');
  });

  it('offers no create and no delete to a read-only user', async () => {
    signInAs('manager-reader');
    const { dataProvider } = serve();
    render(dataProvider);
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.queryByRole('link', { name: 'New beneficiary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says when there are no beneficiaries, and when the list cannot be loaded', async () => {
    signInAs('manager');
    const empty = testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never });
    render(empty);
    expect(await screen.findByTestId('list-empty')).toBeInTheDocument();
    cleanUpPages();
    signInAs('manager');
    const failing = testDataProvider({ getList: (async () => Promise.reject(new Error('boom'))) as never });
    render(failing);
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });
});
