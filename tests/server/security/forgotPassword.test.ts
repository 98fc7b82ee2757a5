import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_LIMITS, RESET_MESSAGES } from '../../../src/server/modules/auth/passwordReset';
import { createUser, forEachEngine, makeApp, type TestApp } from '../harness';

/**
 * Security issue item 4: 25 forgot-password requests for one e-mail in a second sent 25 mails. Now
 * at most FORGOT_LIMITS.perEmail.max mails an hour go to one address, requests per source address
 * are limited (429), and the answers never tell whether the address has an account.
 */
const forgot = (t: TestApp, email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', remoteAddress: ip, payload: { email } });

const mailsTo = (t: TestApp, to: string) => t.db.db.selectFrom('outbox').select(['id', 'body']).where('to_address', '=', to).orderBy('id').execute();

const linkOf = (body: string): { key: string; token: string } => {
  const match = /key=([\w-]+)&token=([\w-]+)/.exec(body);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in ${body}`);
  return { key: match[1], token: match[2] };
};

await forEachEngine((engine) => {
  describe(`forgot-password limits (${engine})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await makeApp(engine);
    });
    afterAll(async () => t.close());

    it('25 requests for one e-mail in a second send at most 3 mails, and every answer is the same', async () => {
      await createUser(t, { email: 'flood@test.local' });
      const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => forgot(t, 'flood@test.local', `198.51.100.${i + 1}`)));
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: RESET_MESSAGES.sent });
      }
      expect(await mailsTo(t, 'flood@test.local')).toHaveLength(FORGOT_LIMITS.perEmail.max);
      expect(FORGOT_LIMITS.perEmail.max).toBeLessThanOrEqual(3);
    });

    it('an unknown e-mail gets exactly the answers a known one gets, within and beyond the limits', async () => {
      await createUser(t, { email: 'known@test.local' });
      const known: unknown[] = [];
      const unknown: unknown[] = [];
      for (let i = 0; i < 6; i++) {
        const a = await forgot(t, 'known@test.local', `192.0.2.${i + 1}`);
        const b = await forgot(t, 'unknown@test.local', `192.0.2.${i + 101}`);
        known.push([a.statusCode, a.json(), a.headers['retry-after']]);
        unknown.push([b.statusCode, b.json(), b.headers['retry-after']]);
      }
      expect(unknown).toEqual(known);
      expect(await mailsTo(t, 'unknown@test.local')).toHaveLength(0);
    });

    it('limits one source address (429 with Retry-After in the documented error shape), whether or not the e-mails exist', async () => {
      await createUser(t, { email: 'a1@test.local' });
      const ip = '203.0.113.77';
      for (let i = 0; i < FORGOT_LIMITS.perAddress.max; i++) {
        const res = await forgot(t, i % 2 === 0 ? 'a1@test.local' : `ghost${i}@test.local`, ip);
        expect(res.statusCode).toBe(200);
      }
      const limited = await forgot(t, 'a1@test.local', ip);
      expect(limited.statusCode).toBe(429);
      const seconds = Number(limited.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(FORGOT_LIMITS.perAddress.windowSeconds);
      expect(limited.json()).toEqual({ message: `Too many password reset requests. Please try again in ${seconds} seconds.` });
      // Another address is not affected.
      expect((await forgot(t, 'a1@test.local', '203.0.113.78')).statusCode).toBe(200);
    });

    it('keeps the last link sent valid while requests are dropped, and sends again after the hour', async () => {
      await createUser(t, { email: 'later@test.local' });
      for (let i = 0; i < 5; i++) expect((await forgot(t, 'later@test.local', `198.18.0.${i + 1}`)).statusCode).toBe(200);
      const sent = await mailsTo(t, 'later@test.local');
      expect(sent).toHaveLength(3);
      const last = linkOf(sent[2]?.body ?? '');
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password/${last.key}/${last.token}` })).statusCode).toBe(200);

      t.advance(FORGOT_LIMITS.perEmail.windowSeconds + 1);
      expect((await forgot(t, 'later@test.local', '198.18.0.9')).statusCode).toBe(200);
      const again = await mailsTo(t, 'later@test.local');
      expect(again).toHaveLength(4);
      // The new link replaces the old one.
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password/${last.key}/${last.token}` })).statusCode).toBe(404);
      const fresh = linkOf(again[3]?.body ?? '');
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password/${fresh.key}/${fresh.token}` })).statusCode).toBe(200);
    });
  });
});
