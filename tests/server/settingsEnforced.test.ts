import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_KEYS } from '../../src/contract/enums';
import { nowIso } from '../../src/server/db/values';
import { call, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';
import { multipart, sepaRow, workbook } from './importFixtures';
import { adminToken, api, balances, fund, iban, insertAccount, insertWallet, makeCompany } from './ledgerFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const GOOD_IBAN = iban('DE', '370400440532013000');
const C = (path: string) => api(`manager/crypto/kontor/${path}`);

/**
 * Every platform setting changes what the server does: each test changes a setting through the admin
 * call (a/settings) and shows the behaviour before and after.
 */
await forEachEngine((engine) => {
  describe(`settings in force (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let acme: Company;
    const acc = { eur: 0, eur2: 0, usd: 0, btc: 0, eth: 0 };
    let wallet = 0;

    const upsert = (key: string, value: unknown, token = admin) => call(t, { method: 'POST', url: api('a/settings'), token, body: { key, value } });
    const set = async (key: string, value: unknown) => {
      const res = await upsert(key, value);
      if (res.statusCode !== 200) throw new Error(`${key}: ${res.statusCode} ${res.body}`);
    };
    const pay = (path: string, body: Record<string, unknown>) => acme.manager.confirmed({ method: 'POST', url: api(path), body: { bypass_duplicate_check: true, ...body } });
    const withdrawal = (amount: string) => ({ bank_account_id: acc.eur, amount, transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Payee GmbH', customer_iban: GOOD_IBAN, customer_country: 'DE' });
    const txCount = async () => Number((await t.db.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    beforeAll(async () => {
      t = await makeApp(engine);
      admin = await adminToken(t);
      acme = await makeCompany(t, 'Acme');
      acc.eur = await insertAccount(t, acme.companyId, 'EUR', { selected: 1 });
      acc.eur2 = await insertAccount(t, acme.companyId, 'EUR');
      acc.usd = await insertAccount(t, acme.companyId, 'USD');
      acc.btc = await insertAccount(t, acme.companyId, 'BTC');
      acc.eth = await insertAccount(t, acme.companyId, 'ETH');
      wallet = await insertWallet(t, acme.companyId, 'BTC', 'bitcoin', BTC_ADDRESS);
      for (const k of ['crypto_exchange_fiat_crypto_enabled', 'crypto_exchange_crypto_fiat_enabled', 'crypto_convert_enabled']) await set(k, true);
      await fund(t, admin, acc.eur, '9000.00');
      await fund(t, admin, acc.btc, '5');
      await fund(t, admin, acc.eth, '5');
    });
    afterAll(async () => t.close());

    it('fiat amount boundaries: every fiat payment path refuses amounts outside them with a 422 on amount, and writes nothing', async () => {
      const fiat = [
        ['withdrawal', 'manager/transactions/iban', withdrawal('600.00')],
        ['card', 'manager/transactions/card', { bank_account_id: acc.eur, amount: '600.00', card_number: '4111111111111111', card_holder: 'Ada Lovelace' }],
        ['transfer', 'manager/transactions/transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '600.00' }],
        ['exchange', 'manager/transactions/transfer', { bank_account_id: acc.eur, to_account_id: acc.usd, amount: '600.00' }],
        ['convert', 'manager/transactions/convert', { bank_account_id: acc.eur, to_account_id: acc.usd, amount: '600.00' }],
        ['buy crypto', 'manager/crypto/kontor/exchange/fiat-crypto', { bank_account_id: acc.eur, to_account_id: acc.btc, amount: '600.00' }],
      ] as const;
      // Before: no boundaries stored (empty = no limit), a 600.00 payment goes through on each path.
      for (const [name, path, body] of fiat) expect({ name, status: (await pay(path, body)).statusCode }).toEqual({ name, status: 201 });

      await set('fiat_transaction_amount_boundaries', { min: '5.00', max: '500.00' });
      const n = await txCount();
      for (const [name, path, body] of fiat) {
        const res = await pay(path, body);
        expect({ name, status: res.statusCode, errors: res.json().errors }).toEqual({ name, status: 422, errors: { amount: ['The amount must be between 5.00 EUR and 500.00 EUR.'] } });
        const low = await pay(path, { ...body, amount: '4.99' });
        expect({ name, status: low.statusCode, message: low.json().message }).toEqual({ name, status: 422, message: 'The amount must be between 5.00 EUR and 500.00 EUR.' });
      }
      expect(await txCount()).toBe(n);
      // The edges themselves are inside.
      expect((await pay('manager/transactions/transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '500.00' })).statusCode).toBe(201);
      expect((await pay('manager/transactions/transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '5.00' })).statusCode).toBe(201);
      // The grand total (the form's live check) says the same before any payment is sent.
      const total = await acme.manager.call({ method: 'GET', url: api(`manager/transactions/grand-total?bank_account_id=${acc.eur}&amount=500.01`) });
      expect(total.statusCode).toBe(422);
      expect(total.json().errors.amount).toEqual(['The amount must be between 5.00 EUR and 500.00 EUR.']);
      await set('fiat_transaction_amount_boundaries', { min: '0', max: '1000000' });
    });

    it('fiat amount boundaries: admin top-ups and import rows respect them (the row carries the message)', async () => {
      await set('fiat_transaction_amount_boundaries', { min: '1.00', max: '300.00' });
      const before = await balances(t, acc.eur2);
      const topUp = await call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: acc.eur2, amount: '300.01', bypass_duplicate_check: true } });
      expect(topUp.statusCode).toBe(422);
      expect(topUp.json().errors.amount).toEqual(['The amount must be between 1.00 EUR and 300.00 EUR.']);
      expect(await balances(t, acc.eur2)).toEqual(before);
      expect((await call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: acc.eur2, amount: '300.00', bypass_duplicate_check: true } })).statusCode).toBe(201);

      const file = await workbook([sepaRow(1, '100.00'), sepaRow(2, '300.01'), sepaRow(3, '0.50')]);
      const m = multipart({ is_submit: '0', bank_account_id: String(acc.eur) }, { name: 'payments.xlsx', content: file });
      const preview = await t.app.inject({ method: 'POST', url: api('manager/transactions/import'), payload: m.body, headers: { ...m.headers, authorization: `Bearer ${await acme.manager.token()}` } });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data).toMatchObject({
        transactionsCount: 1, failedCount: 2,
        errors: { 'Payments.3.A': ['The amount must be between 1.00 EUR and 300.00 EUR.'], 'Payments.4.A': ['The amount must be between 1.00 EUR and 300.00 EUR.'] },
      });
      await set('fiat_transaction_amount_boundaries', { min: '0', max: '1000000' });
      const again = multipart({ is_submit: '0', bank_account_id: String(acc.eur) }, { name: 'payments.xlsx', content: file });
      const after = await t.app.inject({ method: 'POST', url: api('manager/transactions/import'), payload: again.body, headers: { ...again.headers, authorization: `Bearer ${await acme.manager.token()}` } });
      expect(after.json().data).toMatchObject({ transactionsCount: 3, failedCount: 0 });
    });

    it('crypto amount boundaries: crypto withdrawal, payment, sell, conversion, receive and top-up', async () => {
      const crypto = [
        ['withdraw crypto', 'manager/crypto/kontor/withdraw-crypto', { bank_account_id: acc.btc, amount: '0.5', network: 'bitcoin', wallet_id: wallet }],
        ['crypto payment', 'manager/transactions/crypto', { bank_account_id: acc.btc, amount: '0.5', network: 'bitcoin', wallet_id: wallet }],
        ['sell crypto', 'manager/crypto/kontor/exchange/crypto-fiat', { bank_account_id: acc.btc, to_account_id: acc.eur, amount: '0.5' }],
        ['convert crypto', 'manager/transactions/convert', { bank_account_id: acc.btc, to_account_id: acc.eth, amount: '0.5' }],
        ['receive crypto', 'manager/crypto/kontor/deposit', { to_account_id: acc.btc, amount: '0.5', network: 'bitcoin', is_crypto_auto_sell: false }],
      ] as const;
      for (const [name, path, body] of crypto) expect({ name, status: (await pay(path, body)).statusCode }).toEqual({ name, status: 201 });
      await set('crypto_transaction_amount_boundaries', { min: '0.001', max: '0.1' });
      const n = await txCount();
      for (const [name, path, body] of crypto) {
        const res = await pay(path, body);
        expect({ name, status: res.statusCode, errors: res.json().errors }).toEqual({ name, status: 422, errors: { amount: ['The amount must be between 0.00100000 BTC and 0.10000000 BTC.'] } });
      }
      const topUp = await call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: acc.btc, amount: '0.0001', bypass_duplicate_check: true } });
      expect(topUp.json().errors.amount).toEqual(['The amount must be between 0.00100000 BTC and 0.10000000 BTC.']);
      expect(await txCount()).toBe(n);
      // Fiat payments are not held to the crypto boundaries.
      expect((await pay('manager/transactions/transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '50.00' })).statusCode).toBe(201);
      expect((await pay('manager/crypto/kontor/withdraw-crypto', { bank_account_id: acc.btc, amount: '0.1', network: 'bitcoin', wallet_id: wallet })).statusCode).toBe(201);
      await set('crypto_transaction_amount_boundaries', { min: '0', max: '1000' });
    });

    it('crypto exchange switches: buy, sell and crypto conversion are refused while off', async () => {
      const cases = [
        ['crypto_exchange_fiat_crypto_enabled', 'manager/crypto/kontor/exchange/fiat-crypto', { bank_account_id: acc.eur, to_account_id: acc.btc, amount: '20.00' }, 'Buying crypto is currently not available.'],
        ['crypto_exchange_crypto_fiat_enabled', 'manager/crypto/kontor/exchange/crypto-fiat', { bank_account_id: acc.btc, to_account_id: acc.eur, amount: '0.01' }, 'Selling crypto is currently not available.'],
        ['crypto_convert_enabled', 'manager/transactions/convert', { bank_account_id: acc.btc, to_account_id: acc.eth, amount: '0.01' }, 'Crypto conversion is currently not available.'],
      ] as const;
      for (const [key, path, body, message] of cases) {
        expect({ key, status: (await pay(path, body)).statusCode }).toEqual({ key, status: 201 });
        await set(key, false);
        const res = await pay(path, body);
        expect({ key, status: res.statusCode, errors: res.json().errors }).toEqual({ key, status: 422, errors: { to_account_id: [message] } });
        // The transfer map the forms read leaves the pair out too.
        const map = (await acme.manager.call({ method: 'GET', url: api('manager/accounts-transfer-map') })).json().data as { exchange: Record<string, number[]> };
        expect({ key, listed: map.exchange[String(body.bank_account_id)]?.includes(body.to_account_id) ?? false }).toEqual({ key, listed: false });
        await set(key, true);
        expect({ key, status: (await pay(path, body)).statusCode }).toEqual({ key, status: 201 });
      }
    });

    it('fiat-from and fiat-to blocklists refuse exchanges from and to the listed currencies', async () => {
      const body = { bank_account_id: acc.eur, to_account_id: acc.usd, amount: '10.00' };
      expect((await pay('manager/transactions/transfer', body)).statusCode).toBe(201);
      await set('fiat_from_blocklist', ['eur']);
      expect((await pay('manager/transactions/transfer', body)).json().errors.to_account_id).toEqual(['Exchanges from EUR are not allowed.']);
      await set('fiat_from_blocklist', []);
      await set('fiat_to_blocklist', ['USD']);
      expect((await pay('manager/transactions/transfer', body)).json().errors.to_account_id).toEqual(['Exchanges to USD are not allowed.']);
      // Same-currency transfers are not exchanges.
      expect((await pay('manager/transactions/transfer', { ...body, to_account_id: acc.eur2 })).statusCode).toBe(201);
      await set('fiat_to_blocklist', []);
      expect((await pay('manager/transactions/transfer', body)).statusCode).toBe(201);
    });

    it('portal currencies enabled: only listed currencies may be opened as accounts', async () => {
      const open = (currency: string) => acme.manager.confirmed({ method: 'POST', url: api('manager/bank-accounts'), body: { currency, name: `New ${currency}` } });
      await set('portal_fiat_currencies_enabled', ['EUR']);
      const refused = await open('GBP');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.currency).toEqual(['The selected currency is not available.']);
      await set('portal_fiat_currencies_enabled', ['EUR', 'GBP']);
      expect((await open('GBP')).statusCode).toBe(201);
      await set('portal_crypto_currencies_enabled', ['BTC']);
      expect((await open('TRX')).json().errors.currency).toEqual(['The selected currency is not available.']);
      await set('portal_crypto_currencies_enabled', []);
      expect((await open('TRX')).statusCode).toBe(201);
    });

    it('compliance auto-approve: enabled, maximum amount and maximum age decide whether a payment is approved at once', async () => {
      const transfer = async (amount: string) => (await pay('manager/transactions/transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount })).json().data.status as string;
      expect(await transfer('20.00')).toBe('pending');
      await set('compliance_auto_approve', { enabled: true, max_amount: '100.00', max_age_days: 0 });
      expect(await transfer('20.00')).toBe('approved');
      expect(await transfer('100.01')).toBe('pending');
      // With a maximum age, the company's last verified compliance must be that recent.
      await set('compliance_auto_approve', { enabled: true, max_amount: '100.00', max_age_days: 10 });
      expect(await transfer('20.00')).toBe('pending');
      const at = (days: number) => nowIso(new Date(t.clock.now.getTime() - days * 86_400_000));
      const tracking = await t.db.db
        .insertInto('compliance_trackings')
        .values({ subject_type: 'company', subject_id: acme.companyId, company_id: acme.companyId, category: 'REGISTRATION', status: 'verified', step: 'final', data: null, created_at: at(20), updated_at: at(11) })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await transfer('20.00')).toBe('pending');
      await t.db.db.updateTable('compliance_trackings').set({ updated_at: at(9) }).where('id', '=', tracking.id).execute();
      expect(await transfer('20.00')).toBe('approved');
      await set('compliance_auto_approve', { enabled: false, max_amount: '100.00', max_age_days: 10 });
      expect(await transfer('20.00')).toBe('pending');
    });

    it('auto exchange on fiat deposit converts a top-up into the target currency while enabled', async () => {
      const credit = () => call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: acc.eur2, amount: '50.00', bypass_duplicate_check: true } });
      const usd = (await balances(t, acc.usd)).balance;
      expect((await credit()).json().message).toBe('Balance topped up successfully.');
      expect((await balances(t, acc.usd)).balance).toBe(usd);
      await set('auto_exchange_on_fiat_deposit', { enabled: true, target_currency: 'usd' });
      const res = await credit();
      expect(res.json().message).toMatch(/^Balance topped up successfully\. The deposit was exchanged into USD \(transaction #\d+\)\.$/);
      expect((await balances(t, acc.usd)).balance).toBeGreaterThan(usd);
      await set('auto_exchange_on_fiat_deposit', { enabled: false, target_currency: 'USD' });
    });

    it('show transactions from log date hides older transactions from the manager lists and single views', async () => {
      const ids = async () => ((await acme.manager.call({ method: 'GET', url: api('manager/transactions?per_page=100') })).json().data as { id: number }[]).map((r) => r.id);
      const get = (path: string) => acme.manager.call({ method: 'GET', url: api(path) });
      const all = await ids();
      expect(all.length).toBeGreaterThan(1);
      const old = all[all.length - 1] ?? 0;
      const recent = all[0] ?? 0;
      await t.db.db.updateTable('transactions').set({ log_created_at: '2020-01-15T10:00:00.000Z', created_at: '2020-01-15T10:00:00.000Z' }).where('id', '=', old).execute();
      expect((await get(`manager/transactions/${old}`)).statusCode).toBe(200);
      await set('show_transactions_from_log_date', '2021-01-01');
      const shown = await ids();
      expect(shown).not.toContain(old);
      expect(shown.length).toBe(all.length - 1);
      // The single view, its documents and the by-id lookup answer as for an unknown transaction.
      const detail = await get(`manager/transactions/${old}`);
      expect({ status: detail.statusCode, body: detail.json() }).toEqual({ status: 404, body: { message: 'Transaction not found.' } });
      const unknown = await get('manager/transactions/99999999');
      expect(unknown.json()).toEqual(detail.json());
      expect((await get(`manager/transactions/${old}/wire-confirmation`)).statusCode).toBe(404);
      const items = await get(`manager/transactions/items?id[]=${old}&id[]=${recent}`);
      expect((items.json().data as { id: number }[]).map((r) => r.id)).toEqual([recent]);
      expect((await acme.manager.call({ method: 'PUT', url: api(`manager/transactions/${old}/source-of-funds`), body: { source_id: 1 } })).statusCode).toBe(404);
      expect((await get(`manager/transactions/${recent}`)).statusCode).toBe(200);
      await set('show_transactions_from_log_date', '');
      expect(await ids()).toContain(old);
      expect((await get(`manager/transactions/${old}`)).statusCode).toBe(200);
    });

    it('initial accounts and initial features (within the allowed ones) apply to newly registered companies and individuals', async () => {
      const register = async (email: string, legal: 'company' | 'individual') => {
        const res = await call(t, {
          method: 'POST', url: api('auth/registration'),
          body: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'Str0ng-pass!', password_confirmation: 'Str0ng-pass!', legal_type: legal, ...(legal === 'company' ? { company_name: `Co ${email}` } : {}) },
        });
        expect(res.statusCode, res.body).toBe(201);
        const user = await t.db.db.selectFrom('users').select('company_id').where('email', '=', email).executeTakeFirstOrThrow();
        const company = await t.db.db.selectFrom('companies').select(['id', 'features']).where('id', '=', user.company_id ?? 0).executeTakeFirstOrThrow();
        const accounts = await t.db.db.selectFrom('bank_accounts').select('currency').where('company_id', '=', company.id).orderBy('id').execute();
        return { features: JSON.parse(String(company.features)) as Record<string, boolean>, currencies: accounts.map((a) => a.currency) };
      };
      expect(await register('first@test.local', 'company')).toEqual({ features: {}, currencies: [] });

      await set('allowed_features_company', ['crypto', 'portals', 'create_accounts']);
      await set('initial_features_company', ['crypto', 'portals', 'affiliation']);
      await set('allowed_features_individual', ['create_accounts']);
      await set('initial_features_individual', ['create_accounts', 'crypto']);
      await set('company_initial_fiat_accounts', ['EUR', 'GBP']);
      await set('company_initial_crypto_accounts', ['BTC']);
      // affiliation is initial but not allowed for companies: left out.
      expect(await register('second@test.local', 'company')).toEqual({ features: { crypto: true, portals: true }, currencies: ['EUR', 'GBP', 'BTC'] });
      // An individual without the crypto feature gets no crypto accounts.
      expect(await register('third@test.local', 'individual')).toEqual({ features: { create_accounts: true }, currencies: ['EUR', 'GBP'] });
    });

    it('an admin may change only an allowed feature of a company', async () => {
      await set('allowed_features_company', ['crypto']);
      const update = (features: Record<string, boolean>) => call(t, { method: 'PUT', url: api(`a/companies/${acme.companyId}`), token: admin, body: { enabled_features: features } });
      const refused = await update({ crypto: true, create_accounts: true, psp_portal: true });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['enabled_features.psp_portal']);
      await set('allowed_features_company', ['crypto', 'psp_portal']);
      expect((await update({ crypto: true, create_accounts: true, psp_portal: true })).statusCode).toBe(200);
    });
  });

  describe(`settings upsert: validation, access and audit (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let adminId: number;
    let manager: string;
    const upsert = (body: unknown, token = admin) => call(t, { method: 'POST', url: api('a/settings'), token, body });
    const stored = () => t.db.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();
    const audit = async () => ({
      activities: await t.db.db.selectFrom('activities').select(['type', 'user_id', 'meta']).where('type', '=', 'admin.setting_updated').orderBy('id').execute(),
      events: await t.db.db.selectFrom('timeline_events').select(['entity_id', 'event', 'changes', 'user_id']).where('entity_class', '=', 'setting').orderBy('id').execute(),
    });

    beforeAll(async () => {
      t = await makeApp(engine);
      adminId = await createUser(t, { email: 'settings-admin@test.local', role: 'admin' });
      admin = (await login(t, 'settings-admin@test.local')).token;
      const co = await makeCompany(t, 'Mgr Co');
      manager = await co.manager.token();
    });
    afterAll(async () => t.close());

    it('refuses wrong types, huge numbers, unknown keys and bad shapes with 422 in the error shape, and changes nothing', async () => {
      await upsert({ key: 'fiat_transaction_amount_boundaries', value: { min: '1.00', max: '500.00' } });
      const before = { rows: await stored(), audit: await audit() };
      const cases: [unknown, string][] = [
        [{ key: 'fiat_transaction_amount_boundaries', value: { min: '1', max: '1234567890123456' } }, 'value.max'],
        [{ key: 'fiat_transaction_amount_boundaries', value: { min: '-1', max: '10' } }, 'value.min'],
        [{ key: 'fiat_transaction_amount_boundaries', value: { min: '10.5', max: '10.25' } }, 'value.max'],
        [{ key: 'crypto_transaction_amount_boundaries', value: { min: 0.1, max: '1e3' } }, 'value.max'],
        [{ key: 'crypto_transaction_amount_boundaries', value: '0.1-5' }, 'value'],
        [{ key: 'compliance_auto_approve', value: { enabled: 'yes', max_amount: '10', max_age_days: 1 } }, 'value.enabled'],
        [{ key: 'compliance_auto_approve', value: { enabled: true, max_amount: '10', max_age_days: 99999999999 } }, 'value.max_age_days'],
        [{ key: 'auto_exchange_on_fiat_deposit', value: { enabled: true, target_currency: 'euro dollars' } }, 'value.target_currency'],
        [{ key: 'company_initial_fiat_accounts', value: Array.from({ length: 51 }, () => 'EUR') }, 'value'],
        [{ key: 'initial_features_company', value: ['teleport'] }, 'value.0'],
        [{ key: 'autorecall_deposit_from_blacklisted_agent', value: 1 }, 'value'],
        [{ key: 'show_transactions_from_log_date', value: 20250101 }, 'value'],
        [{ key: 'secret_backdoor', value: true }, 'key'],
        [{ key: ['crypto_convert_enabled'], value: true }, 'key'],
      ];
      for (const [body, field] of cases) {
        const res = await upsert(body);
        expect({ body, status: res.statusCode }).toEqual({ body, status: 422 });
        expect({ body, message: typeof res.json().message, fields: Object.keys(res.json().errors) }).toEqual({ body, message: 'string', fields: [field] });
      }
      const malformed = await t.app.inject({ method: 'POST', url: api('a/settings'), payload: '{"key": "crypto_convert_enabled", "value": tru', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' } });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toHaveProperty('message');
      expect({ rows: await stored(), audit: await audit() }).toEqual(before);
    });

    it('is for admins: a manager gets 403 and nothing changes', async () => {
      const before = await stored();
      const res = await upsert({ key: 'fiat_transaction_amount_boundaries', value: { min: '0', max: '1' } }, manager);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toHaveProperty('message');
      expect((await call(t, { method: 'GET', url: api('a/settings'), token: manager })).statusCode).toBe(403);
      expect(await stored()).toEqual(before);
    });

    it('writes each change to the activity log and to the key\'s timeline; saving the same value records nothing', async () => {
      const start = await audit();
      expect((await upsert({ key: 'fiat_transaction_amount_boundaries', value: { min: '1.00', max: '250.00' } })).statusCode).toBe(200);
      expect((await upsert({ key: 'fiat_transaction_amount_boundaries', value: { min: '1.00', max: '250.00' } })).statusCode).toBe(200);
      expect((await upsert({ key: 'fiat_to_blocklist', value: ['usd', 'gbp'] })).statusCode).toBe(200);
      const { activities, events } = await audit();
      const id = SETTINGS_KEYS.indexOf('fiat_transaction_amount_boundaries') + 1;
      expect(activities.slice(start.activities.length)).toEqual([
        { type: 'admin.setting_updated', user_id: adminId, meta: JSON.stringify({ key: 'fiat_transaction_amount_boundaries', old: { min: '1.00', max: '500.00' }, new: { min: '1.00', max: '250.00' } }) },
        { type: 'admin.setting_updated', user_id: adminId, meta: JSON.stringify({ key: 'fiat_to_blocklist', old: [], new: ['USD', 'GBP'] }) },
      ]);
      expect(events.slice(start.events.length).map((e) => ({ ...e, changes: JSON.parse(String(e.changes)) as unknown }))).toEqual([
        { entity_id: id, event: 'updated', user_id: adminId, changes: { max: { old: '500.00', new: '250.00' } } },
        { entity_id: SETTINGS_KEYS.indexOf('fiat_to_blocklist') + 1, event: 'updated', user_id: adminId, changes: { value: { old: '', new: 'USD, GBP' } } },
      ]);

      // The admin timelines show the settings as an entity class, each saved key a record.
      const T = (path: string) => call(t, { method: 'GET', url: api(`a/timeline/${path}`), token: admin });
      expect(((await T('entity-classes')).json().data as { slug: string }[]).map((c) => c.slug)).toContain('setting');
      const records = (await T('entities?entity_class=setting&search=fiat_to')).json();
      expect(records.data).toEqual([expect.objectContaining({ id: SETTINGS_KEYS.indexOf('fiat_to_blocklist') + 1, label: 'fiat_to_blocklist', secondary: 'USD, GBP' })]);
      const view = (await T(`view?entity_class=setting&id=${id}`)).json().data;
      expect(view).toMatchObject({ label: 'fiat_transaction_amount_boundaries', fields: { key: 'fiat_transaction_amount_boundaries', value: '{"min":"1.00","max":"250.00"}' } });
      const list = (await T(`list?entity_class=setting&id=${id}`)).json();
      expect(list.data[0]).toMatchObject({ event: 'updated', changes: { max: { old: '500.00', new: '250.00' } }, user: expect.objectContaining({ id: adminId }) });
      expect((await T('list?entity_class=setting&id=999')).statusCode).toBe(404);
      // The activity log lists it under its type.
      const log = (await call(t, { method: 'GET', url: api('a/activities?type=admin.setting_updated'), token: admin })).json();
      expect(log.data.length).toBeGreaterThanOrEqual(2);
    });
  });
});
