import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_ID_LENGTH } from '../../../src/contract/constants';
import type { SignInSession } from '../../../src/contract/entities';
import { redactUrl } from '../../../src/server/logging';
import { call, createCompany, createUser, forEachEngine, makeApp, refreshCookieOf, TEST_PASSWORD, type TestApp } from '../harness';

/**
 * Issue 38 (the second outside probe): what an unauthenticated caller learns from the health call, which
 * sign-in keys reach the request log, and whose browser and address the sessions list shows.
 */
type Logged = TestApp & { lines: string[] };

await forEachEngine((engine) => {
  describe(`the second outside probe: health, log, sessions (${engine})`, () => {
    let t: Logged;
    beforeAll(async () => {
      const lines: string[] = [];
      const app = await makeApp(engine, { LOG_LEVEL: 'info' }, undefined, { logStream: { write: (line: string) => void lines.push(line) } });
      t = { ...app, lines };
    });
    afterAll(async () => t?.close());

    it('GET /api/v1/health tells an unauthenticated caller only that the server answers, not its database engine', async () => {
      const res = await call(t, { method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.body).not.toMatch(/sqlite|postgres/i);
    });

    it('never writes a sign-in key or code that arrives in a URL path to the request log', async () => {
      const secret = () => crypto.randomBytes(24).toString('base64url');
      const keys = { legacy: secret(), psp: secret(), portal: secret(), sandbox: secret(), kyc: secret(), approve: secret(), device: secret(), chat: secret() };
      const urls = [
        `/legacy/${keys.legacy}`,
        `/psp/auth/7/${keys.psp}`,
        `/portals/free_market/${keys.portal}`,
        `/portal-sandbox/free_market/session/${keys.sandbox}`,
        `/kyc-sandbox/${keys.kyc}`,
        `/approve-sign-in/${keys.approve}`,
        `/api/v1/auth/device-sign-in/${keys.device}`,
        `/rocket-chat/auth?kontor_key=${keys.chat}`,
      ];
      for (const url of urls) await call(t, { method: 'GET', url });
      const log = t.lines.join('');
      expect(log).toContain('/legacy/[redacted]');
      for (const key of Object.values(keys)) expect(log).not.toContain(key);
    });

    it('redacts the key segments of every page that carries one, and leaves the other device sign-in calls readable', () => {
      expect(redactUrl('/legacy/K1')).toBe('/legacy/[redacted]');
      expect(redactUrl('/psp/auth/12/K2?x=1')).toBe('/psp/auth/12/[redacted]?x=1');
      expect(redactUrl('/portal-sandbox/bcb/session/K3')).toBe('/portal-sandbox/bcb/session/[redacted]');
      expect(redactUrl('/api/v1/auth/device-sign-in/C4/approve')).toBe('/api/v1/auth/device-sign-in/[redacted]');
      expect(redactUrl('/api/v1/auth/device-sign-in/status')).toBe('/api/v1/auth/device-sign-in/status');
      expect(redactUrl('/api/v1/auth/device-sign-in/redeem')).toBe('/api/v1/auth/device-sign-in/redeem');
      expect(redactUrl('/api/v1/m/products?page=1')).toBe('/api/v1/m/products?page=1');
    });

    it('lists each session with its own browser and address, not those of the device checkpoint it shares', async () => {
      const companyId = await createCompany(t, 'Probe Sessions Co', { legal_type: 'individual' });
      await createUser(t, { email: 'probe-sessions@test.local', companyId });
      const signIn = async (userAgent: string, remoteAddress: string) => {
        const res = await t.app.inject({
          method: 'POST', url: '/api/v1/auth/login', remoteAddress,
          payload: { email: 'probe-sessions@test.local', password: TEST_PASSWORD },
          headers: { 'user-agent': userAgent, 'x-browser-id': 'b'.repeat(BROWSER_ID_LENGTH) },
        });
        expect(res.statusCode).toBe(200);
        return { token: res.json<{ data: { token: { access_token: string } } }>().data.token.access_token, cookie: refreshCookieOf(res) ?? '' };
      };
      const first = await signIn('Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0', '10.0.0.1');
      await signIn('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Version/17.0 Safari/605.1.15', '10.0.0.2');
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/profile/sessions', remoteAddress: '10.0.0.1', headers: { authorization: `Bearer ${first.token}` } });
      const sessions = res.json<{ data: SignInSession[] }>().data;
      expect(sessions.map((s) => [s.current, s.ip, s.user_agent])).toEqual([
        [true, '10.0.0.1', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0'],
        [false, '10.0.0.2', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Version/17.0 Safari/605.1.15'],
      ]);
    });
  });
});
