import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { companyChannel } from '../../../src/contract/enums';
import { OTP_LOCK_SECONDS, OTP_MAX_FAILURES } from '../../../src/server/auth/otpGuard';
import { decryptSecret, sha256 } from '../../../src/server/auth/secrets';
import { totpCode } from '../../../src/server/auth/totp';
import { type RealtimeHandle, startRealtime } from '../../../src/server/realtime/server';
import { call, createCompany, createUser, forEachEngine, login, makeApp, refreshCookieOf, TEST_PASSWORD, TEST_SECRET, type TestApp } from '../harness';

/**
 * Issue 16: tokens, two-factor and secrets at rest, as a client and an attacker with a copy of the
 * database see them.
 * - ASVS V7.2.4, V7.4.1 / API2: a refresh token used twice revokes its whole family (every access and
 *   refresh token of that sign-in, and its sockets); logout and disabling a user end the access tokens
 *   and close the sockets at once.
 * - ASVS V8.2.1, V16.3.2: act-as reaches customers only, never an equal or higher role, and is
 *   recorded under both identities.
 * - ASVS V6.5.1, V6.5.2, V6.3.1 / API4: one-time codes are single-use, throttled per user (5 wrong
 *   codes in a row lock two-factor for 15 minutes, even from fresh tokens and across calls) and bound to
 *   the payload they confirm.
 * - ASVS V11.4.2, V11.2, V13.3.1: passwords are argon2id (m=19456 KiB, t=2, p=1); two-factor secrets
 *   are AES-256-GCM sealed with KONTOR_APP_KEY; access, refresh and reset tokens are stored only as
 *   SHA-256 hashes.
 */

const WAIT_MS = 4000;

type Socket = { ws: WebSocket; closed: Promise<number> };

