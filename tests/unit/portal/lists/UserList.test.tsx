import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../../src/contract/entities';
import { UserList } from '../../../../src/portal/users/UserList';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { makeUser } from '../shell/fixtures';
import { bodyRows, catchDownloads, emptyProvider, failingProvider, memoryServer } from './memoryServer';

const pad = (n: number) => String(n).padStart(2, '0');
/** 60 users; every third an admin; the server's role and company_id filters read these fields. */
const ALL = Array.from({ length: 60 }, (_, i) => {
  const role = i % 3 === 0 ? 'admin' : 'manager';
  return { ...makeUser(role, { id: i + 1, first_name: `User${pad(i + 1)}`, last_name: 'Test', email: `u${pad(i + 1)}@kontor.test`, enabled: i % 2 === 0, created_at: `2026-01-${pad((i % 28) + 1)}T10:00:00Z` }), role, company_id: i < 5 ? 7 : null };
}) as unknown as User[];
const serve = () => memoryServer(ALL, { searchIn: (u) => `${u.first_name} ${u.last_name} ${u.email}`, sortValue: (u, f) => (f === 'name' ? u.first_name : (u as unknown as Record<string, unknown>)[f]) });
const render = (dataProvider: ReturnType<typeof serve>['dataProvider'], url = '/admin/users') =>
  renderRoutes(url, { '/admin/users': <UserList />, '/admin/users/:id': <p>user page</p> }, { dataProvider });

afterEach(cleanUpPages);

describe('UserList (users resource)', () => {
  it('sorts by a header, searches, filters by role and pages on the server', async () => {
    signInAs('admin');
    const { calls, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(calls.at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'created_at', order: 'DESC' } });

    await user.click(within(screen.getByRole('columnheader', { name: /^Name/ })).getByText('Name'));
    await waitFor(() => expect(calls.at(-1)?.sort).toEqual({ field: 'name', order: 'ASC' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('User01 Test'));
    // Company and two-factor do not sort on the server: their headers are plain.
    await user.click(within(screen.getByRole('columnheader', { name: /^Company/ })).getByText('Company'));
    expect(calls.at(-1)?.sort).toEqual({ field: 'name', order: 'ASC' });

    await user.type(screen.getByLabelText('Search by name or e-mail'), 'u1');
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ search: 'u1' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.clear(screen.getByLabelText('Search by name or e-mail'));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ role: 'admin' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: /Clear value|All/ }));
    await waitFor(() => expect(bodyRows()).toHaveLength(25));

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.at(-1)?.pagination).toEqual({ page: 2, perPage: 25 }));
  });

  it('opens filtered by ?company_id= (a company\'s employees), with the filter shown', async () => {
    signInAs('admin');
    const { calls, dataProvider } = serve();
    render(dataProvider, '/admin/users?company_id=7');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(calls[0]?.filter).toEqual({ company_id: '7' });
    expect(screen.getByLabelText('Company ID')).toHaveValue('7');
  });

  it('hides a column through the column chooser, exports every filtered user, and a row opens the user', async () => {
    signInAs('admin');
    const { calls, dataProvider } = serve();
    const created = catchDownloads();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('menu')).getByLabelText('Two-factor'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Two-factor/ })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(calls.at(-1)?.pagination?.perPage).toBeGreaterThanOrEqual(60);
    const text = await (created[0] as Blob).text();
    expect(text.trim().split('\n')).toHaveLength(61);
    expect(text).toContain('u60@kontor.test');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(created).toHaveLength(2));

    await user.click((bodyRows()[0] as HTMLElement).querySelector('td.column-email') as HTMLElement);
    expect(await screen.findByText('user page')).toBeInTheDocument();
  });

  it('deletes the selected users only after react-admin\'s confirmation', async () => {
    signInAs('admin');
    const { deleted, dataProvider } = serve();
    const user = userEvent.setup();
    render(dataProvider);
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('checkbox'));
    await user.click(within(bodyRows()[1] as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(deleted).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    expect(deleted[0]?.ids).toHaveLength(2);
  });

  it('says when no user matches, and when the list cannot be loaded', async () => {
    signInAs('admin');
    render(emptyProvider());
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('No users match.');
    cleanUpPages();
    signInAs('admin');
    render(failingProvider());
    expect(await screen.findByTestId('list-error')).toHaveTextContent('The list could not be loaded');
  });
});
