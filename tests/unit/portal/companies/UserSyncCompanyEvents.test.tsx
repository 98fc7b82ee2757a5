import '@testing-library/jest-dom/vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserSync } from '../../../../src/portal/layout/UserSync';
import { readUser } from '../../../../src/portal/providers/authStorage';
import { mockFetch } from '../fetchMock';
import { renderMoneyPage, signInAs } from '../money/renderMoneyPage';
import { makeUser } from '../shell/fixtures';

const live = vi.hoisted(() => ({ handlers: new Map<string, (data: unknown) => void>() }));
vi.mock('../../../../src/portal/realtime/useRealtimeEvent', () => ({
  useRealtimeEvent: (event: string, handler: (data: unknown) => void) => {
    live.handlers.set(event, handler);
  },
}));

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
    renderMoneyPage('/manager', '/manager', <UserSync />, {});
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/auth/me'))).toHaveLength(1));
    enabled = false;
    live.handlers.get('company.updated')?.({ id: company?.id, enabled: false });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/auth/me'))).toHaveLength(2));
    await waitFor(() => expect(readUser()?.company?.enabled).toBe(false));
    live.handlers.get('user.updated')?.({ id: 987654 });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.url.endsWith('/auth/me'))).toHaveLength(2);
    live.handlers.get('user.updated')?.({ id: me?.id });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/auth/me'))).toHaveLength(3));
  });
});
