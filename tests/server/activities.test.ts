import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/server/db/values';
import { call, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, fund, iban, insertAccount, insertFeePlans, makeCompany, setSetting } from './ledgerFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;
type Activity = { id: number; type: string; description: string; company_id: number; user: { email: string } | null; created_at: string };

await forEachEngine((engine) => {
  describe(`activity log (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let globex: Company;
    let eur = 0;
    const list = async (who: Company['manager'], query = '') => {
      const res = await who.call({ method: 'GET', url: api(`manager/activities${query}`) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: Activity[]; meta: { total: number } };
    };

    beforeAll(async () => {
      t = await makeApp(engine);
      await insertFeePlans(t);
      await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
      acme = await makeCompany(t, 'Acme');
      globex = await makeCompany(t, 'Globex');
      eur = await insertAccount(t, acme.companyId, 'EUR', { selected: 1 });
      await fund(t, await adminToken(t), eur, '500.00');
    });
    afterAll(async () => t.close());

    it('records sign-ins and the money actions (create, source of funds, deny), each once and only on success', async () => {
      await acme.manager.token();
      const body = { bank_account_id: eur, amount: '20.00', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Beneficiary GmbH', customer_iban: iban('DE', '370400440532013000'), customer_country: 'DE' };
      const refused = await acme.manager.call({ method: 'POST', url: api('manager/transactions/iban'), body });
      expect(refused.statusCode).toBe(403);
      const created = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body });
      expect(created.statusCode, created.body).toBe(201);
      const tx = created.json().data as { id: number; name: string };
      expect((await acme.manager.confirmed({ method: 'PUT', url: api(`manager/transactions/${tx.id}/source-of-funds`), body: { source_id: 2 } })).statusCode).toBe(200);
      expect((await acme.manager.call({ method: 'PUT', url: api(`manager/transactions/${tx.id}/deny`) })).statusCode).toBe(200);
      expect((await acme.manager.call({ method: 'PUT', url: api(`manager/transactions/${tx.id}/deny`) })).statusCode).toBe(422);

      const { data } = await list(acme.manager);
      const types = data.map((a) => a.type);
      expect(types.filter((x) => x === 'transaction.created')).toHaveLength(1);
      expect(types.filter((x) => x === 'transaction.source_of_funds')).toHaveLength(1);
      expect(types.filter((x) => x === 'transaction.denied')).toHaveLength(1);
      expect(types).toContain('auth.login');
      expect(data.find((a) => a.type === 'transaction.created')).toMatchObject({ description: `Transaction ${tx.name} created`, company_id: acme.companyId, user: { email: acme.managerEmail } });
      // Newest first.
      expect(data[0]?.type).toBe('transaction.denied');
    });

    it('shows only the company\'s own log, to readers too, filtered by type and date', async () => {
      await globex.manager.token();
      const acmeLog = await list(acme.reader);
      expect(acmeLog.data.every((a) => a.company_id === acme.companyId)).toBe(true);
      expect((await list(globex.manager)).data.every((a) => a.company_id === globex.companyId)).toBe(true);
      const logins = await list(acme.manager, '?type=auth.login');
      expect(logins.data.length).toBeGreaterThan(0);
      expect(logins.data.every((a) => a.type === 'auth.login')).toBe(true);
      const two = await list(acme.manager, '?type[]=transaction.created&type[]=transaction.denied');
      expect(two.data.map((a) => a.type).sort()).toEqual(['transaction.created', 'transaction.denied']);
      const today = t.clock.now.toISOString().slice(0, 10);
      expect((await list(acme.manager, `?from_date=${today}&to_date=${today}`)).meta.total).toBe(acmeLog.meta.total);
      expect((await list(acme.manager, '?to_date=2020-01-01')).meta.total).toBe(0);
      expect((await list(acme.manager, '?search=denied')).data.map((a) => a.type)).toEqual(['transaction.denied']);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/activities?type=DROP TABLE') })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/activities?from_date=yesterday') })).statusCode).toBe(422);
      expect((await call(t, { method: 'GET', url: api('manager/activities') })).statusCode).toBe(401);
    });

    it('exports the filtered log as CSV with formula-looking text escaped', async () => {
      const manager = await t.db.db.selectFrom('users').select('id').where('email', '=', acme.managerEmail).executeTakeFirstOrThrow();
      await t.db.db.insertInto('activities').values({
        user_id: manager.id, company_id: acme.companyId, type: 'profile.updated', description: '=cmd|"/c calc"!A1', ip: '127.0.0.1', user_agent: '+evil', meta: null, created_at: nowIso(t.clock.now),
      }).execute();
      const res = await acme.reader.call({ method: 'GET', url: api('manager/activities/report') });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="activities-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe('id,created_at,type,description,user,email,ip,user_agent');
      const total = (await list(acme.manager)).meta.total;
      expect(lines).toHaveLength(total + 1);
      const evil = lines.find((l) => l.includes('calc')) ?? '';
      expect(evil).toContain(`"'=cmd|""/c calc""!A1"`);
      expect(evil).toContain(`'+evil`);
      expect(res.body).not.toContain(globex.managerEmail);
      const filtered = await acme.manager.call({ method: 'GET', url: api('manager/activities/report?type=transaction.denied') });
      expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
    });
  });
});
