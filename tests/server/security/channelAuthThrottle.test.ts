import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyChannel } from '../../../src/contract/enums';
import { CHANNEL_AUTH_LIMITS } from '../../../src/server/realtime/authRoute';
import { type RealtimeHandle, startRealtime } from '../../../src/server/realtime/server';
import { createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from '../harness';

/**
 * Hardening: /broadcasting/auth answered 1,000 calls in a row. It is now limited per source address
 * (before the caller is known) and per user, in the database, with 429 and Retry-After.
 */
await forEachEngine((engine) => {
  describe(`channel authorisation limits (${engine})`, () => {
    let t: TestApp;
    let rt: RealtimeHandle;
    let companyId: number;
    beforeAll(async () => {
      t = await makeApp(engine);
      companyId = await createCompany(t, 'Channel Co', { legal_type: 'individual' });
      await createUser(t, { email: 'chan1@test.local', companyId });
      await createUser(t, { email: 'chan2@test.local', companyId });
      await createUser(t, { email: 'chan3@test.local', companyId });
      rt = await startRealtime(t.app, { port: 0, host: '127.0.0.1', env: {} });
    });
    afterAll(async () => {
      await rt?.close();
      await t?.close();
    });

    const ask = (token: string | undefined, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/broadcasting/auth',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: new URLSearchParams({ socket_id: '123.456', channel_name: companyChannel(companyId) }).toString(),
      });

    it('limits one user: beyond the limit 429 with Retry-After in the documented error shape; other users go on; the window ends', async () => {
      const { token } = await login(t, 'chan1@test.local');
      const other = (await login(t, 'chan2@test.local')).token;
      const statuses = new Set<number>();
      // Each from another address, so only the per-user limit counts.
      for (let i = 0; i < CHANNEL_AUTH_LIMITS.perUser.max; i++) statuses.add((await ask(token, `10.1.${Math.floor(i / 200)}.${i % 200}`)).statusCode);
      expect(statuses.has(429)).toBe(false);
      const limited = await ask(token, '10.9.9.9');
      expect(limited.statusCode).toBe(429);
      const seconds = Number(limited.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(CHANNEL_AUTH_LIMITS.perUser.windowSeconds);
      expect(limited.json()).toEqual({ message: `Too many channel authorisations. Please try again in ${seconds} seconds.` });
      expect((await ask(other, '10.9.9.9')).statusCode).not.toBe(429);

      // The realtime port hands the same answer on, Retry-After included.
      const viaPort = await fetch(`http://127.0.0.1:${rt.port}/broadcasting/auth`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ socket_id: '123.456', channel_name: companyChannel(companyId) }).toString(),
      });
      expect(viaPort.status).toBe(429);
      expect(Number(viaPort.headers.get('retry-after'))).toBeGreaterThan(0);

      t.advance(CHANNEL_AUTH_LIMITS.perUser.windowSeconds);
      expect((await ask(token, '10.9.9.9')).statusCode).not.toBe(429);
    });

    it('limits one source address before the caller is known (unauthenticated floods included)', async () => {
      const ip = '198.51.100.200';
      for (let i = 0; i < CHANNEL_AUTH_LIMITS.perAddress.max; i++) {
        const res = await ask(undefined, ip);
        if (res.statusCode !== 401) throw new Error(`call ${i + 1} answered ${res.statusCode}`);
      }
      const limited = await ask(undefined, ip);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // A signed-in user at that address is refused too; another address is not.
      const { token } = await login(t, 'chan3@test.local');
      expect((await ask(token, ip)).statusCode).toBe(429);
      expect((await ask(token, '198.51.100.201')).statusCode).not.toBe(429);
    });
  });
});
