import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, fund, iban, insertAccount, insertFeePlans, makeCompany, setSetting } from './ledgerFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;

/** Issue 41: API keys: scopes, shown once and stored hashed, last use, revocation, own rate limit, and payments that wait for a person's code. */
await forEachEngine((engine) => {
  describe(`API keys (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let globex: Company;
    let account = 0;
    let admin = '';

    const createKey = (scopes: string[], name = 'ERP') => acme.manager.confirmed({ method: 'POST', url: api('manager/api-keys'), body: { name, scopes } });
    const withKey = (key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => call(t, { method, url: api(path), token: key, ...(body ? { body } : {}) });
    const txCount = async () => Number((await t.db.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const payment = { bank_account_id: 0, amount: '42.00', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Supplier GmbH', customer_iban: iban('DE', '370400440532013000'), customer_country: 'DE', customer_ref_message: 'PO 7' };

    beforeAll(async () => {
      t = await makeApp(engine, { KONTOR_API_KEY_RATE_PER_MINUTE: '30' });
      await insertFeePlans(t);
      await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
      acme = await makeCompany(t, 'Acme');
      globex = await makeCompany(t, 'Globex');
      account = await insertAccount(t, acme.companyId, 'EUR', { name: 'Main EUR' });
      payment.bank_account_id = account;
      admin = await adminToken(t);
      await fund(t, admin, account, '1000.00');
    });
    afterAll(async () => t.close());

    it('lets a manager make a key with their code, shows it once and stores only its hash; readers cannot', async () => {
      const unconfirmed = await acme.manager.call({ method: 'POST', url: api('manager/api-keys'), body: { name: 'ERP', scopes: ['accounts:read'] } });
      expect(unconfirmed.statusCode).toBe(403);
      expect(unconfirmed.headers['otp-required']).toBeDefined();
      expect((await acme.reader.confirmed({ method: 'POST', url: api('manager/api-keys'), body: { name: 'R', scopes: ['accounts:read'] } })).statusCode).toBe(403);
      expect((await createKey([])).json().errors.scopes).toBeDefined();
      expect((await createKey(['admin:all'])).statusCode).toBe(422);
      const res = await createKey(['accounts:read']);
      expect(res.statusCode, res.body).toBe(201);
      const { key, prefix, scopes } = res.json().data;
      expect(key).toMatch(/^kk_[A-Za-z0-9_-]{43}$/);
      expect(key.startsWith(prefix)).toBe(true);
      expect(scopes).toEqual(['accounts:read']);
      const rows = await t.db.db.selectFrom('api_keys').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(key);
      const list = await acme.reader.call({ method: 'GET', url: api('manager/api-keys') });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(key);
      expect(list.json().data[0]).toMatchObject({ prefix, scopes: ['accounts:read'], last_used_at: null, revoked_at: null });
      expect(list.json().data[0].key).toBeUndefined();
    });

    it('answers only the calls of its scopes, never admin or a person\'s calls, records its last use, and stops when revoked', async () => {
      const { key, id } = (await createKey(['accounts:read'], 'Reader key')).json().data;
      const accounts = await withKey(key, 'GET', 'manager/bank-accounts');
      expect(accounts.statusCode, accounts.body).toBe(200);
      expect(accounts.json().data.map((a: { id: number }) => a.id)).toContain(account);
      expect((await withKey(key, 'GET', `manager/bank-accounts/${account}/statement?format=mt940&date_from=2026-06-15&date_to=2026-06-15`)).statusCode).toBe(200);
      const noScope = await withKey(key, 'GET', 'manager/transactions');
      expect(noScope.statusCode).toBe(403);
      expect(noScope.json().message).toBe('This API key does not have the scope transactions:read.');
      for (const [method, path] of [['GET', 'a/bank-accounts'], ['GET', 'profile'], ['GET', 'manager/api-keys'], ['GET', 'auth/me'], ['POST', 'manager/transactions/iban']] as const) {
        const res = await withKey(key, method, path, method === 'POST' ? payment : undefined);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
      }
      const used = await t.db.db.selectFrom('api_keys').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow();
      expect(used.last_used_at).toBe(t.clock.now.toISOString());
      // Another company's manager cannot revoke it; its own can.
      expect((await globex.manager.call({ method: 'DELETE', url: api(`manager/api-keys/${id}`) })).statusCode).toBe(404);
      expect((await acme.reader.call({ method: 'DELETE', url: api(`manager/api-keys/${id}`) })).statusCode).toBe(403);
      expect((await acme.manager.call({ method: 'DELETE', url: api(`manager/api-keys/${id}`) })).statusCode).toBe(200);
      expect((await withKey(key, 'GET', 'manager/bank-accounts')).statusCode).toBe(401);
    });

    it('turns a key\'s payment into a request that waits for a manager\'s own code, then makes it as that manager', async () => {
      const { key } = (await createKey(['payments:create'], 'Payments')).json().data;
      const before = await txCount();
      const bad = await withKey(key, 'POST', 'manager/api-payments/iban', { ...payment, customer_iban: 'DE00370400440532013000' });
      expect(bad.statusCode).toBe(422);
      const asked = await withKey(key, 'POST', 'manager/api-payments/iban', payment);
      expect(asked.statusCode, asked.body).toBe(202);
      const request = asked.json().data;
      expect(request).toMatchObject({ status: 'awaiting_confirmation', amount: '42.00', fee: '1.00', currency: 'EUR', beneficiary: 'Supplier GmbH' });
      expect(await txCount()).toBe(before);
      // The key cannot confirm it, not even with a code; a reader cannot either.
      t.advance(30);
      expect((await call(t, { method: 'POST', url: api(`manager/api-payments/${request.id}/confirm`), token: key, code: t.code() })).statusCode).toBe(403);
      expect((await acme.reader.confirmed({ method: 'POST', url: api(`manager/api-payments/${request.id}/confirm`) })).statusCode).toBe(403);
      const unconfirmed = await acme.manager.call({ method: 'POST', url: api(`manager/api-payments/${request.id}/confirm`) });
      expect(unconfirmed.statusCode).toBe(403);
      expect(await txCount()).toBe(before);
      const confirmed = await acme.manager.confirmed({ method: 'POST', url: api(`manager/api-payments/${request.id}/confirm`) });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().data).toMatchObject({ status: 'confirmed' });
      const tx = await t.db.db.selectFrom('transactions').selectAll().where('id', '=', confirmed.json().data.transaction_id).executeTakeFirstOrThrow();
      expect(tx).toMatchObject({ amount: expect.anything(), beneficiary_name: 'Supplier GmbH', company_id: acme.companyId });
      expect(String(tx.amount)).toBe('4200');
      const manager = await t.db.db.selectFrom('users').select('id').where('email', '=', acme.managerEmail).executeTakeFirstOrThrow();
      expect(tx.user_id).toBe(manager.id);
      expect((await acme.manager.confirmed({ method: 'POST', url: api(`manager/api-payments/${request.id}/confirm`) })).statusCode).toBe(409);
      // A rejected request moves nothing.
      const second = (await withKey(key, 'POST', 'manager/api-payments/iban', { ...payment, amount: '43.00' })).json().data;
      expect((await acme.manager.call({ method: 'POST', url: api(`manager/api-payments/${second.id}/reject`) })).json().data.status).toBe('rejected');
      expect(await txCount()).toBe(before + 1);
      const listed = await withKey(key, 'GET', 'manager/api-payments');
      expect(listed.json().data.map((r: { status: string }) => r.status)).toEqual(['rejected', 'confirmed']);
    });

    it('has its own rate limit, counted in the database per key', async () => {
      const { key } = (await createKey(['accounts:read'], 'Busy')).json().data;
      const other = (await createKey(['accounts:read'], 'Quiet')).json().data.key;
      const answers: number[] = [];
      for (let i = 0; i < 31; i += 1) answers.push((await withKey(key, 'GET', 'manager/bank-accounts')).statusCode);
      expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
      const over = await withKey(key, 'GET', 'manager/bank-accounts');
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await withKey(other, 'GET', 'manager/bank-accounts')).statusCode).toBe(200);
      t.advance(61);
      expect((await withKey(key, 'GET', 'manager/bank-accounts')).statusCode).toBe(200);
    });
  });
});
