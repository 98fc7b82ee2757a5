import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthCheckpoint } from '../../../../src/contract/entities';
import { AuthCheckpointList } from '../../../../src/portal/authCheckpoints/AuthCheckpointList';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { bodyRows, catchDownloads, emptyProvider, failingProvider, memoryServer } from './memoryServer';

const pad = (n: number) => String(n).padStart(2, '0');
const ALL = Array.from({ length: 120 }, (_, i): AuthCheckpoint & { user_id: number } => ({
  id: i + 1, user_id: (i % 4) + 20, user: { id: (i % 4) + 20, first_name: 'Ann', last_name: `L${i % 4}`, email: `ann${i % 4}@x.test` }, ip: `10.0.${Math.floor(i / 100)}.${i % 100}`,
  browser_id: `B${i}`.padEnd(30, 'x'), user_agent: 'Firefox/140', status: i % 10 === 0 ? 'blocked' : 'allowed', last_seen_at: `2026-06-${pad((i % 28) + 1)}T10:00:00.000Z`,
  failed_attempts: i % 7, last_failed_at: i % 7 ? `2026-05-${pad((i % 28) + 1)}T09:00:00.000Z` : null, created_at: '2026-01-01T00:00:00.000Z',
}));
const serve = () => memoryServer(ALL, { searchIn: (c) => `${c.user?.email} ${c.ip} ${c.browser_id} ${c.user_agent}` });
const render = (dataProvider: ReturnType<typeof serve>['dataProvider'], url = '/admin/auth-checkpoints') =>
  renderRoutes(url, { '/admin/auth-checkpoints': <AuthCheckpointList /> }, { dataProvider });

afterEach(cleanUpPages);

describe('AuthCheckpointList (auth-checkpoints resource)', () => {
  it('shows the failed sign-ins, 50 a page newest first; sorts by failed sign-ins, filters by status and pages on the server', async () => {
    signInAs('admin');
    const { calls, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 50 }, sort: { field: 'last_seen_at', order: 'DESC' } });
    expect(screen.getByRole('columnheader', { name: /Failed sign-ins/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Last failed sign-in/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('checkpoint-row')).toHaveLength(50);

    await user.click(within(screen.getByRole('columnheader', { name: /Failed sign-ins/ })).getByText('Failed sign-ins'));
    await waitFor(() => expect(calls.at(-1)?.sort).toEqual({ field: 'failed_attempts', order: 'ASC' }));
    await user.click(within(screen.getByRole('columnheader', { name: /Failed sign-ins/ })).getByText('Failed sign-ins'));
    await waitFor(() => expect(calls.at(-1)?.sort).toEqual({ field: 'failed_attempts', order: 'DESC' }));
    await waitFor(() => expect((bodyRows()[0] as HTMLElement).querySelector('td.column-failed_attempts')).toHaveTextContent('6'));
    // The browser and the device do not sort on the server.
    await user.click(within(screen.getByRole('columnheader', { name: /^Browser/ })).getByText('Browser'));
    expect(calls.at(-1)?.sort).toEqual({ field: 'failed_attempts', order: 'DESC' });

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 2, perPage: 50 }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Blocked' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ status: 'blocked' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(12));
    expect(calls.at(-1)?.pagination).toEqual({ page: 1, perPage: 50 });

    await user.type(screen.getByLabelText('Search by user, IP address, browser or device'), 'ann1');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ status: 'blocked', search: 'ann1' }));
  });

  it('opens filtered by ?user_id= (a user\'s devices) and the filter can be removed', async () => {
    signInAs('admin');
    const { calls, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider, '/admin/auth-checkpoints?user_id=20');
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    expect(calls[0]).toMatchObject({ filter: { user_id: '20' }, pagination: { page: 1, perPage: 50 } });
    expect(screen.getByLabelText('User ID')).toHaveValue('20');
    await user.click(screen.getByRole('button', { name: /Remove this filter/i }));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(calls.at(-1)?.filter).toEqual({});
  });

  it('chooses columns and exports every checkpoint with its failed sign-ins', async () => {
    signInAs('admin');
    const { dataProvider } = serve();
    const created = catchDownloads();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('menu')).getByLabelText('Device'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Device/ })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const lines = (await (created[0] as Blob).text()).trim().split('\n');
    expect(lines).toHaveLength(121);
    expect(lines[0]).toContain('Failed sign-ins');
    expect(lines[0]).toContain('Last failed sign-in');
  });

  it('says when no checkpoint matches, and when the list cannot be loaded', async () => {
    signInAs('admin');
    render(emptyProvider());
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No checkpoints match.');
    cleanUpPages();
    signInAs('admin');
    render(failingProvider());
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
  });
});
