import '@testing-library/jest-dom/vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserSync } from '../../../../src/portal/layout/UserSync';
import { readUser } from '../../../../src/portal/providers/authStorage';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { fakeRealtime } from '../fakeRealtime';
import { mockFetch } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';
import { makeUser } from '../shell/fixtures';

// Events arrive through a realtime source of this file, as the server would send them.
const live = fakeRealtime();

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('UserSync and admin changes to the company', () => {
  it('re-reads the user at once on company.updated, and on user.updated for this user only', async () => {
    signInAs('manager');
    const me = readUser();
    const company = me?.company ?? null;
    let enabled = true;
    const calls = mockFetch(() => ({ body: { data: makeUser('manager', { id: me?.id, company: company ? { ...company, enabled } : null }) } }));
    renderMoneyPage('/manager', '/manager', <UserSync />, dataProvider, { realtime: live });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/auth/me'))).toHaveLength(1));
    enabled = false;
    live.emit('company.updated', { id: company?.id, enabled: false });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/auth/me'))).toHaveLength(2));
    await waitFor(() => expect(readUser()?.company?.enabled).toBe(false));
    live.emit('user.updated', { id: 987654 });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.url.endsWith('/auth/me'))).toHaveLength(2);
    live.emit('user.updated', { id: me?.id });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/auth/me'))).toHaveLength(3));
  });
});
