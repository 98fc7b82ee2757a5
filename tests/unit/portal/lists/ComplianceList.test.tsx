import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComplianceTracking } from '../../../../src/contract/entities';
import { ComplianceListPage } from '../../../../src/portal/compliance/ComplianceListPage';
import { dataProvider as portalDataProvider } from '../../../../src/portal/providers/dataProvider';
import { mockFetch } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { checkPaging, exportCsv, exportXlsx, hideColumn, serveList } from './serveList';

const tracking = (id: number): ComplianceTracking => ({
  id, category: id % 2 ? 'TRANSACTION' : 'REGISTRATION', status: id % 3 ? 'open' : 'declined', step: 'files', compliable_type: 'transaction', compliable_id: 100 + id, company_id: 1,
  files: [], comment: null, created_at: '2026-06-01T10:00:00.000Z', updated_at: '2026-06-01T10:00:00.000Z',
});
const ALL = Array.from({ length: 60 }, (_, i) => tracking(60 - i));
const serve = () =>
  serveList('compliance-trackings', () => ALL, {
    matches: (t, f) => (!f.search || String(t.id).includes(String(f.search))) && (!f.category || t.category === f.category) && (!f.status || t.status === f.status),
    // The status counts are the portal's own read (over the mocked fetch), beside the list's getList.
    more: { getCompliancePage: portalDataProvider.getCompliancePage } as never,
  });
const counts = () => mockFetch(() => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 1, path: '', from: null, to: null, total: 60 }, counts: { total: 60, open: 40, declined: 20 } } }));
const render = (dataProvider: ReturnType<typeof serve>['dataProvider']) =>
  renderRoutes('/manager/compliance-trackings', { '/manager/compliance-trackings': <ComplianceListPage />, '/manager/compliance-trackings/:entity/:entity_id/:kyc_id': <p>tracking page</p> }, { dataProvider });

afterEach(cleanUpPages);

describe('ComplianceListPage (compliance-trackings resource)', () => {
  it('searches, filters by status and category on the server', async () => {
    signInAs('manager');
    const http = counts();
    const { calls, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(screen.getAllByTestId('compliance-row')).toHaveLength(25));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'created_at', order: 'DESC' } });
    await user.type(screen.getByPlaceholderText('Search by number'), '5');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ search: '5' }));
    await waitFor(() => expect(screen.getAllByTestId('compliance-row')).toHaveLength(15));
    // The counts follow the other filters.
    await waitFor(() => expect(http.some((c) => c.url.includes('search=5'))).toBe(true));
    await user.click(screen.getByText('Declined (20)'));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ search: '5', status: 'declined' }));
    await user.clear(screen.getByPlaceholderText('Search by number'));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ status: 'declined' }));
    await user.click(screen.getByText('All (60)'));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({}));

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Category' }));
    await user.click(await screen.findByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Registration' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ category: 'REGISTRATION' }));
    await user.click(screen.getByRole('button', { name: 'Remove this filter' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({}));
  });

  it('puts a date range given backwards in order', async () => {
    signInAs('manager');
    counts();
    const { calls, dataProvider } = serve();
    render(dataProvider);
    await waitFor(() => expect(screen.getAllByTestId('compliance-row')).toHaveLength(25));
    // Typed as English writes dates (issue 43: the reader's format, not the browser's date field).
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '06/30/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '06/01/2026' } });
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ from_date: '2026-06-01', to_date: '2026-06-30' }));
  });

  it('pages, chooses columns, exports and opens a tracking from its row', async () => {
    signInAs('manager-reader');
    counts();
    const { calls, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(screen.getAllByTestId('compliance-row')).toHaveLength(25));
    await hideColumn(user, 'Category');
    const lines = await exportCsv(user);
    expect(lines).toHaveLength(61);
    expect(lines[1]).toContain('Transaction #160');
    await exportXlsx(user);
    await checkPaging(user, calls);
    await waitFor(() => expect(screen.getAllByTestId('compliance-row')).toHaveLength(50));
    await user.click(within(screen.getAllByTestId('compliance-row')[0] as HTMLElement).getByText('Transaction #160'));
    expect(await screen.findByText('tracking page')).toBeInTheDocument();
  });
});
