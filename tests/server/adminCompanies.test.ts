import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/server/db/values';
import { MANAGER_GATE_MESSAGES } from '../../src/server/http/managerGate';
import type { Realtime } from '../../src/server/realtime/types';
import { insertAccount } from './ledgerFixtures';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

const C = '/api/v1/a/companies';
type Broadcast = { channel: string; event: string; data: unknown };

await forEachEngine((engine) => {
  describe(`admin companies (${engine})`, () => {
    let t: TestApp;
    let acme: number;
    let jane: number;
    let pending: number;
    let managerId: number;
    let readerId: number;
    let admin: string;
    const sent: Broadcast[] = [];
    // Each sign-in with a code needs a fresh time step (spent steps are refused).
    const managerLogin = async () => {
      t.advance(31);
      return (await login(t, 'manager@acme.test', true)).token;
    };
    const companyRow = (id: number) => t.db.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    beforeAll(async () => {
      t = await makeApp(engine);
      const recorder: Realtime = { key: 'k', authorize: () => ({ ok: false, reason: 'unknown_socket' }), broadcast: async (channel, event, data) => void sent.push({ channel, event, data }), disconnectUser: () => 0 };
      t.app.kontor.realtime = recorder;
      const now = nowIso(t.clock.now);
      await t.db.db.insertInto('settings').values([
        { key: 'allowed_features_company', value: JSON.stringify(['affiliation', 'crypto', 'portals', 'psp_portal', 'create_accounts']), updated_at: now },
        { key: 'allowed_features_individual', value: JSON.stringify(['crypto', 'create_accounts']), updated_at: now },
      ]).execute();
      acme = await createCompany(t, 'Acme Trading', { features: '{"crypto":true}' });
      await t.db.db.updateTable('companies').set({ portal_services: JSON.stringify({ free_market: { is_attached: true, is_allowed: true } }), company_types: '["REGULAR","WHITE_LABEL"]' }).where('id', '=', acme).execute();
      jane = await createCompany(t, 'Jane Doe', { legal_type: 'individual', enabled: 0, features: '{}' });
      pending = await createCompany(t, 'Pending 100%_Ltd', { features: '{}' });
      await t.db.db.updateTable('companies').set({ payment_service_status: 'ONBOARDING_START', created_at: nowIso(new Date(t.clock.now.getTime() + 1000)) }).where('id', '=', pending).execute();
      managerId = await createUser(t, { email: 'manager@acme.test', role: 'manager', companyId: acme, twoFactor: true });
      readerId = await createUser(t, { email: 'reader@acme.test', role: 'manager-reader', companyId: acme });
      await createUser(t, { email: 'jane@jane.test', role: 'manager', companyId: jane });
      await createUser(t, { email: 'admin@test.local', role: 'admin' });
      await insertAccount(t, acme, 'EUR');
      const eur2 = await insertAccount(t, acme, 'EUR');
      await t.db.db.updateTable('bank_accounts').set({ balance: '12345', reserved: '45' }).where('id', '=', eur2).execute();
      await insertAccount(t, acme, 'BTC');
      admin = (await login(t, 'admin@test.local')).token;
    });
    afterAll(async () => t.close());

    it('lists with server paging, sort, search and filters', async () => {
      const page = await call(t, { method: 'GET', url: `${C}?per_page=2&sort=name&order=asc`, token: admin });
      expect(page.statusCode).toBe(200);
      expect(page.json().meta).toMatchObject({ total: 3, per_page: 2, last_page: 2, current_page: 1 });
      expect(page.json().data.map((c: { name: string }) => c.name)).toEqual(['Acme Trading', 'Jane Doe']);
      expect(page.json().data[0]).toMatchObject({ id: acme, employees_count: 2, zoho_id: null, enabled: true });
      const second = (await call(t, { method: 'GET', url: `${C}?per_page=2&page=2&sort=name&order=asc`, token: admin })).json();
      expect(second.data.map((c: { id: number }) => c.id)).toEqual([pending]);
      // Newest first by default.
      expect((await call(t, { method: 'GET', url: C, token: admin })).json().data[0].id).toBe(pending);
      const names = async (query: string) => (await call(t, { method: 'GET', url: `${C}?${query}`, token: admin })).json().data.map((c: { id: number }) => c.id);
      expect(await names('search=acme')).toEqual([acme]);
      expect(await names('search=100%25_')).toEqual([pending]);
      expect(await names('search=%25')).toEqual([pending]);
      expect(await names(`search=${jane}`)).toEqual([jane]);
      expect(await names('enabled=0')).toEqual([jane]);
      expect(await names('legal_type=individual')).toEqual([jane]);
      expect(await names('company_type=WHITE_LABEL')).toEqual([acme]);
      expect(await names('payment_service_status=ONBOARDING_START')).toEqual([pending]);
      expect((await call(t, { method: 'GET', url: `${C}?sort=constructor`, token: admin })).statusCode).toBe(200);
      expect((await call(t, { method: 'GET', url: `${C}?payment_service_status=LIVE`, token: admin })).statusCode).toBe(422);
      expect((await call(t, { method: 'GET', url: `${C}?company_type=GOLD`, token: admin })).json().errors.company_type).toBeDefined();
    });

    it('gets a profile with accounts summary and payment services; 404 and 422 on bad ids', async () => {
      const res = await call(t, { method: 'GET', url: `${C}/${acme}`, token: admin });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.accounts_summary).toEqual([
        { currency: 'BTC', currency_type: 'crypto', accounts: 1, balance: '0.00000000', available_balance: '0.00000000' },
        { currency: 'EUR', currency_type: 'fiat', accounts: 2, balance: '123.45', available_balance: '123.00' },
      ]);
      expect(data.payment_services).toContainEqual({ service: 'free_market', status: 'ACTIVE', stage: null });
      expect(data.payment_services).toContainEqual({ service: 'bcb', status: 'DISABLED', stage: null });
      expect((await call(t, { method: 'GET', url: `${C}/99999`, token: admin })).statusCode).toBe(404);
      expect((await call(t, { method: 'GET', url: `${C}/abc`, token: admin })).statusCode).toBe(422);
    });

    it('is for admins only: managers 403, guests 401', async () => {
      const manager = await managerLogin();
      expect((await call(t, { method: 'GET', url: C, token: manager })).statusCode).toBe(403);
      expect((await call(t, { method: 'PUT', url: `${C}/${acme}`, token: manager, body: { enabled: false } })).statusCode).toBe(403);
      expect((await call(t, { method: 'POST', url: `${C}/${acme}/payment-services/bcb/onboard`, token: manager })).statusCode).toBe(403);
      expect((await call(t, { method: 'PUT', url: `${C}/${acme}/employees/${readerId}`, token: manager, body: { role: 'manager' } })).statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: C })).statusCode).toBe(401);
      expect((await companyRow(acme)).enabled).toBe(1);
    });

    it('refuses bad updates with 422 and changes nothing', async () => {
      const before = await companyRow(jane);
      const cases: [unknown, string][] = [
        [{ enabled_features: { portals: true } }, 'enabled_features.portals'],
        [{ white_label_enabled: true }, 'white_label_enabled'],
        [{ company_types: [] }, 'company_types'],
        [{ company_types: ['REGULAR', 'REGULAR'] }, 'company_types'],
        [{ company_types: ['GOLD'] }, 'company_types.0'],
        [{ psp_portal_attached: true }, 'psp_portal_attached'],
        [{ enabled: 'maybe' }, 'enabled'],
        [{ zoho_id: 'has space' }, 'zoho_id'],
      ];
      for (const [body, field] of cases) {
        const res = await call(t, { method: 'PUT', url: `${C}/${jane}`, token: admin, body });
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
      }
      expect(await companyRow(jane)).toEqual(before);
      expect((await call(t, { method: 'PUT', url: `${C}/99999`, token: admin, body: { enabled: true } })).statusCode).toBe(404);
    });

    it('updates a company: activity, company.updated event, and disabling stops its managers at once', async () => {
      const manager = await managerLogin();
      expect((await call(t, { method: 'GET', url: '/api/v1/manager/bank-accounts', token: manager })).statusCode).toBe(200);
      sent.length = 0;
      const res = await call(t, { method: 'PUT', url: `${C}/${acme}`, token: admin, body: { enabled: false, enabled_features: { portals: true, psp_portal: true }, psp_portal_attached: true, zoho_id: 'ZC-100' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ enabled: false, psp_portal_attached: true, zoho_id: 'ZC-100', enabled_features: { crypto: true, portals: true, psp_portal: true, affiliation: false } });
      expect(sent).toEqual([{ channel: `private-company.${acme}`, event: 'company.updated', data: expect.objectContaining({ id: acme, enabled: false }) }]);
      const activity = await t.db.db.selectFrom('activities').selectAll().where('type', '=', 'admin.company_updated').executeTakeFirstOrThrow();
      expect(activity.company_id).toBe(acme);
      expect(JSON.parse(activity.meta ?? '{}').changed).toEqual(['enabled', 'enabled_features.portals', 'enabled_features.psp_portal', 'psp_portal_attached', 'zoho_id']);
      const timeline = await t.db.db.selectFrom('timeline_events').selectAll().where('entity_class', '=', 'company').where('entity_id', '=', acme).executeTakeFirstOrThrow();
      expect(JSON.parse(timeline.changes ?? '{}')).toMatchObject({ enabled: { old: true, new: false }, 'enabled_features.portals': { old: false, new: true }, zoho_id: { old: null, new: 'ZC-100' } });
      const blocked = await call(t, { method: 'GET', url: '/api/v1/manager/bank-accounts', token: manager });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().message).toBe(MANAGER_GATE_MESSAGES.companyDisabled);
      expect((await call(t, { method: 'GET', url: '/api/v1/manager/company', token: manager })).json().data.enabled).toBe(false);
      // The CRM id is unique; the same update again changes nothing and publishes nothing.
      expect((await call(t, { method: 'PUT', url: `${C}/${pending}`, token: admin, body: { zoho_id: 'ZC-100' } })).json().errors.zoho_id).toBeDefined();
      sent.length = 0;
      expect((await call(t, { method: 'PUT', url: `${C}/${acme}`, token: admin, body: { enabled: false } })).statusCode).toBe(200);
      expect(sent).toEqual([]);
      expect((await call(t, { method: 'PUT', url: `${C}/${acme}`, token: admin, body: { enabled: true } })).json().data.enabled).toBe(true);
      expect((await call(t, { method: 'GET', url: '/api/v1/manager/bank-accounts', token: manager })).statusCode).toBe(200);
    });

    it('looks a company up by its CRM id (404 when unknown, 422 when malformed)', async () => {
      const res = await call(t, { method: 'GET', url: `${C}/view-by-zoho-id/ZC-100`, token: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: acme, zoho_id: 'ZC-100' });
      expect(res.json().data.accounts_summary).toHaveLength(2);
      expect((await call(t, { method: 'GET', url: `${C}/view-by-zoho-id/ZC-999`, token: admin })).statusCode).toBe(404);
      expect((await call(t, { method: 'GET', url: `${C}/view-by-zoho-id/a%20b`, token: admin })).statusCode).toBe(422);
      expect((await call(t, { method: 'PUT', url: `${C}/${acme}`, token: admin, body: { zoho_id: '' } })).json().data.zoho_id).toBeNull();
      expect((await call(t, { method: 'GET', url: `${C}/view-by-zoho-id/ZC-100`, token: admin })).statusCode).toBe(404);
    });

    it('lists employees and updates them under the company rules', async () => {
      const list = await call(t, { method: 'GET', url: `${C}/${acme}/employees`, token: admin });
      expect(list.json().meta.total).toBe(2);
      expect(list.json().data.map((u: { id: number }) => u.id)).toEqual([managerId, readerId]);
      expect(list.json().data[0]).toMatchObject({ email: 'manager@acme.test', enabled: true, employee_business_role_id: null, roles: [{ slug: 'manager' }] });
      const put = (id: number, body: unknown, company = acme) => call(t, { method: 'PUT', url: `${C}/${company}/employees/${id}`, token: admin, body });
      // The only enabled manager can be neither demoted nor disabled.
      const demote = await put(managerId, { role: 'manager-reader' });
      expect(demote.statusCode).toBe(422);
      expect(demote.json().errors.role).toBeDefined();
      expect((await put(managerId, { enabled: false })).json().errors.enabled).toBeDefined();
      expect((await put(readerId, { role: 'admin' })).statusCode).toBe(422);
      expect((await put(readerId, { employee_business_role_id: 99 })).json().errors.employee_business_role_id).toBeDefined();
      expect((await put(readerId, { email: 'manager@acme.test' })).json().errors.email).toBeDefined();
      expect((await put(readerId, { role: 'manager' }, jane)).statusCode).toBe(404);
      expect((await t.db.db.selectFrom('users').select(['role', 'enabled']).where('id', '=', managerId).executeTakeFirstOrThrow())).toEqual({ role: 'manager', enabled: 1 });
      // With a second manager the first may step down; disabling signs the user out.
      const promoted = await put(readerId, { role: 'manager', employee_business_role_id: 1, phone: '+49 30 1111' });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json().data).toMatchObject({ roles: [{ slug: 'manager' }], employee_business_role_id: 1, phone: '+49 30 1111' });
      const session = await managerLogin();
      const disabled = await put(managerId, { enabled: false });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().data.enabled).toBe(false);
      expect((await call(t, { method: 'GET', url: '/api/v1/auth/me', token: session })).statusCode).toBe(401);
      const types = (await t.db.db.selectFrom('activities').select('type').where('company_id', '=', acme).execute()).map((a) => a.type);
      expect(types).toEqual(expect.arrayContaining(['admin.user_updated', 'admin.user_role_changed']));
      expect((await put(managerId, { enabled: true, phone: '' })).json().data).toMatchObject({ enabled: true, phone: null });
    });

    it('onboards a payment service stage by stage to ACTIVE', async () => {
      const base = `${C}/${pending}/payment-services/bcb`;
      const post = (action: string) => call(t, { method: 'POST', url: `${base}/${action}`, token: admin });
      expect((await post('apply-next')).statusCode).toBe(409);
      expect((await call(t, { method: 'POST', url: `${C}/${pending}/payment-services/paypal/onboard`, token: admin })).statusCode).toBe(422);
      expect((await call(t, { method: 'POST', url: `${C}/99999/payment-services/bcb/onboard`, token: admin })).statusCode).toBe(404);
      const started = await post('onboard');
      expect(started.json().data).toEqual({ service: 'bcb', status: 'ONBOARDING_START', stage: 'application' });
      expect((await post('onboard')).statusCode).toBe(409);
      const transitions = (await call(t, { method: 'GET', url: `${base}/onboarding-transitions`, token: admin })).json().data;
      expect(transitions.map((x: { from_stage: string | null; to_stage: string; applied_at: string | null }) => [x.from_stage, x.to_stage, x.applied_at !== null])).toEqual([
        [null, 'application', true],
        ['application', 'documents', false],
      ]);
      const [applied, open] = transitions as { id: number }[];
      const fields = { reference: 'BCB-42', pages: 3, verified: true, note: null };
      expect((await call(t, { method: 'PUT', url: `${base}/onboarding-transitions/${applied?.id}`, token: admin, body: { fields } })).statusCode).toBe(409);
      expect((await call(t, { method: 'PUT', url: `${C}/${acme}/payment-services/bcb/onboarding-transitions/${open?.id}`, token: admin, body: { fields } })).statusCode).toBe(404);
      expect((await call(t, { method: 'PUT', url: `${base}/onboarding-transitions/${open?.id}`, token: admin, body: { fields: { 'Bad Name': 1 } } })).statusCode).toBe(422);
      const updated = await call(t, { method: 'PUT', url: `${base}/onboarding-transitions/${open?.id}`, token: admin, body: { fields } });
      expect(updated.json().data.fields).toEqual(fields);
      // The stage the admin saw: a stale transition id changes nothing; two clicks on the same one move one stage.
      expect((await call(t, { method: 'POST', url: `${base}/apply-next`, token: admin, body: { transition_id: applied?.id } })).statusCode).toBe(409);
      expect((await companyRow(pending)).payment_service_status).toBe('ONBOARDING_START');
      const twice = await Promise.all([1, 2].map(() => call(t, { method: 'POST', url: `${base}/apply-next`, token: admin, body: { transition_id: open?.id } })));
      expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const stages: string[] = ['documents:ONBOARDING_IN_PROGRESS'];
      for (let i = 0; i < 4; i += 1) {
        const res = await post('apply-next');
        expect(res.statusCode).toBe(200);
        stages.push(`${res.json().data.stage}:${res.json().data.status}`);
      }
      expect(stages).toEqual(['documents:ONBOARDING_IN_PROGRESS', 'due_diligence:ONBOARDING_IN_PROGRESS', 'contract:ONBOARDING_IN_PROGRESS', 'account_setup:ONBOARDING_IN_PROGRESS', 'live:ACTIVE']);
      expect((await post('apply-next')).statusCode).toBe(409);
      expect((await post('onboard')).statusCode).toBe(409);
      const company = await companyRow(pending);
      expect(company.payment_service_status).toBe('ACTIVE');
      expect(JSON.parse(company.portal_services).bcb).toEqual({ is_attached: true, is_allowed: true });
      const all = (await call(t, { method: 'GET', url: `${base}/onboarding-transitions`, token: admin })).json().data;
      expect(all).toHaveLength(6);
      expect(all.every((x: { applied_at: string | null; applied_by: { email: string } | null }) => x.applied_at !== null && x.applied_by?.email === 'admin@test.local')).toBe(true);
      expect(all[1].fields).toEqual(fields);
      const services = (await call(t, { method: 'GET', url: `${C}/${pending}/payment-services`, token: admin })).json().data;
      expect(services).toContainEqual({ service: 'bcb', status: 'ACTIVE', stage: 'live' });
      const kinds = (await t.db.db.selectFrom('activities').select('type').where('company_id', '=', pending).execute()).map((a) => a.type);
      expect(kinds.filter((k) => k === 'admin.onboarding_stage_applied')).toHaveLength(5);
      expect(kinds).toContain('admin.onboarding_started');
    });
  });
});
