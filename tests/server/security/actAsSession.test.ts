import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { companyChannel } from '../../../src/contract/enums';
import { type RealtimeHandle, startRealtime } from '../../../src/server/realtime/server';
import { call, createCompany, createUser, forEachEngine, login, makeApp, TEST_PASSWORD, type TestApp } from '../harness';

/**
 * Security: an act-as session (an admin acting as a customer) belongs to the admin's sign-in. Whatever
 * ends that sign-in (logout, disable, role change, password set, deletion, a revoked refresh family,
 * a blocked device) or its lifetime ends the act-as tokens, cookie and sockets with it.
 */

const WAIT_MS = 4000;

const cookieOf = (res: LightMyRequestResponse, name: string): string | undefined => {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const match = all.map((c) => new RegExp(`^${name}=([^;]*)`).exec(c)).find(Boolean);
  return match?.[1] ? `${name}=${match[1]}` : undefined;
};

const maxAgeOf = (res: LightMyRequestResponse, name: string): number | undefined => {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = all.find((c) => c.startsWith(`${name}=`));
  const match = cookie ? /Max-Age=(\d+)/.exec(cookie) : null;
  return match?.[1] === undefined ? undefined : Number(match[1]);
};

/** A raw Pusher-protocol socket: its id, and a promise of its close code. */
type Socket = { ws: WebSocket; socketId: string; closed: Promise<number>; frames: string[] };

