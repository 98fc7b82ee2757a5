import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { loadConfig } from '../../src/server/config';
import { sandboxIssuer } from '../../src/server/modules/signIns/adapters';
import { KEY_REFUSED } from '../../src/server/modules/signIns/redeem';
import { redeemSignature } from '../../src/server/modules/signIns/redeemRoute';
import { REMOTE_UNAVAILABLE, setSandboxMode } from '../../src/server/modules/signIns/sandboxes';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

const CRM = { user_id: '4711', user_zuid: 'z-99', user_email: 'admin@test.local', domain: 'crm.example.com', organization_id: 'org-1' };

await forEachEngine((engine) => {
  describe(`alternative sign-ins (${engine})`, () => {
    let t: TestApp;
    let ctx: AppContext;
    let managerId: number;
    beforeAll(async () => {
      t = await makeApp(engine, { KONTOR_CRM_FRAME_ORIGINS: 'https://crm.example.com' });
      ctx = t.app.kontor;
      const companyId = await createCompany(t);
      managerId = await createUser(t, { email: 'm@test.local', companyId });
      await createUser(t, { email: 'other@test.local', companyId });
      await createUser(t, { email: 'otp@test.local', companyId, twoFactor: true });
      await createUser(t, { email: 'off@test.local', companyId, enabled: false });
      await createUser(t, { email: 'admin@test.local', role: 'admin' });
    });
    afterAll(async () => t.close());

    const failures = async (email: string | null) => {
      const q = t.db.db.selectFrom('activities').leftJoin('users', 'users.id', 'activities.user_id').select(['activities.description']).where('activities.type', '=', 'auth.login_failed');
      return (email ? q.where('users.email', '=', email) : q.where('activities.user_id', 'is', null)).execute();
    };
    const fromLegacy = (key: string, code?: string) => call(t, { method: 'POST', url: '/api/v1/auth/from-legacy', body: { key }, code });
    const mint = (subject: string, o: { ttl?: number; issuedAgo?: number; forged?: boolean } = {}) => sandboxIssuer('legacy').mint(ctx, { subject, ...o });

    it('a legacy key signs the person in once, like a password sign-in (token, user, refresh cookie, checkpoint)', async () => {
      const { key } = await mint('m@test.local');
      const res = await fromLegacy(key);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ data: { token: { access_token: string }; user: { email: string } } }>();
      expect(body.data.user.email).toBe('m@test.local');
      expect(String(res.headers['set-cookie'])).toMatch(/kontor_refresh=/);
      const me = await call(t, { method: 'GET', url: '/api/v1/auth/me', token: body.data.token.access_token });
      expect(me.json().data.email).toBe('m@test.local');
      const replay = await fromLegacy(key);
      expect({ status: replay.statusCode, body: replay.json() }).toEqual({ status: 401, body: { message: KEY_REFUSED } });
      expect((await failures('m@test.local')).map((f) => f.description)).toContain('Failed sign-in: legacy system key refused (replayed)');
      const checkpoint = await t.db.db.selectFrom('auth_checkpoints').selectAll().where('user_id', '=', managerId).executeTakeFirstOrThrow();
      expect(checkpoint.failed_attempts).toBeGreaterThanOrEqual(1);
    });

    it('refuses expired, forged, disabled-user and unknown-user keys with the same answer, each logged', async () => {
      const expired = await mint('m@test.local', { ttl: 60, issuedAgo: 61 });
      const forged = await mint('m@test.local', { forged: true });
      const disabled = await mint('off@test.local');
      const unknown = await mint('nobody@test.local');
      const tooLong = await mint('m@test.local', { ttl: 3600 });
      for (const k of [expired, forged, disabled, unknown, tooLong]) {
        const res = await fromLegacy(k.key);
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: { message: KEY_REFUSED } });
      }
      const logged = (await failures('m@test.local')).map((f) => f.description);
      expect(logged).toEqual(expect.arrayContaining([
        'Failed sign-in: legacy system key refused (expired)', 'Failed sign-in: legacy system key refused (signature)', 'Failed sign-in: legacy system key refused (too_long)',
      ]));
      expect((await failures('off@test.local')).map((f) => f.description)).toEqual(['Failed sign-in: legacy system key refused (disabled user)']);
      expect((await failures(null)).map((f) => f.description)).toContain('Failed sign-in: legacy system key refused (unknown user)');
      const tampered = await mint('m@test.local');
      const [payload, mac] = tampered.key.split('.');
      const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: 'other@test.local' })).toString('base64url');
      expect((await fromLegacy(`${other}.${mac}`)).statusCode).toBe(401);
      expect((await failures('other@test.local')).map((f) => f.description)).toEqual(['Failed sign-in: legacy system key refused (signature)']);
    });

    it('does not bypass two-factor: asks for the code without spending the key, then signs in with it', async () => {
      const { key } = await mint('otp@test.local');
      const first = await fromLegacy(key);
      expect(first.statusCode).toBe(403);
      expect(first.headers['otp-required']).toBe('true');
      const second = await fromLegacy(key, t.code());
      expect(second.statusCode).toBe(200);
      expect((await fromLegacy(key, t.code())).statusCode).toBe(401);
    });

    it('portals: the key must be the portal of the address; PSP: the key must be the user of the address', async () => {
      const portal = await sandboxIssuer('portals').mint(ctx, { subject: 'm@test.local', extra: { portal: 'narvi' } });
      expect((await call(t, { method: 'POST', url: `/api/v1/auth/portals/bcb/${portal.key}` })).statusCode).toBe(401);
      expect((await call(t, { method: 'POST', url: `/api/v1/auth/portals/narvi/${portal.key}` })).statusCode).toBe(200);
      expect((await call(t, { method: 'POST', url: `/api/v1/auth/portals/narvi/${portal.key}` })).statusCode).toBe(401);
      const otherId = (await t.db.db.selectFrom('users').select('id').where('email', '=', 'other@test.local').executeTakeFirstOrThrow()).id;
      const psp = await sandboxIssuer('psp').mint(ctx, { subject: String(managerId) });
      const wrongUser = await call(t, { method: 'POST', url: '/api/v1/auth/flexpsp', body: { user_id: otherId, auth_key: psp.key } });
      expect(wrongUser.json()).toEqual({ message: KEY_REFUSED });
      expect((await failures('other@test.local')).map((f) => f.description)).toContain('Failed sign-in: PSP key refused (wrong user or context)');
      const ok = await call(t, { method: 'POST', url: '/api/v1/auth/flexpsp', body: { user_id: managerId, auth_key: psp.key } });
      expect(ok.json().data.user.id).toBe(managerId);
      // A legacy key is no PSP key even for the same user.
      const legacy = await mint(String(managerId));
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/flexpsp', body: { user_id: managerId, auth_key: legacy.key } })).statusCode).toBe(401);
    });

    it('CRM iframe: needs all five context values as signed, an administrator, and the page is framed by the configured origins only', async () => {
      const { key } = await sandboxIssuer('crm').mintForCrm(ctx, CRM);
      const missing = await call(t, { method: 'POST', url: '/api/v1/auth/login-iframe', body: { ...CRM, organization_id: undefined, key } });
      expect(missing.statusCode).toBe(422);
      const changed = await call(t, { method: 'POST', url: '/api/v1/auth/login-iframe', body: { ...CRM, organization_id: 'org-2', key } });
      expect(changed.statusCode).toBe(401);
      const ok = await call(t, { method: 'POST', url: '/api/v1/auth/login-iframe', body: { ...CRM, key } });
      expect(ok.json().data.user.email).toBe('admin@test.local');
      const manager = await sandboxIssuer('crm').mintForCrm(ctx, { ...CRM, user_email: 'm@test.local' });
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/login-iframe', body: { ...CRM, user_email: 'm@test.local', key: manager.key } })).statusCode).toBe(401);
      const page = await t.app.inject({ method: 'GET', url: '/iframe-widget/company-profile' });
      expect(page.headers['content-security-policy']).toContain('frame-ancestors https://crm.example.com');
      expect(page.headers['x-frame-options']).toBeUndefined();
      const other = await t.app.inject({ method: 'GET', url: '/legacy/abc' });
      expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(() => loadConfig({ KONTOR_CRM_FRAME_ORIGINS: "https://a.example; script-src *" })).toThrow(/not an origin/);
    });

    it('to-legacy and rocket-chat issue single-use keys that the other system redeems once (signed); a down system answers 503', async () => {
      const { token } = await login(t, 'm@test.local');
      const res = await call(t, { method: 'POST', url: '/api/v1/auth/to-legacy', token });
      expect(res.statusCode).toBe(200);
      const key = new URL(res.json<{ data: { url: string } }>().data.url).searchParams.get('key') ?? '';
      const secret = ctx.config.integrations.secrets.legacy ?? (await import('../../src/server/modules/signIns/signedKeys')).integrationSecret(ctx, 'legacy') ?? '';
      const redeem = (k: string, signature = redeemSignature(secret, 'legacy', k)) =>
        call(t, { method: 'POST', url: '/api/v1/integrations/legacy/redeem', body: { key: k }, headers: { 'x-kontor-signature': signature } });
      expect((await redeem(key, 'f'.repeat(64))).statusCode).toBe(401);
      const first = await redeem(key);
      expect(first.json().data).toMatchObject({ id: managerId, email: 'm@test.local' });
      expect((await redeem(key)).json()).toEqual({ message: KEY_REFUSED });
      expect((await failures('m@test.local')).map((f) => f.description)).toContain('Failed sign-in: legacy key refused (replayed or expired)');
      const chat = await call(t, { method: 'POST', url: '/api/v1/auth/rocket-chat', token });
      expect(chat.json().data.token).toEqual(expect.any(String));
      await setSandboxMode(ctx, 'legacy', 'down');
      const down = await call(t, { method: 'POST', url: '/api/v1/auth/to-legacy', token });
      expect({ status: down.statusCode, header: down.headers['remote-portal-status'], body: down.json() }).toEqual({ status: 503, header: 'unavailable', body: { message: REMOTE_UNAVAILABLE } });
      await expect(mint('m@test.local')).rejects.toThrow();
      await setSandboxMode(ctx, 'legacy', 'up');
    });

    it('in production without a configured secret, keys are refused', async () => {
      const prod = { ...ctx, config: { ...ctx.config, nodeEnv: 'production' } };
      const { integrationSecret } = await import('../../src/server/modules/signIns/signedKeys');
      expect(integrationSecret(prod, 'legacy')).toBeNull();
      expect(integrationSecret({ ...prod, config: { ...prod.config, integrations: { ...prod.config.integrations, secrets: { legacy: 'x'.repeat(32) } } } }, 'legacy')).toBe('x'.repeat(32));
    });
  });
});
