import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/server/auth/totp';
import { call, createCompany, createUser, forEachEngine, login, TEST_PASSWORD, type TestApp, makeApp } from './harness';

const CODE_FORMAT = /^[a-z2-9]{5}-[a-z2-9]{5}$/;

await forEachEngine((engine) => {
  describe(`recovery codes (${engine})`, () => {
    let t: TestApp;
    let adminId: number;
    let userId: number;
    let codes: string[] = [];
    let secret = '';
    const EMAIL = 'lost-phone@test.local';
    const signIn = (code?: string, email = EMAIL) => call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email, password: TEST_PASSWORD }, code });
    const appCode = () => totpCode(secret, t.clock.now.getTime());

    beforeAll(async () => {
      t = await makeApp(engine);
      const companyId = await createCompany(t, 'Recovery Co');
      adminId = await createUser(t, { email: 'admin@test.local', role: 'admin' });
      userId = await createUser(t, { email: EMAIL, role: 'manager', companyId });
    });
    afterAll(async () => t.close());

    it('turning two-factor on answers ten distinct codes, once, stored only as keyed hashes', async () => {
      const { token } = await login(t, EMAIL);
      const qr = await call(t, { method: 'GET', url: '/api/v1/profile/2fa/google/qr-code', token });
      secret = qr.json().data.secret;
      const on = await call(t, { method: 'POST', url: '/api/v1/profile/2fa/google/assign', token, body: { code: appCode() } });
      expect(on.statusCode).toBe(200);
      codes = on.json().data.recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(CODE_FORMAT);
      const stored = await t.db.db.selectFrom('recovery_codes').select(['code_hash', 'used_at']).where('user_id', '=', userId).execute();
      expect(stored).toHaveLength(10);
      const hashes = stored.map((r) => r.code_hash).join(' ');
      for (const code of codes) expect(hashes).not.toContain(code.replace('-', ''));
      expect(stored.every((r) => r.used_at === null)).toBe(true);
      const state = await call(t, { method: 'GET', url: '/api/v1/profile/2fa/recovery-codes', token });
      expect(state.json().data).toEqual({ total: 10, left: 10 });
    });

    it('a recovery code signs in once and tells how many are left; the sign-in names the factor', async () => {
      t.advance(30);
      const first = await signIn(codes[0]!.toUpperCase());
      expect(first.statusCode).toBe(200);
      expect(first.json().data.recovery_codes_left).toBe(9);
      const token = first.json().data.token.access_token as string;
      const sessions = await call(t, { method: 'GET', url: '/api/v1/profile/sessions', token });
      expect(sessions.json().data.find((s: { current: boolean }) => s.current)).toMatchObject({ second_factor: 'recovery_code' });
      const again = await signIn(codes[0]);
      expect(again.statusCode).toBe(403);
      expect(again.headers['otp-required']).toBe('true');
      expect(again.json().message).toBe('The recovery code is invalid or has already been used.');
      // Typed without the dash and with spaces, the next one works too.
      const second = await signIn(` ${codes[1]!.replace('-', ' ')} `);
      expect(second.statusCode).toBe(200);
      expect(second.json().data.recovery_codes_left).toBe(8);
      const history = await call(t, { method: 'GET', url: '/api/v1/profile/sign-ins', token });
      expect(history.json().data.filter((e: { second_factor: string | null }) => e.second_factor === 'recovery_code')).toHaveLength(2);
    });

    it('a recovery code confirms nothing but a sign-in', async () => {
      t.advance(30);
      const { token } = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: EMAIL, password: TEST_PASSWORD }, code: appCode() }).then((r) => ({ token: r.json().data.token.access_token as string }));
      const regenerate = await call(t, { method: 'POST', url: '/api/v1/profile/2fa/recovery-codes', token, code: codes[2] });
      expect(regenerate.statusCode).toBe(403);
      expect(regenerate.json().message).toBe('A recovery code can only be used to sign in. Please enter the code from your authenticator app.');
      const left = await t.db.db.selectFrom('recovery_codes').select('id').where('user_id', '=', userId).where('used_at', 'is', null).execute();
      expect(left).toHaveLength(8);
    });

    it('regenerating needs a current code, voids the old set and answers ten new codes', async () => {
      t.advance(30);
      const signedIn = await signIn(appCode());
      const token = signedIn.json().data.token.access_token as string;
      const asked = await call(t, { method: 'POST', url: '/api/v1/profile/2fa/recovery-codes', token });
      expect(asked.statusCode).toBe(403);
      expect(asked.headers['otp-required']).toBe('true');
      expect(asked.headers['otp-methods']).toBe('totp');
      t.advance(30);
      const fresh = await call(t, { method: 'POST', url: '/api/v1/profile/2fa/recovery-codes', token, code: appCode() });
      expect(fresh.statusCode).toBe(200);
      const next: string[] = fresh.json().data.codes;
      expect(next).toHaveLength(10);
      expect(next.some((c) => codes.includes(c))).toBe(false);
      t.advance(30);
      expect((await signIn(codes[3])).statusCode).toBe(403);
      const withNew = await signIn(next[0]);
      expect(withNew.statusCode).toBe(200);
      expect(withNew.json().data.recovery_codes_left).toBe(9);
      const activity = await t.db.db.selectFrom('activities').select('type').where('user_id', '=', userId).where('type', '=', 'profile.recovery_codes_generated').execute();
      expect(activity).toHaveLength(1);
      codes = next;
    });

    it('wrong recovery codes count with wrong app codes: five lock the second factor, right codes included, and are recorded as failed sign-ins', async () => {
      t.advance(30);
      const before = await t.db.db.selectFrom('activities').select('id').where('user_id', '=', userId).where('type', '=', 'auth.login_failed').execute();
      for (let i = 1; i <= 4; i++) {
        const res = await signIn('zzzzz-zzzzz');
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('The recovery code is invalid or has already been used.');
      }
      const fifth = await signIn('zzzzz-zzzzy');
      expect(fifth.statusCode).toBe(403);
      expect(fifth.json().message).toBe('Too many invalid codes. Two-factor verification is locked for 15 minutes.');
      expect(fifth.headers['retry-after']).toBe('900');
      const locked = await signIn(codes[1]);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().message).toMatch(/locked/);
      // The right code was not spent while locked.
      expect(await t.db.db.selectFrom('recovery_codes').select('id').where('user_id', '=', userId).where('used_at', 'is', null).execute()).toHaveLength(9);
      const after = await t.db.db.selectFrom('activities').select(['id', 'meta']).where('user_id', '=', userId).where('type', '=', 'auth.login_failed').execute();
      // Five wrong codes and the attempt refused while locked.
      expect(after.length - before.length).toBe(6);
      expect(after.every((a) => JSON.parse(a.meta ?? '{}').reason === 'second_factor')).toBe(true);
      const checkpoint = await t.db.db.selectFrom('auth_checkpoints').select('failed_attempts').where('user_id', '=', userId).execute();
      expect(checkpoint.reduce((n, c) => n + c.failed_attempts, 0)).toBeGreaterThanOrEqual(5);
      // The lock is in the database: another instance sees it too.
      const row = await t.db.db.selectFrom('users').select('otp_locked_until').where('id', '=', userId).executeTakeFirstOrThrow();
      expect(row.otp_locked_until).not.toBeNull();
      t.advance(15 * 60 + 1);
      expect((await signIn(codes[1])).statusCode).toBe(200);
    });

    it('an administrator acting as the user cannot see or replace the codes', async () => {
      const admin = await login(t, 'admin@test.local');
      const acting = await call(t, { method: 'GET', url: `/api/v1/a/users/${userId}/login`, token: admin.token });
      expect(acting.statusCode).toBe(200);
      const token = acting.json().data.token.access_token as string;
      const res = await call(t, { method: 'POST', url: '/api/v1/profile/2fa/recovery-codes', token, code: appCode() });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Second factors cannot be changed while acting as the user.');
    });

    it("an admin's two-factor reset voids the codes and is logged with what it voided", async () => {
      const admin = await login(t, 'admin@test.local');
      const reset = await call(t, { method: 'PUT', url: `/api/v1/a/users/${userId}/reset/validator`, token: admin.token });
      expect(reset.statusCode).toBe(200);
      expect(await t.db.db.selectFrom('recovery_codes').select('id').where('user_id', '=', userId).execute()).toHaveLength(0);
      const logged = await t.db.db.selectFrom('activities').select(['meta', 'user_id']).where('type', '=', 'admin.user_two_factor_reset').executeTakeFirstOrThrow();
      expect(logged.user_id).toBe(adminId);
      expect(JSON.parse(logged.meta ?? '{}')).toMatchObject({ target_user_id: userId, recovery_codes_voided: 8, passkeys_removed: 0 });
      const { token } = await login(t, EMAIL);
      expect((await call(t, { method: 'GET', url: '/api/v1/profile/2fa/recovery-codes', token })).json().data).toEqual({ total: 10, left: 0 });
    });
  });
});
