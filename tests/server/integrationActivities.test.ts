import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, fund, iban, insertAccount, insertFeePlans, makeCompany, setSetting } from './ledgerFixtures';

type Party = Awaited<ReturnType<typeof makeCompany>>;
type Payment = { id: string; amount: string; funding: { iban: string; bic: string; country: string; transfer_service: string; beneficiary_name: string } };

const questionnaire = { company_name: 'Acme GmbH', registration_number: 'HRB 1234', country: 'DE', city: 'Berlin', address: 'Hauptstr. 1', post_code: '10115', email: 'finance@acme.test' };
const employee = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test', country: 'DE' };

/** Portal-service and PSP writes in the activity log (issue 13): one entry per write, written with it. */
await forEachEngine((engine) => {
  describe(`integration activities (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let acme: Party;
    let eur = 0;
    let remoteEur = '';

    const activities = (type: string) =>
      t.db.db.selectFrom('activities').selectAll().where('company_id', '=', acme.companyId).where('type', '=', type).orderBy('id').execute();
    const typesSince = async (id: number) =>
      (await t.db.db.selectFrom('activities').select('type').where('company_id', '=', acme.companyId).where('id', '>', id).orderBy('id').execute()).map((r) => r.type);
    const lastId = async () => Number((await t.db.db.selectFrom('activities').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);

    beforeAll(async () => {
      t = await makeApp(engine, { KONTOR_PORTAL_TIMEOUT_MS: '200', KONTOR_PSP_TIMEOUT_MS: '400' });
      await insertFeePlans(t);
      await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
      acme = await makeCompany(t, 'Acme Activities', {
        features: { portals: true, psp_portal: true, create_accounts: true },
        portal_services: { free_market: { is_attached: false, is_allowed: true } },
      });
      eur = await insertAccount(t, acme.companyId, 'EUR', { name: 'Main EUR', iban: iban('DE', '100100100000000007'), portal_service_active: 1, selected: 1 });
      admin = await adminToken(t);
      await fund(t, admin, eur, '1000.00');
    });
    afterAll(async () => t.close());

    it('logs the portal sign-ups, and nothing for a refused one', async () => {
      const refused = await acme.reader.call({ method: 'POST', url: api('manager/portals/free_market/sign-up/company'), body: questionnaire });
      expect(refused.statusCode).toBe(403);
      const invalid = await acme.manager.call({ method: 'POST', url: api('manager/portals/free_market/sign-up/company'), body: { ...questionnaire, email: 'nope' } });
      expect(invalid.statusCode).toBe(422);
      await call(t, { method: 'PUT', url: api('a/portal-sandbox/free_market'), token: admin, body: { mode: 'down' } });
      expect((await acme.manager.call({ method: 'POST', url: api('manager/portals/free_market/sign-up/company'), body: questionnaire })).statusCode).toBe(503);
      await call(t, { method: 'PUT', url: api('a/portal-sandbox/free_market'), token: admin, body: { mode: 'ok' } });
      expect(await activities('portal.company_signed_up')).toEqual([]);

      const company = await acme.manager.call({ method: 'POST', url: api('manager/portals/free_market/sign-up/company'), body: questionnaire });
      expect(company.statusCode, company.body).toBe(200);
      const [entry] = await activities('portal.company_signed_up');
      expect(entry?.description).toBe('Company signed up at the portal service free_market');
      expect(JSON.parse(entry?.meta ?? '{}')).toMatchObject({ portal_service: 'free_market' });
      const managerId = (await t.db.db.selectFrom('users').select('id').where('email', '=', acme.managerEmail).executeTakeFirstOrThrow()).id;
      expect(entry?.user_id).toBe(managerId);

      expect((await acme.manager.call({ method: 'POST', url: api('manager/portals/free_market/sign-up/employee'), body: employee })).statusCode).toBe(200);
      expect((await activities('portal.employee_signed_up')).map((a) => a.user_id)).toEqual([managerId]);
      const remote = await acme.manager.call({ method: 'GET', url: api('manager/portals/free_market/remote-accounts') });
      remoteEur = remote.json<{ data: { id: string; currency: string }[] }>().data.find((a) => a.currency === 'EUR')?.id ?? '';
      expect(remoteEur).not.toBe('');
    });

    it('logs an automatic transfer rule created and stopped, once each, and nothing for refusals', async () => {
      const rule = { bank_account_id: eur, portal_service: 'free_market', portal_destination_account_id: remoteEur };
      const before = await lastId();
      expect((await acme.manager.confirmed({ method: 'POST', url: api('manager/portals/auto-transfer'), body: { ...rule, portal_destination_account_id: 'FM-EUR-99999999' } })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'POST', url: api('manager/portals/auto-transfer'), body: rule })).statusCode).toBe(403);
      expect(await typesSince(before)).toEqual([]);

      const created = await acme.manager.confirmed({ method: 'POST', url: api('manager/portals/auto-transfer'), body: rule });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ data: { id: number } }>().data.id;
      expect((await acme.manager.confirmed({ method: 'POST', url: api('manager/portals/auto-transfer'), body: rule })).statusCode).toBe(422);
      expect((await acme.reader.call({ method: 'DELETE', url: api(`manager/portals/auto-transfer/${id}`) })).statusCode).toBe(403);
      expect((await acme.manager.call({ method: 'DELETE', url: api(`manager/portals/auto-transfer/${id}`) })).statusCode).toBe(200);
      expect((await acme.manager.call({ method: 'DELETE', url: api(`manager/portals/auto-transfer/${id}`) })).statusCode).toBe(404);
      expect(await typesSince(before)).toEqual(['portal.auto_transfer_created', 'portal.auto_transfer_deleted']);
      const [made] = await activities('portal.auto_transfer_created');
      expect(JSON.parse(made?.meta ?? '{}')).toMatchObject({ auto_transfer_id: id, portal_service: 'free_market', portal_destination_account_id: remoteEur, bank_account_id: eur });
    });

    it('logs a portal withdrawal as one portal activity (not also as a generic transaction), and a refused one not at all', async () => {
      const body = {
        bank_account_id: eur, amount: '40.00', transfer_service: 'portal', transmission_protocol_id: 'PORTAL_TRANSFER', portal_service: 'free_market',
        portal_destination_account_id: remoteEur, customer_legal_type: 'company', customer_ref_message: 'Invoice 7',
      };
      const before = await lastId();
      expect((await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body: { ...body, portal_destination_account_id: 'FM-EUR-99999999' } })).statusCode).toBe(422);
      expect((await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body: { ...body, amount: '999999.00' } })).statusCode).toBe(422);
      expect(await typesSince(before)).toEqual([]);
      const res = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body });
      expect(res.statusCode, res.body).toBe(201);
      const tx = res.json<{ data: { id: number; source_reference: string } }>().data;
      expect(await typesSince(before)).toEqual(['portal.withdrawal_created']);
      const [entry] = await activities('portal.withdrawal_created');
      expect(entry?.description).toBe(`Portal withdrawal ${tx.source_reference} of 40.00 EUR to free_market account ${remoteEur}`);
      expect(JSON.parse(entry?.meta ?? '{}')).toEqual({ transaction_id: tx.id, portal_service: 'free_market', portal_destination_account_id: remoteEur });
    });

    it('logs the PSP sign-up, account attached, token revoked and deposit; a refused write logs nothing', async () => {
      const before = await lastId();
      await call(t, { method: 'PUT', url: api('psp-sandbox/state'), token: admin, body: { mode: 'down' } });
      expect((await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/sign-up'), body: { accept_terms: true } })).statusCode).toBe(503);
      await call(t, { method: 'PUT', url: api('psp-sandbox/state'), token: admin, body: { mode: 'up' } });
      expect((await acme.reader.call({ method: 'POST', url: api('manager/flexpsp/sign-up'), body: { accept_terms: true } })).statusCode).toBe(403);
      expect(await typesSince(before)).toEqual([]);

      const signUp = await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/sign-up'), body: { accept_terms: true } });
      expect(signUp.statusCode, signUp.body).toBe(201);
      const attach = await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/accounts'), body: { bank_account_id: eur, account_type: 'funding' } });
      expect(attach.statusCode, attach.body).toBe(201);
      expect((await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/accounts'), body: { bank_account_id: eur, account_type: 'funding' } })).statusCode).toBe(422);
      const revoked = await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/revoke-token') });
      expect(revoked.statusCode).toBe(200);
      const token = revoked.json<{ data: { token: string } }>().data.token;
      expect(await typesSince(before)).toEqual(['psp.signed_up', 'psp.account_attached', 'psp.token_revoked']);
      const [rotation] = await activities('psp.token_revoked');
      expect(rotation?.meta).not.toContain(token);
      expect(rotation?.description).not.toContain(token);

      const created = await call(t, { method: 'POST', url: api('psp-sandbox/payments'), headers: { authorization: `Bearer ${token}` }, body: { amount: '25.00', currency: 'EUR', reference: 'Payout 1' } });
      expect(created.statusCode, created.body).toBe(201);
      const p = created.json<{ data: Payment }>().data;
      const mark = await lastId();
      const deposit = await acme.manager.confirmed({
        method: 'POST', url: api('manager/transactions/iban'),
        body: {
          bank_account_id: eur, amount: p.amount, transfer_service: p.funding.transfer_service, customer_legal_type: 'company', customer_name: p.funding.beneficiary_name,
          customer_iban: p.funding.iban, customer_country: p.funding.country, bank_swift: p.funding.bic, is_flexpsp_deposit: true, psp_payment_id: p.id,
        },
      });
      expect(deposit.statusCode, deposit.body).toBe(201);
      expect(await typesSince(mark)).toEqual(['psp.deposit_created']);
      const [entry] = await activities('psp.deposit_created');
      expect(JSON.parse(entry?.meta ?? '{}')).toMatchObject({ transaction_id: deposit.json<{ data: { id: number } }>().data.id, psp_payment_id: p.id, psp_provider: 'flexpsp' });
    });
  });
});
