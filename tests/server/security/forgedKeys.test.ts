import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../src/server/context';
import { sandboxIssuer } from '../../../src/server/modules/signIns/adapters';
import { SIGN_IN_KEY_LIMIT } from '../../../src/server/modules/signIns/keyThrottle';
import { redeemSignature } from '../../../src/server/modules/signIns/redeemRoute';
import { integrationSecret, newClaims, signKey } from '../../../src/server/modules/signIns/signedKeys';
import { createCompany, createUser, forEachEngine, makeApp, type TestApp } from '../harness';

/**
 * Issue 38: forged alternative sign-in keys (legacy, remote portals, PSP, and keys the chat service
 * redeems) were not throttled, and each wrote an `auth.login_failed` row and a checkpoint failure for
 * the user the forged key named (300 forged keys naming admin@ in 1.2 s: 300 rows in admin's log).
 */
await forEachEngine((engine) => {
  describe(`forged sign-in keys (${engine})`, () => {
    let t: TestApp;
    let ctx: AppContext;
    let adminId: number;
    let managerId: number;
    let address = 0;
    beforeAll(async () => {
      t = await makeApp(engine);
      ctx = t.app.kontor;
      adminId = await createUser(t, { email: 'admin@test.local', role: 'admin' });
      managerId = await createUser(t, { email: 'm@test.local', companyId: await createCompany(t) });
    });
    afterAll(async () => t?.close());
    // Every test comes from an address of its own.
    beforeEach(() => {
      address += 1;
    });
    const from = () => `198.51.100.${address}`;

    type Attempt = { url: string; body?: Record<string, unknown>; headers?: Record<string, string> };
    const send = (a: Attempt, remoteAddress = from()) => t.app.inject({ method: 'POST', url: a.url, payload: a.body ?? {}, headers: a.headers, remoteAddress });
    const forged = async (system: 'legacy' | 'portals' | 'psp', subject: string, extra?: Record<string, string>) => (await sandboxIssuer(system).mint(ctx, { subject, forged: true, extra })).key;
    const rowsOf = async (userId: number) => ({
      activities: (await t.db.db.selectFrom('activities').select('id').where('user_id', '=', userId).where('type', '=', 'auth.login_failed').execute()).length,
      failedAttempts: (await t.db.db.selectFrom('auth_checkpoints').select('failed_attempts').where('user_id', '=', userId).execute()).reduce((n, r) => n + Number(r.failed_attempts), 0),
    });

    const burst = async (make: () => Promise<Attempt>, count = 40) => {
      const attempts = await Promise.all(Array.from({ length: count }, make));
      const answers = await Promise.all(attempts.map((a) => send(a)));
      return answers;
    };
    const expectThrottled = (answers: Awaited<ReturnType<typeof burst>>) => {
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_KEY_LIMIT.max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(answers.length - SIGN_IN_KEY_LIMIT.max);
      const refused = answers.find((r) => r.statusCode === 429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused?.json()).toEqual({ message: expect.stringMatching(/^Too many login attempts\. Please try again in \d+ seconds\.$/) });
    };

    it('legacy: a burst of forged keys naming an administrator is throttled, and the administrator gets no activity row or checkpoint failure', async () => {
      expectThrottled(await burst(async () => ({ url: '/api/v1/auth/from-legacy', body: { key: await forged('legacy', 'admin@test.local') } })));
      expect(await rowsOf(adminId)).toEqual({ activities: 0, failedAttempts: 0 });
    });

    it('remote portals and PSP: forged keys are throttled per address and charged to nobody', async () => {
      expectThrottled(await burst(async () => ({ url: `/api/v1/auth/portals/narvi/${await forged('portals', 'm@test.local', { portal: 'narvi' })}` })));
      address += 1;
      expectThrottled(await burst(async () => ({ url: '/api/v1/auth/flexpsp', body: { user_id: managerId, auth_key: await forged('psp', String(managerId)) } })));
      expect(await rowsOf(managerId)).toEqual({ activities: 0, failedAttempts: 0 });
    });

    it('chat and legacy redeem: forged keys and forged request signatures are throttled and charged to nobody', async () => {
      const secret = integrationSecret(ctx, 'chat') ?? '';
      const forgedChatKey = () => signKey(crypto.randomBytes(32).toString('base64url'), newClaims('chat', 'admin@test.local', ctx.now(), 60));
      const signed = (key: string) => ({ url: '/api/v1/integrations/chat/redeem', body: { key }, headers: { 'x-kontor-signature': redeemSignature(secret, 'chat', key) } });
      const answers = await burst(async () => signed(forgedChatKey()), 25);
      answers.push(...(await burst(async () => ({ ...signed(forgedChatKey()), headers: { 'x-kontor-signature': 'f'.repeat(64) } }), 15)));
      expectThrottled(answers);
      expect(await rowsOf(adminId)).toEqual({ activities: 0, failedAttempts: 0 });
    });

    it('the throttle is the address’s: a genuine key from it waits for the window, another address signs in at once', async () => {
      await burst(async () => ({ url: '/api/v1/auth/from-legacy', body: { key: await forged('legacy', 'm@test.local') } }), SIGN_IN_KEY_LIMIT.max);
      const genuine = async () => ({ url: '/api/v1/auth/from-legacy', body: { key: (await sandboxIssuer('legacy').mint(ctx, { subject: 'm@test.local' })).key } });
      expect((await send(await genuine())).statusCode).toBe(429);
      expect((await send(await genuine(), '203.0.113.99')).statusCode).toBe(200);
      t.advance(SIGN_IN_KEY_LIMIT.windowSeconds);
      expect((await send(await genuine())).statusCode).toBe(200);
    });

    it('genuine keys that sign in give their attempt back: more than the limit of good sign-ins from one address all pass', async () => {
      for (let i = 0; i <= SIGN_IN_KEY_LIMIT.max; i++) {
        const { key } = await sandboxIssuer('legacy').mint(ctx, { subject: 'm@test.local' });
        expect((await send({ url: '/api/v1/auth/from-legacy', body: { key } })).statusCode).toBe(200);
      }
    });
  });
});
