import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCompany, createUser, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, makeCompany } from './ledgerFixtures';

type Activity = { id: number; type: string; description: string; company_id: number | null; user: { id: number; email: string } | null; created_at: string };
type Page = { data: Activity[]; meta: { total: number } };
type Volume = { granularity: string; period: string; from: string | null; to: string | null; dates: string[]; series: { type: string; total: number; counts: number[] }[] };

await forEachEngine((engine) => {
  describe(`admin activity log (${engine})`, () => {
    let t: TestApp;
    let admin = '';
    let acmeId = 0;
    let globexId = 0;
    let alice = 0;
    let bob = 0;
    const get = (path: string, token = admin) => call(t, { method: 'GET', url: api(path), token });
    const list = async (query: string) => {
      const res = await get(`a/activities${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Page;
    };
    const insert = (user: number | null, company: number | null, type: string, at: string, description = `${type} at ${at}`) =>
      t.db.db.insertInto('activities').values({ user_id: user, company_id: company, type, description, ip: '10.0.0.1', user_agent: 'test', meta: null, created_at: at }).execute();

    beforeAll(async () => {
      t = await makeApp(engine);
      admin = await adminToken(t);
      // Only the seeded rows below: the admin's sign-in is not part of the known activity.
      await t.db.db.deleteFrom('activities').execute();
      acmeId = await createCompany(t, 'Acme');
      globexId = await createCompany(t, 'Globex');
      alice = await createUser(t, { email: 'alice@test.local', companyId: acmeId, twoFactor: true });
      bob = await createUser(t, { email: 'bob@test.local', companyId: globexId, twoFactor: true });
      // The test clock is 2026-06-15T10:00:05Z.
      await insert(alice, acmeId, 'auth.login', '2026-06-01T08:00:00.000Z');
      await insert(alice, acmeId, 'auth.login', '2026-06-15T09:00:00.000Z');
      await insert(alice, acmeId, 'transaction.created', '2026-06-15T09:30:00.000Z');
      await insert(bob, globexId, 'auth.login', '2026-06-02T12:00:00.000Z');
      await insert(bob, globexId, 'transaction.denied', '2026-05-20T12:00:00.000Z');
      await insert(null, null, 'auth.login_failed', '2026-01-10T00:00:00.000Z', '=HYPERLINK("http://evil")');
    });
    afterAll(async () => t.close());

    it('lists every company\'s activity, newest first, with company, user, type and date filters', async () => {
      const all = await list('');
      expect(all.meta.total).toBe(6);
      expect(all.data.map((a) => a.created_at)).toEqual([...all.data.map((a) => a.created_at)].sort().reverse());
      expect((await list(`?company_id=${acmeId}`)).data.every((a) => a.company_id === acmeId)).toBe(true);
      expect((await list(`?company_id=${acmeId}`)).meta.total).toBe(3);
      expect((await list(`?user_id=${bob}`)).data.map((a) => a.type)).toEqual(['auth.login', 'transaction.denied']);
      expect((await list(`?user_id=${bob}&company_id=${acmeId}`)).meta.total).toBe(0);
      expect((await list('?type=auth.login')).meta.total).toBe(3);
      expect((await list('?type=auth.login,transaction.denied')).meta.total).toBe(4);
      expect((await list('?from_date=2026-06-02&to_date=2026-06-15')).meta.total).toBe(3);
      expect((await list('?to_date=2026-05-31')).data.map((a) => a.type)).toEqual(['transaction.denied', 'auth.login_failed']);
      expect((await list('?search=hyperlink')).data.map((a) => a.type)).toEqual(['auth.login_failed']);
      expect((await list('?sort=type&order=asc&per_page=1')).data[0]?.type).toBe('auth.login');
      expect((await list(`?user_id=${alice}`)).data[0]?.user).toMatchObject({ id: alice, email: 'alice@test.local' });
    });

    it('refuses bad filters with 422', async () => {
      for (const query of ['?from_date=2026-13', '?from_date=2026-06-10&to_date=2026-06-01', '?user_id=abc', '?company_id=-1', '?type=DROP%20TABLE', '?per_page=100000', '?sort=password%3B']) {
        const res = await get(`a/activities${query}`);
        expect(res.statusCode, query).toBe(422);
        expect(res.json()).toHaveProperty('message');
      }
    });

    it('answers 403 to managers on every admin activity call', async () => {
      const acme = await makeCompany(t, 'Acme Two');
      const solo = await makeCompany(t, 'Solo', { legal: 'individual' });
      for (const path of ['a/activities', 'a/activities/report', 'a/activities-volume-by-type']) {
        expect((await acme.manager.call({ method: 'GET', url: api(path) })).statusCode).toBe(403);
        expect((await solo.manager.call({ method: 'GET', url: api(path) })).statusCode).toBe(403);
        expect((await call(t, { method: 'GET', url: api(path) })).statusCode).toBe(401);
      }
      await t.db.db.deleteFrom('activities').where('type', '=', 'auth.login').where('created_at', '>', '2026-06-15T10:00:00.000Z').execute();
    });

    it('exports the filtered log as CSV with the company columns and formula-looking text escaped', async () => {
      const res = await get(`a/activities/report?type=auth.login_failed`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain('activities-2026-06-15.csv');
      const lines = res.body.split('\r\n').filter((l) => l !== '');
      expect(lines[0]).toBe('id,created_at,type,description,user,email,ip,user_agent,company_id,company,acting_admin_id,acting_admin');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);

      const acme = (await get(`a/activities/report?company_id=${acmeId}`)).body.split('\r\n').filter((l) => l !== '');
      expect(acme).toHaveLength(4);
      expect(acme.slice(1).every((l) => l.endsWith(`,${acmeId},Acme,,`))).toBe(true);
      expect((await get('a/activities/report?to_date=nope')).statusCode).toBe(422);
    });

    it('counts activity per type and period for the chart', async () => {
      const res = await get('a/activities-volume-by-type?period=current_month');
      expect(res.statusCode, res.body).toBe(200);
      const month = (res.json() as { data: Volume }).data;
      expect(month).toMatchObject({ granularity: 'day', period: 'current_month', from: '2026-06-01T00:00:00.000Z' });
      expect(month.dates).toHaveLength(15);
      expect(month.dates[0]).toBe('2026-06-01');
      expect(month.dates[14]).toBe('2026-06-15');
      const byType = Object.fromEntries(month.series.map((s) => [s.type, s]));
      expect(Object.keys(byType)).toEqual(['auth.login', 'transaction.created']);
      expect(byType['auth.login']?.total).toBe(3);
      expect(byType['auth.login']?.counts[0]).toBe(1);
      expect(byType['auth.login']?.counts[1]).toBe(1);
      expect(byType['auth.login']?.counts[14]).toBe(1);
      expect(byType['transaction.created']?.counts).toEqual([...Array(14).fill(0), 1]);

      const year = (await get('a/activities-volume-by-type?period=current_year')).json() as { data: Volume };
      expect(year.data.granularity).toBe('month');
      expect(year.data.dates).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01']);
      expect(year.data.series.map((s) => [s.type, s.counts])).toEqual([
        ['auth.login', [0, 0, 0, 0, 0, 3]],
        ['auth.login_failed', [1, 0, 0, 0, 0, 0]],
        ['transaction.created', [0, 0, 0, 0, 0, 1]],
        ['transaction.denied', [0, 0, 0, 0, 1, 0]],
      ]);
      const previous = (await get('a/activities-volume-by-type?period=previous_month')).json() as { data: Volume };
      expect(previous.data.series).toEqual([{ type: 'transaction.denied', total: 1, counts: expect.any(Array) as unknown }]);
      expect(previous.data.dates).toHaveLength(31);
      const total = (await get('a/activities-volume-by-type?period=total')).json() as { data: Volume };
      expect(total.data.series.reduce((n, s) => n + s.total, 0)).toBe(6);
      expect((await get('a/activities-volume-by-type?period=forever')).statusCode).toBe(422);
    });
  });
});
