import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInitialAccounts } from '../../src/server/ledger/accounts';
import { isValidIban } from '../../src/server/ledger/validation';
import { call, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, fund, insertAccount, insertFeePlans, makeCompany, setSetting } from './ledgerFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;

await forEachEngine((engine) => {
  describe(`bank accounts and the transfer map (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let acme: Company;
    let globex: Company;
    let plain: Company;
    const acc = { eur: 0, eur2: 0, usd: 0, btc: 0, noExchange: 0, gEur: 0 };

    beforeAll(async () => {
      t = await makeApp(engine);
      await insertFeePlans(t);
      for (const k of ['crypto_exchange_fiat_crypto_enabled', 'crypto_exchange_crypto_fiat_enabled', 'crypto_convert_enabled']) await setSetting(t, k, true);
      acme = await makeCompany(t, 'Acme');
      globex = await makeCompany(t, 'Globex');
      plain = await makeCompany(t, 'Plain', { features: {} });
      acc.eur = await insertAccount(t, acme.companyId, 'EUR', { selected: 1, iban: 'DE89370400440532013000' });
      acc.eur2 = await insertAccount(t, acme.companyId, 'EUR');
      acc.usd = await insertAccount(t, acme.companyId, 'USD');
      acc.btc = await insertAccount(t, acme.companyId, 'BTC');
      acc.noExchange = await insertAccount(t, acme.companyId, 'ETH', { disabled_protocols: '["CRYPTO_EXCHANGE"]' });
      acc.gEur = await insertAccount(t, globex.companyId, 'EUR');
      admin = await adminToken(t);
      await fund(t, admin, acc.eur, '1500.25');
    });
    afterAll(async () => t.close());

    it('lists the company accounts with balances, paginated, by currency kind', async () => {
      const res = await acme.reader.call({ method: 'GET', url: api('manager/bank-accounts') });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta).toMatchObject({ current_page: 1, per_page: 100, total: 5, last_page: 1, from: 1, to: 5 });
      expect(body.data.map((a: { id: number }) => a.id)).toEqual([acc.eur, acc.eur2, acc.usd, acc.btc, acc.noExchange]);
      expect(body.data[0]).toMatchObject({
        id: acc.eur, company_id: acme.companyId, currency: 'EUR', currency_unit: { value: 'EUR', sub_unit: 2, currency_type: 'fiat' },
        balance: '1500.25', available_balance: '1500.25', selected: true, transmission_protocols_disabled: [], temporary_ibans: [], psp_portal_accounts: [],
      });
      expect(body.data[4].transmission_protocols_disabled).toEqual(['CRYPTO_EXCHANGE']);
      const crypto = (await acme.manager.call({ method: 'GET', url: api('manager/bank-accounts?currency_type=crypto') })).json();
      expect(crypto.data.map((a: { currency: string }) => a.currency)).toEqual(['BTC', 'ETH']);
      expect(crypto.data[0].currency_unit).toEqual({ value: 'BTC', sub_unit: 8, currency_type: 'crypto' });
      const page = (await acme.manager.call({ method: 'GET', url: api('manager/bank-accounts?per_page=2&page=3') })).json();
      expect(page.meta).toMatchObject({ current_page: 3, last_page: 3, from: 5, to: 5 });
      expect((await acme.manager.call({ method: 'GET', url: api('manager/bank-accounts?per_page=500') })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/bank-accounts?currency_type=gold') })).statusCode).toBe(422);
    });

    it("shows one account, and never another company's (404)", async () => {
      const one = await acme.manager.call({ method: 'GET', url: api(`manager/bank-accounts/${acc.eur}`) });
      expect(one.json().data).toMatchObject({ id: acc.eur, iban: 'DE89370400440532013000' });
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/bank-accounts/${acc.gEur}`) })).statusCode).toBe(404);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/bank-accounts/999999') })).statusCode).toBe(404);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/bank-accounts/abc') })).statusCode).toBe(422);
      const platform = (await t.db.db.selectFrom('bank_accounts').select('id').where('owner_kind', '=', 'platform').executeTakeFirstOrThrow()).id;
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/bank-accounts/${platform}`) })).statusCode).toBe(404);
    });

    it('marks the default account per currency kind; readers and other companies cannot', async () => {
      expect((await acme.reader.call({ method: 'PUT', url: api(`manager/bank-accounts/${acc.eur2}/selected`) })).statusCode).toBe(403);
      expect((await globex.manager.call({ method: 'PUT', url: api(`manager/bank-accounts/${acc.eur2}/selected`) })).statusCode).toBe(404);
      const res = await acme.manager.call({ method: 'PUT', url: api(`manager/bank-accounts/${acc.eur2}/selected`) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.selected).toBe(true);
      await acme.manager.call({ method: 'PUT', url: api(`manager/bank-accounts/${acc.btc}/selected`) });
      const selected = await t.db.db.selectFrom('bank_accounts').select('id').where('company_id', '=', acme.companyId).where('selected', '=', 1).orderBy('id').execute();
      expect(selected.map((s) => s.id)).toEqual([acc.eur2, acc.btc]);
    });

    it('opens accounts with valid identifiers and creates the platform accounts of a new currency', async () => {
      expect(await t.db.db.selectFrom('bank_accounts').select('id').where('owner_kind', '=', 'platform').where('currency', '=', 'GBP').execute()).toHaveLength(0);
      const gbp = await acme.manager.call({ method: 'POST', url: api('manager/bank-accounts'), body: { currency: 'GBP', name: 'Pounds' } });
      expect(gbp.statusCode, gbp.body).toBe(201);
      expect(gbp.json().data).toMatchObject({ currency: 'GBP', name: 'Pounds', balance: '0.00', selected: false, bank_swift: 'KTORDEB1XXX' });
      expect(isValidIban(gbp.json().data.iban)).toBe(true);
      expect(gbp.json().data.iban.startsWith('GB')).toBe(true);
      const roles = await t.db.db.selectFrom('bank_accounts').select('platform_role').where('owner_kind', '=', 'platform').where('currency', '=', 'GBP').execute();
      expect(roles.map((r) => r.platform_role).sort()).toEqual(['clearing', 'exchange', 'fees', 'settlement']);
      const eur = await acme.manager.call({ method: 'POST', url: api('manager/bank-accounts'), body: { currency: 'EUR' } });
      expect(isValidIban(eur.json().data.iban)).toBe(true);
      expect(eur.json().data.name).toBe('Acme EUR Account');
      const trx = await acme.manager.call({ method: 'POST', url: api('manager/bank-accounts'), body: { currency: 'TRX' } });
      expect(trx.json().data.account_number).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);

      expect((await acme.reader.call({ method: 'POST', url: api('manager/bank-accounts'), body: { currency: 'USD' } })).statusCode).toBe(403);
      expect((await acme.manager.call({ method: 'POST', url: api('manager/bank-accounts'), body: { currency: 'XAU' } })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'POST', url: api('manager/bank-accounts'), body: {} })).statusCode).toBe(422);
      expect((await plain.manager.call({ method: 'POST', url: api('manager/bank-accounts'), body: { currency: 'EUR' } })).statusCode).toBe(403);
      await setSetting(t, 'portal_fiat_currencies_enabled', ['EUR', 'USD']);
      expect((await acme.manager.call({ method: 'POST', url: api('manager/bank-accounts'), body: { currency: 'CHF' } })).json().errors.currency).toEqual(['The selected currency is not available.']);
      await setSetting(t, 'portal_fiat_currencies_enabled', []);
      const noCrypto = await makeCompany(t, 'NoCrypto', { features: { create_accounts: true } });
      expect((await noCrypto.manager.call({ method: 'POST', url: api('manager/bank-accounts'), body: { currency: 'BTC' } })).json().errors.currency).toEqual(['Crypto accounts need the crypto feature.']);
      const first = await noCrypto.manager.call({ method: 'POST', url: api('manager/bank-accounts'), body: { currency: 'USD' } });
      expect(first.json().data.selected).toBe(true);
    });

    it('opens the initial accounts of a new company from the settings, once', async () => {
      await setSetting(t, 'company_initial_fiat_accounts', ['EUR', 'USD']);
      await setSetting(t, 'company_initial_crypto_accounts', ['BTC']);
      const fresh = await makeCompany(t, 'Fresh');
      const opened = await openInitialAccounts(t.db.db, { id: fresh.companyId, name: 'Fresh', crypto: true });
      expect(opened).toHaveLength(3);
      expect(await openInitialAccounts(t.db.db, { id: fresh.companyId, name: 'Fresh', crypto: true })).toEqual([]);
      const rows = await t.db.db.selectFrom('bank_accounts').select(['currency', 'selected', 'balance']).where('company_id', '=', fresh.companyId).orderBy('id').execute();
      expect(rows.map((r) => [r.currency, r.selected, Number(r.balance)])).toEqual([['EUR', 1, 0], ['USD', 0, 0], ['BTC', 1, 0]]);
      const noCrypto = await makeCompany(t, 'Fresh2');
      expect(await openInitialAccounts(t.db.db, { id: noCrypto.companyId, name: 'Fresh2', crypto: false })).toHaveLength(2);
    });

    it('answers the transfer map of the company', async () => {
      const res = await acme.reader.call({ method: 'GET', url: api('manager/accounts-transfer-map') });
      expect(res.statusCode).toBe(200);
      const map = res.json().data;
      expect(Object.keys(map).sort()).toEqual(['exchange', 'transfer']);
      expect(map.transfer[String(acc.eur)]).toContain(acc.eur2);
      expect(map.transfer[String(acc.eur)]).not.toContain(acc.usd);
      expect(map.exchange[String(acc.eur)]).toEqual(expect.arrayContaining([acc.usd, acc.btc]));
      expect(map.exchange[String(acc.eur)]).not.toContain(acc.noExchange);
      expect(map.exchange[String(acc.noExchange)]).toEqual([]);
      const mentioned = new Set<number>();
      for (const kind of ['transfer', 'exchange'] as const) for (const [from, tos] of Object.entries(map[kind] as Record<string, number[]>)) [Number(from), ...tos].forEach((id) => mentioned.add(id));
      expect(mentioned.has(acc.gEur)).toBe(false);
      await setSetting(t, 'crypto_exchange_fiat_crypto_enabled', false);
      const off = (await acme.manager.call({ method: 'GET', url: api('manager/accounts-transfer-map') })).json().data;
      expect(off.exchange[String(acc.eur)]).not.toContain(acc.btc);
      expect(off.exchange[String(acc.btc)]).toContain(acc.eur);
      await setSetting(t, 'crypto_exchange_fiat_crypto_enabled', true);
    });

    it('validates a balance for an amount with its fee', async () => {
      const url = (q: string) => api(`manager/bank-accounts/${acc.eur}/validate-balance?${q}`);
      const ok = await acme.reader.call({ method: 'GET', url: url(`amount=1000&bank_account_id=${acc.eur}&customer_legal_type=company&transmission_protocol_id=sepa`) });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ transaction_amount: '1000.00', fee_amount: '1.00', total_amount: '1001.00', is_enough_balance: true, next_available_balance: '499.25' });
      expect((await acme.manager.call({ method: 'GET', url: url(`amount=1500&bank_account_id=${acc.eur}`) })).json().data).toMatchObject({ total_amount: '1501.50', is_enough_balance: false });
      expect((await acme.manager.call({ method: 'GET', url: url(`amount=100&bank_account_id=${acc.eur}&transmission_protocol_id=CRYPTO_EXCHANGE`) })).json().data).toMatchObject({ exchange_fee_amount: '0.50', fee_amount: '0.00' });
      for (const q of [`amount=-1&bank_account_id=${acc.eur}`, `amount=0&bank_account_id=${acc.eur}`, `amount=1.001&bank_account_id=${acc.eur}`, `amount=abc&bank_account_id=${acc.eur}`, `amount=1&bank_account_id=${acc.eur2}`, 'amount=1', `amount=1&bank_account_id=${acc.eur}&transmission_protocol_id=FAX`]) {
        expect((await acme.manager.call({ method: 'GET', url: url(q) })).statusCode, q).toBe(422);
      }
      expect((await globex.manager.call({ method: 'GET', url: api(`manager/bank-accounts/${acc.eur}/validate-balance?amount=1&bank_account_id=${acc.eur}`) })).statusCode).toBe(422);
    });

    it('lists every customer account to admins only, with filters', async () => {
      const all = await call(t, { method: 'GET', url: api('a/bank-accounts'), token: admin });
      expect(all.statusCode).toBe(200);
      const customers = await t.db.db.selectFrom('bank_accounts').select('id').where('owner_kind', '=', 'customer').execute();
      expect(all.json().meta.total).toBe(customers.length);
      const globexOnly = (await call(t, { method: 'GET', url: api(`a/bank-accounts?cid[]=${globex.companyId}`), token: admin })).json();
      expect(globexOnly.data.map((a: { id: number }) => a.id)).toEqual([acc.gEur]);
      expect((await call(t, { method: 'GET', url: api('a/bank-accounts?currency=BTC'), token: admin })).json().data.every((a: { currency: string }) => a.currency === 'BTC')).toBe(true);
      expect((await call(t, { method: 'GET', url: api('a/bank-accounts?search=de8937'), token: admin })).json().data.map((a: { id: number }) => a.id)).toEqual([acc.eur]);
      expect((await call(t, { method: 'GET', url: api('a/bank-accounts?currency=GOLD'), token: admin })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'GET', url: api('a/bank-accounts') })).statusCode).toBe(403);
    });

    it('refuses manager calls of a disabled company', async () => {
      await t.db.db.updateTable('companies').set({ enabled: 0 }).where('id', '=', plain.companyId).execute();
      expect((await plain.manager.call({ method: 'GET', url: api('manager/bank-accounts') })).statusCode).toBe(403);
      expect((await plain.manager.call({ method: 'GET', url: api('manager/accounts-transfer-map') })).statusCode).toBe(403);
    });
  });
});
