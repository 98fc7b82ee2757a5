import '@testing-library/jest-dom/vitest';
import crypto from 'node:crypto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneSignIn } from '../../../../src/portal/deviceSignIn/PhoneSignIn';
import { readUser } from '../../../../src/portal/providers/authStorage';
import { authProvider } from '../../../../src/portal/providers/authProvider';
import { dataProvider } from '../../../../src/portal/providers/dataProvider';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { RealtimeContext, type RealtimeSource } from '../../../../src/portal/realtime/RealtimeContext';
import { fakeRealtime } from '../fakeRealtime';
import { mockFetch } from '../fetchMock';
import { makeToken, makeUser } from '../shell/fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const CODE = 'C'.repeat(32);

/** /login with the portal's own auth and data providers, so the sign-in really redeems the code. */
const renderLogin = (realtime: RealtimeSource) =>
  render(
    <RealtimeContext.Provider value={realtime}>
      <TestMemoryRouter initialEntries={['/login?phone=1']}>
        <AdminContext i18nProvider={i18nProvider} authProvider={authProvider} dataProvider={dataProvider} store={memoryStore({ locale: 'en' })}>
          <Routes>
            <Route path="/login" element={<PhoneSignIn />} />
            <Route path="*" element={<p>signed in</p>} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>
    </RealtimeContext.Provider>,
  );

describe('Sign in with your phone', () => {
  it('shows the link, ignores auth_code of other browsers and redeems its own with the secret whose hash it sent', async () => {
    const live = fakeRealtime();
    const status = 'waiting';
    const calls = mockFetch((c) => {
      if (c.url.endsWith('/auth/device-sign-in')) return { status: 201, body: { data: { code: CODE, expires_at: new Date(Date.now() + 300_000).toISOString() } } };
      if (c.url.endsWith('/auth/device-sign-in/status')) return { body: { data: { status } } };
      if (c.url.endsWith('/auth/device-sign-in/redeem')) return { body: { data: { token: makeToken(), user: makeUser('manager') } } };
      return { body: { data: makeUser('manager') } };
    });
    renderLogin(live);
    const link = await screen.findByTestId('device-sign-in-link');
    expect(link).toHaveTextContent(`/approve-sign-in/${CODE}`);
    const started = calls.find((c) => c.url.endsWith('/auth/device-sign-in'));
    const identifier = (started?.body as { identifier: string }).identifier;
    expect(identifier).toMatch(/^[A-Za-z0-9_-]{43}$/);

    live.emit('auth_code', { otp: 'O'.repeat(32), identifier: crypto.randomBytes(32).toString('base64url') });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.url.endsWith('/redeem'))).toBe(false);

    live.emit('auth_code', { otp: 'P'.repeat(32), identifier });
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/redeem'))).toBe(true));
    const body = calls.find((c) => c.url.endsWith('/redeem'))?.body as { otp: string; verifier: string };
    expect(body.otp).toBe('P'.repeat(32));
    expect(crypto.createHash('sha256').update(body.verifier).digest('base64url')).toBe(identifier);
    await waitFor(() => expect(readUser()?.roles[0]?.slug).toBe('manager'));
  });

  it('a refusal on the other device leaves the page with a message and a way to ask again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const live = fakeRealtime();
      mockFetch((c) => {
        if (c.url.endsWith('/auth/device-sign-in')) return { status: 201, body: { data: { code: CODE, expires_at: new Date(Date.now() + 300_000).toISOString() } } };
        if (c.url.endsWith('/auth/device-sign-in/status')) return { body: { data: { status: 'denied' } } };
        return { body: {} };
      });
      renderLogin(live);
      await screen.findByTestId('device-sign-in-link');
      await vi.advanceTimersByTimeAsync(3500);
      expect(await screen.findByTestId('device-sign-in-ended')).toHaveTextContent('The sign-in was refused on the other device. You can ask again.');
      expect(screen.getByRole('button', { name: 'Ask again' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
