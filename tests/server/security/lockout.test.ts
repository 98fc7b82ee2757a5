import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceOf } from '../../../src/server/auth/rateLimit';
import { THROTTLE } from '../../../src/server/auth/throttle';
import { FAILED_SIGN_IN_SUBJECT } from '../../../src/server/modules/auth/failedSignIn';
import { LOGIN_MESSAGES } from '../../../src/server/modules/auth/service';
import { call, createCompany, createUser, forEachEngine, login, makeApp, TEST_PASSWORD, type TestApp } from '../harness';

/**
 * Security issue item 3: five wrong passwords used to lock an account for everyone. Now failures are
 * limited per address and per account + address; an account attacked from many addresses gets a
 * short, growing, capped delay for the addresses that failed; the owner signs in from elsewhere.
 */
const WRONG = 'Wrong-Passw0rd!';
const BROWSER = 'CCCCCCCCCCCCCCCCCCCCCCCCCCCCC3';

const attempt = (t: TestApp, email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: ip, payload: { email, password }, headers: { 'user-agent': 'Probe/1.0', ...headers } });

const wrongCredentials = { message: LOGIN_MESSAGES.failed, errors: { email: [LOGIN_MESSAGES.failed] } };

type CheckpointRow = { id: number; user: { id: number } | null; ip: string | null; browser_id: string | null; status: string; last_seen_at: string | null; failed_attempts: number; last_failed_at: string | null };

