import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthToken, SignInSession, User } from '../../../../src/contract/entities';
import { ProfilePage } from '../../../../src/portal/profile/ProfilePage';
import { readUser, writeSession } from '../../../../src/portal/providers/authStorage';
import { mockFetch, type Answer, type RecordedCall } from '../fetchMock';
import { renderAt } from './renderAt';

const CURRENT = '11111111-1111-4111-8111-111111111111';
const PHONE = '22222222-2222-4222-8222-222222222222';

const session = (id: string, userAgent: string | null, ip: string, current: boolean): SignInSession => ({
  id, started_at: '2026-06-15T08:00:00.000Z', last_used_at: '2026-06-15T09:30:00.000Z', expires_at: '2026-06-15T20:00:00.000Z', user_agent: userAgent, ip, current,
});

const user: User = {
  id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.test', avatar: null, livechat_token: null, roles: [{ slug: 'manager' }], company: null, portal_services: {},
  two_factor_auth: { google: false }, is_compliance_trackings_required: false, is_compliance_trackings_preparing: false, user_lead_id: null, affiliates: { count: 0 },
};
const token: AuthToken = { access_token: 'token', expires_in: 1800, expires_at: Math.floor(Date.now() / 1000) + 1800, expires_date: '', token_type: 'Bearer' };

/** A small server: the caller's sign-ins, which DELETE profile/sessions/{id} ends. */
const serverWith = (live: SignInSession[]) => (call: RecordedCall): Answer => {
  const ending = /^\/api\/v1\/profile\/sessions\/([0-9a-f-]+)$/.exec(call.url);
  if (call.method === 'DELETE' && ending) {
    const at = live.findIndex((s) => s.id === ending[1]);
    if (at < 0) return { status: 404, body: { message: 'The session was not found.' } };
    const [gone] = live.splice(at, 1);
    return { body: { message: gone?.current ? 'Signed out.' : 'The session has been ended.', current: gone?.current ?? false } };
  }
  switch (`${call.method} ${call.url}`) {
    case 'GET /api/v1/profile':
      return { body: { data: { id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.test', phone: null, avatar: null, two_factor_auth: { google: false } } } };
    case 'GET /api/v1/auth/me':
      return { body: { data: user } };
    case 'GET /api/v1/profile/sessions':
      return { body: { data: [...live] } };
    case 'POST /api/v1/auth/logout':
      return { status: 401, body: { message: 'Unauthenticated.' } };
    default:
      return { status: 404, body: { message: 'Not found.' } };
  }
};

const sessionsSection = () => screen.findByRole('region', { name: 'Active sessions' });
const rowOf = async (text: string) => {
  const list = await within(await sessionsSection()).findByRole('list', { name: 'Active sessions' });
  const row = within(list).getAllByRole('listitem').find((li) => li.textContent?.includes(text));
  if (!row) throw new Error(`no session row with ${text}`);
  return row;
};

beforeEach(() => {
  localStorage.clear();
  writeSession(token, user);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('profile: active sessions (V7.5.2)', () => {
  it('lists the sign-ins with this browser marked; End session asks first, Cancel ends nothing, confirming ends that one only', async () => {
    const live = [session(CURRENT, 'Firefox on Linux', '10.0.0.1', true), session(PHONE, 'Safari on iPhone', '10.0.0.2', false)];
    const calls = mockFetch(serverWith(live));
    const u = userEvent.setup();
    renderAt('/manager/profile', '/manager/profile', <ProfilePage />);

    expect(await within(await sessionsSection()).findByText('Safari on iPhone')).toBeInTheDocument();
    const mine = await rowOf('Firefox on Linux');
    expect(within(mine).getByText('This browser')).toBeInTheDocument();
    expect(within(await rowOf('Safari on iPhone')).queryByText('This browser')).not.toBeInTheDocument();
    expect(within(await rowOf('Safari on iPhone')).getByText(/10\.0\.0\.2/)).toBeInTheDocument();

    await u.click(within(await rowOf('Safari on iPhone')).getByRole('button', { name: 'End session' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Safari on iPhone ends at once/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await u.click(within(await rowOf('Safari on iPhone')).getByRole('button', { name: 'End session' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Active sessions' })).queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`/api/v1/profile/sessions/${PHONE}`]);
    expect(within(await rowOf('Firefox on Linux')).getByText('This browser')).toBeInTheDocument();
    expect(readUser()).not.toBeNull();
  });

  it('ending this browser’s session says so and signs the caller out', async () => {
    const calls = mockFetch(serverWith([session(CURRENT, null, '10.0.0.1', true)]));
    const u = userEvent.setup();
    renderAt('/manager/profile', '/manager/profile', <ProfilePage />);

    const mine = await rowOf('Unknown browser');
    await u.click(within(mine).getByRole('button', { name: 'End session' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This is the session of this browser: you will be signed out.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(readUser()).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`/api/v1/profile/sessions/${CURRENT}`]);
  });
});
