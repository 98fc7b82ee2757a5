import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthToken, User } from '../../../../src/contract/entities';
import { ProfilePage } from '../../../../src/portal/profile/ProfilePage';
import { readUser, writeSession } from '../../../../src/portal/providers/authStorage';
import { mockFetch, type Answer, type RecordedCall } from '../fetchMock';
import { renderAt } from './renderAt';

const GOOD_NEW_SECRET_CODE = '123456';
const GOOD_CURRENT_CODE = '654321';

/** A small profile server: two-factor on or off, codes as above. */
const serverWith = (state: { google: boolean }) => (call: RecordedCall): Answer => {
  const profile = { id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.test', phone: null, avatar: null, two_factor_auth: { google: state.google } };
  const otpRefused = (code: string | null): Answer => ({
    status: 403,
    headers: { 'otp-required': 'true' },
    body: { message: code ? 'The two-factor code is invalid.' : 'Two-factor authentication code is required.' },
  });
  switch (`${call.method} ${call.url}`) {
    case 'GET /api/v1/profile':
      return { body: { data: profile } };
    case 'GET /api/v1/auth/me':
      return { body: { data: { ...user, two_factor_auth: { google: state.google } } } };
    case 'GET /api/v1/profile/2fa/google/qr-code':
      return { body: { data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Kontor:jane', qr_code: 'data:image/png;base64,iVBORw0KGgo=' } } };
    case 'POST /api/v1/profile/2fa/google/assign': {
      if ((call.body as { code: string }).code !== GOOD_NEW_SECRET_CODE) return { status: 422, body: { message: 'The code is invalid.', errors: { code: ['The code is invalid.'] } } };
      state.google = true;
      return { body: { data: { two_factor_auth: { google: true } }, message: 'Two-factor authentication is enabled.' } };
    }
    case 'DELETE /api/v1/profile/2fa/google/remove': {
      const code = call.headers.get('one-time-code');
      if (code !== GOOD_CURRENT_CODE) return otpRefused(code);
      state.google = false;
      return { body: { data: { two_factor_auth: { google: false } }, message: 'Two-factor authentication is disabled.' } };
    }
    case 'PUT /api/v1/profile/password': {
      const code = call.headers.get('one-time-code');
      if (state.google && code !== GOOD_CURRENT_CODE) return otpRefused(code);
      return { body: { message: 'Password changed successfully.' } };
    }
    default:
      return { status: 404, body: { message: 'Not found.' } };
  }
};

const user: User = {
  id: 7,
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.test',
  avatar: null,
  livechat_token: null,
  roles: [{ slug: 'manager' }],
  company: null,
  portal_services: {},
  two_factor_auth: { google: false },
  is_compliance_trackings_required: false,
  is_compliance_trackings_preparing: false,
  user_lead_id: null,
  affiliates: { count: 0 },
};

const token: AuthToken = { access_token: 'token', expires_in: 1800, expires_at: Math.floor(Date.now() / 1000) + 1800, expires_date: '', token_type: 'Bearer' };

const open = () => renderAt('/manager/profile', '/manager/profile', <ProfilePage />);

const typeCode = async (u: ReturnType<typeof userEvent.setup>, container: HTMLElement, code: string) => {
  const digits = within(container).getAllByRole('textbox', { name: /^Digit/ });
  await waitFor(() => expect(digits[0]).toBeEnabled());
  await u.click(digits[0]!);
  await u.keyboard(code);
};

const twoFactorSection = () => screen.getByRole('region', { name: 'Two-factor authentication' });

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('profile: two-factor', () => {
  it('off: Enable shows the QR code and the secret; a refused code resets the digits; a good one turns it on', async () => {
    writeSession(token, { ...user, two_factor_auth: { google: false } });
    const calls = mockFetch(serverWith({ google: false }));
    const u = userEvent.setup();
    open();
    expect(await within(await screen.findByRole('region', { name: 'Two-factor authentication' })).findByText('Off')).toBeInTheDocument();
    await u.click(within(twoFactorSection()).getByRole('button', { name: 'Enable' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByRole('textbox', { name: 'Secret key' })).toHaveValue('JBSWY3DPEHPK3PXP');

    await typeCode(u, twoFactorSection(), '111111');
    expect(await within(twoFactorSection()).findByText('The code is invalid.')).toBeInTheDocument();
    await waitFor(() => expect(within(twoFactorSection()).getAllByRole('textbox', { name: /^Digit/ }).map((d) => (d as HTMLInputElement).value).join('')).toBe(''));

    await typeCode(u, twoFactorSection(), GOOD_NEW_SECRET_CODE);
    expect(await within(twoFactorSection()).findByRole('button', { name: 'Disable' })).toBeInTheDocument();
    expect(within(twoFactorSection()).getByText('On')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
    // The stored user follows, so guards and menus see two-factor on.
    await waitFor(() => expect(readUser()?.two_factor_auth.google).toBe(true));
    expect(calls.filter((c) => c.url === '/api/v1/profile/2fa/google/assign').map((c) => c.body)).toEqual([{ code: '111111' }, { code: GOOD_NEW_SECRET_CODE }]);
  });

  it('on: Disable asks for the code the server asks for, shows a refusal, then removes two-factor with a good code', async () => {
    writeSession(token, { ...user, two_factor_auth: { google: true } });
    const calls = mockFetch(serverWith({ google: true }));
    const u = userEvent.setup();
    open();
    await u.click(await within(await screen.findByRole('region', { name: 'Two-factor authentication' })).findByRole('button', { name: 'Disable' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify your action' });
    await typeCode(u, dialog, '000000');
    expect(await within(dialog).findByText('The two-factor code is invalid.')).toBeInTheDocument();

    await typeCode(u, dialog, GOOD_CURRENT_CODE);
    expect(await within(twoFactorSection()).findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(readUser()?.two_factor_auth.google).toBe(false));
    // The first request, without a code, lets the server check the removal and say which factors it takes.
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.headers.get('one-time-code'))).toEqual([null, '000000', GOOD_CURRENT_CODE]);
  });
});

describe('profile: password', () => {
  it('a user with two-factor confirms the change with the code the server asks for', async () => {
    writeSession(token, { ...user, two_factor_auth: { google: true } });
    const calls = mockFetch(serverWith({ google: true }));
    const u = userEvent.setup();
    open();
    const section = await screen.findByRole('region', { name: 'Password' });
    await u.type(within(section).getByLabelText(/^Current password/, { selector: 'input' }), 'Old-Passw0rd!');
    await u.type(within(section).getByLabelText(/^New password/, { selector: 'input' }), 'New-Passw0rd!');
    await u.type(within(section).getByLabelText(/^Confirm new password/, { selector: 'input' }), 'New-Passw0rd!');
    await u.click(within(section).getByRole('button', { name: 'Change password' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify your action' });
    await typeCode(u, dialog, GOOD_CURRENT_CODE);
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByLabelText(/^Current password/, { selector: 'input' })).toHaveValue(''));
    const puts = calls.filter((c) => c.url === '/api/v1/profile/password');
    expect(puts.map((c) => c.headers.get('one-time-code'))).toEqual([null, GOOD_CURRENT_CODE]);
    expect(puts[1]?.body).toEqual({ current_password: 'Old-Passw0rd!', password: 'New-Passw0rd!', password_confirmation: 'New-Passw0rd!' });
  });
});
