import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/contract/constants';
import type { AuthToken, User } from '../../../src/contract/entities';
import { App } from '../../../src/portal/App';
import { writeSession } from '../../../src/portal/providers/authStorage';
import { mockFetch, type Answer, type RecordedCall } from './fetchMock';

const user = (slug: User['roles'][number]['slug'], email: string): User => ({
  id: 1,
  first_name: 'Demo',
  last_name: slug,
  email,
  avatar: null,
  livechat_token: null,
  roles: [{ slug }],
  // Managers need an enabled company, or the guards send them to their profile.
  company: slug.startsWith('manager')
    ? { id: 1, name: 'Acme', enabled: true, enabled_features: {}, psp_portal_attached: false, white_label_enabled: false, legal_type: 'company', company_types: ['REGULAR'], affiliate_owner_company: null, portal_services: {}, payment_service_status: 'ACTIVE' }
    : null,
  portal_services: {},
  two_factor_auth: { google: slug.startsWith('manager') },
  is_compliance_trackings_required: false,
  is_compliance_trackings_preparing: false,
  user_lead_id: null,
  affiliates: { count: 0 },
});

const tokenFor = (u: User): AuthToken => ({
  access_token: `token-${u.email}`,
  expires_in: 1800,
  expires_at: Math.floor(Date.now() / 1000) + 1800,
  expires_date: '',
  token_type: 'Bearer',
});

const signedIn = (u: User) => ({ body: { data: { token: tokenFor(u), user: u } } });

/** The demo server in small: admin signs in directly, manager needs the code 123456. */
const server = (call: RecordedCall): Answer => {
  if (call.url === '/api/v1/auth/logout') return { body: { message: 'Signed out.' } };
  if (call.url !== '/api/v1/auth/login') return { status: 404, body: { message: 'Not found.' } };
  const { email, password } = call.body as { email: string; password: string };
  if (password !== 'Demo-Passw0rd!') return { status: 422, body: { message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } } };
  if (email === 'admin@kontor.test') return signedIn(user('admin', email));
  if (email === 'busy@kontor.test') return { status: 429, body: { message: 'Too many login attempts. Please try again in 60 seconds.' }, headers: { 'retry-after': '60' } };
  const code = call.headers.get('one-time-code');
  if (code === '123456') return signedIn(user('manager', email));
  return { status: 403, body: { message: code ? 'The two-factor code is invalid.' : 'Two-factor authentication code is required.' }, headers: { 'otp-required': 'true' } };
};

const open = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

const fillCredentials = async (email: string, password: string) => {
  const u = userEvent.setup();
  const emailInput = await screen.findByRole('textbox', { name: /e-mail/i });
  await u.clear(emailInput);
  await u.type(emailInput, email);
  await u.type(document.querySelector('input[name="password"]') as HTMLInputElement, password);
  await u.click(screen.getByRole('button', { name: 'Sign in' }));
  return u;
};

// The app's lazy chunks (the layout, the dashboards) are compiled on their first import: on a loaded
// machine that took longer than a test's wait for a heading. Importing them once here keeps that
// cost in the hook, and the tests measure the app, not the compiler.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/portal/layout/KontorLayout'),
    import('../../../src/portal/dashboard/AdminDashboard'),
    import('../../../src/portal/dashboard/ManagerDashboard'),
  ]);
}, 120_000);

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in', () => {
  it('an admin lands on /admin', async () => {
    mockFetch(server);
    open('/login');
    await fillCredentials('admin@kontor.test', 'Demo-Passw0rd!');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
  });

  it('a manager confirms with the code; a wrong code shows the message and resets the digits', async () => {
    const calls = mockFetch(server);
    open('/login');
    const u = await fillCredentials('manager@kontor.test', 'Demo-Passw0rd!');
    expect(await screen.findByRole('dialog', { name: 'Verify your action' })).toBeInTheDocument();
    expect(screen.getByText('Enter code from your Two-Factor Auth application')).toBeInTheDocument();

    const digits = () => screen.getAllByRole('textbox', { name: /^Digit/ }) as HTMLInputElement[];
    await u.click(digits()[0]!);
    await u.keyboard('654321');
    expect(await screen.findByText('The two-factor code is invalid.')).toBeInTheDocument();
    await waitFor(() => expect(digits().map((d) => d.value).join('')).toBe(''));

    await u.click(digits()[0]!);
    await u.keyboard('123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/manager');
    const logins = calls.filter((c) => c.url === '/api/v1/auth/login').map((c) => c.headers.get('one-time-code'));
    expect(logins).toEqual([null, '654321', '123456']);
  });

  it('wrong credentials show the message on the e-mail field', async () => {
    mockFetch(server);
    open('/login');
    await fillCredentials('nobody@kontor.test', 'wrong-password');
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('throttling shows the server message', async () => {
    mockFetch(server);
    open('/login');
    await fillCredentials('busy@kontor.test', 'Demo-Passw0rd!');
    expect(await screen.findByText('Too many login attempts. Please try again in 60 seconds.')).toBeInTheDocument();
  });

  it('prefills the e-mail from ?email= and logs out a signed-in visitor of /login', async () => {
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(tokenFor(user('admin', 'admin@kontor.test'))));
    const calls = mockFetch(server);
    open('/login?email=reader%40kontor.test');
    expect(await screen.findByRole('textbox', { name: /e-mail/i })).toHaveValue('reader@kontor.test');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/v1/auth/logout')).toBe(true));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('a signed-in admin opening / or the manager dashboard goes to /admin', async () => {
    const admin = user('admin', 'admin@kontor.test');
    writeSession(tokenFor(admin), admin);
    mockFetch(server);
    open('/manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
    cleanup();
    open('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
  });

  it('an unauthenticated visit of a dashboard goes to the login page', async () => {
    mockFetch(server);
    open('/manager');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});
