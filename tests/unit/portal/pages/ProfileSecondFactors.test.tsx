import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthToken, Passkey, SignInEvent, User } from '../../../../src/contract/entities';
import { ProfilePage } from '../../../../src/portal/profile/ProfilePage';
import { writeSession } from '../../../../src/portal/providers/authStorage';
import { mockFetch, type Answer, type RecordedCall } from '../fetchMock';
import { renderAt } from './renderAt';

const user: User = {
  id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.test', avatar: null, livechat_token: null, roles: [{ slug: 'manager' }], company: null, portal_services: {},
  two_factor_auth: { google: true }, is_compliance_trackings_required: false, is_compliance_trackings_preparing: false, user_lead_id: null, affiliates: { count: 0 },
};
const token: AuthToken = { access_token: 'token', expires_in: 1800, expires_at: Math.floor(Date.now() / 1000) + 1800, expires_date: '', token_type: 'Bearer' };

const passkey: Passkey = { id: 3, name: 'Work laptop', device_type: 'multiDevice', backed_up: true, created_at: '2026-06-15T08:00:00.000Z', last_used_at: null };
const events: SignInEvent[] = [
  { id: 1, kind: 'signed_in', at: '2026-06-15T09:00:00.000Z', ip: '10.0.0.9', user_agent: 'Chrome on Linux', place: '10.0.0.0/8 (private network)', second_factor: 'passkey', reason: null, new_device: true },
  { id: 2, kind: 'failed', at: '2026-06-15T08:30:00.000Z', ip: '203.0.113.5', user_agent: 'Firefox on Windows', place: null, second_factor: null, reason: 'password', new_device: false },
];
const NEW_CODES = Array.from({ length: 10 }, (_, i) => `abcde-2345${i}`);

const server = (call: RecordedCall): Answer => {
  switch (`${call.method} ${call.url}`) {
    case 'GET /api/v1/profile':
      return { body: { data: { id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.test', phone: null, avatar: null, two_factor_auth: { google: true } } } };
    case 'GET /api/v1/auth/me':
      return { body: { data: user } };
    case 'GET /api/v1/profile/sessions':
      return { body: { data: [] } };
    case 'GET /api/v1/profile/passkeys':
      return { body: { data: [passkey] } };
    case 'GET /api/v1/profile/2fa/recovery-codes':
      return { body: { data: { total: 10, left: 7 } } };
    case 'POST /api/v1/profile/2fa/recovery-codes':
      return { body: { data: { codes: NEW_CODES }, message: 'New recovery codes have been generated. The old ones no longer work.' } };
    case 'GET /api/v1/profile/sign-ins':
      return { body: { data: events } };
    default:
      return { status: 404, body: { message: 'Not found.' } };
  }
};

beforeEach(() => {
  localStorage.clear();
  writeSession(token, user);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('profile: second factors (issue 42)', () => {
  it('lists the passkeys, the recovery codes left and the recent sign-ins with the failed attempts', async () => {
    mockFetch(server);
    renderAt('/manager/profile', '/manager/profile', <ProfilePage />);

    const passkeys = await screen.findByRole('region', { name: 'Passkeys' });
    const list = await within(passkeys).findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Work laptop')).toBeInTheDocument();
    expect(within(list).getByText('Synced')).toBeInTheDocument();
    expect(within(list).getByText('Last used: not yet')).toBeInTheDocument();
    // jsdom has no WebAuthn: the profile says so instead of offering to add one.
    expect(within(passkeys).getByText('This browser cannot use passkeys.')).toBeInTheDocument();
    expect(within(passkeys).queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();

    expect(await screen.findByText('7 of 10 recovery codes left.')).toBeInTheDocument();

    const history = await screen.findByRole('region', { name: 'Recent sign-ins' });
    const rows = within(await within(history).findByRole('list', { name: 'Recent sign-ins' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Signed in')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('New device')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Second factor: Passkey')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Failed attempt')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Wrong password')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Place: unknown')).toBeInTheDocument();
  });

  it('"Generate new codes" asks first, then shows the ten new codes once', async () => {
    const calls = mockFetch(server);
    const u = userEvent.setup();
    renderAt('/manager/profile', '/manager/profile', <ProfilePage />);
    const twoFactor = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await u.click(await within(twoFactor).findByRole('button', { name: 'Generate new codes' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generate new codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(within(within(dialog).getByTestId('recovery-codes')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(NEW_CODES);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/v1/profile/2fa/recovery-codes']);
    await u.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save your recovery codes' })).not.toBeInTheDocument());
  });
});
