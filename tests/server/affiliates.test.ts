import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, fund, insertAccount, makeCompany } from './ledgerFixtures';

type Party = Awaited<ReturnType<typeof makeCompany>>;
type Page<T> = { data: T[]; meta: { total: number; last_page: number; current_page: number; per_page: number } };
type Child = { id: number; name: string; affiliate_owner_company: { id: number } | null; accounts_summary: { currency: string; accounts: number; balance: string; available_balance: string }[] };
type Tx = { id: number; company_id: number; amount: string; bank_account_id: number; status: string };

await forEachEngine((engine) => {
  describe(`affiliates and white-labeled companies (${engine})`, () => {
    let t: TestApp;
    let acme: Party;
    let globex: Party;
    let plain: Party;
    const child = { nord: 0, alpha: 0, zeta: 0, bright: 0, other: 0 };
    const acc = { nordEur: 0, nordEur2: 0, nordBtc: 0, alphaEur: 0, brightGbp: 0, otherEur: 0 };

    const setOwner = (id: number, column: 'affiliate_owner_company_id' | 'white_label_owner_company_id', owner: number) =>
      t.db.db.updateTable('companies').set({ [column]: owner }).where('id', '=', id).execute();
    const get = (who: Party['manager'], path: string) => who.call({ method: 'GET', url: api(path) });

    beforeAll(async () => {
      t = await makeApp(engine);
      acme = await makeCompany(t, 'Acme', { features: { affiliation: true, crypto: true } });
      await t.db.db.updateTable('companies').set({ white_label_enabled: 1 }).where('id', '=', acme.companyId).execute();
      globex = await makeCompany(t, 'Globex', { features: { affiliation: true } });
      plain = await makeCompany(t, 'Plain', { features: {} });
      child.nord = (await makeCompany(t, 'Nordlicht')).companyId;
      child.alpha = (await makeCompany(t, 'Alpha Trading')).companyId;
      child.zeta = (await makeCompany(t, 'Zeta Works')).companyId;
      child.bright = (await makeCompany(t, 'Brightwave')).companyId;
      child.other = (await makeCompany(t, 'Other Child')).companyId;
      for (const id of [child.nord, child.alpha, child.zeta]) await setOwner(id, 'affiliate_owner_company_id', acme.companyId);
      await setOwner(child.bright, 'white_label_owner_company_id', acme.companyId);
      await setOwner(child.other, 'affiliate_owner_company_id', globex.companyId);
      acc.nordEur = await insertAccount(t, child.nord, 'EUR', { name: 'Nord main' });
      acc.nordEur2 = await insertAccount(t, child.nord, 'EUR', { name: 'Nord second' });
      acc.nordBtc = await insertAccount(t, child.nord, 'BTC');
      acc.alphaEur = await insertAccount(t, child.alpha, 'EUR');
      acc.brightGbp = await insertAccount(t, child.bright, 'GBP');
      acc.otherEur = await insertAccount(t, child.other, 'EUR');
      const admin = await adminToken(t);
      await fund(t, admin, acc.nordEur, '1234.56');
      await fund(t, admin, acc.nordEur2, '0.07');
      await fund(t, admin, acc.nordBtc, '0.12345678');
      await fund(t, admin, acc.alphaEur, '10.10');
      await fund(t, admin, acc.alphaEur, '20.20');
      await fund(t, admin, acc.brightGbp, '99.99');
      await fund(t, admin, acc.otherEur, '5.00');
    });
    afterAll(async () => t.close());

    it('refuses a company without the feature with 403, and other roles', async () => {
      const noAffiliation = await get(plain.manager, 'manager/affiliates');
      expect(noAffiliation.statusCode).toBe(403);
      expect(noAffiliation.json()).toEqual({ message: 'The affiliation feature is not enabled for your company.' });
      for (const path of ['manager/affiliates/transactions', `manager/affiliates/${child.nord}/accounts`]) expect((await get(plain.manager, path)).statusCode).toBe(403);
      // Globex has affiliation but not the white-label feature.
      const noWhiteLabel = await get(globex.manager, 'manager/white-label');
      expect(noWhiteLabel.statusCode).toBe(403);
      expect(noWhiteLabel.json().message).toBe('The white-label feature is not enabled for your company.');
      expect((await get(globex.manager, 'manager/white-label/transactions')).statusCode).toBe(403);
      expect((await call(t, { method: 'GET', url: api('manager/affiliates') })).statusCode).toBe(401);
      const admin = await adminToken(t);
      expect((await call(t, { method: 'GET', url: api('manager/affiliates'), token: admin })).statusCode).toBe(403);
    });

    it('lists only its own children of each kind, by name, with exact balances per currency', async () => {
      const affiliates = (await get(acme.manager, 'manager/affiliates')).json<Page<Child>>();
      expect(affiliates.data.map((c) => c.name)).toEqual(['Alpha Trading', 'Nordlicht', 'Zeta Works']);
      expect(affiliates.meta.total).toBe(3);
      const nord = affiliates.data.find((c) => c.id === child.nord);
      expect(nord?.accounts_summary).toEqual([
        { currency: 'BTC', currency_type: 'crypto', accounts: 1, balance: '0.12345678', available_balance: '0.12345678' },
        { currency: 'EUR', currency_type: 'fiat', accounts: 2, balance: '1234.63', available_balance: '1234.63' },
      ]);
      expect(affiliates.data.find((c) => c.id === child.zeta)?.accounts_summary).toEqual([]);
      const whiteLabeled = (await get(acme.manager, 'manager/white-label')).json<Page<Child>>();
      expect(whiteLabeled.data.map((c) => c.id)).toEqual([child.bright]);
      expect(whiteLabeled.data[0]?.accounts_summary[0]?.balance).toBe('99.99');
      const globexAffiliates = (await get(globex.manager, 'manager/affiliates')).json<Page<Child>>();
      expect(globexAffiliates.data.map((c) => c.id)).toEqual([child.other]);
    });

    it('pages, searches and sorts the children on the server, and refuses bad input with 422', async () => {
      const first = (await get(acme.manager, 'manager/affiliates?per_page=2&page=1')).json<Page<Child>>();
      expect(first.data.map((c) => c.name)).toEqual(['Alpha Trading', 'Nordlicht']);
      expect(first.meta).toMatchObject({ total: 3, last_page: 2, current_page: 1, per_page: 2 });
      const second = (await get(acme.manager, 'manager/affiliates?per_page=2&page=2')).json<Page<Child>>();
      expect(second.data.map((c) => c.name)).toEqual(['Zeta Works']);
      const desc = (await get(acme.manager, 'manager/affiliates?sort=name&order=desc')).json<Page<Child>>();
      expect(desc.data.map((c) => c.name)).toEqual(['Zeta Works', 'Nordlicht', 'Alpha Trading']);
      const search = (await get(acme.manager, 'manager/affiliates?search=ZET')).json<Page<Child>>();
      expect(search.data.map((c) => c.id)).toEqual([child.zeta]);
      // Another owner's child is not found by name either.
      expect((await get(acme.manager, 'manager/affiliates?search=Other')).json<Page<Child>>().meta.total).toBe(0);
      const badSort = await get(acme.manager, 'manager/affiliates?sort=password_hash');
      expect(badSort.statusCode).toBe(422);
      expect(badSort.json().errors.sort).toBeDefined();
      expect((await get(acme.manager, 'manager/affiliates?per_page=1000')).statusCode).toBe(422);
      const badMode = await get(acme.manager, 'manager/affiliates/transactions?mode=everything');
      expect(badMode.statusCode).toBe(422);
      expect(badMode.json().errors.mode).toHaveLength(1);
    });

    it('answers the accounts of its own child with balances, and 404 for any other company', async () => {
      const res = await get(acme.manager, `manager/affiliates/${child.nord}/accounts`);
      expect(res.statusCode).toBe(200);
      const accounts = res.json<{ data: { id: number; name: string; balance: string; available_balance: string; currency: string }[] }>().data;
      expect(accounts.map((a) => [a.id, a.currency, a.balance, a.available_balance])).toEqual([
        [acc.nordEur, 'EUR', '1234.56', '1234.56'],
        [acc.nordEur2, 'EUR', '0.07', '0.07'],
        [acc.nordBtc, 'BTC', '0.12345678', '0.12345678'],
      ]);
      for (const path of [
        `manager/affiliates/${child.other}/accounts`, // Globex's affiliate
        `manager/affiliates/${child.bright}/accounts`, // a white-labeled child, not an affiliate
        `manager/affiliates/${acme.companyId}/accounts`, // the caller itself
        'manager/affiliates/999999/accounts',
        `manager/white-label/${child.nord}/accounts`,
      ]) {
        const r = await get(acme.manager, path);
        expect(r.statusCode, path).toBe(404);
        expect(r.json(), path).toEqual({ message: 'Company not found.' });
      }
      const wl = await get(acme.manager, `manager/white-label/${child.bright}/accounts`);
      expect(wl.json().data.map((a: { id: number }) => a.id)).toEqual([acc.brightGbp]);
    });

    it("lists the children's transactions with the transaction filters, exact amounts, and 404 for a foreign company filter", async () => {
      const all = (await get(acme.manager, 'manager/affiliates/transactions?mode=approved_transactions')).json<Page<Tx>>();
      expect(all.meta.total).toBe(5);
      expect(new Set(all.data.map((x) => x.company_id))).toEqual(new Set([child.nord, child.alpha]));
      expect(all.data.map((x) => x.amount).sort()).toEqual(['0.07', '0.12345678', '10.10', '1234.56', '20.20']);
      // Funded in this order: Nordlicht 1234.56, 0.07, 0.12345678 BTC, then Alpha 10.10, 20.20.
      const paged = (await get(acme.manager, 'manager/affiliates/transactions?per_page=2&page=3&sort=id&order=asc')).json<Page<Tx>>();
      expect(paged.meta).toMatchObject({ total: 5, last_page: 3, current_page: 3 });
      expect(paged.data.map((x) => x.amount)).toEqual(['20.20']);
      const newest = (await get(acme.manager, 'manager/affiliates/transactions?per_page=2&page=1')).json<Page<Tx>>();
      expect(newest.data.map((x) => x.amount)).toEqual(['20.20', '10.10']);
      const alpha = (await get(acme.manager, `manager/affiliates/transactions?company_id=${child.alpha}`)).json<Page<Tx>>();
      expect(alpha.data.map((x) => x.amount).sort()).toEqual(['10.10', '20.20']);
      const byAccount = (await get(acme.manager, `manager/affiliates/transactions?bid=${acc.nordEur2}`)).json<Page<Tx>>();
      expect(byAccount.data.map((x) => x.amount)).toEqual(['0.07']);
      // A foreign account as a filter finds nothing of another company.
      expect((await get(acme.manager, `manager/affiliates/transactions?bank_account_id=${acc.otherEur}`)).json<Page<Tx>>().meta.total).toBe(0);
      expect((await get(acme.manager, 'manager/affiliates/transactions?mode=pending_transactions')).json<Page<Tx>>().meta.total).toBe(0);
      for (const id of [child.other, child.bright, acme.companyId]) {
        const r = await get(acme.manager, `manager/affiliates/transactions?cid=${id}`);
        expect(r.statusCode).toBe(404);
      }
      const wl = (await get(acme.manager, 'manager/white-label/transactions')).json<Page<Tx>>();
      expect(wl.data.map((x) => [x.company_id, x.amount])).toEqual([[child.bright, '99.99']]);
      const globexOwn = (await get(globex.manager, 'manager/affiliates/transactions')).json<Page<Tx>>();
      expect(globexOwn.data.map((x) => x.company_id)).toEqual([child.other]);
      // An owner without children sees an empty list, not everybody's.
      await t.db.db.updateTable('companies').set({ white_label_enabled: 1 }).where('id', '=', globex.companyId).execute();
      expect((await get(globex.manager, 'manager/white-label/transactions')).json<Page<Tx>>().meta.total).toBe(0);
    });

    it("lists the children's compliance trackings with filters, counts and company names; 404 for a foreign company", async () => {
      const insert = (companyId: number, category: string, status: string, createdAt: string) =>
        t.db.db.insertInto('compliance_trackings').values({ subject_type: 'company', subject_id: companyId, company_id: companyId, category, status, step: 'files', data: null, created_at: createdAt, updated_at: createdAt }).execute();
      await insert(child.nord, 'AFFILIATE_TRANSFER', 'open', '2026-06-01T10:00:00.000Z');
      await insert(child.nord, 'REGISTRATION', 'verified', '2026-05-01T10:00:00.000Z');
      await insert(child.alpha, 'TRANSACTION', 'submitted', '2026-06-10T10:00:00.000Z');
      await insert(child.bright, 'REGISTRATION', 'open', '2026-06-02T10:00:00.000Z');
      await insert(child.other, 'REGISTRATION', 'open', '2026-06-03T10:00:00.000Z');
      type Tracking = { id: number; company_id: number; category: string; status: string; company: { id: number; name: string } | null };
      type TrackingPage = Page<Tracking> & { counts: Record<string, number> };
      const all = (await get(acme.manager, 'manager/affiliates/compliance-trackings')).json<TrackingPage>();
      expect(all.data.map((x) => [x.company?.name, x.category])).toEqual([['Alpha Trading', 'TRANSACTION'], ['Nordlicht', 'AFFILIATE_TRANSFER'], ['Nordlicht', 'REGISTRATION']]);
      expect(all.counts).toMatchObject({ total: 3, open: 1, verified: 1, submitted: 1 });
      const open = (await get(acme.manager, 'manager/affiliates/compliance-trackings?status=open')).json<TrackingPage>();
      expect(open.data.map((x) => x.category)).toEqual(['AFFILIATE_TRANSFER']);
      expect(open.counts.total).toBe(3);
      const nord = (await get(acme.manager, `manager/affiliates/compliance-trackings?cid=${child.nord}&from_date=2026-05-15`)).json<TrackingPage>();
      expect(nord.data.map((x) => x.status)).toEqual(['open']);
      const paged = (await get(acme.manager, 'manager/affiliates/compliance-trackings?per_page=2&page=2')).json<TrackingPage>();
      expect(paged.meta).toMatchObject({ total: 3, last_page: 2 });
      expect(paged.data.map((x) => x.category)).toEqual(['REGISTRATION']);
      const wl = (await get(acme.manager, 'manager/white-label/compliance-trackings')).json<TrackingPage>();
      expect(wl.data.map((x) => x.company_id)).toEqual([child.bright]);
      expect((await get(acme.manager, `manager/affiliates/compliance-trackings?company_id=${child.other}`)).statusCode).toBe(404);
      expect((await get(acme.manager, 'manager/affiliates/compliance-trackings?category=NOPE')).statusCode).toBe(422);
      expect((await get(acme.manager, 'manager/affiliates/compliance-trackings?from_date=2026-06-10&to_date=2026-06-01')).statusCode).toBe(422);
      expect((await get(plain.manager, 'manager/affiliates/compliance-trackings')).statusCode).toBe(403);
    });

    it('lets the manager-reader read every list', async () => {
      for (const path of ['manager/affiliates/compliance-trackings', 'manager/white-label/compliance-trackings', 'manager/affiliates', 'manager/affiliates/transactions', `manager/affiliates/${child.alpha}/accounts`, 'manager/white-label', 'manager/white-label/transactions', `manager/white-label/${child.bright}/accounts`]) {
        expect((await get(acme.reader, path)).statusCode, path).toBe(200);
      }
      expect((await get(acme.reader, `manager/affiliates/${child.other}/accounts`)).statusCode).toBe(404);
    });
  });
});
