import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeIban } from '../../src/server/db/seed/iban';
import { nowIso } from '../../src/server/db/values';
import { call, type Call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';
import { sepaBeneficiary as sepa } from './beneficiaryFixtures';

const api = (path: string) => `/api/v1/${path}`;
const AGENTS = api('manager/transactions/agents');

/** A valid individual in the UK paid by FPS/CHAPS (sort code and account number). */
const uk = (over: Record<string, unknown> = {}) => ({
  legal_type: 'individual',
  first_name: 'Amelia',
  last_name: 'Jones',
  bank_account: '31926819',
  sort_code: '40-11-62',
  country: 'GB',
  city: 'London',
  bank_swift: 'HBUKGB4B',
  bank_name: 'HSBC UK Bank',
  bank_country: 'GB',
  ...over,
});

await forEachEngine((engine) => {
  describe(`beneficiaries (${engine})`, () => {
    let t: TestApp;
    let companyA: number;
    let companyB: number;
    let soloCompany: number;
    let manager: string;
    let reader: string;
    let otherManager: string;
    let solo: string;
    let admin: string;
    let eurA: number;
    let btcA: number;
    let eurB: number;

    /** Calls with a fresh one-time code (the clock moves to the next 30 s step first). */
    const withCode = async (c: Call): Promise<LightMyRequestResponse> => {
      t.advance(30);
      return call(t, { ...c, code: t.code() });
    };
    const create = (token: string, body: unknown) => withCode({ method: 'POST', url: AGENTS, token, body });
    /** The manager of the individual company has no two-factor: no code is asked (document 1 section 6). */
    const createSolo = (body: unknown) => call(t, { method: 'POST', url: AGENTS, token: solo, body });
    const errorsOf = (res: LightMyRequestResponse) => res.json<{ errors: Record<string, string[]> }>().errors;

    const insertAccount = async (companyId: number, currency: string) => {
      const crypto = currency === 'BTC';
      const now = nowIso(t.clock.now);
      const row = await t.db.db
        .insertInto('bank_accounts')
        .values({
          company_id: companyId, owner_kind: 'customer', platform_role: null, currency, currency_type: crypto ? 'crypto' : 'fiat', sub_unit: crypto ? 8 : 2,
          name: `${currency} account`, iban: null, account_number: null, sort_code: null, bic: null, payment_service: null, selected: 0, disabled_protocols: '[]',
          portal_service_active: 0, balance: '0', reserved: '0', created_at: now, updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };

    beforeAll(async () => {
      t = await makeApp(engine);
      companyA = await createCompany(t, 'Acme');
      companyB = await createCompany(t, 'Other Co');
      soloCompany = await createCompany(t, 'Jane Doe', { legal_type: 'individual' });
      await createUser(t, { email: 'mgr@a.test', companyId: companyA, twoFactor: true });
      await createUser(t, { email: 'reader@a.test', role: 'manager-reader', companyId: companyA, twoFactor: true });
      await createUser(t, { email: 'mgr@b.test', companyId: companyB, twoFactor: true });
      await createUser(t, { email: 'jane@solo.test', companyId: soloCompany });
      await createUser(t, { email: 'admin@test.local', role: 'admin' });
      manager = (await login(t, 'mgr@a.test', true)).token;
      t.advance(30);
      reader = (await login(t, 'reader@a.test', true)).token;
      t.advance(30);
      otherManager = (await login(t, 'mgr@b.test', true)).token;
      solo = (await login(t, 'jane@solo.test')).token;
      admin = (await login(t, 'admin@test.local')).token;
      eurA = await insertAccount(companyA, 'EUR');
      btcA = await insertAccount(companyA, 'BTC');
      eurB = await insertAccount(companyB, 'EUR');
    });
    afterAll(async () => t.close());

    it('creates a SEPA company beneficiary after the one-time code; the IBAN and BIC are normalised', async () => {
      const first = await call(t, { method: 'POST', url: AGENTS, token: manager, body: sepa() });
      expect(first.statusCode).toBe(403);
      expect(first.headers['otp-required']).toBe('true');
      expect(await t.db.db.selectFrom('transaction_agents').select('id').where('company_id', '=', companyA).execute()).toHaveLength(0);

      const res = await create(manager, sepa());
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data).toMatchObject({
        name: 'Hanseatic Maschinenbau GmbH', legal_type: 'company', iban: 'DE89370400440532013000', bank_swift: 'COBADEFFXXX', country: 'DE',
        first_name: null, last_name: null, free_market_sector_id: null, bank_city: 'Köln',
      });
      const got = await call(t, { method: 'GET', url: `${AGENTS}/${data.id}`, token: manager });
      expect(got.statusCode).toBe(200);
      expect(got.json().data).toEqual(data);
    });

    it('creates a UK individual with a dashed sort code and an eight-digit account number', async () => {
      const res = await create(manager, uk());
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ legal_type: 'individual', name: 'Amelia Jones', sort_code: '401162', bank_account: '31926819', iban: null, company_name: null });
    });

    it('creates a SWIFT beneficiary with a local account number and a US bank', async () => {
      const res = await create(manager, {
        legal_type: 'company', company_name: 'Liberty Components Inc.', bank_account: '123456789012', country: 'US', city: 'New York', bank_swift: 'CHASUS33', bank_country: 'US',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ bank_account: '123456789012', bank_swift: 'CHASUS33', iban: null });
    });

    it('records the creation in the activity log and the timeline', async () => {
      const activity = await t.db.db.selectFrom('activities').selectAll().where('type', '=', 'beneficiary.created').where('company_id', '=', companyA).execute();
      expect(activity.length).toBe(3);
      const events = await t.db.db.selectFrom('timeline_events').selectAll().where('entity_class', '=', 'transaction_agent').where('event', '=', 'created').execute();
      expect(events.length).toBe(3);
      const changes = JSON.parse(events[0]?.changes ?? '{}') as Record<string, { new: unknown }>;
      expect(changes.iban?.new).toBe('DE89370400440532013000');
    });

    describe('field checks (422, nothing stored)', () => {
      const cases: [string, Record<string, unknown>, string, string][] = [
        ['IBAN check digits', sepa({ iban: 'DE89370400440532013001' }), 'iban', 'The IBAN check digits are invalid.'],
        ['IBAN length of its country', sepa({ iban: 'DE8937040044053201300' }), 'iban', 'An IBAN of DE must have 22 characters.'],
        ['IBAN country', sepa({ iban: 'US64SVBKUS6S3300958879' }), 'iban', 'The IBAN country code is not valid.'],
        ['IBAN shape', sepa({ iban: 'not an iban' }), 'iban', 'The IBAN format is invalid.'],
        ['BIC format', sepa({ bank_swift: 'COBA1' }), 'bank_swift', 'The SWIFT/BIC format is invalid.'],
        ['BIC country code', sepa({ bank_swift: 'COBAXXFF', bank_country: undefined }), 'bank_swift', 'The SWIFT/BIC country code is not valid.'],
        ['BIC of another country than the IBAN', sepa({ bank_swift: 'BNPAFRPPXXX', bank_country: undefined }), 'bank_swift', 'The SWIFT/BIC belongs to another country than the IBAN.'],
        ['bank country against the BIC', sepa({ bank_country: 'AT' }), 'bank_country', 'The bank country does not match the SWIFT/BIC.'],
        ['bank country against the IBAN', sepa({ bank_swift: undefined, bank_country: 'FR' }), 'bank_country', 'The bank country does not match the IBAN.'],
        ['sort code of five digits', uk({ sort_code: '40116' }), 'sort_code', 'The sort code must be 6 digits.'],
        ['sort code with letters', uk({ sort_code: '40-11-6A' }), 'sort_code', 'The sort code must be 6 digits.'],
        ['UK account of seven digits', uk({ bank_account: '3192681' }), 'bank_account', 'A UK account number must have 8 digits.'],
        ['sort code with a French bank', uk({ bank_country: 'FR', bank_swift: 'BNPAFRPP' }), 'sort_code', 'A sort code is only used for UK bank accounts.'],
        ['sort code against a UK IBAN', uk({ bank_account: undefined, iban: 'GB29 NWBK 6016 1331 9268 19', bank_swift: 'NWBKGB2L' }), 'sort_code', 'The sort code does not match the IBAN.'],
        ['sort code with a German IBAN', sepa({ sort_code: '401162' }), 'sort_code', 'A sort code is only used for UK bank accounts.'],
        ['account number not in the IBAN', sepa({ bank_account: '99999999' }), 'bank_account', 'The account number does not match the IBAN.'],
        ['an IBAN typed as account number', sepa({ iban: undefined, bank_account: 'DE89370400440532013000' }), 'bank_account', 'This account number is an IBAN: enter it in the IBAN field.'],
        ['account number without BIC', sepa({ iban: undefined, bank_account: '123456789', bank_swift: undefined, country: 'US', bank_country: undefined }), 'bank_swift', 'The bank swift field is required for an account number without IBAN or sort code.'],
        ['neither IBAN nor account', sepa({ iban: undefined }), 'iban', 'The iban field is required.'],
        ['company without company name', sepa({ company_name: '' }), 'company_name', 'The company name field is required.'],
        ['individual without first name', uk({ first_name: undefined }), 'first_name', 'The first name field is required.'],
        ['individual without last name', uk({ last_name: '  ' }), 'last_name', 'The last name field is required.'],
        ['legal type', sepa({ legal_type: 'trust' }), 'legal_type', 'The selected legal type is invalid.'],
        ['unknown country code', sepa({ country: 'XX' }), 'country', 'The selected country is invalid.'],
        ['three-letter country', sepa({ country: 'DEU' }), 'country', 'The country must be a two-letter ISO code.'],
        ['missing country', sepa({ country: undefined }), 'country', 'The country field is required.'],
        ['unknown bank country', sepa({ bank_country: 'QQ', bank_swift: undefined }), 'bank_country', 'The selected bank country is invalid.'],
        ['unknown sector', sepa({ free_market_sector_id: 99 }), 'free_market_sector_id', 'The selected free market sector is invalid.'],
        ['industry without sector', sepa({ free_market_industry_id: 101 }), 'free_market_sector_id', 'The free market sector field is required when an industry is chosen.'],
        ['industry of another sector', sepa({ free_market_sector_id: 2, free_market_industry_id: 101 }), 'free_market_industry_id', 'The selected industry does not belong to the free market sector.'],
        ['control characters', sepa({ city: 'Ham\u0000burg' }), 'city', 'The field contains characters that are not allowed.'],
        ['huge company name', sepa({ company_name: 'x'.repeat(10_000) }), 'company_name', 'The field may not be greater than 200 characters.'],
        ['huge IBAN', sepa({ iban: 'D'.repeat(50_000) }), 'iban', 'The iban field is invalid.'],
        ['IBAN of the wrong type', sepa({ iban: 12345 }), 'iban', 'The iban field is invalid.'],
        ['sector of the wrong type', sepa({ free_market_sector_id: 'abc' }), 'free_market_sector_id', 'The free market sector id field is invalid.'],
      ];
      for (const [label, body, field, message] of cases) {
        it(`refuses: ${label}`, async () => {
          const before = await t.db.db.selectFrom('transaction_agents').select('id').where('company_id', '=', soloCompany).execute();
          const res = await createSolo(body);
          expect(res.statusCode, res.body).toBe(422);
          expect(errorsOf(res)[field], res.body).toContain(message);
          const after = await t.db.db.selectFrom('transaction_agents').select('id').where('company_id', '=', soloCompany).execute();
          expect(after.length).toBe(before.length);
        });
      }

      it('reports every problem at once', async () => {
        const res = await createSolo(sepa({ iban: 'DE89370400440532013001', country: 'XX', free_market_industry_id: 101 }));
        expect(res.statusCode).toBe(422);
        expect(Object.keys(errorsOf(res)).sort()).toEqual(['country', 'free_market_sector_id', 'iban']);
        expect(res.json().message).toBe('The selected country is invalid. (and 2 more errors)');
      });

      it('names every missing field of an empty form at once, the missing country too (issue 21 item 11)', async () => {
        const res = await createSolo({ legal_type: 'company', country: null });
        expect(res.statusCode).toBe(422);
        expect(Object.keys(errorsOf(res)).sort()).toEqual(['company_name', 'country', 'iban']);
        const individual = await createSolo({ legal_type: 'individual' });
        expect(Object.keys(errorsOf(individual)).sort()).toEqual(['country', 'first_name', 'iban', 'last_name']);
      });

      it('refuses a body over 1 MiB with 413', async () => {
        const res = await createSolo(sepa({ street: 'x'.repeat(1_100_000) }));
        expect(res.statusCode).toBe(413);
      });

      it('accepts a BIC of a territory in the IBAN’s banking area (Jersey bank, GB IBAN)', async () => {
        const res = await createSolo(uk({ iban: 'GB29NWBK60161331926819', bank_account: '31926819', sort_code: '601613', bank_swift: 'NWBKJESXXXX', bank_country: 'JE' }));
        expect(res.statusCode, res.body).toBe(201);
      });

      it('clears the sector of an individual and the name fields of the other legal type', async () => {
        const res = await createSolo(uk({ bank_account: '11112222', free_market_sector_id: 1, free_market_industry_id: 102, company_name: 'Ignored Ltd' }));
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().data).toMatchObject({ free_market_sector_id: null, free_market_industry_id: null, company_name: null, first_name: 'Amelia' });
        const company = await createSolo(sepa({ iban: makeIban('DE', '50010517' + '0000000001'), bank_swift: 'INGDDEFF', first_name: 'Not', last_name: 'Kept', free_market_sector_id: 1, free_market_industry_id: 102 }));
        expect(company.statusCode, company.body).toBe(201);
        expect(company.json().data).toMatchObject({ first_name: null, last_name: null, free_market_sector_id: 1, free_market_industry_id: 102 });
      });

      it('refuses a second beneficiary with the same IBAN or the same account and sort code', async () => {
        const iban = makeIban('DE', '10070000' + '0000000077');
        expect((await createSolo(sepa({ iban, bank_swift: 'DEUTDEBB' }))).statusCode).toBe(201);
        const again = await createSolo(sepa({ iban: iban.toLowerCase(), bank_swift: 'DEUTDEBB', company_name: 'Someone Else' }));
        expect(again.statusCode).toBe(422);
        expect(errorsOf(again).iban).toEqual(['A beneficiary with this IBAN already exists.']);
        const ukAgain = await createSolo(uk({ bank_account: '11112222', first_name: 'Other' }));
        expect(ukAgain.statusCode).toBe(422);
        expect(errorsOf(ukAgain).bank_account).toEqual(['A beneficiary with this account number already exists.']);
      });
    });

    it('checks a beneficiary before asking a two-factor user for the code; a refused one leaves the code unspent', async () => {
      const bad = sepa({ iban: 'DE89370400440532013001' });
      const unasked = await call(t, { method: 'POST', url: AGENTS, token: manager, body: bad });
      expect(unasked.statusCode).toBe(422);
      expect(unasked.headers['otp-required']).toBeUndefined();
      expect(errorsOf(unasked).iban).toBeDefined();
      t.advance(30);
      const code = t.code();
      const refused = await call(t, { method: 'POST', url: AGENTS, token: manager, body: bad, code });
      expect(refused.statusCode).toBe(422);
      // The refused request neither checked nor bound the code: the corrected payee uses it.
      const good = sepa({ iban: makeIban('DE', '70020270' + '0000001234'), bank_swift: 'HYVEDEMM', company_name: 'Bergmann Logistik KG' });
      const unconfirmed = await call(t, { method: 'POST', url: AGENTS, token: manager, body: good });
      expect(unconfirmed.statusCode).toBe(403);
      expect(unconfirmed.headers['otp-required']).toBe('true');
      const ok = await call(t, { method: 'POST', url: AGENTS, token: manager, body: good, code });
      expect(ok.statusCode, ok.body).toBe(201);
      const replay = await call(t, { method: 'POST', url: AGENTS, token: manager, body: sepa({ iban: makeIban('DE', '70020270' + '0000009999'), bank_swift: 'HYVEDEMM' }), code });
      expect(replay.statusCode).toBe(403);
      expect(replay.json().message).toBe('This code has already been used. Please wait for a new code.');
    });

    describe('list, search, sort and filters', () => {
      it('pages the company’s beneficiaries, sorted by name by default', async () => {
        const res = await call(t, { method: 'GET', url: `${AGENTS}?page=1&per_page=2`, token: manager });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.meta).toMatchObject({ current_page: 1, per_page: 2, total: 4, last_page: 2, from: 1, to: 2, path: '/api/v1/manager/transactions/agents' });
        expect(body.data.map((a: { name: string }) => a.name)).toEqual(['Amelia Jones', 'Bergmann Logistik KG']);
        const page2 = (await call(t, { method: 'GET', url: `${AGENTS}?page=2&per_page=2`, token: manager })).json();
        expect(page2.data.map((a: { name: string }) => a.name)).toEqual(['Hanseatic Maschinenbau GmbH', 'Liberty Components Inc.']);
        const past = (await call(t, { method: 'GET', url: `${AGENTS}?page=9&per_page=2`, token: manager })).json();
        expect(past.data).toEqual([]);
        expect(past.meta.total).toBe(4);
      });

      it('searches names, IBANs (spaces ignored), banks and cities, case-insensitively; wildcards are literal', async () => {
        const names = async (q: string) =>
          (await call(t, { method: 'GET', url: `${AGENTS}?search=${encodeURIComponent(q)}`, token: manager })).json().data.map((a: { name: string }) => a.name);
        expect(await names('hanseatic')).toEqual(['Hanseatic Maschinenbau GmbH']);
        expect(await names('amelia jones')).toEqual(['Amelia Jones']);
        expect(await names('de89 3704')).toEqual(['Hanseatic Maschinenbau GmbH']);
        expect(await names('hsbc')).toEqual(['Amelia Jones']);
        expect(await names('NEW YORK')).toEqual(['Liberty Components Inc.']);
        expect(await names('%')).toEqual([]);
        expect(await names('_')).toEqual([]);
        const long = await call(t, { method: 'GET', url: `${AGENTS}?search=${'x'.repeat(101)}`, token: manager });
        expect(long.statusCode).toBe(422);
      });

      it('sorts by a column in either order and filters by legal type and country', async () => {
        const desc = (await call(t, { method: 'GET', url: `${AGENTS}?sort=name&order=desc`, token: manager })).json();
        expect(desc.data[0].name).toBe('Liberty Components Inc.');
        const byCountry = (await call(t, { method: 'GET', url: `${AGENTS}?sort=country&order=asc`, token: manager })).json();
        expect(byCountry.data.map((a: { country: string }) => a.country)).toEqual(['DE', 'DE', 'GB', 'US']);
        const individuals = (await call(t, { method: 'GET', url: `${AGENTS}?legal_type=individual`, token: manager })).json();
        expect(individuals.data.map((a: { name: string }) => a.name)).toEqual(['Amelia Jones']);
        const us = (await call(t, { method: 'GET', url: `${AGENTS}?country=us`, token: manager })).json();
        expect(us.meta.total).toBe(1);
        for (const bad of ['sort=password_hash', 'order=sideways', 'legal_type=trust', 'country=germany']) {
          const res = await call(t, { method: 'GET', url: `${AGENTS}?${bad}`, token: manager });
          expect(res.statusCode, bad).toBe(422);
        }
      });

      it('narrows to a source account: all for a fiat account, none for a crypto account, 422 for another company’s', async () => {
        const fiat = (await call(t, { method: 'GET', url: `${AGENTS}?bank_account_id=${eurA}`, token: manager })).json();
        expect(fiat.meta.total).toBe(4);
        const crypto = (await call(t, { method: 'GET', url: `${AGENTS}?bank_account_id=${btcA}`, token: manager })).json();
        expect(crypto.data).toEqual([]);
        const foreign = await call(t, { method: 'GET', url: `${AGENTS}?bank_account_id=${eurB}`, token: manager });
        expect(foreign.statusCode).toBe(422);
        expect(errorsOf(foreign).bank_account_id).toEqual(['The selected bank account is invalid.']);
        const bad = await call(t, { method: 'GET', url: `${AGENTS}?bank_account_id=abc`, token: manager });
        expect(bad.statusCode).toBe(422);
      });

      it('answers the picker dictionary for managers, and an empty list for admins', async () => {
        const res = await call(t, { method: 'GET', url: api(`dictionaries/transaction/agents?bank_account_id=${eurA}&search=jones`), token: reader });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual([
          { id: expect.any(Number), name: 'Amelia Jones', legal_type: 'individual', iban: null, bank_account: '31926819', sort_code: '401162', country: 'GB', bank_swift: 'HBUKGB4B', bank_name: 'HSBC UK Bank' },
        ]);
        const all = (await call(t, { method: 'GET', url: api('dictionaries/transaction/agents'), token: manager })).json();
        expect(all.data).toHaveLength(4);
        const crypto = (await call(t, { method: 'GET', url: api(`dictionaries/transaction/agents?bank_account_id=${btcA}`), token: manager })).json();
        expect(crypto.data).toEqual([]);
        const adm = await call(t, { method: 'GET', url: api('dictionaries/transaction/agents'), token: admin });
        expect(adm.json()).toEqual({ data: [] });
        expect((await call(t, { method: 'GET', url: api('dictionaries/transaction/agents') })).statusCode).toBe(401);
      });
    });

    describe('update', () => {
      it('replaces the fields (after the code), keeps its own IBAN, and logs what changed', async () => {
        const list = (await call(t, { method: 'GET', url: `${AGENTS}?search=hanseatic`, token: manager })).json();
        const id = list.data[0].id as number;
        const res = await withCode({ method: 'PUT', url: `${AGENTS}/${id}`, token: manager, body: sepa({ city: 'Bremen', zip_code: '28195', free_market_sector_id: 2, free_market_industry_id: 203 }) });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toMatchObject({ id, city: 'Bremen', zip_code: '28195', free_market_sector_id: 2, free_market_industry_id: 203 });
        const event = await t.db.db.selectFrom('timeline_events').selectAll().where('entity_id', '=', id).where('event', '=', 'updated').executeTakeFirstOrThrow();
        expect(Object.keys(JSON.parse(event.changes ?? '{}')).sort()).toEqual(['city', 'free_market_industry_id', 'free_market_sector_id', 'zip_code']);
      });

      it('refuses an IBAN another beneficiary has before asking for the code, and needs the code', async () => {
        const list = (await call(t, { method: 'GET', url: `${AGENTS}?search=bergmann`, token: manager })).json();
        const id = list.data[0].id as number;
        for (const dup of [await call(t, { method: 'PUT', url: `${AGENTS}/${id}`, token: manager, body: sepa() }), await withCode({ method: 'PUT', url: `${AGENTS}/${id}`, token: manager, body: sepa() })]) {
          expect(dup.statusCode).toBe(422);
          expect(errorsOf(dup).iban).toEqual(['A beneficiary with this IBAN already exists.']);
        }
        const bad = await call(t, { method: 'PUT', url: `${AGENTS}/${id}`, token: manager, body: sepa({ iban: 'DE00370400440532013000' }) });
        expect(bad.statusCode).toBe(422);
        const valid = await call(t, { method: 'PUT', url: `${AGENTS}/${id}`, token: manager, body: sepa({ iban: makeIban('DE', '70020270' + '0000005555'), bank_swift: 'HYVEDEMM' }) });
        expect(valid.statusCode).toBe(403);
        expect(valid.headers['otp-required']).toBe('true');
      });
    });

    describe('company isolation and roles', () => {
      let idA: number;
      beforeAll(async () => {
        idA = (await call(t, { method: 'GET', url: `${AGENTS}?search=liberty`, token: manager })).json().data[0].id as number;
      });

      it('answers 404 for another company’s beneficiary on get, update and delete, and leaves it untouched', async () => {
        expect((await call(t, { method: 'GET', url: `${AGENTS}/${idA}`, token: otherManager })).statusCode).toBe(404);
        const put = await withCode({ method: 'PUT', url: `${AGENTS}/${idA}`, token: otherManager, body: sepa({ iban: makeIban('DE', '10070000' + '0000000555'), bank_swift: 'DEUTDEBB' }) });
        expect(put.statusCode).toBe(404);
        expect(put.json().message).toBe('Beneficiary not found.');
        const del = await withCode({ method: 'DELETE', url: `${AGENTS}/${idA}`, token: otherManager });
        expect(del.statusCode).toBe(404);
        const row = await t.db.db.selectFrom('transaction_agents').selectAll().where('id', '=', idA).executeTakeFirstOrThrow();
        expect(row.deleted_at).toBeNull();
        expect(row.company_name).toBe('Liberty Components Inc.');
        expect((await call(t, { method: 'GET', url: AGENTS, token: otherManager })).json().meta.total).toBe(0);
      });

      it('answers 404 for unknown ids and 422 for ids that are not ids', async () => {
        expect((await call(t, { method: 'GET', url: `${AGENTS}/999999`, token: manager })).statusCode).toBe(404);
        expect((await call(t, { method: 'GET', url: `${AGENTS}/abc`, token: manager })).statusCode).toBe(422);
        expect((await call(t, { method: 'GET', url: `${AGENTS}/0`, token: manager })).statusCode).toBe(422);
        expect((await call(t, { method: 'GET', url: `${AGENTS}/99999999999`, token: manager })).statusCode).toBe(422);
      });

      it('lets a manager-reader read but refuses every write before asking for a code', async () => {
        expect((await call(t, { method: 'GET', url: AGENTS, token: reader })).statusCode).toBe(200);
        expect((await call(t, { method: 'GET', url: `${AGENTS}/${idA}`, token: reader })).statusCode).toBe(200);
        const writes: Call[] = [
          { method: 'POST', url: AGENTS, token: reader, body: sepa({ iban: makeIban('DE', '10070000' + '0000000666'), bank_swift: 'DEUTDEBB' }) },
          { method: 'PUT', url: `${AGENTS}/${idA}`, token: reader, body: sepa({ company_name: 'Hijacked' }) },
          { method: 'DELETE', url: `${AGENTS}/${idA}`, token: reader },
        ];
        for (const w of writes) {
          const res = await withCode(w);
          expect(res.statusCode).toBe(403);
          expect(res.headers['otp-required']).toBeUndefined();
          expect(res.json().message).toBe('Read-only users cannot perform this action.');
        }
        const row = await t.db.db.selectFrom('transaction_agents').selectAll().where('id', '=', idA).executeTakeFirstOrThrow();
        expect(row.company_name).toBe('Liberty Components Inc.');
        expect(row.deleted_at).toBeNull();
      });

      it('refuses admins and signed-out callers on the manager calls', async () => {
        expect((await call(t, { method: 'GET', url: AGENTS, token: admin })).statusCode).toBe(403);
        expect((await call(t, { method: 'GET', url: AGENTS })).statusCode).toBe(401);
      });
    });

    describe('delete', () => {
      it('soft-deletes after the code and answers the requested page of the refreshed list', async () => {
        const before = (await call(t, { method: 'GET', url: `${AGENTS}?per_page=100`, token: manager })).json();
        expect(before.meta.total).toBe(4);
        const last = before.data[3] as { id: number };
        expect((await call(t, { method: 'DELETE', url: `${AGENTS}/${last.id}?page=2&per_page=3`, token: manager })).statusCode).toBe(403);
        const res = await withCode({ method: 'DELETE', url: `${AGENTS}/${last.id}?page=2&per_page=3`, token: manager });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        // Page 2 of 3 per page is now past the end: the last page is answered.
        expect(body.meta).toMatchObject({ total: 3, per_page: 3, current_page: 1, last_page: 1 });
        expect(body.data.map((a: { id: number }) => a.id)).not.toContain(last.id);
        expect(body.message).toBe('Beneficiary deleted successfully.');

        const row = await t.db.db.selectFrom('transaction_agents').selectAll().where('id', '=', last.id).executeTakeFirstOrThrow();
        expect(row.deleted_at).not.toBeNull();
        expect((await call(t, { method: 'GET', url: `${AGENTS}/${last.id}`, token: manager })).statusCode).toBe(404);
        expect((await withCode({ method: 'PUT', url: `${AGENTS}/${last.id}`, token: manager, body: sepa({ iban: makeIban('DE', '10070000' + '0000000888'), bank_swift: 'DEUTDEBB' }) })).statusCode).toBe(404);
        expect((await withCode({ method: 'DELETE', url: `${AGENTS}/${last.id}`, token: manager })).statusCode).toBe(404);
        const events = await t.db.db.selectFrom('activities').select('type').where('type', '=', 'beneficiary.deleted').execute();
        expect(events).toHaveLength(1);
      });

      it('lets a deleted beneficiary’s IBAN be saved again', async () => {
        const deleted = await t.db.db.selectFrom('transaction_agents').selectAll().where('company_id', '=', companyA).where('deleted_at', 'is not', null).executeTakeFirstOrThrow();
        expect(deleted.iban === null || typeof deleted.iban === 'string').toBe(true);
        const body = deleted.iban
          ? sepa({ iban: deleted.iban, bank_swift: deleted.bank_swift ?? undefined, company_name: 'Again GmbH' })
          : { legal_type: 'company', company_name: 'Again Inc.', bank_account: deleted.bank_account, country: deleted.country, bank_swift: deleted.bank_swift };
        const res = await create(manager, body);
        expect(res.statusCode, res.body).toBe(201);
      });
    });
  });
});
