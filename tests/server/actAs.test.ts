import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

const cookieOf = (res: LightMyRequestResponse, name: string): string | undefined => {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const match = all.map((c) => new RegExp(`^${name}=([^;]*)`).exec(c)).find(Boolean);
  return match?.[1] ? `${name}=${match[1]}` : undefined;
};

await forEachEngine((engine) => {
  describe(`admin acts as a user (${engine})`, () => {
    let t: TestApp;
    let managerId: number;
    let otherAdminId: number;
    beforeAll(async () => {
      t = await makeApp(engine);
      const companyId = await createCompany(t);
      managerId = await createUser(t, { email: 'cust@test.local', role: 'manager', companyId });
      await createUser(t, { email: 'boss@test.local', role: 'admin' });
      otherAdminId = await createUser(t, { email: 'boss2@test.local', role: 'super-admin' });
    });
    afterAll(async () => t.close());

    it('gives the admin a session of the user, beside the admin session, and back', async () => {
      const admin = await login(t, 'boss@test.local');
      const res = await call(t, { method: 'GET', url: `/api/v1/a/users/${managerId}/login`, token: admin.token });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data.user).toMatchObject({ id: managerId, roles: [{ slug: 'manager' }] });
      const userToken = body.data.token.access_token as string;
      const actCookie = cookieOf(res, 'kontor_refresh_as');
      expect(actCookie).toBeDefined();
      expect(cookieOf(res, 'kontor_refresh')).toBeUndefined();

      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: userToken })).json().data.email).toBe('cust@test.local');
      const cookies = `${admin.cookie}; ${actCookie}`;

      // Refresh renews the session whose access token is presented.
      const asUser = await call(t, { method: 'POST', url: '/api/v1/auth/refresh', token: userToken, cookie: cookies });
      expect(asUser.statusCode).toBe(200);
      expect(cookieOf(asUser, 'kontor_refresh_as')).toBeDefined();
      const renewedUser = asUser.json().data.access_token as string;
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: renewedUser })).json().data.email).toBe('cust@test.local');

      const asAdmin = await call(t, { method: 'POST', url: '/api/v1/auth/refresh', token: admin.token, cookie: `${admin.cookie}; ${cookieOf(asUser, 'kontor_refresh_as')}` });
      expect(asAdmin.statusCode).toBe(200);
      expect(cookieOf(asAdmin, 'kontor_refresh')).toBeDefined();
      const renewedAdmin = asAdmin.json().data.access_token as string;
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: renewedAdmin })).json().data.email).toBe('boss@test.local');

      // Leaving the user session ends it and keeps the admin's.
      const out = await call(t, { method: 'POST', url: '/api/v1/auth/logout', token: renewedUser });
      expect(String(out.headers['set-cookie'])).toMatch(/^kontor_refresh_as=;/);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: renewedUser })).statusCode).toBe(401);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: renewedAdmin })).statusCode).toBe(200);

      const logged = await t.db.db.selectFrom('activities').selectAll().where('type', '=', 'admin.act_as').execute();
      expect(logged).toHaveLength(1);
    });

    it('refuses other admins as targets, unknown users, and non-admin callers', async () => {
      const admin = await login(t, 'boss@test.local');
      expect((await call(t, { method: 'GET', url: `/api/v1/a/users/${otherAdminId}/login`, token: admin.token })).statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: '/api/v1/a/users/424242/login', token: admin.token })).statusCode).toBe(404);
      expect((await call(t, { method: 'GET', url: '/api/v1/a/users/abc/login', token: admin.token })).statusCode).toBe(422);
      const manager = await login(t, 'cust@test.local');
      expect((await call(t, { method: 'GET', url: `/api/v1/a/users/${managerId}/login`, token: manager.token })).statusCode).toBe(403);
    });
  });
});
