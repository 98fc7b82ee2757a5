import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_SIGN_IN_SUBJECT } from '../../src/server/modules/auth/newSignInAlert';
import { call, createCompany, createUser, forEachEngine, TEST_PASSWORD, type TestApp, makeApp } from './harness';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const BROWSER_A = 'A'.repeat(30);
const BROWSER_B = 'B'.repeat(30);

await forEachEngine((engine) => {
  describe(`new-device and failed-attempt alerts (${engine})`, () => {
    let t: TestApp;
    let userId: number;
    const EMAIL = 'alerted@test.local';
    const signIn = (browserId: string, ip: string, userAgent: string, password = TEST_PASSWORD) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: EMAIL, password }, remoteAddress: ip, headers: { 'x-browser-id': browserId, 'user-agent': userAgent } });
    const mails = () => t.db.db.selectFrom('outbox').selectAll().where('to_address', '=', EMAIL).where('subject', '=', NEW_SIGN_IN_SUBJECT).orderBy('id').execute();
    const notices = () => t.db.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('type', '=', 'auth.new_sign_in').orderBy('id').execute();

    beforeAll(async () => {
      t = await makeApp(engine);
      const companyId = await createCompany(t, 'Alert Co');
      userId = await createUser(t, { email: EMAIL, role: 'manager', companyId });
    });
    afterAll(async () => t.close());

    it('the first sign-in and a known device at a known address alert nobody', async () => {
      expect((await signIn(BROWSER_A, '198.51.100.7', CHROME)).statusCode).toBe(200);
      expect((await signIn(BROWSER_A, '198.51.100.7', CHROME)).statusCode).toBe(200);
      expect(await mails()).toHaveLength(0);
      expect(await notices()).toHaveLength(0);
    });

    it('a new device sends one e-mail and one notification naming the place and the device', async () => {
      expect((await signIn(BROWSER_B, '203.0.113.9', FIREFOX)).statusCode).toBe(200);
      const [mail] = await mails();
      expect(mail?.body).toContain('Device: Firefox, Linux');
      expect(mail?.body).toContain('Address: 203.0.113.9 (network 203.0.113.0/24)');
      const [notice] = await notices();
      expect(notice?.message).toBe('Signed in from Firefox, Linux at 203.0.113.9');
      // The same device again: nothing more.
      expect((await signIn(BROWSER_B, '203.0.113.9', FIREFOX)).statusCode).toBe(200);
      expect(await mails()).toHaveLength(1);
      expect(await notices()).toHaveLength(1);
    });

    it('a known device from an address never seen alerts too', async () => {
      expect((await signIn(BROWSER_A, '192.0.2.44', CHROME)).statusCode).toBe(200);
      const all = await mails();
      expect(all).toHaveLength(2);
      expect(all[1]?.body).toContain('from a new address');
      expect(all[1]?.body).toContain('Device: Chrome, Windows');
      expect(await notices()).toHaveLength(2);
    });

    it('the profile lists recent sign-ins and the recorded failures, newest first', async () => {
      expect((await signIn(BROWSER_A, '192.0.2.44', CHROME, 'Wrong-Passw0rd!')).statusCode).toBe(422);
      const ok = await signIn(BROWSER_A, '192.0.2.44', CHROME);
      const token = ok.json().data.token.access_token as string;
      const history = await call(t, { method: 'GET', url: '/api/v1/profile/sign-ins', token });
      expect(history.statusCode).toBe(200);
      const events = history.json().data as Array<{ kind: string; ip: string; reason: string | null; new_device: boolean; user_agent: string }>;
      expect(events[0]).toMatchObject({ kind: 'signed_in', ip: '192.0.2.44' });
      expect(events[1]).toMatchObject({ kind: 'failed', ip: '192.0.2.44', reason: 'password' });
      expect(events.filter((e) => e.kind === 'signed_in' && e.new_device)).toHaveLength(2); // A's first sign-in and B's
      // Another user's history is not in it.
      expect(events.every((e) => e.user_agent === CHROME || e.user_agent === FIREFOX)).toBe(true);
    });
  });
});
