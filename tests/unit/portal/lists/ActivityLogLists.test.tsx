import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminActivityLogPage } from '../../../../src/portal/activityLogs/AdminActivityLogPage';
import { ManagerActivityPage } from '../../../../src/portal/activityLogs/ManagerActivityPage';
import { RecentActivityPanel } from '../../../../src/portal/activityLogs/RecentActivityPanel';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { bodyRows, catchDownloads, emptyProvider, failingProvider, memoryServer } from './memoryServer';

const pad = (n: number) => String(n).padStart(2, '0');
const ALL = Array.from({ length: 70 }, (_, i) => ({
  id: i + 1, type: i % 2 ? 'auth.login' : 'ticket.created', description: `Entry ${pad(i + 1)}`, company_id: (i % 3) + 1, user_id: (i % 4) + 1, ip: '10.0.0.1', user_agent: 'UA',
  created_at: `2026-06-${pad((i % 28) + 1)}T10:${pad(i % 60)}:00Z`, user: { id: (i % 4) + 1, first_name: 'Ann', last_name: 'Lee', email: 'ann@x.test' },
  acting_admin: i === 0 ? { id: 9, first_name: 'Ada', last_name: 'Admin', email: 'ada@x.test' } : null,
}));
const serve = () => memoryServer(ALL, { searchIn: (a) => a.description });

afterEach(cleanUpPages);

describe('activity logs (activity-logs and activities resources)', () => {
  it('admin: 50 a page newest first, sorts by type, filters by type and user on the server, and pages', async () => {
    signInAs('admin');
    const { calls, dataProvider } = serve();
    const user = userEvent.setup();
    renderRoutes('/admin/activity-logs', { '/admin/activity-logs': <AdminActivityLogPage /> }, { dataProvider });
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 50 }, sort: { field: 'created_at', order: 'DESC' } });
    expect(screen.getAllByTestId('activity-row')).toHaveLength(50);
    expect(screen.getByRole('columnheader', { name: /Company/ })).toBeInTheDocument();

    await user.click(within(screen.getByRole('columnheader', { name: /^Type/ })).getByText('Type'));
    await waitFor(() => expect(calls.at(-1)?.sort).toEqual({ field: 'type', order: 'ASC' }));
    // The description is not sorted by the server.
    await user.click(within(screen.getByRole('columnheader', { name: /^Description/ })).getByText('Description'));
    expect(calls.at(-1)?.sort).toEqual({ field: 'type', order: 'ASC' });

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 2, perPage: 50 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));

    fireEvent.change(screen.getByLabelText('User ID'), { target: { value: 'abc' } });
    fireEvent.blur(screen.getByLabelText('User ID'));
    expect(await screen.findByText('Enter a number.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('User ID'), { target: { value: '2' } });
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ user_id: '2' }));
    expect(calls.some((c) => (c.filter as Record<string, unknown>).user_id === 'abc')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Sign-in' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ user_id: '2', type: 'auth.login' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(18));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({}));
  });

  it('admin: opens filtered by ?company_id=, chooses columns, and exports xlsx here and the CSV from the server', async () => {
    signInAs('admin');
    const { calls, dataProvider } = serve();
    const created = catchDownloads();
    const user = userEvent.setup();
    renderRoutes('/admin/activity-logs?company_id=2', { '/admin/activity-logs': <AdminActivityLogPage /> }, { dataProvider });
    await waitFor(() => expect(bodyRows()).toHaveLength(23));
    expect(calls[0]?.filter).toEqual({ company_id: '2' });
    expect(screen.getByLabelText('Company ID')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('menu')).getByLabelText('IP address'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /IP address/ })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    // One CSV button: the server's report (tests/unit/portal/announcements/ActivityLogView.test.tsx follows its call).
    expect(screen.getAllByRole('button', { name: 'Export CSV' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(calls.at(-1)?.filter).toEqual({ company_id: '2' });
  });

  it('manager: the company log without user and company columns or filters; empty and error states', async () => {
    signInAs('manager');
    const { calls, dataProvider } = serve();
    renderRoutes('/manager/activities', { '/manager/activities': <ManagerActivityPage /> }, { dataProvider });
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 50 }, sort: { field: 'created_at', order: 'DESC' } });
    expect(screen.queryByRole('columnheader', { name: /Company/ })).toBeNull();
    expect(screen.queryByLabelText('User ID')).toBeNull();
    cleanUpPages();
    signInAs('manager');
    renderRoutes('/manager/activities', { '/manager/activities': <ManagerActivityPage /> }, { dataProvider: emptyProvider() });
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No activity matches.');
    cleanUpPages();
    signInAs('manager');
    renderRoutes('/manager/activities', { '/manager/activities': <ManagerActivityPage /> }, { dataProvider: failingProvider() });
    expect(await screen.findByTestId('list-error')).toBeInTheDocument();
  });

  it('manager dashboard: the five newest entries in a react-admin table, with the way to the whole log', async () => {
    signInAs('manager');
    const { calls, dataProvider } = serve();
    renderRoutes('/manager', { '/manager': <RecentActivityPanel /> }, { dataProvider });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 5 }, sort: { field: 'created_at', order: 'DESC' } });
    expect(screen.getByRole('link', { name: 'View all activity' })).toHaveAttribute('href', '/manager/activities');
  });
});
