import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCompany, createUser, forEachEngine, login, refreshCookieOf, TEST_PASSWORD, type TestApp, makeApp } from './harness';

const C = '/api/v1/a/auth-checkpoints';
const BROWSER_A = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAA1';
const BROWSER_B = 'BBBBBBBBBBBBBBBBBBBBBBBBBBBBB2';

/** A sign-in from a given browser (x-browser-id) and address. */
const signIn = (t: TestApp, email: string, browserId: string | undefined, ip = '10.0.0.1', code?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: ip,
    headers: { ...(browserId ? { 'x-browser-id': browserId } : {}), ...(code ? { 'one-time-code': code } : {}), 'user-agent': 'Test Browser/1.0' },
  });

type Row = { id: number; user: { id: number; email: string } | null; ip: string | null; browser_id: string | null; status: string; last_seen_at: string; created_at: string };

await forEachEngine((engine) => {
  describe(`auth checkpoints (${engine})`, () => {
    let t: TestApp;
    let companyId: number;
    let managerId: number;
    let admin: string;
    let adminId: number;
    let sup: string;
    beforeAll(async () => {
      t = await makeApp(engine);
      companyId = await createCompany(t);
      managerId = await createUser(t, { email: 'manager@test.local', role: 'manager', companyId });
      await createUser(t, { email: 'reader@test.local', role: 'manager-reader', companyId, twoFactor: true });
      adminId = await createUser(t, { email: 'admin@test.local', role: 'admin' });
      await createUser(t, { email: 'super@test.local', role: 'super-admin' });
      admin = (await login(t, 'admin@test.local')).token;
      sup = (await login(t, 'super@test.local')).token;
    });
    afterAll(async () => t.close());

    const list = async (query = '', token = admin) => {
      const res = await call(t, { method: 'GET', url: `${C}${query}`, token });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: Row[]; meta: { total: number; per_page: number; last_page: number; current_page: number } }>();
    };
    const setStatus = (id: number, status: unknown, token = admin) => call(t, { method: 'PUT', url: `${C}/${id}/status`, token, body: { status } });

    it('creates one checkpoint per device at sign-in and updates it on the next one', async () => {
      expect((await signIn(t, 'manager@test.local', BROWSER_A)).statusCode).toBe(200);
      expect((await signIn(t, 'manager@test.local', BROWSER_A, '10.0.0.9')).statusCode).toBe(200);
      expect((await signIn(t, 'manager@test.local', BROWSER_B, '10.0.0.2')).statusCode).toBe(200);
      // A client without a browser id is known by its address.
      expect((await signIn(t, 'manager@test.local', 'not-a-browser-id', '10.0.0.3')).statusCode).toBe(200);
      const mine = await list(`?user_id=${managerId}&sort=id&order=asc`);
      expect(mine.data.map((r) => [r.browser_id, r.ip, r.status])).toEqual([
        [BROWSER_A, '10.0.0.9', 'allowed'],
        [BROWSER_B, '10.0.0.2', 'allowed'],
        [null, '10.0.0.3', 'allowed'],
      ]);
      expect(mine.data[0]?.user).toMatchObject({ id: managerId, email: 'manager@test.local' });
      const activity = await t.db.db.selectFrom('activities').select(['description', 'meta']).where('user_id', '=', managerId).where('type', '=', 'auth.login').orderBy('id').execute();
      expect(activity.map((a) => a.description)).toEqual(['Signed in from a new device', 'Signed in', 'Signed in from a new device', 'Signed in from a new device']);
    });

    it('pages 50 by default; filters by status, user, search and dates; sorts; refuses bad queries', async () => {
      const all = await list();
      expect(all.meta.per_page).toBe(50);
      // admin@ and super@ signed in through the harness (no browser id), plus the manager's three devices.
      expect(all.meta.total).toBe(5);
      expect((await list('?per_page=2&page=3')).data).toHaveLength(1);
      expect((await list('?search=BBBBBBBB')).data.map((r) => r.browser_id)).toEqual([BROWSER_B]);
      expect((await list('?search=super@')).meta.total).toBe(1);
      expect((await list('?search=%25')).meta.total).toBe(0);
      expect((await list('?status=blocked')).meta.total).toBe(0);
      expect((await list('?from_date=2026-06-15&to_date=2026-06-15')).meta.total).toBe(5);
      expect((await list('?to_date=2026-06-14')).meta.total).toBe(0);
      const sorted = await list('?sort=user&order=asc');
      expect(sorted.data[0]?.user?.email).toBe('admin@test.local');
      for (const bad of ['?status=open', '?sort=password', '?per_page=101', '?user_id=x', '?from_date=2026-06-16&to_date=2026-06-15', '?from_date=15.06.2026']) {
        const res = await call(t, { method: 'GET', url: `${C}${bad}`, token: admin });
        expect(res.statusCode, bad).toBe(422);
        expect(res.json().errors).toBeDefined();
      }
    });

    it('is for admins only', async () => {
      const manager = (await login(t, 'manager@test.local')).token;
      const reader = (await login(t, 'reader@test.local', true)).token;
      const id = (await list(`?user_id=${managerId}`)).data[0]?.id ?? 0;
      expect((await call(t, { method: 'GET', url: C })).statusCode).toBe(401);
      expect((await call(t, { method: 'GET', url: C, token: manager })).statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: C, token: reader })).statusCode).toBe(403);
      expect((await setStatus(id, 'blocked', manager)).statusCode).toBe(403);
      expect((await setStatus(id, 'blocked', reader)).statusCode).toBe(403);
      expect((await list(`?user_id=${managerId}&status=blocked`)).meta.total).toBe(0);
    });

    it('validates the status change: unknown id 404, bad status 422, own checkpoints and administrators protected', async () => {
      const id = (await list(`?user_id=${managerId}`)).data[0]?.id ?? 0;
      expect((await setStatus(999_999, 'blocked')).statusCode).toBe(404);
      const bad = await setStatus(id, 'frozen');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.status).toEqual(['The selected status is invalid.']);
      expect((await call(t, { method: 'PUT', url: `${C}/abc/status`, token: admin, body: { status: 'blocked' } })).statusCode).toBe(422);
      const own = (await list(`?user_id=${adminId}`)).data[0]?.id ?? 0;
      expect((await setStatus(own, 'blocked')).statusCode).toBe(403);
      // An administrator's device: a super-admin's call, not another admin's.
      const superRow = (await list('?search=super@')).data[0]?.id ?? 0;
      expect((await setStatus(superRow, 'blocked')).statusCode).toBe(403);
      expect((await setStatus(own, 'blocked', sup)).statusCode).toBe(200);
      // That was the device of the admin's session: it has ended.
      expect((await call(t, { method: 'GET', url: C, token: admin })).statusCode).toBe(401);
      expect((await setStatus(own, 'allowed', sup)).statusCode).toBe(200);
      admin = (await login(t, 'admin@test.local')).token;
      expect((await list('?status=blocked')).meta.total).toBe(0);
    });

    it('blocking refuses sign-in from that browser and address and ends its sessions; allowing lets it in again', async () => {
      const session = await signIn(t, 'manager@test.local', BROWSER_A, '10.0.0.9');
      const token = session.json().data.token.access_token as string;
      const cookie = refreshCookieOf(session) ?? '';
      const other = (await signIn(t, 'manager@test.local', BROWSER_B, '10.0.0.2')).json().data.token.access_token as string;
      const row = (await list(`?user_id=${managerId}&search=AAAAAAAA`)).data[0];
      expect(row).toBeDefined();
      const blocked = await setStatus(row?.id ?? 0, 'blocked');
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json().data).toMatchObject({ id: row?.id, status: 'blocked', browser_id: BROWSER_A });

      // The device's sessions end, access and refresh; the other device's session goes on.
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token })).statusCode).toBe(401);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/refresh', cookie })).statusCode).toBe(401);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: other })).statusCode).toBe(200);

      const again = await signIn(t, 'manager@test.local', BROWSER_A, '192.168.1.1');
      expect(again.statusCode).toBe(403);
      expect(again.json()).toEqual({ message: 'Sign-in from this device has been blocked. Please contact support.' });
      // Another browser at the blocked address is refused too; another browser elsewhere is not.
      expect((await signIn(t, 'manager@test.local', BROWSER_B, '10.0.0.9')).statusCode).toBe(403);
      expect((await signIn(t, 'manager@test.local', BROWSER_B, '10.0.0.2')).statusCode).toBe(200);
      // A wrong password still answers as wrong credentials, revealing nothing about the block.
      const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'manager@test.local', password: 'Wrong-Passw0rd!' }, remoteAddress: '10.0.0.9', headers: { 'x-browser-id': BROWSER_A } });
      expect(wrong.statusCode).toBe(422);
      const refused = await t.db.db.selectFrom('activities').select('type').where('user_id', '=', managerId).where('type', '=', 'auth.login_blocked').execute();
      expect(refused).toHaveLength(2);
      const audit = await t.db.db.selectFrom('activities').select(['user_id', 'meta']).where('type', '=', 'admin.auth_checkpoint_status').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(audit.user_id).toBe(adminId);
      // Three sign-ins went through browser A (two in the first test, one here): all three ended.
      expect(JSON.parse(audit.meta ?? '{}')).toMatchObject({ checkpoint_id: row?.id, target_user_id: managerId, from: 'allowed', to: 'blocked', ended_sessions: 3 });

      expect((await setStatus(row?.id ?? 0, 'allowed')).statusCode).toBe(200);
      expect((await signIn(t, 'manager@test.local', BROWSER_A, '10.0.0.9')).statusCode).toBe(200);
      expect((await list(`?user_id=${managerId}&status=blocked`)).meta.total).toBe(0);
    });

    it('a blocked device of a two-factor user is refused before a code is asked for', async () => {
      t.advance(30);
      const first = await signIn(t, 'reader@test.local', BROWSER_A, '10.0.1.1', t.code());
      expect(first.statusCode).toBe(200);
      const row = (await list('?search=reader@')).data.find((r) => r.browser_id === BROWSER_A);
      expect((await setStatus(row?.id ?? 0, 'blocked')).statusCode).toBe(200);
      t.advance(30);
      const res = await signIn(t, 'reader@test.local', BROWSER_A, '10.0.1.1');
      expect(res.statusCode).toBe(403);
      expect(res.headers['otp-required']).toBeUndefined();
    });
  });
});
