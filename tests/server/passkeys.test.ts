import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MESSAGES, requestBinding, requireOtp } from '../../src/server/auth/otpGuard';
import { DomainError } from '../../src/server/domain/errors';
import { domainToHttp } from '../../src/server/http/errorHandler';
import { call, createCompany, createUser, forEachEngine, login, TEST_PASSWORD, type TestApp, makeApp } from './harness';
import { softAuthenticator } from './passkeyFixtures';

const optionsOf = (header: string | string[] | number | undefined): { challenge: string; allowCredentials: Array<{ id: string }> } => JSON.parse(Buffer.from(String(header), 'base64url').toString('utf8'));

await forEachEngine((engine) => {
  describe(`passkeys (${engine})`, () => {
    let t: TestApp;
    let userId: number;
    let authenticator: ReturnType<typeof softAuthenticator>;
    let token = '';
    const EMAIL = 'passkey@test.local';

    beforeAll(async () => {
      t = await makeApp(engine);
      const companyId = await createCompany(t, 'Passkey Co');
      userId = await createUser(t, { email: EMAIL, role: 'manager', companyId, twoFactor: true });
      const url = new URL(t.app.kontor.config.publicUrl);
      authenticator = softAuthenticator(url.origin, url.hostname);
      token = (await login(t, EMAIL, true)).token;
    });
    afterAll(async () => t.close());

    it('registers a passkey from the profile: stored challenge, a current code, name; listed, renamed', async () => {
      const options = await call(t, { method: 'POST', url: '/api/v1/profile/passkeys/options', token });
      expect(options.statusCode).toBe(200);
      const challenge = options.json().data.challenge as string;
      expect(await t.db.db.selectFrom('webauthn_challenges').select('purpose').where('challenge', '=', challenge).executeTakeFirst()).toEqual({ purpose: 'register' });
      const body = { name: 'Laptop', response: authenticator.register(challenge) };
      const asked = await call(t, { method: 'POST', url: '/api/v1/profile/passkeys', token, body });
      expect(asked.statusCode).toBe(403);
      t.advance(30);
      const added = await call(t, { method: 'POST', url: '/api/v1/profile/passkeys', token, body, code: t.code() });
      expect(added.statusCode).toBe(200);
      expect(added.json().data).toMatchObject({ name: 'Laptop' });
      // The challenge is spent: the same answer cannot register again.
      t.advance(30);
      expect((await call(t, { method: 'POST', url: '/api/v1/profile/passkeys', token, body, code: t.code() })).statusCode).toBe(422);
      const renamed = await call(t, { method: 'PUT', url: `/api/v1/profile/passkeys/${added.json().data.id}`, token, body: { name: 'Work laptop' } });
      expect(renamed.json().data.name).toBe('Work laptop');
      const list = await call(t, { method: 'GET', url: '/api/v1/profile/passkeys', token });
      expect(list.json().data.map((k: { name: string }) => k.name)).toEqual(['Work laptop']);
    });

    it('signs in with the passkey as the second factor; the session and the audit name it', async () => {
      const body = { email: EMAIL, password: TEST_PASSWORD };
      const first = await call(t, { method: 'POST', url: '/api/v1/auth/login', body });
      expect(first.headers['otp-methods']).toBe('totp,passkey,recovery_code');
      const asked = await call(t, { method: 'POST', url: '/api/v1/auth/login', body, headers: { 'passkey-assertion': 'request' } });
      expect(asked.statusCode).toBe(403);
      const options = optionsOf(asked.headers['passkey-options']);
      expect(options.allowCredentials).toHaveLength(1);
      const signedIn = await call(t, { method: 'POST', url: '/api/v1/auth/login', body, headers: { 'passkey-assertion': authenticator.assert(options.challenge) } });
      expect(signedIn.statusCode).toBe(200);
      const own = signedIn.json().data.token.access_token as string;
      const sessions = await call(t, { method: 'GET', url: '/api/v1/profile/sessions', token: own });
      expect(sessions.json().data.find((s: { current: boolean }) => s.current).second_factor).toBe('passkey');
      const audit = await t.db.db.selectFrom('activities').select('meta').where('user_id', '=', userId).where('type', '=', 'auth.login').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(JSON.parse(audit.meta ?? '{}').second_factor).toBe('passkey');
      // Replayed after its sign-in succeeded: refused.
      const replay = await call(t, { method: 'POST', url: '/api/v1/auth/login', body, headers: { 'passkey-assertion': authenticator.assert(options.challenge) } });
      expect(replay.statusCode).toBe(403);
      expect(replay.json().message).toBe(OTP_MESSAGES.passkeyExpired);
    });

    it('confirms a payment with the passkey; the assertion is bound to amount, payee and fee: a changed payment is refused with it', async () => {
      const ctx = t.app.kontor;
      const user = () => t.db.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
      const bind = (payload: unknown) => requestBinding(t.appKey, 'POST', '/api/v1/manager/transactions/iban', payload);
      const payment = { amount: '250.00', customer_iban: 'DE89370400440532013000', fee: '1.50' };
      const refusal = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a refusal'); }, (e: unknown) => (e instanceof DomainError ? domainToHttp(e) : e));

      const asked = await refusal(requireOtp(ctx, await user(), { passkey: 'request' }, bind(payment)));
      expect(asked).toMatchObject({ status: 403, message: OTP_MESSAGES.passkeyConfirm });
      const challenge = optionsOf((asked as { headers: Record<string, string> }).headers['passkey-options']).challenge;
      const assertion = authenticator.assert(challenge);

      for (const changed of [{ ...payment, amount: '2500.00' }, { ...payment, customer_iban: 'FR1420041010050500013M02606' }, { ...payment, fee: '0.00' }]) {
        expect(await refusal(requireOtp(ctx, await user(), { passkey: assertion }, bind(changed)))).toMatchObject({ status: 403, message: OTP_MESSAGES.passkeyOtherRequest, headers: { 'otp-required': 'true' } });
      }
      const checked = await requireOtp(ctx, await user(), { passkey: assertion }, bind({ ...payment, bypass_duplicate_check: true }));
      expect(checked?.use).toEqual({ method: 'passkey' });
      await checked?.commit();
      expect(await refusal(requireOtp(ctx, await user(), { passkey: assertion }, bind(payment)))).toMatchObject({ message: OTP_MESSAGES.passkeyExpired });
    });

    it('a forged assertion counts towards the two-factor lock; removal needs a current factor', async () => {
      const body = { email: EMAIL, password: TEST_PASSWORD };
      const asked = await call(t, { method: 'POST', url: '/api/v1/auth/login', body, headers: { 'passkey-assertion': 'request' } });
      const challenge = optionsOf(asked.headers['passkey-options']).challenge;
      const forged = softAuthenticator(new URL(t.app.kontor.config.publicUrl).origin, 'localhost');
      const good = JSON.parse(Buffer.from(authenticator.assert(challenge), 'base64url').toString('utf8'));
      const bad = JSON.parse(Buffer.from(forged.assert(challenge), 'base64url').toString('utf8'));
      const mixed = Buffer.from(JSON.stringify({ ...good, response: { ...good.response, signature: bad.response.signature } })).toString('base64url');
      const refused = await call(t, { method: 'POST', url: '/api/v1/auth/login', body, headers: { 'passkey-assertion': mixed } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(OTP_MESSAGES.passkeyInvalid);
      expect((await t.db.db.selectFrom('users').select('otp_failures').where('id', '=', userId).executeTakeFirstOrThrow()).otp_failures).toBe(1);

      const [key] = (await call(t, { method: 'GET', url: '/api/v1/profile/passkeys', token })).json().data as Array<{ id: number }>;
      expect((await call(t, { method: 'DELETE', url: `/api/v1/profile/passkeys/${key!.id}`, token })).statusCode).toBe(403);
      t.advance(60);
      expect((await call(t, { method: 'DELETE', url: `/api/v1/profile/passkeys/${key!.id}`, token, code: t.code() })).statusCode).toBe(200);
      expect((await call(t, { method: 'GET', url: '/api/v1/profile/passkeys', token })).json().data).toEqual([]);
    });
  });
});