await forEachEngine((engine) => {
  describe(`security: an act-as session ends with the admin's session (${engine})`, () => {
    let t: TestApp;
    let rt: RealtimeHandle;
    let companyId: number;
    let customerId: number;
    let seq = 0;
    const sockets: WebSocket[] = [];

    beforeAll(async () => {
      t = await makeApp(engine);
      // An individual customer: manager data (and the company channel) are open without two-factor.
      companyId = await createCompany(t, 'Acted Co', { legal_type: 'individual' });
      customerId = await createUser(t, { email: 'customer@test.local', role: 'manager', companyId });
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

    /** A fresh admin, signed in, acting as the customer. */
    const actingAdmin = async (role: 'admin' | 'super-admin' = 'admin') => {
      seq += 1;
      const email = `staff${seq}@test.local`;
      const adminId = await createUser(t, { email, role });
      const admin = await login(t, email);
      const res = await call(t, { method: 'GET', url: `/api/v1/a/users/${customerId}/login`, token: admin.token });
      expect(res.statusCode).toBe(200);
      const asCookie = cookieOf(res, 'kontor_refresh_as');
      expect(asCookie).toBeDefined();
      const token = res.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
      return { adminId, email, admin, res, act: { token, cookie: asCookie ?? '' } };
    };

    const root = () => login(t, 'root@test.local');

    const me = async (token: string) => (await call(t, { method: 'GET', url: '/api/v1/auth/me', token })).statusCode;
    const write = async (token: string) =>
      (await call(t, { method: 'PUT', url: '/api/v1/profile', token, body: { first_name: 'Acted', last_name: 'Upon', phone: '' } })).statusCode;
    const refreshAs = async (act: { token: string; cookie: string }) =>
      (await call(t, { method: 'POST', url: '/api/v1/auth/refresh', token: act.token, cookie: act.cookie })).statusCode;

    /** A socket of the realtime server whose company channel was signed with `token`. */
    const socketOf = async (token: string): Promise<Socket> => {
      const ws = new WebSocket(`ws://127.0.0.1:${rt.port ?? 0}/app/${rt.hub?.key ?? ''}?protocol=7&client=js&version=8.6.0`);
      sockets.push(ws);
      const frames: string[] = [];
      const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
      ws.on('error', () => undefined);
      const socketId = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no handshake')), WAIT_MS);
        ws.on('message', (raw) => {
          const text = raw.toString();
          frames.push(text);
          const frame = JSON.parse(text) as { event: string; data: string };
          if (frame.event === 'pusher:connection_established') {
            clearTimeout(timer);
            resolve(String((JSON.parse(frame.data) as { socket_id: string }).socket_id));
          }
        });
      });
      const auth = await t.app.inject({
        method: 'POST',
        url: '/broadcasting/auth',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
        payload: new URLSearchParams({ socket_id: socketId, channel_name: companyChannel(companyId) }).toString(),
      });
      expect(auth.statusCode).toBe(200);
      return { ws, socketId, closed, frames };
    };

    const closedWithin = (s: Socket): Promise<number | 'open'> =>
      Promise.race([s.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), WAIT_MS))]);

    /** What every test checks once the admin's session is gone: no call, no write, no refresh, no socket. */
    const expectActAsEnded = async (act: { token: string; cookie: string }, socket: Socket) => {
      expect(await me(act.token)).toBe(401);
      expect(await write(act.token)).toBe(401);
      expect(await refreshAs(act)).toBe(401);
      expect(await closedWithin(socket)).toBe(4009);
    };

    it('ends the act-as tokens, refresh cookie and sockets when the admin logs out', async () => {
      const { admin, act } = await actingAdmin();
      const socket = await socketOf(act.token);
      expect(await me(act.token)).toBe(200);
      expect(await write(act.token)).toBe(200);

      expect((await call(t, { method: 'POST', url: '/api/v1/auth/logout', token: admin.token })).statusCode).toBe(200);
      await expectActAsEnded(act, socket);
    });

    it('ends the act-as session when another admin disables the admin', async () => {
      const { adminId, email, act } = await actingAdmin();
      const socket = await socketOf(act.token);
      const boss = await root();
      const res = await call(t, { method: 'PUT', url: `/api/v1/a/users/${adminId}`, token: boss.token, body: { first_name: 'Test', last_name: 'User', email, enabled: false } });
      expect(res.statusCode).toBe(200);
      await expectActAsEnded(act, socket);
    });

    it('ends the act-as session when the admin role of the admin changes', async () => {
      const { adminId, act } = await actingAdmin('super-admin');
      const socket = await socketOf(act.token);
      const boss = await root();
      const res = await call(t, { method: 'PUT', url: `/api/v1/a/users/${adminId}/role`, token: boss.token, body: { role: 'admin' } });
      expect(res.statusCode).toBe(200);
      await expectActAsEnded(act, socket);
    });

    it('refuses the act-as tokens as soon as the admin holds no administrator role any more', async () => {
      const { adminId, act } = await actingAdmin();
      expect(await me(act.token)).toBe(200);
      // However the role went (a direct change, a future path): the impersonator is checked on every call.
      await t.db.db.updateTable('users').set({ role: 'manager' }).where('id', '=', adminId).execute();
      expect(await me(act.token)).toBe(401);
      expect(await refreshAs(act)).toBe(401);
    });

    it("ends the act-as session when the admin's refresh family is revoked (refresh token reuse)", async () => {
      const { admin, act } = await actingAdmin();
      const socket = await socketOf(act.token);
      const first = await call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie: admin.cookie });
      expect(first.statusCode).toBe(200);
      // The rotated-out refresh token presented again: the admin's sign-in is revoked as leaked.
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie: admin.cookie })).statusCode).toBe(401);
      await expectActAsEnded(act, socket);
    });

    it("ends the act-as session when the admin's sign-in device is blocked", async () => {
      const { adminId, act } = await actingAdmin();
      const socket = await socketOf(act.token);
      const checkpoint = await t.db.db.selectFrom('auth_checkpoints').select('id').where('user_id', '=', adminId).executeTakeFirstOrThrow();
      const boss = await root();
      const res = await call(t, { method: 'PUT', url: `/api/v1/a/auth-checkpoints/${checkpoint.id}/status`, token: boss.token, body: { status: 'blocked' } });
      expect(res.statusCode).toBe(200);
      await expectActAsEnded(act, socket);
    });

    it("ends the act-as session when another admin sets the admin's password", async () => {
      const { adminId, act } = await actingAdmin();
      const socket = await socketOf(act.token);
      const boss = await root();
      const res = await call(t, { method: 'PUT', url: `/api/v1/a/users/${adminId}/password`, token: boss.token, body: { password: `${TEST_PASSWORD}x`, password_confirmation: `${TEST_PASSWORD}x` } });
      expect(res.statusCode).toBe(200);
      await expectActAsEnded(act, socket);
    });

    it('ends the act-as session when the admin is deleted', async () => {
      const { adminId, act } = await actingAdmin();
      const socket = await socketOf(act.token);
      const boss = await root();
      expect((await call(t, { method: 'DELETE', url: `/api/v1/a/users/${adminId}`, token: boss.token })).statusCode).toBe(200);
      await expectActAsEnded(act, socket);
    });

    it('"Back To Admin" (logout with the act-as token) ends the act-as session and keeps the admin\'s', async () => {
      const { admin, act } = await actingAdmin();
      const socket = await socketOf(act.token);
      const out = await call(t, { method: 'POST', url: '/api/v1/auth/logout', token: act.token });
      expect(out.statusCode).toBe(200);
      expect(String(out.headers['set-cookie'])).toMatch(/^kontor_refresh_as=;/);
      await expectActAsEnded(act, socket);
      expect(await me(admin.token)).toBe(200);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/refresh', token: admin.token, cookie: `${admin.cookie}; ${act.cookie}` })).statusCode).toBe(200);
    });

    it('keeps other sign-ins of the admin and their act-as sessions when one sign-in ends', async () => {
      const { email, admin, act } = await actingAdmin();
      const second = await login(t, email);
      const other = await call(t, { method: 'GET', url: `/api/v1/a/users/${customerId}/login`, token: second.token });
      const otherToken = other.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/logout', token: admin.token })).statusCode).toBe(200);
      expect(await me(act.token)).toBe(401);
      expect(await me(otherToken)).toBe(200);
      expect(await me(second.token)).toBe(200);
    });

    it("never lets the act-as refresh cookie outlive the admin's session", async () => {
      seq += 1;
      const email = `late${seq}@test.local`;
      const adminId = await createUser(t, { email, role: 'admin' });
      const signIn = await login(t, email);
      const adminFamily = await t.db.db.selectFrom('auth_tokens').select(['expires_at']).where('user_id', '=', adminId).where('kind', '=', 'refresh').executeTakeFirstOrThrow();
      // 11 of the 12 hours of the admin's sign-in are gone: one hour is left, less than the 2 hours of acting.
      t.advance(11 * 60 * 60);
      const renewed = await call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie: signIn.cookie });
      expect(renewed.statusCode).toBe(200);
      const adminToken = renewed.json<{ data: { access_token: string } }>().data.access_token;
      const res = await call(t, { method: 'GET', url: `/api/v1/a/users/${customerId}/login`, token: adminToken });
      expect(res.statusCode).toBe(200);
      const left = (new Date(adminFamily.expires_at).getTime() - t.clock.now.getTime()) / 1000;
      expect(maxAgeOf(res, 'kontor_refresh_as')).toBeLessThanOrEqual(left);
      const body = res.json<{ data: { token: { access_token: string } } }>().data.token;
      const actRows = await t.db.db.selectFrom('auth_tokens').select(['expires_at']).where('user_id', '=', customerId).where('impersonator_user_id', '=', adminId).execute();
      expect(actRows.length).toBeGreaterThan(0);
      for (const r of actRows) expect(r.expires_at <= adminFamily.expires_at).toBe(true);

      // Past the end of the admin's sign-in, the act-as cookie renews nothing.
      t.advance(left + 1);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/refresh', token: body.access_token, cookie: cookieOf(res, 'kontor_refresh_as') })).statusCode).toBe(401);
    });
  });
});
