import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';
import { adminToken, api, makeCompany } from './ledgerFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;
type Announcement = { id: number; title: string; content: string; is_published: boolean; starts_at: string | null; ends_at: string | null };
type Page = { data: Announcement[]; meta: { total: number; per_page: number; current_page: number } };

const valid = { title: 'Maintenance window', content: 'Payments pause on Sunday from 02:00 to 04:00 UTC.', is_published: true, starts_at: '2026-06-01', ends_at: '2026-06-30' };

await forEachEngine((engine) => {
  describe(`announcements (${engine})`, () => {
    let t: TestApp;
    let admin = '';
    let acme: Company;
    let solo: Company;
    const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => call(t, { method, url: api(path), token: admin, body });
    const create = async (body: Record<string, unknown>): Promise<Announcement> => {
      const res = await adminCall('POST', 'a/announcements', body);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { data: Announcement }).data;
    };

    beforeAll(async () => {
      t = await makeApp(engine);
      admin = await adminToken(t);
      acme = await makeCompany(t, 'Acme');
      solo = await makeCompany(t, 'Solo', { legal: 'individual' });
    });
    afterAll(async () => t.close());

    it('creates, reads, updates and deletes, each write in the activity log', async () => {
      const created = await create({ ...valid, title: '  <b>Hello</b> & welcome  ' });
      // Stored as plain text, trimmed; the portal escapes it when it shows it.
      expect(created).toMatchObject({ title: '<b>Hello</b> & welcome', content: valid.content, is_published: true, starts_at: '2026-06-01', ends_at: '2026-06-30' });
      const got = await adminCall('GET', `a/announcements/${created.id}`);
      expect(got.statusCode).toBe(200);
      expect((got.json() as { data: Announcement }).data).toEqual(created);

      const updated = await adminCall('PUT', `a/announcements/${created.id}`, { title: 'Changed', content: 'New text', is_published: false, starts_at: '', ends_at: null });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((updated.json() as { data: Announcement }).data).toMatchObject({ id: created.id, title: 'Changed', content: 'New text', is_published: false, starts_at: null, ends_at: null });

      const removed = await adminCall('DELETE', `a/announcements/${created.id}`);
      expect(removed.statusCode).toBe(200);
      expect((await adminCall('GET', `a/announcements/${created.id}`)).statusCode).toBe(404);
      expect((await adminCall('DELETE', `a/announcements/${created.id}`)).statusCode).toBe(404);
      expect((await adminCall('PUT', `a/announcements/${created.id}`, valid)).statusCode).toBe(404);

      const log = await t.db.db.selectFrom('activities').select(['type', 'description']).where('type', 'like', 'admin.announcement_%').orderBy('id').execute();
      expect(log).toEqual([
        { type: 'admin.announcement_created', description: `Announcement #${created.id} created` },
        { type: 'admin.announcement_updated', description: `Announcement #${created.id} updated` },
        { type: 'admin.announcement_deleted', description: `Announcement #${created.id} deleted` },
      ]);
    });

    it('refuses bad input with 422 on the field and stores nothing', async () => {
      const before = await t.db.db.selectFrom('announcements').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const cases: [Record<string, unknown>, string][] = [
        [{ ...valid, title: '   ' }, 'title'],
        [{ ...valid, title: 'x'.repeat(201) }, 'title'],
        [{ ...valid, content: '' }, 'content'],
        [{ ...valid, content: 'x'.repeat(10_001) }, 'content'],
        [{ ...valid, starts_at: '01/06/2026' }, 'starts_at'],
        [{ ...valid, starts_at: '2026-02-30' }, 'starts_at'],
        [{ ...valid, ends_at: '2026-05-01' }, 'ends_at'],
        [{ ...valid, is_published: 'maybe' }, 'is_published'],
      ];
      for (const [body, field] of cases) {
        const res = await adminCall('POST', 'a/announcements', body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
        expect(Object.keys((res.json() as { errors: Record<string, string[]> }).errors)).toContain(field);
      }
      const after = await t.db.db.selectFrom('announcements').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      expect((await adminCall('GET', 'a/announcements/abc')).statusCode).toBe(422);
      expect((await adminCall('GET', 'a/announcements?sort=password')).statusCode).toBe(422);
    });

    it('answers 403 to managers and 401 without a token on the admin calls', async () => {
      const one = await create(valid);
      for (const [method, path] of [['GET', 'a/announcements'], ['GET', `a/announcements/${one.id}`], ['POST', 'a/announcements'], ['PUT', `a/announcements/${one.id}`], ['DELETE', `a/announcements/${one.id}`]] as const) {
        expect((await acme.manager.call({ method, url: api(path), body: method === 'GET' || method === 'DELETE' ? undefined : valid })).statusCode).toBe(403);
        expect((await solo.manager.call({ method, url: api(path), body: method === 'GET' || method === 'DELETE' ? undefined : valid })).statusCode).toBe(403);
        expect((await call(t, { method, url: api(path) })).statusCode).toBe(401);
      }
      expect((await adminCall('GET', `a/announcements/${one.id}`)).statusCode).toBe(200);
    });

    it('lists for admins with search, published filter, sort and pages', async () => {
      await t.db.db.deleteFrom('announcements').execute();
      await create({ ...valid, title: 'Alpha release', is_published: true });
      await create({ ...valid, title: 'Bravo draft', content: 'Only a draft about fees', is_published: false });
      await create({ ...valid, title: 'Charlie notice', is_published: true });
      const list = async (query: string) => {
        const res = await adminCall('GET', `a/announcements${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as Page;
      };
      expect((await list('')).data.map((a) => a.title)).toEqual(['Charlie notice', 'Bravo draft', 'Alpha release']);
      expect((await list('?sort=title&order=asc')).data.map((a) => a.title)).toEqual(['Alpha release', 'Bravo draft', 'Charlie notice']);
      expect((await list('?search=FEES')).data.map((a) => a.title)).toEqual(['Bravo draft']);
      expect((await list('?search=100%25')).meta.total).toBe(0);
      expect((await list('?is_published=0')).data.map((a) => a.title)).toEqual(['Bravo draft']);
      expect((await list('?is_published=1')).meta.total).toBe(2);
      const page2 = await list('?per_page=2&page=2&sort=title&order=asc');
      expect(page2.data.map((a) => a.title)).toEqual(['Charlie notice']);
      expect(page2.meta).toMatchObject({ total: 3, per_page: 2, current_page: 2 });
    });

    it('shows managers only published announcements whose days include today, and only to users whose manager data loads', async () => {
      await t.db.db.deleteFrom('announcements').execute();
      // The test clock says 2026-06-15.
      const current = await create({ ...valid, title: 'Current', starts_at: '2026-06-15', ends_at: '2026-06-15' });
      const open = await create({ ...valid, title: 'Open ended', starts_at: null, ends_at: null });
      await create({ ...valid, title: 'Draft', is_published: false, starts_at: null, ends_at: null });
      await create({ ...valid, title: 'Future', starts_at: '2026-06-16', ends_at: null });
      await create({ ...valid, title: 'Past', starts_at: null, ends_at: '2026-06-14' });
      for (const who of [acme.manager, acme.reader, solo.manager]) {
        const res = await who.call({ method: 'GET', url: api('manager/announcements') });
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as Page;
        expect(page.data.map((a) => a.id)).toEqual([open.id, current.id]);
        expect(page.meta.total).toBe(2);
      }
      // A company user without two-factor gets no manager data (document 1 section 6); admins are not managers.
      const plain = await createCompany(t, 'Plain Co');
      await createUser(t, { email: 'plain@test.local', role: 'manager', companyId: plain, twoFactor: false });
      const token = (await login(t, 'plain@test.local')).token;
      expect((await call(t, { method: 'GET', url: api('manager/announcements'), token })).statusCode).toBe(403);
      expect((await adminCall('GET', 'manager/announcements')).statusCode).toBe(403);
    });
  });
});
