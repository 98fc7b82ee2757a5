import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../src/contract/constants';
import { App } from '../../../../src/portal/App';
import { alertStore } from '../../../../src/portal/errors/alertStore';
import { adminReserve } from '../../../../src/portal/providers/adminReserve';
import { readUser, writeSession } from '../../../../src/portal/providers/authStorage';
import { queryClient } from '../../../../src/portal/providers/queryClient';
import { mockFetch, type Answer, type RecordedCall } from '../fetchMock';
import { makeToken, makeUser } from './fixtures';

const open = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  // The shell's stores live as long as the page: each test starts without an alert.
  alertStore.set([]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the shell in the app', () => {
  it('a 401 outside the login page clears the stored auth and goes to the login page', async () => {
    const manager = makeUser('manager');
    writeSession(makeToken(), manager);
    mockFetch((call): Answer => (call.url === '/api/v1/auth/me' ? { status: 401, body: { message: 'Unauthenticated.' } } : { body: { message: 'ok' } }));
    open('/manager/reports');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('maintenance: the warning with the server message and no buttons', async () => {
    writeSession(makeToken(), makeUser('admin'));
    mockFetch((): Answer => ({ status: 503, body: { message: 'Maintenance mode' }, headers: { maintenance: 'true' } }));
    open('/admin');
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Maintenance mode');
    expect(alert.querySelectorAll('button')).toHaveLength(0);
  });

  it('Back To Admin restores the admin session from reserve and opens admin.users', async () => {
    const admin = makeUser('admin', { id: 1, first_name: 'Adrian', last_name: 'Keller' });
    adminReserve.write(makeToken('admin-token'), admin);
    writeSession(makeToken('user-token'), makeUser('manager', { id: 7, first_name: 'Max', last_name: 'Mustermann' }));
    const calls = mockFetch((call: RecordedCall): Answer => (call.url === '/api/v1/auth/me' ? { status: 404, body: { message: 'x' } } : { body: { message: 'Signed out.' } }));
    open('/manager');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /User menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Back To Admin' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/users'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(readUser()?.id).toBe(1);
    expect(adminReserve.has()).toBe(false);
    const logout = calls.find((c) => c.url === '/api/v1/auth/logout');
    expect(logout?.headers.get('authorization')).toBe('Bearer user-token');
    expect(screen.getByTestId('user-menu-name')).toHaveTextContent('Adrian Keller');
  });

  it('while acting as a user every page says so, and its Back To Admin leads back', async () => {
    adminReserve.write(makeToken('admin-token'), makeUser('admin', { id: 1, first_name: 'Adrian', last_name: 'Keller' }));
    writeSession(makeToken('user-token'), makeUser('manager', { id: 7, first_name: 'Max', last_name: 'Mustermann' }));
    mockFetch((call: RecordedCall): Answer => (call.url === '/api/v1/auth/me' ? { status: 404, body: { message: 'x' } } : { body: { message: 'Signed out.' } }));
    open('/manager/profile');
    const user = userEvent.setup();
    const banner = await screen.findByTestId('acting-as-banner');
    expect(banner).toHaveTextContent('You are acting as Max Mustermann');
    await user.click(within(banner).getByRole('button', { name: 'Back To Admin' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/users'));
    await waitFor(() => expect(screen.queryByTestId('acting-as-banner')).not.toBeInTheDocument());
  });

  it('an invalid route parameter shows /404', async () => {
    writeSession(makeToken(), makeUser('manager'));
    mockFetch((): Answer => ({ status: 404, body: { message: 'Not found.' } }));
    open('/manager/payments/exchange/refund');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/404');
  });
});
