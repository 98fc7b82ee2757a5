import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/db/seed';
import { makeIban } from '../../src/server/db/seed/iban';
import { nowIso } from '../../src/server/db/values';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

const api = (path: string) => `/api/v1/${path}`;

await forEachEngine((engine) => {
  describe(`bank lookups (${engine})`, () => {
    let t: TestApp;
    let manager: string;
    let otherManager: string;
    let admin: string;
    let disabledManager: string;
    const savedIban = 'DE89370400440532013000';

    beforeAll(async () => {
      t = await makeApp(engine);
      const a = await createCompany(t, 'Acme', { features: '{"crypto":true,"portals":true}' });
      const b = await createCompany(t, 'Other Co');
      await t.db.db.updateTable('companies').set({ portal_services: JSON.stringify({ free_market: { is_attached: true, is_allowed: true }, bcb: { is_attached: false, is_allowed: true } }) }).where('id', '=', a).execute();
      const off = await createCompany(t, 'Closed Co', { enabled: 0 });
      await createUser(t, { email: 'mgr@a.test', companyId: a, twoFactor: true });
      await createUser(t, { email: 'mgr@b.test', companyId: b, twoFactor: true });
      await createUser(t, { email: 'mgr@off.test', companyId: off, twoFactor: true });
      await createUser(t, { email: 'admin@test.local', role: 'admin' });
      manager = (await login(t, 'mgr@a.test', true)).token;
      t.advance(30);
      otherManager = (await login(t, 'mgr@b.test', true)).token;
      t.advance(30);
      disabledManager = (await login(t, 'mgr@off.test', true)).token;
      admin = (await login(t, 'admin@test.local')).token;
      const now = nowIso(t.clock.now);
      const agent = {
        legal_type: 'company', first_name: null, last_name: null, sort_code: null, city: 'Hamburg', street: null, building_number: null, building_name: null, zip_code: null,
        free_market_sector_id: null, free_market_industry_id: null, bank_swift: 'COBADEFFXXX', bank_name: 'Commerzbank', bank_country: 'DE', bank_city: 'Köln', bank_address: null,
        created_at: now, updated_at: now,
      };
      await t.db.db.insertInto('transaction_agents').values([
        { ...agent, company_id: a, company_name: 'Hanseatic GmbH', iban: savedIban, bank_account: null, country: 'DE', deleted_at: null },
        { ...agent, company_id: a, company_name: 'US Supplier Inc.', iban: null, bank_account: '123456789012', country: 'US', bank_swift: 'CHASUS33XXX', deleted_at: null },
        { ...agent, company_id: a, company_name: 'Gone GmbH', iban: makeIban('DE', '10070000' + '0000000001'), bank_account: null, country: 'DE', deleted_at: now },
        { ...agent, company_id: b, company_name: 'Other’s Payee', iban: makeIban('DE', '50010517' + '0000000002'), bank_account: null, country: 'DE', deleted_at: null },
      ]).execute();
    });
    afterAll(async () => t.close());

    describe('externals/iban', () => {
      it('validates an IBAN (spaces, lower case) and answers its bank with the form’s field names', async () => {
        const res = await call(t, { method: 'GET', url: api('externals/iban?iban=de89%203704%200044%200532%200130%2000'), token: manager });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual({
          iban: 'DE89370400440532013000', iban_formatted: 'DE89 3704 0044 0532 0130 00', country: 'DE', sort_code: null, is_sepa: true,
          bank_swift: 'COBADEFFXXX', bank_name: 'Commerzbank', bank_address: 'Unter Sachsenhausen 21-27', bank_city: 'Köln', bank_zip: '50667', bank_country: 'DE', bank_code: '37040044',
        });
      });

      it('answers UK IBANs with their sort code, for any signed-in user', async () => {
        const res = await call(t, { method: 'GET', url: api('externals/iban?iban=GB29NWBK60161331926819'), token: admin });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ bank_name: 'NatWest', bank_swift: 'NWBKGB2LXXX', sort_code: '601613', bank_code: 'NWBK' });
      });

      it('answers 422 for malformed IBANs, and nothing found (200, data null) for valid IBANs of banks it does not know', async () => {
        const cases: [string, string][] = [
          ['DE89370400440532013001', 'The IBAN check digits are invalid.'],
          ['DE893704004405320130', 'An IBAN of DE must have 22 characters.'],
          ['QQ89370400440532013000', 'The IBAN country code is not valid.'],
          ['12345', 'The IBAN format is invalid.'],
        ];
        for (const [iban, message] of cases) {
          const res = await call(t, { method: 'GET', url: api(`externals/iban?iban=${iban}`), token: manager });
          expect(res.statusCode, iban).toBe(422);
          expect(res.json().errors.iban).toEqual([message]);
        }
        expect((await call(t, { method: 'GET', url: api(`externals/iban?iban=${'D'.repeat(5000)}`), token: manager })).statusCode).toBe(422);
        expect((await call(t, { method: 'GET', url: api('externals/iban'), token: manager })).statusCode).toBe(422);
        const unknown = await call(t, { method: 'GET', url: api('externals/iban?iban=BE68539007547034'), token: manager });
        // Issue 43: a lookup that finds nothing is no error (no 404 in the browser's console).
        expect(unknown.statusCode).toBe(200);
        expect(unknown.json()).toEqual({ data: null, message: 'No bank was found for this IBAN.' });
        expect((await call(t, { method: 'GET', url: api('externals/iban?iban=DE89370400440532013000') })).statusCode).toBe(401);
      });
    });

    describe('externals/swift', () => {
      it('finds a bank by 8 or 11 characters, case and spaces ignored', async () => {
        const eight = await call(t, { method: 'GET', url: api('externals/swift?swift=deutdeff'), token: manager });
        expect(eight.statusCode).toBe(200);
        expect(eight.json().data).toEqual({
          swift: 'DEUTDEFF', bank_swift: 'DEUTDEFFXXX', is_exact_match: true, bank_name: 'Deutsche Bank', bank_address: 'Taunusanlage 12', bank_city: 'Frankfurt am Main',
          bank_zip: '60325', bank_country: 'DE', bank_code: '50070010',
        });
        const eleven = await call(t, { method: 'GET', url: api('externals/swift?swift=BOTK%20JPJT%20XXX'), token: manager });
        expect(eleven.json().data).toMatchObject({ bank_name: 'MUFG Bank', bank_country: 'JP', bank_code: '0005', is_exact_match: true });
      });

      it('answers an unknown branch of a known bank with its head office', async () => {
        const res = await call(t, { method: 'GET', url: api('externals/swift?swift=COBADEFF123'), token: manager });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ bank_swift: 'COBADEFF123', bank_name: 'Commerzbank', is_exact_match: false });
      });

      it('answers nothing found (200, data null) for unknown banks and 422 for malformed codes', async () => {
        const unknown = await call(t, { method: 'GET', url: api('externals/swift?swift=ZZZZDEFFXXX'), token: manager });
        expect(unknown.statusCode).toBe(200);
        expect(unknown.json()).toEqual({ data: null, message: 'No bank was found for this SWIFT/BIC code.' });
        for (const bad of ['DEUT', 'DEUTDEFFXX', '1234DEFF', 'DEUTDEFFXXXX', 'x'.repeat(400)]) {
          const res = await call(t, { method: 'GET', url: api(`externals/swift?swift=${bad}`), token: manager });
          expect(res.statusCode, bad).toBe(422);
        }
        const country = await call(t, { method: 'GET', url: api('externals/swift?swift=DEUTQQFF'), token: manager });
        expect(country.statusCode).toBe(422);
        expect(country.json().errors.swift).toEqual(['The SWIFT/BIC country code is not valid.']);
      });
    });

    describe('beneficiary (saved beneficiary by IBAN)', () => {
      it('finds the company’s live beneficiary by IBAN or by account number', async () => {
        const res = await call(t, { method: 'GET', url: api('beneficiary?iban=de89 3704 0044 0532 0130 00'), token: manager });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ company_name: 'Hanseatic GmbH', iban: savedIban, name: 'Hanseatic GmbH' });
        const byAccount = await call(t, { method: 'GET', url: api('beneficiary?account=123456789012'), token: manager });
        expect(byAccount.json().data).toMatchObject({ company_name: 'US Supplier Inc.' });
      });

      it('does not find deleted beneficiaries or another company’s', async () => {
        const deleted = await call(t, { method: 'GET', url: api(`beneficiary?iban=${makeIban('DE', '10070000' + '0000000001')}`), token: manager });
        expect(deleted.statusCode).toBe(200);
        expect(deleted.json()).toEqual({ data: null, message: 'No saved beneficiary matches this IBAN or account number.' });
        const foreign = await call(t, { method: 'GET', url: api(`beneficiary?iban=${makeIban('DE', '50010517' + '0000000002')}`), token: manager });
        expect(foreign.json()).toEqual({ data: null, message: 'No saved beneficiary matches this IBAN or account number.' });
        const mine = await call(t, { method: 'GET', url: api(`beneficiary?iban=${makeIban('DE', '50010517' + '0000000002')}`), token: otherManager });
        expect(mine.statusCode).toBe(200);
        expect((await call(t, { method: 'GET', url: api(`beneficiary?iban=${savedIban}`), token: admin })).json().data).toBeNull();
      });

      it('answers 422 for a bad IBAN or no criteria, and 403 for a disabled company', async () => {
        const bad = await call(t, { method: 'GET', url: api('beneficiary?iban=DE89370400440532013001'), token: manager });
        expect(bad.statusCode).toBe(422);
        expect(bad.json().errors.iban).toEqual(['The IBAN check digits are invalid.']);
        const none = await call(t, { method: 'GET', url: api('beneficiary'), token: manager });
        expect(none.statusCode).toBe(422);
        expect(none.json().errors.iban).toEqual(['The iban field is required when account is not present.']);
        const off = await call(t, { method: 'GET', url: api(`beneficiary?iban=${savedIban}`), token: disabledManager });
        expect(off.statusCode).toBe(403);
      });
    });

    describe('externals/{service}', () => {
      it('refuses unknown services (422) and services the company is not connected to (422)', async () => {
        const unknown = await call(t, { method: 'GET', url: api('externals/paypal?account=ACC-1'), token: manager });
        expect(unknown.statusCode).toBe(422);
        expect(unknown.json().errors.service).toEqual(['The selected portal service is invalid.']);
        const detached = await call(t, { method: 'GET', url: api('externals/bcb?account=ACC-1'), token: manager });
        expect(detached.statusCode).toBe(422);
        expect(detached.json().errors.service).toEqual(['Your company is not connected to this portal service.']);
        expect((await call(t, { method: 'GET', url: api('externals/free_market?account=bad%20account'), token: manager })).statusCode).toBe(422);
      });

      it('needs the portals feature and a company signed up at the service (the answers from the remote portal: tests/server/portals.test.ts)', async () => {
        const res = await call(t, { method: 'GET', url: api('externals/free_market?account=ACC-1&currency=EUR'), token: manager });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.service).toEqual(['Your company is not signed up at this portal service.']);
        await t.db.db.updateTable('companies').set({ portal_services: JSON.stringify({ free_market: { is_attached: true, is_allowed: true } }) }).where('name', '=', 'Other Co').execute();
        const noFeature = await call(t, { method: 'GET', url: api('externals/free_market?account=ACC-1'), token: otherManager });
        expect(noFeature.statusCode).toBe(403);
        expect(noFeature.json().message).toBe('The portals feature is not enabled for your company.');
        expect((await call(t, { method: 'GET', url: api('externals/free_market?account=ACC-1'), token: admin })).statusCode).toBe(403);
      });
    });
  });

  describe(`bank lookups resolve the demo seed (${engine})`, () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await makeApp(engine);
      await seedDemo(t.db, { appKey: t.appKey, now: t.clock.now });
      await createUser(t, { email: 'lookup-admin@test.local', role: 'admin' });
      token = (await login(t, 'lookup-admin@test.local')).token;
    });
    afterAll(async () => t.close());

    it('maps every seeded beneficiary IBAN to the bank stored with it, and every seeded BIC to its bank name', async () => {
      const agents = await t.db.db.selectFrom('transaction_agents').selectAll().execute();
      expect(agents.length).toBeGreaterThan(40);
      let ibans = 0;
      for (const a of agents) {
        if (a.iban) {
          ibans += 1;
          const res = await call(t, { method: 'GET', url: api(`externals/iban?iban=${a.iban}`), token });
          expect(res.statusCode, a.iban).toBe(200);
          expect(res.json().data.bank_swift, a.iban).toBe(a.bank_swift);
        }
        if (a.bank_swift) {
          const res = await call(t, { method: 'GET', url: api(`externals/swift?swift=${a.bank_swift}`), token });
          expect(res.statusCode, a.bank_swift).toBe(200);
          expect(res.json().data.bank_name).toBe(a.bank_name);
        }
      }
      expect(ibans).toBeGreaterThan(15);
    });

    it('maps the customer accounts’ IBANs to Kontor Bank', async () => {
      const accounts = await t.db.db.selectFrom('bank_accounts').select(['iban', 'bic']).where('owner_kind', '=', 'customer').where('iban', 'is not', null).execute();
      expect(accounts.length).toBeGreaterThan(0);
      for (const a of accounts) {
        const res = await call(t, { method: 'GET', url: api(`externals/iban?iban=${a.iban ?? ''}`), token });
        expect(res.statusCode, a.iban ?? '').toBe(200);
        expect(res.json().data.bank_name).toMatch(/^Kontor Bank AG/);
      }
    });
  });
});
