import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/server/db/values';
import { insertAccount } from './ledgerFixtures';
import { call, createCompany, createUser, forEachEngine, login, makeApp, TEST_PASSWORD, type TestApp } from './harness';

const U = '/api/v1/a/users';

await forEachEngine((engine) => {
  describe(`admin users (${engine})`, () => {
    let t: TestApp;
    let companyId: number;
    let managerId: number;
    let readerId: number;
    let adminId: number;
    let superId: number;
    let otherAdminId: number;
    let admin: string;
    let sup: string;
    beforeAll(async () => {
      t = await makeApp(engine);
      companyId = await createCompany(t);
      managerId = await createUser(t, { email: 'manager@test.local', role: 'manager', companyId });
      readerId = await createUser(t, { email: 'reader@test.local', role: 'manager-reader', companyId, twoFactor: true });
      adminId = await createUser(t, { email: 'admin@test.local', role: 'admin' });
      superId = await createUser(t, { email: 'super@test.local', role: 'super-admin' });
      otherAdminId = await createUser(t, { email: 'admin2@test.local', role: 'admin' });
      admin = (await login(t, 'admin@test.local')).token;
      sup = (await login(t, 'super@test.local')).token;
    });
    afterAll(async () => t.close());

    it('lists with paging, search, filters and sort; gets one; 404 and 422 on bad ids', async () => {
      // A sort key that is not a column (prototype names included) falls back to the newest first.
      for (const key of ['constructor', 'password_hash', 'unknown_column']) {
        const odd = await call(t, { method: 'GET', url: `${U}?sort=${key}`, token: admin });
        expect(odd.statusCode, key).toBe(200);
        expect(odd.json().data[0].id, key).toBe(otherAdminId);
      }
      for (const key of ['__proto__', 'toString']) expect((await call(t, { method: 'GET', url: `${U}?sort=${key}`, token: admin })).statusCode, key).toBe(422);
      const all = await call(t, { method: 'GET', url: `${U}?per_page=2&sort=email&order=asc`, token: admin });
      expect(all.statusCode).toBe(200);
      expect(all.json().meta).toMatchObject({ total: 5, per_page: 2, last_page: 3 });
      expect(all.json().data.map((u: { email: string }) => u.email)).toEqual(['admin2@test.local', 'admin@test.local']);
      const found = (await call(t, { method: 'GET', url: `${U}?search=READER`, token: admin })).json();
      expect(found.data).toHaveLength(1);
      expect(found.data[0]).toMatchObject({ id: readerId, enabled: true, two_factor_auth: { google: true }, company: { id: companyId } });
      expect((await call(t, { method: 'GET', url: `${U}?role=admin`, token: admin })).json().meta.total).toBe(2);
      expect((await call(t, { method: 'GET', url: `${U}?company_id[]=${companyId}`, token: admin })).json().meta.total).toBe(2);
      expect((await call(t, { method: 'GET', url: `${U}?enabled=0`, token: admin })).json().meta.total).toBe(0);
      expect((await call(t, { method: 'GET', url: `${U}?search=%25`, token: admin })).json().meta.total).toBe(0);
      expect((await call(t, { method: 'GET', url: `${U}?role=boss`, token: admin })).statusCode).toBe(422);
      expect((await call(t, { method: 'GET', url: `${U}?sort=password_hash;drop`, token: admin })).statusCode).toBe(422);
      const one = await call(t, { method: 'GET', url: `${U}/${managerId}`, token: admin });
      expect(one.json().data).toMatchObject({ id: managerId, email: 'manager@test.local', roles: [{ slug: 'manager' }] });
      expect(one.body).not.toContain('password');
      expect((await call(t, { method: 'GET', url: `${U}/99999`, token: admin })).statusCode).toBe(404);
      expect((await call(t, { method: 'GET', url: `${U}/abc`, token: admin })).statusCode).toBe(422);
    });

    it('counts total, new (30 days) and active (enabled, signed in within 30 days)', async () => {
      const old = nowIso(new Date(t.clock.now.getTime() - 40 * 86400_000));
      await t.db.db.updateTable('users').set({ created_at: old }).where('id', '=', otherAdminId).execute();
      const res = await call(t, { method: 'GET', url: `${U}/statistic`, token: admin });
      expect(res.json().data).toEqual({ total: 5, new: 4, active: 2 });
    });

    it('refuses customers (403) and guests (401)', async () => {
      const manager = (await login(t, 'manager@test.local')).token;
      expect((await call(t, { method: 'GET', url: U, token: manager })).statusCode).toBe(403);
      expect((await call(t, { method: 'PUT', url: `${U}/${readerId}/role`, token: manager, body: { role: 'manager' } })).statusCode).toBe(403);
      expect((await call(t, { method: 'DELETE', url: `${U}/${readerId}`, token: manager })).statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: U })).statusCode).toBe(401);
      const reader = (await login(t, 'reader@test.local', true)).token;
      expect((await call(t, { method: 'PUT', url: `${U}/${managerId}/reset/validator`, token: reader })).statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: `${U}/statistic`, token: reader })).statusCode).toBe(403);
      expect((await t.db.db.selectFrom('users').select('role').where('id', '=', readerId).executeTakeFirstOrThrow()).role).toBe('manager-reader');
    });

    it('updates fields, keeps e-mails unique, and disabling signs the user out', async () => {
      const session = (await login(t, 'manager@test.local')).token;
      const body = { first_name: 'Ann', last_name: 'Lee', email: 'manager@test.local', phone: '+49 30 1234', enabled: true };
      const bad = await call(t, { method: 'PUT', url: `${U}/${managerId}`, token: admin, body: { ...body, first_name: '', email: 'nope' } });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['first_name', 'email']));
      const taken = await call(t, { method: 'PUT', url: `${U}/${managerId}`, token: admin, body: { ...body, email: 'reader@test.local' } });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.email).toBeDefined();
      expect((await call(t, { method: 'PUT', url: `${U}/99999`, token: admin, body })).statusCode).toBe(404);
      const ok = await call(t, { method: 'PUT', url: `${U}/${managerId}`, token: admin, body });
      expect(ok.json().data).toMatchObject({ first_name: 'Ann', phone: '+49 30 1234', enabled: true });
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: session })).statusCode).toBe(200);
      const off = await call(t, { method: 'PUT', url: `${U}/${managerId}`, token: admin, body: { ...body, enabled: false } });
      expect(off.json().data.enabled).toBe(false);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: session })).statusCode).toBe(401);
      const revoked = await t.db.db.selectFrom('auth_tokens').select('id').where('user_id', '=', managerId).where('revoked_at', 'is', null).execute();
      expect(revoked).toHaveLength(0);
      const logged = await t.db.db.selectFrom('activities').select('meta').where('type', '=', 'admin.user_updated').execute();
      expect(logged.length).toBeGreaterThanOrEqual(2);
      await call(t, { method: 'PUT', url: `${U}/${managerId}`, token: admin, body });
      const self = await call(t, { method: 'PUT', url: `${U}/${adminId}`, token: admin, body: { first_name: 'A', last_name: 'B', email: 'admin@test.local', enabled: false } });
      expect(self.statusCode).toBe(403);
      expect((await call(t, { method: 'PUT', url: `${U}/${otherAdminId}`, token: admin, body: { first_name: 'A', last_name: 'B', email: 'admin2@test.local' } })).statusCode).toBe(403);
      expect((await call(t, { method: 'PUT', url: `${U}/${otherAdminId}`, token: sup, body: { first_name: 'A', last_name: 'B', email: 'admin2@test.local' } })).statusCode).toBe(200);
    });

    it('sets a password by the registration policy and ends the user sessions', async () => {
      const session = (await login(t, 'manager@test.local')).token;
      const weak = await call(t, { method: 'PUT', url: `${U}/${managerId}/password`, token: admin, body: { password: 'short', password_confirmation: 'short' } });
      expect(weak.statusCode).toBe(422);
      const mismatch = await call(t, { method: 'PUT', url: `${U}/${managerId}/password`, token: admin, body: { password: 'New-Passw0rd!', password_confirmation: 'x' } });
      expect(mismatch.json().errors.password_confirmation).toBeDefined();
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: session })).statusCode).toBe(200);
      const ok = await call(t, { method: 'PUT', url: `${U}/${managerId}/password`, token: admin, body: { password: 'New-Passw0rd!', password_confirmation: 'New-Passw0rd!' } });
      expect(ok.statusCode).toBe(200);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: session })).statusCode).toBe(401);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'manager@test.local', password: TEST_PASSWORD } })).statusCode).toBe(422);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/login', body: { email: 'manager@test.local', password: 'New-Passw0rd!' } })).statusCode).toBe(200);
    });

    it('changes roles only within customers or within administrators, never one\'s own', async () => {
      const to = (token: string, id: number, role: string) => call(t, { method: 'PUT', url: `${U}/${id}/role`, token, body: { role } });
      const ok = await to(admin, readerId, 'manager');
      expect(ok.json().data.roles).toEqual([{ slug: 'manager' }]);
      expect((await to(admin, readerId, 'admin')).statusCode).toBe(403);
      expect((await to(sup, readerId, 'admin')).statusCode).toBe(422);
      expect((await to(admin, otherAdminId, 'super-admin')).statusCode).toBe(403);
      expect((await to(sup, otherAdminId, 'manager')).statusCode).toBe(422);
      expect((await to(sup, otherAdminId, 'super-admin')).json().data.roles).toEqual([{ slug: 'super-admin' }]);
      expect((await to(sup, otherAdminId, 'admin')).statusCode).toBe(200);
      expect((await to(admin, adminId, 'super-admin')).statusCode).toBe(403);
      expect((await to(sup, superId, 'admin')).statusCode).toBe(403);
      expect((await to(admin, readerId, 'owner')).statusCode).toBe(422);
      expect((await to(admin, 99999, 'manager')).statusCode).toBe(404);
      expect((await t.db.db.selectFrom('activities').select('id').where('type', '=', 'admin.user_role_changed').execute()).length).toBe(3);
      await to(admin, readerId, 'manager-reader');
    });

    it('resets the two-factor validator', async () => {
      t.advance(30); // a fresh two-factor time step: the earlier sign-in used this one
      const session = (await login(t, 'reader@test.local', true)).token;
      const res = await call(t, { method: 'PUT', url: `${U}/${readerId}/reset/validator`, token: admin });
      expect(res.statusCode).toBe(200);
      const row = await t.db.db.selectFrom('users').selectAll().where('id', '=', readerId).executeTakeFirstOrThrow();
      expect([row.totp_enabled, row.totp_secret_enc]).toEqual([0, null]);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: session })).statusCode).toBe(401);
      expect((await call(t, { method: 'PUT', url: `${U}/${otherAdminId}/reset/validator`, token: admin })).statusCode).toBe(403);
      expect((await call(t, { method: 'PUT', url: `${U}/99999/reset/validator`, token: admin })).statusCode).toBe(404);
    });

    it('uploads an avatar for a user and refuses other files', async () => {
      const boundary = 'XBOUNDARY';
      const multipart = (content: Buffer) =>
        Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const send = (content: Buffer) =>
        t.app.inject({ method: 'POST', url: `${U}/${managerId}/avatar`, headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart(content) });
      const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
      const ok = await send(png);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.avatar).toMatch(new RegExp(`^/media/avatars/${managerId}-`));
      expect((await send(Buffer.from('not an image'))).statusCode).toBe(422);
    });

    it('deletes users without money history; refuses self, admins for plain admins, and money history', async () => {
      const spare = await createUser(t, { email: 'spare@test.local', role: 'manager', companyId });
      expect((await call(t, { method: 'DELETE', url: `${U}/${adminId}`, token: admin })).statusCode).toBe(403);
      expect((await call(t, { method: 'DELETE', url: `${U}/${otherAdminId}`, token: admin })).statusCode).toBe(403);
      const now = nowIso(t.clock.now);
      const account = await insertAccount(t, companyId, 'EUR');
      await t.db.db
        .insertInto('transactions')
        .values({
          company_id: companyId, user_id: managerId, type: 'withdrawal', status: 'pending', status_reason: null, bank_account_id: account, to_account_id: null, agent_id: null, currency: 'EUR',
          amount: '100', fee_amount: '0', to_currency: null, to_amount: null, rate: null, transmission_protocol: 'SEPA', transfer_service: null, remitter_name: 'R', beneficiary_name: 'B',
          ref_message: null, source_reference: 'REF-DEL-1', source_of_funds: null, details: '{}', original_transaction_id: null, bypass_duplicate_check: 0, import_id: null,
          external_service_type_id: null, log_created_at: null, decided_by: null, decided_at: null, duplicate_key: null, created_at: now, updated_at: now,
        })
        .execute();
      const refused = await call(t, { method: 'DELETE', url: `${U}/${managerId}`, token: admin });
      expect(refused.statusCode).toBe(409);
      expect((await call(t, { method: 'GET', url: `${U}/${managerId}`, token: admin })).statusCode).toBe(200);
      const del = await call(t, { method: 'DELETE', url: `${U}/${spare}`, token: admin });
      expect(del.statusCode).toBe(200);
      expect((await call(t, { method: 'GET', url: `${U}/${spare}`, token: admin })).statusCode).toBe(404);
      expect((await call(t, { method: 'DELETE', url: `${U}/${spare}`, token: admin })).statusCode).toBe(404);
      expect((await t.db.db.selectFrom('activities').select('meta').where('type', '=', 'admin.user_deleted').execute())).toHaveLength(1);
      const spareAdmin = await createUser(t, { email: 'spare-admin@test.local', role: 'admin' });
      expect((await call(t, { method: 'DELETE', url: `${U}/${spareAdmin}`, token: sup })).statusCode).toBe(200);
    });
  });
});
