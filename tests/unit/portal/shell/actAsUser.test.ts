import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../src/contract/constants';
import { actAsUser } from '../../../../src/portal/providers/actAsUser';
import { adminReserve } from '../../../../src/portal/providers/adminReserve';
import { authProvider } from '../../../../src/portal/providers/authProvider';
import { readToken, readUser, writeSession } from '../../../../src/portal/providers/authStorage';
import { currentAccessContext } from '../../../../src/portal/providers/currentAccessContext';
import { returnToAdmin } from '../../../../src/portal/providers/returnToAdmin';
import { mockFetch } from '../fetchMock';
import { makeToken, makeUser } from './fixtures';

const admin = makeUser('admin', { id: 1 });
const customer = makeUser('manager', { id: 7 });

beforeEach(() => {
  localStorage.clear();
  writeSession(makeToken('admin-token'), admin);
});
afterEach(() => vi.unstubAllGlobals());

describe('acting as a user and back', () => {
  it('actAsUser keeps the admin session in reserve, installs the user session and goes to /manager', async () => {
    const calls = mockFetch(() => ({ body: { data: { token: makeToken('user-token'), user: customer } } }));
    const go = vi.fn();
    await actAsUser(7, go);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/v1/a/users/7/login' });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer admin-token');
    expect(readToken()?.access_token).toBe('user-token');
    expect(readUser()?.id).toBe(7);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.adminReserveToken) ?? '{}')).toMatchObject({ access_token: 'admin-token' });
    expect(currentAccessContext()).toMatchObject({ role: 'manager', adminTokenStored: true });
    expect(go).toHaveBeenCalledWith('/manager');
  });

  it('returnToAdmin ends the user session, restores the admin from reserve, clears it and goes to /admin/users', async () => {
    mockFetch(() => ({ body: { data: { token: makeToken('user-token'), user: customer } } }));
    await actAsUser(7, vi.fn());
    const calls = mockFetch(() => ({ body: { message: 'Signed out.' } }));
    const go = vi.fn();
    expect(await returnToAdmin(go)).toBe(true);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer user-token');
    expect(readToken()?.access_token).toBe('admin-token');
    expect(readUser()?.id).toBe(1);
    expect(adminReserve.has()).toBe(false);
    expect(go).toHaveBeenCalledWith('/admin/users');
    expect(await returnToAdmin(go)).toBe(false);
  });

  it('logout while acting as a user signs both sessions out and forgets the reserve', async () => {
    mockFetch(() => ({ body: { data: { token: makeToken('user-token'), user: customer } } }));
    await actAsUser(7, vi.fn());
    localStorage.setItem(STORAGE_KEYS.tablePreferences, '{"x":1}');
    const calls = mockFetch(() => ({ body: { message: 'Signed out.' } }));
    await authProvider.logout({});
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer user-token', 'Bearer admin-token']);
    expect(readToken()).toBeNull();
    expect(adminReserve.has()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.tablePreferences)).toBeNull();
  });
});
