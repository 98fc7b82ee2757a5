import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccount } from '../../src/server/ledger/integrity';
import { forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, balances, fund, insertAccount, makeCompany, setSetting, unbalancedEntries } from './ledgerFixtures';

type Party = Awaited<ReturnType<typeof makeCompany>>;
type Tx = { id: number; status: string; amount: string; type: string };

await forEachEngine((engine) => {
  describe(`send funds to the affiliate owner (${engine})`, () => {
    let t: TestApp;
    let owner: Party;
    let child: Party;
    let stranger: Party;
    const acc = { ownerEur: 0, ownerUsd: 0, childEur: 0, childEur2: 0, strangerEur: 0 };
    const send = (over: Record<string, unknown> = {}) => ({ bank_account_id: acc.childEur, to_account_id: acc.ownerEur, amount: '25.50', ref_message: 'Commission June', ...over });
    const url = api('manager/affiliates/send-funds');

    beforeAll(async () => {
      t = await makeApp(engine);
      owner = await makeCompany(t, 'Owner Co', { features: { affiliation: true } });
      child = await makeCompany(t, 'Child Co');
      stranger = await makeCompany(t, 'Stranger Co');
      await t.db.db.updateTable('companies').set({ affiliate_owner_company_id: owner.companyId }).where('id', '=', child.companyId).execute();
      acc.ownerEur = await insertAccount(t, owner.companyId, 'EUR');
      acc.ownerUsd = await insertAccount(t, owner.companyId, 'USD');
      acc.childEur = await insertAccount(t, child.companyId, 'EUR');
      acc.childEur2 = await insertAccount(t, child.companyId, 'EUR');
      acc.strangerEur = await insertAccount(t, stranger.companyId, 'EUR');
      const admin = await adminToken(t);
      await fund(t, admin, acc.childEur, '100.00');
      await fund(t, admin, acc.strangerEur, '100.00');
      await setSetting(t, 'compliance_auto_approve', { enabled: true, max_amount: '1000', max_age_days: 0 });
    });
    afterAll(async () => t.close());

    it("lists the owner's receiving accounts without balances; a company that is not affiliated is refused", async () => {
      const res = await child.reader.call({ method: 'GET', url: api('manager/affiliates/owner/accounts') });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [
        { id: acc.ownerEur, name: expect.any(String), currency: 'EUR', company: { id: owner.companyId, name: 'Owner Co' } },
        { id: acc.ownerUsd, name: expect.any(String), currency: 'USD', company: { id: owner.companyId, name: 'Owner Co' } },
      ] });
      const refused = await stranger.manager.call({ method: 'GET', url: api('manager/affiliates/owner/accounts') });
      expect(refused.statusCode).toBe(403);
      expect((await owner.manager.call({ method: 'GET', url: api('manager/affiliates/owner/accounts') })).statusCode).toBe(403);
    });

    it('asks for the one-time code, then moves the money to the owner, opens an AFFILIATE_TRANSFER tracking and tells the owner', async () => {
      const noCode = await child.manager.call({ method: 'POST', url, body: send() });
      expect(noCode.statusCode).toBe(403);
      expect(noCode.headers['otp-required']).toBeDefined();
      const res = await child.manager.confirmed({ method: 'POST', url, body: send(), headers: { 'idempotency-key': 'send-funds-0001' } });
      expect(res.statusCode).toBe(201);
      const tx = res.json<{ data: Tx }>().data;
      expect(tx).toMatchObject({ status: 'approved', amount: '25.50' });
      expect((await balances(t, acc.childEur)).balance).toBe(7450n);
      expect((await balances(t, acc.ownerEur)).balance).toBe(2550n);
      const tracking = await t.db.db.selectFrom('compliance_trackings').selectAll().where('subject_type', '=', 'transaction').where('subject_id', '=', tx.id).executeTakeFirst();
      expect(tracking).toMatchObject({ category: 'AFFILIATE_TRANSFER', company_id: child.companyId, status: 'open' });
      const notices = await t.db.db.selectFrom('notifications').select(['type', 'company_id']).where('type', '=', 'transaction.funds_for_affiliate_owner').execute();
      expect(notices.length).toBeGreaterThan(0);
      expect(new Set(notices.map((n) => n.company_id))).toEqual(new Set([owner.companyId]));
      // Replayed with the same key: the stored answer, nothing moves again.
      const replay = await child.manager.call({ method: 'POST', url, body: send(), headers: { 'idempotency-key': 'send-funds-0001' } });
      expect(replay.statusCode).toBe(201);
      expect(replay.json<{ data: Tx }>().data.id).toBe(tx.id);
      expect((await balances(t, acc.ownerEur)).balance).toBe(2550n);
      // The same payment again without a key is a suspected duplicate.
      expect((await child.manager.confirmed({ method: 'POST', url, body: send() })).statusCode).toBe(409);
      expect(await unbalancedEntries(t)).toEqual([]);
      for (const id of [acc.childEur, acc.ownerEur]) expect((await checkAccount(t.db.db, id))?.passed).toBe(true);
    });

    it('refuses targets that are not the owner, other currencies, bad amounts, the reader, and companies without an owner', async () => {
      const before = await balances(t, acc.childEur);
      const cases: [Record<string, unknown>, string][] = [
        [{ to_account_id: acc.strangerEur }, 'to_account_id'],
        [{ to_account_id: acc.childEur2 }, 'to_account_id'],
        [{ to_account_id: 999999 }, 'to_account_id'],
        [{ to_account_id: acc.ownerUsd }, 'to_account_id'],
        [{ bank_account_id: acc.strangerEur }, 'bank_account_id'],
        [{ amount: '0' }, 'amount'],
        [{ amount: '-1' }, 'amount'],
        [{ amount: '1.234' }, 'amount'],
        [{ amount: 'lots' }, 'amount'],
        [{ amount: '1000000000000000000000' }, 'amount'],
        [{ amount: '5000.00', bypass_duplicate_check: true }, 'amount'],
        [{ merchant_payment_id: 424242 }, 'merchant_payment_id'],
      ];
      for (const [over, field] of cases) {
        const res = await child.manager.call({ method: 'POST', url, body: send(over) });
        expect(res.statusCode, JSON.stringify(over)).toBe(422);
        expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors), JSON.stringify(over)).toContain(field);
      }
      expect((await child.reader.call({ method: 'POST', url, body: send() })).statusCode).toBe(403);
      const stray = await stranger.manager.confirmed({ method: 'POST', url, body: send({ bank_account_id: acc.strangerEur }) });
      expect(stray.statusCode).toBe(403);
      expect(stray.json().message).toBe('Your company is not affiliated: there is no affiliate owner to send funds to.');
      expect((await balances(t, acc.childEur)).balance).toBe(before.balance);
      expect((await balances(t, acc.strangerEur)).balance).toBe(10000n);
    });

    it('looks up a merchant payment of the company and forwards it once', async () => {
      const product = (await child.manager.call({ method: 'POST', url: api('manager/products'), body: { name: 'Widget', amount: '10.00', currency: 'EUR', to_account_id: acc.childEur2, crypto_currencies: ['BTC'] } })).json<{ data: { hash: string } }>().data;
      const w = (await t.app.inject({ method: 'POST', url: api(`products/${product.hash}/wallet`), payload: { currency: 'BTC', network: 'bitcoin' } })).json<{ data: { address: string; amount: string; network: string; currency: string } }>().data;
      await t.app.inject({ method: 'POST', url: '/sandbox/payment-network/transfers', payload: { network: w.network, currency: w.currency, address: w.address, amount: w.amount } });
      await t.app.inject({ method: 'GET', url: api(`products/${product.hash}/payments/${w.address}`) });
      const payment = await t.db.db.selectFrom('product_payments').select('id').where('address', '=', w.address).executeTakeFirstOrThrow();
      const lookup = await child.reader.call({ method: 'GET', url: api(`affiliate-merchant-payment/${payment.id}`) });
      expect(lookup.statusCode).toBe(200);
      expect(lookup.json().data).toMatchObject({ id: payment.id, product: { name: 'Widget' }, amount: '10.00', currency: 'EUR', bank_account_id: acc.childEur2, status: 'paid', affiliate_owner: { id: owner.companyId }, suggested_to_account_id: acc.ownerEur, forwarded_transaction_id: null });
      expect((await stranger.manager.call({ method: 'GET', url: api(`affiliate-merchant-payment/${payment.id}`) })).statusCode).toBe(404);
      expect((await child.manager.call({ method: 'GET', url: api('affiliate-merchant-payment/999999') })).statusCode).toBe(404);
      const tooMuch = await child.manager.call({ method: 'POST', url, body: send({ bank_account_id: acc.childEur2, amount: '10.01', merchant_payment_id: payment.id }) });
      expect(tooMuch.statusCode).toBe(422);
      const wrongSource = await child.manager.call({ method: 'POST', url, body: send({ amount: '10.00', merchant_payment_id: payment.id }) });
      expect(wrongSource.json().errors.bank_account_id).toBeDefined();
      const ok = await child.manager.confirmed({ method: 'POST', url, body: send({ bank_account_id: acc.childEur2, amount: '10.00', merchant_payment_id: payment.id }) });
      expect(ok.statusCode).toBe(201);
      const again = await child.manager.confirmed({ method: 'POST', url, body: send({ bank_account_id: acc.childEur2, amount: '5.00', merchant_payment_id: payment.id }) });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.merchant_payment_id).toEqual(['The selected merchant payment was already forwarded.']);
      expect((await child.manager.call({ method: 'GET', url: api(`affiliate-merchant-payment/${payment.id}`) })).json().data.forwarded_transaction_id).toBe(ok.json<{ data: Tx }>().data.id);
      expect(await unbalancedEntries(t)).toEqual([]);
    });
  });
});
