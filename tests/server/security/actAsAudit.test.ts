import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityLog, UserRef } from '../../../src/contract/entities';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from '../harness';
import { fund, insertAccount } from '../ledgerFixtures';
import { sepaBeneficiary } from '../beneficiaryFixtures';
import { actingAdminOf } from '../../../src/server/auth/actingAdmin';
import { CallScope } from '../../../src/server/db/writeGate';
import { EICAR } from '../../../src/server/storage/malwareScan';

/**
 * Security: what an admin does while acting as a customer is recorded as the customer's action *and*
 * the admin's: activities, timeline events and transaction events carry the acting admin, the admin
 * activity log shows and filters by it, and acting writes no auth checkpoint in the customer's name.
 */

type AdminActivity = ActivityLog & { acting_admin_id?: number | null; acting_admin?: UserRef | null };

const cookieOf = (res: LightMyRequestResponse, name: string): string | undefined => {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const match = all.map((c) => new RegExp(`^${name}=([^;]*)`).exec(c)).find(Boolean);
  return match?.[1] ? `${name}=${match[1]}` : undefined;
};

const beneficiary = sepaBeneficiary();

await forEachEngine((engine) => {
  describe(`security: actions taken while acting as a user name the acting admin (${engine})`, () => {
    let t: TestApp;
    let companyId: number;
    let customerId: number;
    let adminId: number;
    let otherAdminId: number;
    let agentId: number;
    let transferId: number;
    let from: number;
    let to: number;

    beforeAll(async () => {
      t = await makeApp(engine);
      companyId = await createCompany(t, 'Audited Co', { legal_type: 'individual' });
      customerId = await createUser(t, { email: 'customer@test.local', role: 'manager', companyId });
      adminId = await createUser(t, { email: 'actor@test.local', role: 'admin' });
      otherAdminId = await createUser(t, { email: 'other@test.local', role: 'super-admin' });
      await t.db.db.updateTable('users').set({ first_name: 'Ada', last_name: 'Actor' }).where('id', '=', adminId).execute();
      from = await insertAccount(t, companyId, 'EUR', { selected: 1 });
      to = await insertAccount(t, companyId, 'EUR');
      await fund(t, (await login(t, 'other@test.local')).token, from, '100.00');

      // The customer's own doings: no acting admin.
      const own = await login(t, 'customer@test.local');
      expect((await call(t, { method: 'PUT', url: '/api/v1/profile', token: own.token, body: { first_name: 'Own', last_name: 'Change', phone: '' } })).statusCode).toBe(200);

      // The admin acts as the customer: a profile change, a new beneficiary, then "Back To Admin".
      const admin = await login(t, 'actor@test.local');
      const res = await call(t, { method: 'GET', url: `/api/v1/a/users/${customerId}/login`, token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(cookieOf(res, 'kontor_refresh_as')).toBeDefined();
      const acting = res.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
      expect((await call(t, { method: 'PUT', url: '/api/v1/profile', token: acting, body: { first_name: 'Acted', last_name: 'Upon', phone: '' } })).statusCode).toBe(200);
      const created = await call(t, { method: 'POST', url: '/api/v1/manager/transactions/agents', token: acting, body: beneficiary });
      expect(created.statusCode).toBe(201);
      agentId = created.json<{ data: { id: number } }>().data.id;
      const transfer = await call(t, { method: 'POST', url: '/api/v1/manager/transactions/transfer', token: acting, body: { bank_account_id: from, to_account_id: to, amount: '10.00' } });
      expect(transfer.statusCode).toBe(201);
      transferId = transfer.json<{ data: { id: number } }>().data.id;
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/logout', token: acting })).statusCode).toBe(200);
    });
    afterAll(async () => t?.close());

    it('stores the acting admin with every activity written while acting, and none with the customer\'s own', async () => {
      const rows = await t.db.db.selectFrom('activities').select(['type', 'user_id', 'acting_admin_id']).where('user_id', '=', customerId).orderBy('id').execute();
      expect(rows).toEqual([
        { type: 'auth.login', user_id: customerId, acting_admin_id: null },
        { type: 'profile.updated', user_id: customerId, acting_admin_id: null },
        { type: 'profile.updated', user_id: customerId, acting_admin_id: adminId },
        { type: 'beneficiary.created', user_id: customerId, acting_admin_id: adminId },
        { type: 'transaction.created', user_id: customerId, acting_admin_id: adminId },
        { type: 'auth.logout', user_id: customerId, acting_admin_id: adminId },
      ]);
    });

    it('stores the acting admin with every timeline event written while acting', async () => {
      const userEvents = await t.db.db.selectFrom('timeline_events').select(['event', 'user_id', 'acting_admin_id']).where('entity_class', '=', 'user').where('entity_id', '=', customerId).orderBy('id').execute();
      expect(userEvents).toEqual([
        { event: 'profile_updated', user_id: customerId, acting_admin_id: null },
        { event: 'profile_updated', user_id: customerId, acting_admin_id: adminId },
      ]);
      const agentEvents = await t.db.db.selectFrom('timeline_events').select(['event', 'user_id', 'acting_admin_id']).where('entity_class', '=', 'transaction_agent').where('entity_id', '=', agentId).execute();
      expect(agentEvents).toEqual([{ event: 'created', user_id: customerId, acting_admin_id: adminId }]);
      // A transaction's timeline is its status history.
      const txEvents = await t.db.db.selectFrom('transaction_events').select(['user_id', 'acting_admin_id']).where('transaction_id', '=', transferId).execute();
      expect(txEvents.length).toBeGreaterThan(0);
      for (const e of txEvents) expect(e).toEqual({ user_id: customerId, acting_admin_id: adminId });
    });

    it('shows the acting admin in the admin timeline of a record', async () => {
      const other = await login(t, 'other@test.local');
      const tx = await call(t, { method: 'GET', url: `/api/v1/a/timeline/list?entity_class=transaction&id=${transferId}`, token: other.token });
      expect(tx.statusCode).toBe(200);
      for (const e of tx.json<{ data: { acting_admin: UserRef | null }[] }>().data) expect(e.acting_admin?.id).toBe(adminId);
      const res = await call(t, { method: 'GET', url: `/api/v1/a/timeline/list?entity_class=user&id=${customerId}`, token: other.token });
      expect(res.statusCode).toBe(200);
      const events = res.json<{ data: { event: string; user: UserRef | null; acting_admin: UserRef | null }[] }>().data;
      expect(events.map((e) => [e.user?.id, e.acting_admin?.id ?? null])).toEqual([
        [customerId, adminId],
        [customerId, null],
      ]);
      expect(events[0]?.acting_admin).toEqual({ id: adminId, first_name: 'Ada', last_name: 'Actor', email: 'actor@test.local' });
    });

    it('shows "by admin X acting as Y" in the admin activity log', async () => {
      const other = await login(t, 'other@test.local');
      const res = await call(t, { method: 'GET', url: `/api/v1/a/activities?user_id=${customerId}&per_page=50`, token: other.token });
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: AdminActivity[] }>().data;
      const acted = data.filter((a) => a.acting_admin_id !== null);
      expect(acted.map((a) => a.type).sort()).toEqual(['auth.logout', 'beneficiary.created', 'profile.updated', 'transaction.created']);
      for (const a of acted) {
        expect(a.user?.id).toBe(customerId);
        expect(a.acting_admin_id).toBe(adminId);
        expect(a.acting_admin).toEqual({ id: adminId, first_name: 'Ada', last_name: 'Actor', email: 'actor@test.local' });
      }
      const own = data.filter((a) => a.acting_admin_id === null);
      expect(own.map((a) => a.type).sort()).toEqual(['auth.login', 'profile.updated']);
      for (const a of own) expect(a.acting_admin).toBeNull();
    });

    it('filters the admin activity log by the acting admin', async () => {
      const other = await login(t, 'other@test.local');
      const byActor = await call(t, { method: 'GET', url: `/api/v1/a/activities?acting_admin_id=${adminId}`, token: other.token });
      expect(byActor.statusCode).toBe(200);
      const body = byActor.json<{ data: AdminActivity[]; meta: { total: number } }>();
      expect(body.meta.total).toBe(4);
      expect(body.data.every((a) => a.acting_admin_id === adminId && a.user?.id === customerId)).toBe(true);
      const byOther = await call(t, { method: 'GET', url: `/api/v1/a/activities?acting_admin_id=${otherAdminId}`, token: other.token });
      expect(byOther.json<{ meta: { total: number } }>().meta.total).toBe(0);
      expect((await call(t, { method: 'GET', url: '/api/v1/a/activities?acting_admin_id=abc', token: other.token })).statusCode).toBe(422);

      const csv = await call(t, { method: 'GET', url: `/api/v1/a/activities/report?acting_admin_id=${adminId}`, token: other.token });
      expect(csv.statusCode).toBe(200);
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe('id,created_at,type,description,user,email,ip,user_agent,company_id,company,acting_admin_id,acting_admin');
      expect(lines).toHaveLength(5);
      for (const line of lines.slice(1)) expect(line.endsWith(`,${adminId},actor@test.local`)).toBe(true);
    });

    it('keeps the acting admin out of the customer\'s own activity log answer', async () => {
      const own = await login(t, 'customer@test.local');
      const res = await call(t, { method: 'GET', url: '/api/v1/manager/activities', token: own.token });
      expect(res.statusCode).toBe(200);
      for (const a of res.json<{ data: Record<string, unknown>[] }>().data) {
        expect(a).not.toHaveProperty('acting_admin');
        expect(a).not.toHaveProperty('acting_admin_id');
      }
    });

    it('writes no auth checkpoint in the customer\'s name while acting (the admin\'s sign-in carries the device)', async () => {
      const before = await t.db.db.selectFrom('auth_checkpoints').selectAll().where('user_id', '=', customerId).orderBy('id').execute();
      const admin = await login(t, 'actor@test.local');
      const res = await call(t, { method: 'GET', url: `/api/v1/a/users/${customerId}/login`, token: admin.token, headers: { 'x-browser-id': 'A'.repeat(30) } });
      expect(res.statusCode).toBe(200);
      const after = await t.db.db.selectFrom('auth_checkpoints').selectAll().where('user_id', '=', customerId).orderBy('id').execute();
      expect(after).toEqual(before);
      const actTokens = await t.db.db.selectFrom('auth_tokens').select(['checkpoint_id', 'impersonator_user_id']).where('user_id', '=', customerId).where('impersonator_user_id', 'is not', null).execute();
      expect(actTokens.length).toBeGreaterThan(0);
      for (const tok of actTokens) expect(tok).toEqual({ checkpoint_id: null, impersonator_user_id: adminId });
    });

    it('names the acting admin on what is written outside the handler\'s own handle: a refused upload, a money action\'s audit', async () => {
      const admin = await login(t, 'actor@test.local');
      const res = await call(t, { method: 'GET', url: `/api/v1/a/users/${customerId}/login`, token: admin.token });
      const acting = res.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
      const boundary = '----kontor-act-as';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        EICAR,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upload = await t.app.inject({ method: 'POST', url: '/api/v1/profile/avatar', payload: body, headers: { authorization: `Bearer ${acting}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
      expect(upload.statusCode, upload.body).toBe(422);
      const refused = await t.db.db.selectFrom('activities').select(['user_id', 'acting_admin_id']).where('type', '=', 'upload.malware_refused').execute();
      expect(refused).toEqual([{ user_id: customerId, acting_admin_id: adminId }]);
      // A money action audited when its answer is sent (activityLogs/moneyAudit.ts): a pending transfer denied.
      const transfer = await call(t, { method: 'POST', url: '/api/v1/manager/transactions/transfer', token: acting, body: { bank_account_id: from, to_account_id: to, amount: '1.00', bypass_duplicate_check: true } });
      expect(transfer.statusCode, transfer.body).toBe(201);
      const pendingId = transfer.json<{ data: { id: number } }>().data.id;
      const denied = await call(t, { method: 'PUT', url: `/api/v1/manager/transactions/${pendingId}/deny`, token: acting });
      expect(denied.statusCode, denied.body).toBe(200);
      const deniedActivities = await t.db.db.selectFrom('activities').select(['user_id', 'acting_admin_id']).where('type', '=', 'transaction.denied').execute();
      expect(deniedActivities).toEqual([{ user_id: customerId, acting_admin_id: adminId }]);
      expect((await call(t, { method: 'POST', url: '/api/v1/auth/logout', token: acting })).statusCode).toBe(200);
    });

    it('carries the acting admin on the call\'s database handle and its transactions only', async () => {
      const db = t.db.db;
      expect(actingAdminOf(db)).toBeNull();
      const scoped = db.withPlugin(new CallScope('test.actAs', true, adminId));
      expect(actingAdminOf(scoped)).toBe(adminId);
      expect(await scoped.transaction().execute(async (trx) => actingAdminOf(trx))).toBe(adminId);
      expect(await db.transaction().execute(async (trx) => actingAdminOf(trx))).toBeNull();
      // Another call's handle, meanwhile, names nobody.
      expect(actingAdminOf(db.withPlugin(new CallScope('test.other', true, null)))).toBeNull();
    });
  });
});
