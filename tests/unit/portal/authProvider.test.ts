import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/contract/constants';
import type { AuthToken, User } from '../../../src/contract/entities';
import { isOtpRequired } from '../../../src/portal/providers/ApiError';
import { authProvider } from '../../../src/portal/providers/authProvider';
import { readToken, readUser, USER_STORAGE_KEY, writeSession } from '../../../src/portal/providers/authStorage';
import { mockFetch } from './fetchMock';

const NOW_S = 1_900_000_000;

const token = (secondsLeft: number, access = 'access-1'): AuthToken => ({
  access_token: access,
  expires_in: secondsLeft,
  expires_at: NOW_S + secondsLeft,
  expires_date: new Date((NOW_S + secondsLeft) * 1000).toISOString(),
  token_type: 'Bearer',
});

const user = (slug: User['roles'][number]['slug']): User => ({
  id: 3,
  first_name: 'Mia',
  last_name: 'Manager',
  email: 'manager@kontor.test',
  avatar: null,
  livechat_token: null,
  roles: [{ slug }],
  company: null,
  portal_services: {},
  two_factor_auth: { google: true },
  is_compliance_trackings_required: false,
  is_compliance_trackings_preparing: false,
  user_lead_id: null,
  affiliates: { count: 0 },
});

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW_S * 1000);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('authProvider.login', () => {
  it('asks for the code first, then signs in with it and stores token and user', async () => {
    const calls = mockFetch((call) =>
      call.headers.get('one-time-code') === '123456'
        ? { body: { data: { token: token(1800), user: user('manager') } } }
        : { status: 403, body: { message: 'Two-factor authentication code is required.' }, headers: { 'otp-required': 'true' } },
    );
    const first = await authProvider.login({ email: 'manager@kontor.test', password: 'pw' }).catch((e: unknown) => e);
    expect(isOtpRequired(first)).toBe(true);
    expect(readToken()).toBeNull();

    await authProvider.login({ email: 'manager@kontor.test', password: 'pw', otp: '123456' });
    expect(calls[1]?.body).toEqual({ email: 'manager@kontor.test', password: 'pw' });
    expect(readToken()?.access_token).toBe('access-1');
    expect(readUser()?.email).toBe('manager@kontor.test');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.token) ?? '{}')).toMatchObject({ access_token: 'access-1' });
    expect(await authProvider.getPermissions?.({})).toBe('manager');
    expect(await authProvider.getIdentity?.()).toEqual({ id: 3, fullName: 'Mia Manager', avatar: undefined });
  });

  it('rejects wrong credentials with the field errors and stores nothing', async () => {
    mockFetch(() => ({ status: 422, body: { message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } } }));
    await expect(authProvider.login({ email: 'nobody@kontor.test', password: 'x' })).rejects.toMatchObject({ status: 422, body: { errors: { email: 'These credentials do not match our records.' } } });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('authProvider session checks', () => {
  it('checkAuth passes a live token, quietly refuses no token, and ends an expired one', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    writeSession(token(1800), user('admin'));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    writeSession(token(-1), user('admin'));
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: 'ra.notification.logged_out' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('checkAuth silently ends a session opened by another release', async () => {
    writeSession(token(1800), user('manager'));
    localStorage.setItem(STORAGE_KEYS.releaseId, '20240101000000');
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(readToken()).toBeNull();
  });

  it('checkAuth refreshes a token with less than ten minutes left, once for concurrent checks', async () => {
    writeSession(token(300), user('admin'));
    const calls = mockFetch(() => ({ body: { data: token(1800, 'access-2') } }));
    await Promise.all([authProvider.checkAuth({}), authProvider.checkAuth({})]);
    expect(calls.filter((c) => c.url === '/api/v1/auth/refresh')).toHaveLength(1);
    expect(readToken()?.access_token).toBe('access-2');
  });

  it('a failed refresh clears the session', async () => {
    writeSession(token(300), user('admin'));
    mockFetch(() => ({ status: 401, body: { message: 'Your session has expired. Please sign in again.' } }));
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: 'ra.notification.logged_out' });
    expect(readToken()).toBeNull();
  });

  it('checkError logs out on 401 only', async () => {
    writeSession(token(1800), user('manager'));
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 422 })).resolves.toBeUndefined();
    expect(readToken()).not.toBeNull();
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(readToken()).toBeNull();
  });

  it('logout tells the server, then clears token and user even when the server refuses', async () => {
    writeSession(token(1800), user('manager'));
    const calls = mockFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    await authProvider.logout({});
    expect(calls[0]).toMatchObject({ url: '/api/v1/auth/logout', method: 'POST' });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(readToken()).toBeNull();
    expect(readUser()).toBeNull();
    await authProvider.logout({});
    expect(calls).toHaveLength(1);
  });
});
