import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { TicketSummary } from '../../../../src/contract/entities';
import { TicketListPage } from '../../../../src/portal/tickets/TicketListPage';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { checkPaging, exportCsv, exportXlsx, hideColumn, serveList } from './serveList';

const user = { id: 10, first_name: 'Demo', last_name: 'Manager', email: 'manager@kontor.test' };
const ticket = (id: number): TicketSummary => ({
  id, subject: `Question ${String(id).padStart(2, '0')}`, status: id % 3 === 0 ? 'closed' : 'open', priority: id % 2 ? 'high' : 'low', user, threads_count: 1, attachments_count: 0,
  last_message_at: '2026-06-01T10:00:00.000Z', closed_at: null, created_at: '2026-06-01T10:00:00.000Z', updated_at: '2026-06-01T10:00:00.000Z',
});
const ALL = Array.from({ length: 60 }, (_, i) => ticket(60 - i));
const serve = () =>
  serveList('tickets', () => ALL, {
    matches: (t, f) => (!f.search || t.subject.includes(String(f.search))) && (!f.status || t.status === f.status) && (!f.priority || t.priority === f.priority),
  });
const render = (dataProvider: ReturnType<typeof serve>['dataProvider']) =>
  renderRoutes('/manager/support/tickets/list', { '/manager/support/tickets/list': <TicketListPage />, '/manager/support/tickets/:ticket_id': <p>ticket page</p> }, { dataProvider });

afterEach(cleanUpPages);

describe('TicketListPage (tickets resource)', () => {
  it('sorts by a header and searches on the server', async () => {
    signInAs('manager');
    const { calls, dataProvider } = serve();
    const u = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(25));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'updated_at', order: 'DESC' } });
    // A column the server cannot sort has no sort button.
    expect(within(screen.getByRole('columnheader', { name: 'Opened by' })).queryByRole('button')).toBeNull();
    await u.click(within(screen.getByRole('columnheader', { name: /^Priority/ })).getByText('Priority'));
    await waitFor(() => expect(calls.at(-1)?.sort).toEqual({ field: 'priority', order: 'DESC' }));

    await u.type(screen.getByPlaceholderText('Search by subject, message or #number'), 'Question 1');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ search: 'Question 1' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(10));
    await u.clear(screen.getByPlaceholderText('Search by subject, message or #number'));
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(25));

  });

  it('filters by priority on the server, pages and chooses columns', async () => {
    signInAs('manager');
    const { calls, dataProvider } = serve();
    const u = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(25));
    await u.click(screen.getByRole('button', { name: 'Add filter' }));
    await u.click(await screen.findByRole('menuitemcheckbox', { name: 'Priority' }));
    await u.click(await screen.findByRole('combobox', { name: 'Priority' }));
    await u.click(await screen.findByRole('option', { name: 'High' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ priority: 'high' }));
    await waitFor(() => expect(screen.getAllByTestId('ticket-row').length).toBeGreaterThan(0));
    await u.click(screen.getByRole('button', { name: 'Remove this filter' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({}));

    await hideColumn(u, 'Messages');
    await checkPaging(u, calls);
  });

  it('opens a ticket from its row and exports every ticket', async () => {
    signInAs('manager-reader');
    const { calls, dataProvider } = serve();
    const u = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(25));
    const lines = await exportCsv(u);
    expect(calls.at(-1)?.pagination?.perPage).toBeGreaterThanOrEqual(60);
    expect(lines).toHaveLength(61);
    expect(lines[1]).toContain('Question 60');
    await exportXlsx(u);
    await u.click(within(screen.getAllByTestId('ticket-row')[0] as HTMLElement).getByText('Demo Manager'));
    expect(await screen.findByText('ticket page')).toBeInTheDocument();
  });

  it('says when there are no tickets, and when the list cannot be loaded', async () => {
    signInAs('manager');
    render(testDataProvider({ getList: (async () => ({ data: [], total: 0 })) as never }));
    expect(await screen.findByTestId('list-empty')).toBeInTheDocument();
    cleanUpPages();
    signInAs('manager');
    render(testDataProvider({ getList: (async () => Promise.reject(new Error('boom'))) as never }));
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
  });
});
