import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany } from './ledgerFixtures';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

const T = '/api/v1/a/timeline';

await forEachEngine((engine) => {
  describe(`admin timeline (${engine})`, () => {
    let t: TestApp;
    let companyId: number;
    let managerId: number;
    let admin: string;
    let managerToken: string;
    beforeAll(async () => {
      t = await makeApp(engine);
      companyId = await createCompany(t);
      managerId = await createUser(t, { email: 'manager@test.local', role: 'manager', companyId });
      await createUser(t, { email: 'other@test.local', role: 'manager', companyId });
      await createUser(t, { email: 'admin@test.local', role: 'admin' });
      admin = (await login(t, 'admin@test.local')).token;
      managerToken = (await login(t, 'manager@test.local')).token;
    });
    afterAll(async () => t.close());

    const get = (path: string, token = admin) => call(t, { method: 'GET', url: `${T}/${path}`, token });

    it('names its entity classes; admins only', async () => {
      const res = await get('entity-classes');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((c: { slug: string }) => c.slug)).toEqual(['user', 'company', 'bank_account', 'transaction', 'transaction_agent', 'setting']);
      expect((await get('entity-classes', managerToken)).statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: `${T}/entity-classes` })).statusCode).toBe(401);
    });

    it('lists the records of a class with paging and search; unknown class 404, bad query 422', async () => {
      const page = await get('entities?entity_class=user&per_page=2');
      expect(page.statusCode).toBe(200);
      expect(page.json().meta).toMatchObject({ total: 3, per_page: 2 });
      const found = (await get('entities?entity_class=user&search=MANAGER%40')).json();
      expect(found.data).toEqual([expect.objectContaining({ id: managerId, secondary: 'manager@test.local' })]);
      // LIKE wildcards in the search are plain characters.
      expect((await get('entities?entity_class=user&search=%25')).json().data).toEqual([]);
      expect((await get('entities?entity_class=unicorn')).statusCode).toBe(404);
      expect((await get('entities?entity_class=user&per_page=0')).statusCode).toBe(422);
      expect((await get('entities?entity_class=company')).json().data).toContainEqual(expect.objectContaining({ id: companyId }));
    });

    it('records what an admin changes on a user, with the fields old and new, newest first; pull answers what is newer', async () => {
      const before = (await get(`list?entity_class=user&id=${managerId}`)).json();
      expect(before.data).toEqual([]);
      const update = await call(t, { method: 'PUT', url: `/api/v1/a/users/${managerId}`, token: admin, body: { first_name: 'Renamed', last_name: 'Manager', email: 'manager@test.local', phone: '' } });
      expect(update.statusCode, update.body).toBe(200);
      const role = await call(t, { method: 'PUT', url: `/api/v1/a/users/${managerId}/role`, token: admin, body: { role: 'manager-reader' } });
      expect(role.statusCode, role.body).toBe(200);
      const list = (await get(`list?entity_class=user&id=${managerId}`)).json();
      expect(list.meta.total).toBe(2);
      expect(list.data.map((e: { event: string }) => e.event)).toEqual(['role_changed', 'updated']);
      expect(list.data[0]).toMatchObject({ entity_class: 'user', entity_id: managerId, changes: { role: { old: 'manager', new: 'manager-reader' } }, user: { email: 'admin@test.local' } });
      expect(list.data[1].changes).toHaveProperty('first_name');
      expect(list.data[1].changes.first_name.new).toBe('Renamed');

      const newest = list.data[0].id as number;
      expect((await get(`pull?entity_class=user&id=${managerId}&after=${newest}`)).json().data).toEqual([]);
      const older = list.data[1].id as number;
      expect((await get(`pull?entity_class=user&id=${managerId}&after=${older}`)).json().data.map((e: { id: number }) => e.id)).toEqual([newest]);
    });

    it('shows a record with its current state and no secrets; unknown ids 404', async () => {
      const view = await get(`view?entity_class=user&id=${managerId}`);
      expect(view.statusCode).toBe(200);
      expect(view.json().data).toMatchObject({ entity_class: 'user', id: managerId, label: 'Renamed Manager', fields: { email: 'manager@test.local', role: 'manager-reader', enabled: true } });
      expect(JSON.stringify(view.json().data)).not.toMatch(/password|totp_secret/);
      expect((await get('view?entity_class=user&id=999999')).statusCode).toBe(404);
      expect((await get('list?entity_class=user&id=999999')).statusCode).toBe(404);
      expect((await get('pull?entity_class=transaction&id=999999')).statusCode).toBe(404);
      expect((await get('view?entity_class=user&id=abc')).statusCode).toBe(422);
    });

    it('a bank account opened by a manager has its creation on the timeline', async () => {
      const acme = await makeCompany(t, 'Acme');
      const opened = await acme.manager.call({ method: 'POST', url: '/api/v1/manager/bank-accounts', body: { currency: 'EUR', name: 'Payroll' } });
      expect(opened.statusCode, opened.body).toBe(201);
      const id = opened.json().data.id as number;
      const events = (await get(`list?entity_class=bank_account&id=${id}`)).json().data;
      expect(events).toEqual([expect.objectContaining({ event: 'created', changes: { currency: { old: null, new: 'EUR' }, name: { old: null, new: 'Payroll' } } })]);
      expect((await get(`view?entity_class=bank_account&id=${id}`)).json().data.fields).toMatchObject({ currency: 'EUR', balance: '0.00' });
    });
  });
});