await forEachEngine((engine) => {
  describe(`security: tokens, two-factor and secrets at rest (${engine})`, () => {
    let t: TestApp;
    let rt: RealtimeHandle;
    let companyId = 0;
    let seq = 0;
    const sockets: WebSocket[] = [];

    beforeAll(async () => {
      t = await makeApp(engine);
      companyId = await createCompany(t, 'Tokens Co', { legal_type: 'individual' });
      await createUser(t, { email: 'root@test.local', role: 'super-admin' });
      rt = await startRealtime(t.app, { port: 0, host: '127.0.0.1', env: {} });
    });
    afterEach(() => {
      for (const ws of sockets.splice(0)) ws.terminate();
    });
    afterAll(async () => {
      await rt?.close();
      await t?.close();
    });

    const customer = async (twoFactor = false) => {
      seq += 1;
      const email = `customer${seq}@test.local`;
      const id = await createUser(t, { email, role: 'manager', companyId, twoFactor });
      return { id, email };
    };
    const me = async (token: string) => (await call(t, { method: 'GET', url: '/api/v1/auth/me', token })).statusCode;
    const refresh = (cookie: string): Promise<LightMyRequestResponse> => call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie });

    const socketOf = async (token: string): Promise<Socket> => {
      const ws = new WebSocket(`ws://127.0.0.1:${rt.port ?? 0}/app/${rt.hub?.key ?? ''}?protocol=7&client=js&version=8.6.0`);
      sockets.push(ws);
      const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      ws.on('error', () => undefined);
      const socketId = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no handshake')), WAIT_MS);
        ws.on('message', (raw) => {
          const frame = JSON.parse(raw.toString()) as { event: string; data: string };
          if (frame.event === 'pusher:connection_established') {
            clearTimeout(timer);
            resolve(String((JSON.parse(frame.data) as { socket_id: string }).socket_id));
          }
        });
      });
      const auth = await t.app.inject({
        method: 'POST', url: '/broadcasting/auth',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
        payload: new URLSearchParams({ socket_id: socketId, channel_name: companyChannel(companyId) }).toString(),
      });
      expect(auth.statusCode, auth.body).toBe(200);
      return { ws, closed };
    };
    /** The close code, or 'open' when the socket is still open after WAIT_MS (only on failure). */
    const closedWithin = (s: Socket): Promise<number | 'open'> => Promise.race([s.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), WAIT_MS))]);

    it('V7.2.4 / API2: a refresh token used twice revokes its whole family: every access and refresh token of the sign-in, and its sockets', async () => {
      const { email } = await customer();
      const first = await login(t, email);
      const other = await login(t, email);
      const socket = await socketOf(first.token);
      const rotated = await refresh(first.cookie);
      expect(rotated.statusCode, rotated.body).toBe(200);
      const second = { token: rotated.json<{ data: { access_token: string } }>().data.access_token, cookie: refreshCookieOf(rotated) ?? '' };
      expect(await me(second.token)).toBe(200);
      // The stolen, already used refresh token comes back.
      expect((await refresh(first.cookie)).statusCode).toBe(401);
      expect(await me(first.token)).toBe(401);
      expect(await me(second.token)).toBe(401);
      expect((await refresh(second.cookie)).statusCode).toBe(401);
      expect(await closedWithin(socket)).toBe(4009);
      // Another sign-in of the same user is not touched.
      expect(await me(other.token)).toBe(200);
    });

    it('V7.4.1: logout ends the access token and closes the sign-in’s sockets at once; refresh is refused', async () => {
      const { email } = await customer();
      const session = await login(t, email);
      const socket = await socketOf(session.token);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/logout', token: session.token, cookie: session.cookie })).statusCode).toBeLessThan(300);
      expect(await me(session.token)).toBe(401);
      expect((await refresh(session.cookie)).statusCode).toBe(401);
      expect(await closedWithin(socket)).toBe(4009);
    });

    it('V7.4.2: disabling a user ends every access token and socket of the user at once', async () => {
      const { id, email } = await customer();
      const a = await login(t, email);
      const b = await login(t, email);
      const socket = await socketOf(a.token);
      const root = await login(t, 'root@test.local');
      const off = await call(t, { method: 'PUT', url: `/api/v1/a/users/${id}`, token: root.token, body: { first_name: 'Test', last_name: 'User', email, enabled: 0 } });
      expect(off.statusCode, off.body).toBe(200);
      expect(await me(a.token)).toBe(401);
      expect(await me(b.token)).toBe(401);
      expect((await refresh(b.cookie)).statusCode).toBe(401);
      expect(await closedWithin(socket)).toBe(4009);
    });

    it('V7.4.3: changing the password ends the user’s other sessions and their sockets; the current one stays', async () => {
      const { email } = await customer();
      const current = await login(t, email);
      const other = await login(t, email);
      const socket = await socketOf(other.token);
      const res = await call(t, { method: 'PUT', url: '/api/v1/profile/password', token: current.token, body: { current_password: TEST_PASSWORD, password: 'Rotated-Passw0rd!', password_confirmation: 'Rotated-Passw0rd!' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(await me(current.token)).toBe(200);
      expect(await me(other.token)).toBe(401);
      expect((await refresh(other.cookie)).statusCode).toBe(401);
      expect(await closedWithin(socket)).toBe(4009);
    });

    it('V8.2.1: act-as reaches customers only: never an administrator (equal or higher role); the act-as token reaches no admin call', async () => {
      const root = await login(t, 'root@test.local');
      const adminId = await createUser(t, { email: `staff${seq}@test.local`, role: 'admin' });
      const superId = await createUser(t, { email: `super${seq}@test.local`, role: 'super-admin' });
      const admin = await login(t, `staff${seq}@test.local`);
      for (const [who, token] of [['root', root.token], ['admin', admin.token]] as const) {
        for (const target of [adminId, superId]) {
          const res = await call(t, { method: 'GET', url: `/api/v1/a/users/${target}/login`, token });
          expect(res.statusCode, `${who} → ${target}: ${res.body}`).toBe(403);
          expect(res.json()).toEqual({ message: 'Only customer users can be acted as.' });
        }
      }
      // The act-as token is the customer's: every admin call refuses it.
      const { id } = await customer();
      const acted = await call(t, { method: 'GET', url: `/api/v1/a/users/${id}/login`, token: admin.token });
      expect(acted.statusCode, acted.body).toBe(200);
      const actToken = acted.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
      expect((await call(t, { method: 'GET', url: '/api/v1/a/users', token: actToken })).statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: `/api/v1/a/users/${id}/login`, token: actToken })).statusCode).toBe(403);
    });

    it('V16.3.2: an act-as write is recorded under the customer and the acting administrator', async () => {
      const { id } = await customer();
      const admin = await login(t, 'root@test.local');
      const rootId = (await t.db.db.selectFrom('users').select('id').where('email', '=', 'root@test.local').executeTakeFirstOrThrow()).id;
      const acted = await call(t, { method: 'GET', url: `/api/v1/a/users/${id}/login`, token: admin.token });
      const actToken = acted.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
      const res = await call(t, { method: 'PUT', url: '/api/v1/profile', token: actToken, body: { first_name: 'Acted', last_name: 'Upon', phone: '' } });
      expect(res.statusCode, res.body).toBe(200);
      const rows = await t.db.db.selectFrom('activities').select(['user_id', 'acting_admin_id', 'type']).where('user_id', '=', id).execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.acting_admin_id === rootId)).toBe(true);
    });

    it(`V6.5.1 / V6.3.1 / API4: one-time codes are throttled per user: ${OTP_MAX_FAILURES} wrong codes in a row lock two-factor for ${OTP_LOCK_SECONDS / 60} minutes, across calls and sign-in`, async () => {
      const { email } = await customer(true);
      t.advance(30);
      const session = await login(t, email, true);
      const right = t.code();
      const wrong = right === '000000' ? '111111' : '000000';
      const put = (token: string, code: string) => call(t, { method: 'PUT', url: '/api/v1/profile/password', token, code, body: { current_password: TEST_PASSWORD, password: 'N3w-Passw0rd!!', password_confirmation: 'N3w-Passw0rd!!' } });
      const remove = (token: string, code: string) => call(t, { method: 'DELETE', url: '/api/v1/profile/2fa/google/remove', token, code });
      for (let i = 0; i < OTP_MAX_FAILURES; i += 1) {
        const res = await (i % 2 ? put : remove)(session.token, wrong);
        expect(res.statusCode, res.body).toBe(403);
        if (i === OTP_MAX_FAILURES - 1) expect(res.json()).toEqual({ message: `Too many invalid codes. Two-factor verification is locked for ${OTP_LOCK_SECONDS / 60} minutes.` });
      }
      // Locked: even the right code is refused, on any call.
      const locked = await remove(session.token, right);
      expect(locked.statusCode).toBe(403);
      expect(locked.json<{ message: string }>().message).toMatch(/locked/);
      // A new sign-in needs a code too, and is refused the same way.
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/login', code: right, body: { email, password: TEST_PASSWORD } })).json<{ message: string }>().message).toMatch(/locked/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(OTP_LOCK_SECONDS - 60);
      expect((await t.db.db.selectFrom('users').select('totp_enabled').where('email', '=', email).executeTakeFirstOrThrow()).totp_enabled).toBe(1);
      t.advance(OTP_LOCK_SECONDS + 1);
      expect((await put(session.token, t.code())).statusCode).toBe(200);
    });

    it('V6.5.2: a one-time code is single-use: confirmed once, it is refused for the next request, same or other payload', async () => {
      const { email } = await customer(true);
      t.advance(30);
      const session = await login(t, email, true);
      t.advance(30);
      const code = t.code();
      const pw = (password: string, current: string) => call(t, { method: 'PUT', url: '/api/v1/profile/password', token: session.token, code, body: { current_password: current, password, password_confirmation: password } });
      expect((await pw('N3w-Passw0rd!!', TEST_PASSWORD)).statusCode).toBe(200);
      const again = await call(t, { method: 'POST', url: '/api/v1/auth/login', code, body: { email, password: 'N3w-Passw0rd!!' } });
      expect(again.statusCode, again.body).toBe(403);
      expect(again.headers['otp-required']).toBe('true');
    });

    it('V11.4.2: passwords are stored as argon2id with m=19456 KiB, t=2, p=1 (a new password too)', async () => {
      const { email } = await customer();
      const session = await login(t, email);
      const res = await call(t, { method: 'PUT', url: '/api/v1/profile/password', token: session.token, body: { current_password: TEST_PASSWORD, password: 'An0ther-Passw0rd!', password_confirmation: 'An0ther-Passw0rd!' } });
      expect(res.statusCode, res.body).toBe(200);
      const row = await t.db.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
      expect(row.password_hash).not.toContain('An0ther-Passw0rd!');
    });

    it('V11.2 / V13.3.1: the two-factor secret is sealed with KONTOR_APP_KEY (AES-256-GCM): not readable, not openable with another key', async () => {
      const { email } = await customer();
      const session = await login(t, email);
      const qr = await call(t, { method: 'GET', url: '/api/v1/profile/2fa/google/qr-code', token: session.token });
      const secret = qr.json<{ data: { secret: string } }>().data.secret;
      const assign = await call(t, { method: 'POST', url: '/api/v1/profile/2fa/google/assign', token: session.token, body: { code: totpCode(secret, t.clock.now.getTime()) } });
      expect(assign.statusCode, assign.body).toBe(200);
      const row = await t.db.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      const stored = JSON.stringify(row);
      expect(stored).not.toContain(secret);
      expect(row.totp_secret_enc).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
      expect(decryptSecret(t.appKey, row.totp_secret_enc ?? '')).toBe(secret);
      expect(() => decryptSecret(crypto.randomBytes(32), row.totp_secret_enc ?? '')).toThrow();
      // The fixture users of the suite are sealed the same way.
      const fixture = await t.db.db.selectFrom('users').select('totp_secret_enc').where('totp_secret_enc', 'is not', null).execute();
      for (const f of fixture) expect(f.totp_secret_enc).not.toContain(TEST_SECRET);
    });

    it('V13.3.1 / V7.2.3: access, refresh and password-reset tokens are stored only as SHA-256 hashes', async () => {
      const { email } = await customer();
      const session = await login(t, email);
      const refreshToken = session.cookie.replace(/^kontor_refresh=/, '');
      const forgot = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', remoteAddress: '198.51.100.7', payload: { email } });
      expect(forgot.statusCode).toBe(200);
      const mail = await t.db.db.selectFrom('outbox').select('body').where('to_address', '=', email).executeTakeFirstOrThrow();
      const link = /key=([\w-]+)&token=([\w-]+)/.exec(mail.body);
      const resetToken = link?.[2] ?? '';
      expect(resetToken.length).toBeGreaterThan(20);
      const tables = ['auth_tokens', 'password_resets', 'email_verifications', 'users', 'activities'] as const;
      let dump = '';
      for (const table of tables) dump += JSON.stringify(await t.db.db.selectFrom(table).selectAll().execute());
      for (const secret of [session.token, refreshToken, resetToken]) expect(dump).not.toContain(secret);
      const hashes = (await t.db.db.selectFrom('auth_tokens').select('token_hash').execute()).map((r) => r.token_hash);
      expect(hashes).toContain(sha256(session.token));
      expect(hashes).toContain(sha256(decodeURIComponent(refreshToken)));
      const resets = (await t.db.db.selectFrom('password_resets').select('token_hash').execute()).map((r) => r.token_hash);
      expect(resets).toContain(sha256(resetToken));
    });
  });
});
