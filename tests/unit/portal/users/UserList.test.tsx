import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { adminReserve } from '../../../../src/portal/providers/adminReserve';
import { readUser } from '../../../../src/portal/providers/authStorage';
import { UserList } from '../../../../src/portal/users/UserList';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { makeToken, makeUser } from '../shell/fixtures';

const customer = makeUser('manager', { id: 21, first_name: 'Iris', last_name: 'Individual', email: 'iris@kontor.test', enabled: true, created_at: '2026-06-01T10:00:00Z' });
const admin = makeUser('admin', { id: 22, first_name: 'Ada', last_name: 'Admin', email: 'ada@kontor.test', enabled: true, created_at: '2026-05-01T10:00:00Z' });

const server = (call: RecordedCall) => {
  const url = new URL(call.url, 'http://portal.test');
  if (url.pathname === '/api/v1/a/users') {
    const search = url.searchParams.get('search');
    const data = search ? [customer].filter((u) => u.email.includes(search)) : [customer, admin];
    return { body: { data, meta: { current_page: 1, last_page: 1, per_page: 25, path: '/api/v1/a/users', from: 1, to: data.length, total: data.length } } };
  }
  if (url.pathname === '/api/v1/a/users/21/login') return { body: { data: { token: makeToken('user-token'), user: customer } } };
  return { status: 404, body: { message: 'Not found.' } };
};

const renderList = () => renderRoutes('/admin/users', { '/admin/users': <UserList />, '/manager': <p>manager dashboard</p> });

afterEach(cleanUpPages);

describe('UserList', () => {
  it('lists users from the server, searches and sorts there, and offers Login as user on customers only', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('Iris Individual')).toBeInTheDocument();
    expect(screen.getAllByTestId('user-row')).toHaveLength(2);
    expect(screen.getAllByTestId('login-as')).toHaveLength(1);
    const first = new URL(calls[0]?.url ?? '', 'http://portal.test');
    expect(first.searchParams.get('sort')).toBe('created_at');
    expect(first.searchParams.get('order')).toBe('desc');

    await user.click(within(screen.getByRole('columnheader', { name: /^E-mail/ })).getByText('E-mail'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('sort=email') && c.url.includes('order=asc'))).toBe(true));

    await user.type(screen.getByLabelText('Search by name or e-mail'), 'iris');
    // The list asks as the person types (debounced): a shorter term ("iri") may already give one row,
    // so the whole term's request is waited for, then its answer.
    await waitFor(() => expect(calls.some((c) => c.url.includes('search=iris'))).toBe(true));
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
  });

  it('Login as user keeps the admin session in reserve and opens the manager dashboard as the user', async () => {
    signInAs('admin');
    const calls = mockFetch(server);
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Login as user' }));
    expect(await screen.findByText('manager dashboard')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/api/v1/a/users/21/login'))).toBe(true);
    expect(readUser()?.email).toBe('iris@kontor.test');
    expect(adminReserve.read()?.user.roles[0]?.slug).toBe('admin');
  });
});
