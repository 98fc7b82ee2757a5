import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyChannel } from '../../src/contract/enums';
import { TWO_FACTOR_POLICY_MESSAGES } from '../../src/server/auth/twoFactorPolicy';
import { totpCode } from '../../src/server/auth/totp';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

/** The answer every call but the set-up's gets while the policy wants a second factor set up. */
const expectSetupRequired = (res: { statusCode: number; headers: Record<string, unknown>; json: () => { message: string } }) => {
  expect(res.statusCode).toBe(403);
  expect(res.headers['two-factor-setup-required']).toBe('true');
  expect(res.json().message).toBe(TWO_FACTOR_POLICY_MESSAGES.setupRequired);
};

await forEachEngine((engine) => {
  describe(`two-factor policy (${engine})`, () => {
    let t: TestApp;
    let admin = '';
    let acmeId = 0;
    let otherId = 0;
    let acmeUserId = 0;
    const upsert = (value: boolean) => call(t, { method: 'POST', url: '/api/v1/a/settings', token: admin, body: { key: 'two_factor_required', value } });
    const accounts = (token: string) => call(t, { method: 'GET', url: '/api/v1/manager/bank-accounts', token });
    const me = async (token: string) => (await call(t, { method: 'GET', url: '/api/v1/auth/me', token })).json().data as { two_factor_setup_required: boolean };

    beforeAll(async () => {
      t = await makeApp(engine);
      acmeId = await createCompany(t, 'Acme Policy', { legal_type: 'individual' });
      otherId = await createCompany(t, 'Other Policy', { legal_type: 'individual' });
      await createUser(t, { email: 'policy-admin@test.local', role: 'admin', twoFactor: true });
      acmeUserId = await createUser(t, { email: 'acme-solo@test.local', role: 'manager', companyId: acmeId });
      await createUser(t, { email: 'other-solo@test.local', role: 'manager', companyId: otherId });
      await createUser(t, { email: 'platform-user@test.local', role: 'manager', companyId: otherId });
      admin = (await login(t, 'policy-admin@test.local', true)).token;
    });
    afterAll(async () => t.close());

    it('off by default: an individual without two-factor works as before', async () => {
      const { token } = await login(t, 'acme-solo@test.local');
      expect((await accounts(token)).statusCode).toBe(200);
      expect(await me(token)).toMatchObject({ two_factor_setup_required: false });
    });

    it('the company setting: its users without a second factor may only set one up; other companies are untouched', async () => {
      const changed = await call(t, { method: 'PUT', url: `/api/v1/a/companies/${acmeId}`, token: admin, body: { two_factor_required: true } });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toMatchObject({ two_factor_required: true });
      const logged = await t.db.db.selectFrom('activities').select('meta').where('type', '=', 'admin.company_updated').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(String(logged.meta)).toContain('two_factor_required');

      // The sign-in itself works (the user must get to the set-up) and says what is needed.
      const { token } = await login(t, 'acme-solo@test.local');
      expect(await me(token)).toMatchObject({ two_factor_setup_required: true, two_factor_auth: { google: false } });
      expectSetupRequired(await accounts(token));
      expectSetupRequired(await call(t, { method: 'PUT', url: '/api/v1/profile', token, body: { first_name: 'No', last_name: 'Way' } }));
      // Nor the company's realtime channel.
      expectSetupRequired(await t.app.inject({
        method: 'POST', url: '/broadcasting/auth',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
        payload: new URLSearchParams({ socket_id: '123.456', channel_name: companyChannel(acmeId) }).toString(),
      }));
      // The profile's set-up and what the profile page shows stay open.
      for (const url of ['/api/v1/profile', '/api/v1/profile/passkeys', '/api/v1/profile/sign-ins', '/api/v1/profile/sessions', '/api/v1/profile/2fa/recovery-codes']) {
        expect((await call(t, { method: 'GET', url, token })).statusCode, url).toBe(200);
      }
      const other = await login(t, 'other-solo@test.local');
      expect((await accounts(other.token)).statusCode).toBe(200);

      // Setting two-factor up opens everything again; it cannot be turned off while required.
      const qr = await call(t, { method: 'GET', url: '/api/v1/profile/2fa/google/qr-code', token });
      expect(qr.statusCode).toBe(200);
      const secret = qr.json().data.secret as string;
      const on = await call(t, { method: 'POST', url: '/api/v1/profile/2fa/google/assign', token, body: { code: totpCode(secret, t.clock.now.getTime()) } });
      expect(on.statusCode).toBe(200);
      expect(on.json().data.recovery_codes).toHaveLength(10);
      expect((await accounts(token)).statusCode).toBe(200);
      expect(await me(token)).toMatchObject({ two_factor_setup_required: false });
      t.advance(30);
      const off = await call(t, { method: 'DELETE', url: '/api/v1/profile/2fa/google/remove', token, code: totpCode(secret, t.clock.now.getTime()) });
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toBe(TWO_FACTOR_POLICY_MESSAGES.cannotDisable);
      const user = await t.db.db.selectFrom('users').select('totp_enabled').where('id', '=', acmeUserId).executeTakeFirstOrThrow();
      expect(user.totp_enabled).toBe(1);
    });

    it('the platform setting: every user without a second factor, administrators included, is led to set one up', async () => {
      expect((await upsert(true)).statusCode).toBe(200);
      const { token } = await login(t, 'platform-user@test.local');
      expectSetupRequired(await accounts(token));
      expect(await me(token)).toMatchObject({ two_factor_setup_required: true });
      // The administrator who turned it on has a second factor and is not stopped.
      expect((await call(t, { method: 'GET', url: '/api/v1/a/users', token: admin })).statusCode).toBe(200);
      await createUser(t, { email: 'plain-admin@test.local', role: 'admin' });
      const plain = await login(t, 'plain-admin@test.local');
      expectSetupRequired(await call(t, { method: 'GET', url: '/api/v1/a/users', token: plain.token }));
      // An administrator acting as the user is not stopped (the administrator's own factor signed in).
      const acting = await call(t, { method: 'GET', url: `/api/v1/a/users/${(await t.db.db.selectFrom('users').select('id').where('email', '=', 'platform-user@test.local').executeTakeFirstOrThrow()).id}/login`, token: admin });
      expect(acting.statusCode).toBe(200);
      expect((await accounts(acting.json().data.token.access_token as string)).statusCode).toBe(200);
      expect((await upsert(false)).statusCode).toBe(200);
      expect((await accounts(token)).statusCode).toBe(200);
    });
  });

  describe(`two-factor policy: administrators in production (${engine})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await makeApp(engine, { NODE_ENV: 'production', KONTOR_SANDBOX: '1', LOG_LEVEL: 'silent' });
      const companyId = await createCompany(t, 'Prod Co', { legal_type: 'individual' });
      await createUser(t, { email: 'prod-admin@test.local', role: 'admin' });
      await createUser(t, { email: 'prod-2fa-admin@test.local', role: 'super-admin', twoFactor: true });
      await createUser(t, { email: 'prod-solo@test.local', role: 'manager', companyId });
    });
    afterAll(async () => t.close());

    it('an administrator without a second factor may only set one up; one with it and customers are not stopped', async () => {
      const plain = await login(t, 'prod-admin@test.local');
      expectSetupRequired(await call(t, { method: 'GET', url: '/api/v1/a/users', token: plain.token }));
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: plain.token })).json().data).toMatchObject({ two_factor_setup_required: true });
      const strong = await login(t, 'prod-2fa-admin@test.local', true);
      expect((await call(t, { method: 'GET', url: '/api/v1/a/users', token: strong.token })).statusCode).toBe(200);
      const solo = await login(t, 'prod-solo@test.local');
      expect((await call(t, { method: 'GET', url: '/api/v1/manager/bank-accounts', token: solo.token })).statusCode).toBe(200);
    });
  });
});
