import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInSession } from '../../../src/contract/entities';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from '../harness';

/**
 * ASVS 5.0 V7.5.2: users can view and terminate any or all of their currently active sessions
 * (GET profile/sessions, DELETE profile/sessions/{id}).
 */
await forEachEngine((engine) => {
  describe(`security: V7.5.2 the caller's own sessions (${engine})`, () => {
    let t: TestApp;
    let seq = 0;

    beforeAll(async () => {
      t = await makeApp(engine);
      await createUser(t, { email: 'root@test.local', role: 'super-admin' });
    });
    afterAll(async () => {
      await t?.close();
    });

    const freshUser = async () => {
      seq += 1;
      const companyId = await createCompany(t, `Sessions Co ${seq}`, { legal_type: 'individual' });
      const email = `owner${seq}@test.local`;
      const id = await createUser(t, { email, role: 'manager', companyId });
      return { id, email };
    };
    const list = async (token: string) => {
      const res = await call(t, { method: 'GET', url: '/api/v1/profile/sessions', token });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: SignInSession[] }>().data;
    };
    const end = (token: string, id: string) => call(t, { method: 'DELETE', url: `/api/v1/profile/sessions/${id}`, token });
    const me = async (token: string) => (await call(t, { method: 'GET', url: '/api/v1/auth/me', token })).statusCode;
    const refresh = async (cookie: string) => (await call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie })).statusCode;
    const familyOfCookie = async (cookie: string) => {
      const sessions = await t.db.db.selectFrom('auth_tokens').select(['family_id', 'token_hash']).where('kind', '=', 'refresh').execute();
      const { sha256 } = await import('../../../src/server/auth/secrets');
      const value = decodeURIComponent(cookie.split('=').slice(1).join('='));
      return sessions.find((s) => s.token_hash === sha256(value))?.family_id;
    };

    it('V7.5.2: lists exactly the caller’s own live sign-ins, the calling one marked current, act-as and ended ones left out', async () => {
      const u = await freshUser();
      const other = await freshUser();
      const a = await login(t, u.email);
      const b = await login(t, u.email, false);
      const ended = await login(t, u.email);
      await login(t, other.email);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/logout', token: ended.token })).statusCode).toBe(200);
      // An admin acting as the user: a sign-in of the user's id that is the admin's, not listed.
      const root = await login(t, 'root@test.local');
      expect((await call(t, { method: 'GET', url: `/api/v1/a/users/${u.id}/login`, token: root.token })).statusCode).toBe(200);

      const sessions = await list(a.token);
      const families = [await familyOfCookie(a.cookie), await familyOfCookie(b.cookie)];
      expect(sessions.map((s) => s.id).sort()).toEqual([...families].sort());
      expect(sessions.filter((s) => s.current).map((s) => s.id)).toEqual([families[0]]);
      const first = sessions[0];
      expect(first?.current).toBe(true);
      expect(first?.started_at).toBeTruthy();
      expect(first?.last_used_at).toBeTruthy();
      expect(first && first.expires_at > first.started_at).toBe(true);
      // The other user sees only their own.
      const otherSessions = await list((await login(t, other.email)).token);
      expect(otherSessions).toHaveLength(2);
      expect(otherSessions.some((s) => families.includes(s.id))).toBe(false);
    });

    it('V7.5.2: ending another sign-in makes its access token answer 401 at once and its refresh fail; the caller’s goes on', async () => {
      const u = await freshUser();
      const mine = await login(t, u.email);
      const theirs = await login(t, u.email);
      const target = await familyOfCookie(theirs.cookie);
      expect(await me(theirs.token)).toBe(200);
      const res = await end(mine.token, target ?? '');
      expect(res.statusCode).toBe(200);
      expect(res.json<{ current: boolean }>().current).toBe(false);
      expect(await me(theirs.token)).toBe(401);
      expect(await refresh(theirs.cookie)).toBe(401);
      expect(await me(mine.token)).toBe(200);
      expect((await list(mine.token)).map((s) => s.id)).toEqual([await familyOfCookie(mine.cookie)]);
      // Already ended: unknown now.
      expect((await end(mine.token, target ?? '')).statusCode).toBe(404);
    });

    it('V7.5.2: ending the current sign-in signs the caller out', async () => {
      const u = await freshUser();
      const mine = await login(t, u.email);
      const family = await familyOfCookie(mine.cookie);
      const res = await end(mine.token, family ?? '');
      expect(res.statusCode).toBe(200);
      expect(res.json<{ current: boolean }>().current).toBe(true);
      expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
      expect(await me(mine.token)).toBe(401);
      expect(await refresh(mine.cookie)).toBe(401);
    });

    it('V7.5.2: another user’s sign-in id answers 404 and nothing changes; an act-as sign-in cannot be ended by the customer', async () => {
      const u = await freshUser();
      const other = await freshUser();
      const mine = await login(t, u.email);
      const theirs = await login(t, other.email);
      const before = await t.db.db.selectFrom('auth_tokens').select(['id', 'revoked_at']).orderBy('id').execute();
      expect((await end(mine.token, (await familyOfCookie(theirs.cookie)) ?? '')).statusCode).toBe(404);
      const root = await login(t, 'root@test.local');
      const actAs = await call(t, { method: 'GET', url: `/api/v1/a/users/${u.id}/login`, token: root.token });
      expect(actAs.statusCode).toBe(200);
      const actAsFamily = (await t.db.db.selectFrom('auth_tokens').select('family_id').where('user_id', '=', u.id).where('impersonator_user_id', 'is not', null).executeTakeFirstOrThrow()).family_id;
      expect((await end(mine.token, actAsFamily)).statusCode).toBe(404);
      // Nor does the administrator acting as the customer end the customer's own sign-in.
      const actAsToken = actAs.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
      expect((await end(actAsToken, (await familyOfCookie(mine.cookie)) ?? '')).statusCode).toBe(403);
      const after = await t.db.db.selectFrom('auth_tokens').select(['id', 'revoked_at']).where('id', '<=', before[before.length - 1]?.id ?? 0).orderBy('id').execute();
      expect(after).toEqual(before);
      expect(await me(theirs.token)).toBe(200);
      expect(await me(actAs.json<{ data: { token: { access_token: string } } }>().data.token.access_token)).toBe(200);
      // Not a session id at all: 422 in the documented error shape.
      const bad = await end(mine.token, 'not-a-uuid');
      expect(bad.statusCode).toBe(422);
      expect(bad.json<{ message: string; errors: Record<string, string[]> }>().errors).toBeDefined();
      // Signed out: 401.
      expect((await call(t, { method: 'GET', url: '/api/v1/profile/sessions' })).statusCode).toBe(401);
    });
  });
});