await forEachEngine((engine) => {
  describe(`sign-in throttling without account lock-out (${engine})`, () => {
    let t: TestApp;
    let companyId: number;
    beforeAll(async () => {
      t = await makeApp(engine);
      companyId = await createCompany(t, 'Lockout Co', { legal_type: 'individual' });
      await createUser(t, { email: 'admin@test.local', role: 'super-admin' });
    });
    // The tests move the clock by hours: the admin signs in when needed.
    const adminToken = async () => (await login(t, 'admin@test.local')).token;
    afterAll(async () => t.close());

    it('five wrong passwords from one address do not lock the account: the right password from another address signs in', async () => {
      await createUser(t, { email: 'victim1@test.local', companyId });
      for (let i = 0; i < 5; i++) {
        const res = await attempt(t, 'victim1@test.local', WRONG, '198.51.100.1');
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual(wrongCredentials);
      }
      const owner = await attempt(t, 'victim1@test.local', TEST_PASSWORD, '192.0.2.10');
      expect(owner.statusCode).toBe(200);
      expect(owner.json().data.token.access_token).toEqual(expect.any(String));
    });

    it('the address that failed is limited for that account (429, Retry-After, documented error shape), other accounts from it are not', async () => {
      await createUser(t, { email: 'victim2@test.local', companyId });
      await createUser(t, { email: 'bystander2@test.local', companyId });
      for (let i = 0; i < THROTTLE.accountAddress.maxFailures; i++) expect((await attempt(t, 'victim2@test.local', WRONG, '198.51.100.2')).statusCode).toBe(422);
      const limited = await attempt(t, 'victim2@test.local', TEST_PASSWORD, '198.51.100.2');
      expect(limited.statusCode).toBe(429);
      const seconds = Number(limited.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(THROTTLE.accountAddress.lockSeconds);
      expect(limited.json()).toEqual({ message: `Too many login attempts. Please try again in ${seconds} seconds.` });
      expect((await attempt(t, 'bystander2@test.local', TEST_PASSWORD, '198.51.100.2')).statusCode).toBe(200);
      // The lock ends by itself.
      t.advance(THROTTLE.accountAddress.lockSeconds + 1);
      expect((await attempt(t, 'victim2@test.local', TEST_PASSWORD, '198.51.100.2')).statusCode).toBe(200);
    });

    it('an account attacked from many addresses gets a growing, capped delay for the addresses that failed, never a lock; the owner (with two-factor) still signs in', async () => {
      await createUser(t, { email: 'victim3@test.local', companyId, twoFactor: true });
      const attacker = (n: number) => `203.0.113.${n}`;
      // Four failures from four addresses: no delay yet.
      for (let n = 1; n <= 4; n++) expect((await attempt(t, 'victim3@test.local', WRONG, attacker(n))).statusCode).toBe(422);
      expect((await attempt(t, 'victim3@test.local', WRONG, attacker(1))).statusCode).toBe(422);
      // That was the fifth failure of the account: addresses that failed now wait 2 s, then 4 s, 8 s …
      const waits: number[] = [];
      for (let n = 5; n <= 12; n++) {
        const delayed = await attempt(t, 'victim3@test.local', WRONG, attacker(1));
        expect(delayed.statusCode).toBe(429);
        expect(delayed.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
        waits.push(Number(delayed.headers['retry-after']));
        // The right password from an address that failed waits as well …
        expect((await attempt(t, 'victim3@test.local', TEST_PASSWORD, attacker(2), { 'one-time-code': t.code() })).statusCode).toBe(429);
        // … while a new address is not delayed (and fails once more).
        expect((await attempt(t, 'victim3@test.local', WRONG, attacker(n))).statusCode).toBe(422);
      }
      expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
      expect(Math.max(...waits)).toBe(THROTTLE.account.maxDelaySeconds);

      // Throughout, the owner signs in from an address that has not failed: password, then the code.
      const first = await attempt(t, 'victim3@test.local', TEST_PASSWORD, '192.0.2.30');
      expect(first.statusCode).toBe(403);
      expect(first.headers['otp-required']).toBe('true');
      t.advance(30);
      expect((await attempt(t, 'victim3@test.local', TEST_PASSWORD, '192.0.2.30', { 'one-time-code': t.code() })).statusCode).toBe(200);

      // A delay, not a lock: it runs out after at most the cap.
      t.advance(THROTTLE.account.maxDelaySeconds);
      expect((await attempt(t, 'victim3@test.local', WRONG, attacker(1))).statusCode).toBe(422);
      expect((await attempt(t, 'victim3@test.local', WRONG, attacker(1))).statusCode).toBe(429);
    });

    it('sends the user one e-mail about the failed attempts, not one per attempt, without secrets', async () => {
      await createUser(t, { email: 'victim4@test.local', companyId });
      for (let n = 1; n <= 30; n++) expect((await attempt(t, 'victim4@test.local', WRONG, `198.18.4.${n}`)).statusCode).toBe(422);
      const mails = await t.db.db.selectFrom('outbox').selectAll().where('to_address', '=', 'victim4@test.local').execute();
      expect(mails.map((m) => m.subject)).toEqual([FAILED_SIGN_IN_SUBJECT]);
      expect(mails[0]?.body).toContain(`${THROTTLE.notify.afterFailures} failed attempts`);
      expect(mails[0]?.body).not.toContain(WRONG);
      // Another wave later the same day: still the one e-mail.
      t.advance(2 * 3600);
      for (let n = 31; n <= 40; n++) await attempt(t, 'victim4@test.local', WRONG, `198.18.4.${n}`);
      expect(await t.db.db.selectFrom('outbox').select('id').where('to_address', '=', 'victim4@test.local').execute()).toHaveLength(1);
    });

    it('shows the failed attempts to the admin in the auth checkpoints, with their address, count and time', async () => {
      const userId = await createUser(t, { email: 'victim5@test.local', companyId });
      // The owner's own browser, signed in once; then a typo from it.
      expect((await attempt(t, 'victim5@test.local', TEST_PASSWORD, '192.0.2.50', { 'x-browser-id': BROWSER })).statusCode).toBe(200);
      expect((await attempt(t, 'victim5@test.local', WRONG, '192.0.2.50', { 'x-browser-id': BROWSER })).statusCode).toBe(422);
      // An attacker: three tries from one address with made-up browser ids, one from another.
      for (const id of ['DDDDDDDDDDDDDDDDDDDDDDDDDDDDD1', 'DDDDDDDDDDDDDDDDDDDDDDDDDDDDD2', 'DDDDDDDDDDDDDDDDDDDDDDDDDDDDD3']) {
        expect((await attempt(t, 'victim5@test.local', WRONG, '198.51.100.55', { 'x-browser-id': id })).statusCode).toBe(422);
      }
      expect((await attempt(t, 'victim5@test.local', WRONG, '198.51.100.56')).statusCode).toBe(422);
      const at = t.clock.now.toISOString();
      const admin = await adminToken();

      const res = await call(t, { method: 'GET', url: `/api/v1/a/auth-checkpoints?user_id=${userId}&sort=failed_attempts&order=desc`, token: admin });
      expect(res.statusCode).toBe(200);
      const rows = res.json<{ data: CheckpointRow[] }>().data;
      // Most failures first; ties newest row first.
      expect(rows.map((r) => [r.ip, r.browser_id, r.status, r.failed_attempts, r.last_failed_at, r.last_seen_at === null])).toEqual([
        ['198.51.100.55', null, 'allowed', 3, at, true],
        ['198.51.100.56', null, 'allowed', 1, at, true],
        ['192.0.2.50', BROWSER, 'allowed', 1, at, false],
      ]);
      // Five failures of the account: addresses that failed wait out the delay first.
      t.advance(THROTTLE.account.maxDelaySeconds);
      // The admin can block the attacking address for this user; the owner's browser elsewhere is unaffected.
      const attackerRow = rows[0]?.id ?? 0;
      expect((await call(t, { method: 'PUT', url: `/api/v1/a/auth-checkpoints/${attackerRow}/status`, token: admin, body: { status: 'blocked' } })).statusCode).toBe(200);
      expect((await attempt(t, 'victim5@test.local', TEST_PASSWORD, '198.51.100.55')).statusCode).toBe(403);
      expect((await attempt(t, 'victim5@test.local', TEST_PASSWORD, '192.0.2.51', { 'x-browser-id': BROWSER })).statusCode).toBe(200);
      // The default list (newest sign-in first) puts devices that never signed in last, on both engines.
      const all = (await call(t, { method: 'GET', url: `/api/v1/a/auth-checkpoints?user_id=${userId}`, token: admin })).json<{ data: CheckpointRow[] }>().data;
      expect(all[0]?.browser_id).toBe(BROWSER);
      expect(all.slice(1).every((r) => r.last_seen_at === null)).toBe(true);
    });

    it('an unknown e-mail answers the same and leaves no checkpoint or mail', async () => {
      for (let i = 0; i < 3; i++) {
        const res = await attempt(t, 'nobody-here@test.local', WRONG, '198.51.100.60');
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual(wrongCredentials);
      }
      expect(await t.db.db.selectFrom('outbox').select('id').where('to_address', '=', 'nobody-here@test.local').execute()).toHaveLength(0);
      expect(await t.db.db.selectFrom('auth_checkpoints').select('id').where('ip', '=', '198.51.100.60').execute()).toHaveLength(0);
    });

    it("the admin's reset clears the account's delay and every address's lock for it", async () => {
      const userId = await createUser(t, { email: 'victim6@test.local', companyId });
      for (let i = 0; i < 5; i++) await attempt(t, 'victim6@test.local', WRONG, '198.51.100.70');
      for (let n = 1; n <= 6; n++) await attempt(t, 'victim6@test.local', WRONG, `198.51.101.${n}`);
      expect((await attempt(t, 'victim6@test.local', TEST_PASSWORD, '198.51.100.70')).statusCode).toBe(429);
      expect((await attempt(t, 'victim6@test.local', TEST_PASSWORD, '198.51.101.1')).statusCode).toBe(429);
      const reset = await call(t, { method: 'DELETE', url: `/api/v1/a/users/${userId}/reset/throttle`, token: await adminToken() });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: 'The sign-in throttle has been reset.' });
      expect((await attempt(t, 'victim6@test.local', TEST_PASSWORD, '198.51.100.70')).statusCode).toBe(200);
      expect((await attempt(t, 'victim6@test.local', TEST_PASSWORD, '198.51.101.1')).statusCode).toBe(200);
    });

    it('a burst of parallel wrong passwords from one address gets no more tries than the limit', async () => {
      await createUser(t, { email: 'victim8@test.local', companyId });
      const answers = await Promise.all(Array.from({ length: 20 }, () => attempt(t, 'victim8@test.local', WRONG, '198.51.100.80')));
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 422)).toHaveLength(THROTTLE.accountAddress.maxFailures);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20 - THROTTLE.accountAddress.maxFailures);
      // A right password gives its reserved try back: signing in and out from one address never adds up.
      for (let i = 0; i < THROTTLE.address.maxFailures + 2; i++) expect((await attempt(t, 'victim8@test.local', TEST_PASSWORD, '192.0.2.80')).statusCode).toBe(200);
    });

    it('counts an IPv6 client by its /64 network, so rotating addresses inside it does not reset the limit', async () => {
      expect(sourceOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
      expect(sourceOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
      expect(sourceOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
      expect(sourceOf('192.0.2.1')).toBe('192.0.2.1');
      await createUser(t, { email: 'victim7@test.local', companyId });
      for (let i = 1; i <= 5; i++) expect((await attempt(t, 'victim7@test.local', WRONG, `2001:db8:7:7::${i}`)).statusCode).toBe(422);
      expect((await attempt(t, 'victim7@test.local', TEST_PASSWORD, '2001:db8:7:7::99')).statusCode).toBe(429);
      expect((await attempt(t, 'victim7@test.local', TEST_PASSWORD, '2001:db8:7:8::1')).statusCode).toBe(200);
    });
  });
});
