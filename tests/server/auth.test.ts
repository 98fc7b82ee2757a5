import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCompany, createUser, forEachEngine, login, refreshCookieOf, TEST_PASSWORD, type TestApp, makeApp } from './harness';

await forEachEngine((engine) => {
  describe(`sign-in, tokens and two-factor (${engine})`, () => {
    let t: TestApp;
    let companyId: number;
    let adminId: number;
    beforeAll(async () => {
      t = await makeApp(engine);
      companyId = await createCompany(t, 'Acme');
      adminId = await createUser(t, { email: 'admin@test.local', role: 'admin' });
      await createUser(t, { email: 'mgr@test.local', role: 'manager', companyId, twoFactor: true });
      await createUser(t, { email: 'plain@test.local', role: 'manager', companyId });
      await createUser(t, { email: 'off@test.local', role: 'manager', companyId, enabled: false });
    });
    afterAll(async () => t.close());

    it('asks a two-factor user for the code, then signs in with it; me returns roles and company', async () => {
      const first = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'mgr@test.local', password: TEST_PASSWORD } });
      expect(first.statusCode).toBe(403);
      expect(first.headers['otp-required']).toBe('true');
      expect(first.json().message).toBe('Two-factor authentication code is required.');

      t.advance(30);
      const second = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'MGR@test.local', password: TEST_PASSWORD }, code: t.code() });
      expect(second.statusCode).toBe(200);
      const token = second.json().data.token;
      expect(Object.keys(token).sort()).toEqual(['access_token', 'expires_at', 'expires_date', 'expires_in', 'token_type']);
      expect(token.token_type).toBe('Bearer');
      expect(token.expires_in).toBe(30 * 60);
      expect(refreshCookieOf(second)).toBeDefined();
      expect(String(second.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Strict/);

      const me = await call(t, { method: 'GET', url: '/api/v1/auth/me', token: token.access_token });
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ email: 'mgr@test.local', roles: [{ slug: 'manager' }], company: { id: companyId, name: 'Acme' }, two_factor_auth: { google: true } });
      expect(me.headers['cache-control']).toBe('no-store');
    });

    it('refuses a code that was already used (replay)', async () => {
      t.advance(30);
      const code = t.code();
      const ok = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'mgr@test.local', password: TEST_PASSWORD }, code });
      expect(ok.statusCode).toBe(200);
      const replay = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'mgr@test.local', password: TEST_PASSWORD }, code });
      expect(replay.statusCode).toBe(403);
      expect(replay.headers['otp-required']).toBe('true');
      expect(replay.json().message).toBe('This code has already been used. Please wait for a new code.');
    });

    it('locks two-factor after five wrong codes in a row; an admin reset unlocks it', async () => {
      t.advance(60);
      const wrong = String((Number(t.code()) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 1; i <= 4; i++) {
        const res = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'mgr@test.local', password: TEST_PASSWORD }, code: wrong });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('The two-factor code is invalid.');
      }
      const fifth = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'mgr@test.local', password: TEST_PASSWORD }, code: wrong });
      expect(fifth.json().message).toMatch(/^Too many invalid codes/);
      const right = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'mgr@test.local', password: TEST_PASSWORD }, code: t.code() });
      expect(right.statusCode).toBe(403);
      expect(right.json().message).toMatch(/^Too many invalid codes/);

      const admin = await login(t, 'admin@test.local');
      const mgr = await t.db.db.selectFrom('users').select('id').where('email', '=', 'mgr@test.local').executeTakeFirstOrThrow();
      const reset = await call(t, { method: 'DELETE', url: `/api/v1/a/users/${mgr.id}/reset/throttle`, token: admin.token });
      expect(reset.statusCode).toBe(200);
      const after = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'mgr@test.local', password: TEST_PASSWORD }, code: t.code() });
      expect(after.statusCode).toBe(200);
    });

    it('throttles an account after repeated wrong passwords with 429 and Retry-After; the admin reset clears it', async () => {
      for (let i = 0; i < 5; i++) {
        const res = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'plain@test.local', password: 'wrong-password-1!' } });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } });
      }
      const locked = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'plain@test.local', password: TEST_PASSWORD } });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.json().message).toMatch(/^Too many login attempts/);

      const admin = await login(t, 'admin@test.local');
      const plain = await t.db.db.selectFrom('users').select('id').where('email', '=', 'plain@test.local').executeTakeFirstOrThrow();
      const byManager = await call(t, { method: 'DELETE', url: `/api/v1/a/users/${plain.id}/reset/throttle`, token: (await login(t, 'plain@test.local').catch(() => ({ token: 'x'.repeat(43) }))).token });
      expect([401, 403]).toContain(byManager.statusCode);
      expect((await call(t, { method: 'DELETE', url: `/api/v1/a/users/999999/reset/throttle`, token: admin.token })).statusCode).toBe(404);
      expect((await call(t, { method: 'DELETE', url: `/api/v1/a/users/${plain.id}/reset/throttle`, token: admin.token })).statusCode).toBe(200);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'plain@test.local', password: TEST_PASSWORD } })).statusCode).toBe(200);
    });

    it('throttles an address that tries many accounts', async () => {
      const ip = '203.0.113.9';
      for (let i = 0; i < 20; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: ip, payload: { email: `nobody${i}@test.local`, password: 'x' } });
        expect(res.statusCode).toBe(422);
      }
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: ip, payload: { email: 'admin@test.local', password: TEST_PASSWORD } });
      expect(res.statusCode).toBe(429);
    });

    it('rotates the refresh token; the old one is refused and its reuse ends the sign-in', async () => {
      const { token, cookie } = await login(t, 'admin@test.local');
      const r1 = await call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie });
      expect(r1.statusCode).toBe(200);
      const newToken = r1.json().data.access_token as string;
      const newCookie = refreshCookieOf(r1);
      expect(newToken).not.toBe(token);
      expect(newCookie).not.toBe(cookie);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token })).statusCode).toBe(401);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: newToken })).statusCode).toBe(200);

      const reuse = await call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie });
      expect(reuse.statusCode).toBe(401);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: newToken })).statusCode).toBe(401);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie: newCookie })).statusCode).toBe(401);
    });

    it('ends the access token at its lifetime, and refresh never outlives the sign-in', async () => {
      const { token, cookie } = await login(t, 'admin@test.local');
      t.advance(30 * 60 + 1);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token })).statusCode).toBe(401);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie })).statusCode).toBe(200);
      t.advance(12 * 3600);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie })).statusCode).toBe(401);
    });

    it('revokes the tokens at logout', async () => {
      const { token, cookie } = await login(t, 'admin@test.local');
      const out = await call(t, { method: 'POST', url: '/api/v1/auth/logout', token });
      expect(out.statusCode).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token })).statusCode).toBe(401);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie })).statusCode).toBe(401);
    });

    it("stops a disabled user's tokens and sign-in", async () => {
      const id = await createUser(t, { email: 'soon-off@test.local', role: 'admin' });
      const { token, cookie } = await login(t, 'soon-off@test.local');
      await t.db.db.updateTable('users').set({ enabled: 0 }).where('id', '=', id).execute();
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token })).statusCode).toBe(401);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie })).statusCode).toBe(401);
      const again = await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'off@test.local', password: TEST_PASSWORD } });
      expect(again.statusCode).toBe(403);
    });

    it('answers 401 for garbage and unknown tokens', async () => {
      for (const authorization of ['Bearer nope', 'Bearer ' + 'a'.repeat(43), 'Basic Zm9vOmJhcg==', '']) {
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization } });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Unauthenticated.' });
      }
      expect(adminId).toBeGreaterThan(0);
    });
  });
});
