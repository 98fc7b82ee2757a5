import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeRate } from '../../src/contract/entities';
import { formatMinor, toMinor } from '../../src/server/ledger/money';
import { convertAtRate, sourceForTarget } from '../../src/server/ledger/rates';
import { QUOTE_MESSAGES } from '../../src/server/modules/exchange/quotes';
import { forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, fund, insertAccount, insertFeePlans, makeCompany, setSetting } from './ledgerFixtures';

/**
 * Issue 38: within a rate's ~70 s validity the customer could pick the best of several quotes, and an
 * underpayment was matched to an older, better quote (+13.7 bp seen). A quote is now an object: the rate
 * a manager is shown has an id, the exchange carries it, and the server executes exactly that quote while
 * it is valid and refuses after (the customer is asked to confirm the new rate).
 */
await forEachEngine((engine) => {
  describe(`quotes are objects (${engine})`, () => {
    let t: TestApp;
    let acme: Awaited<ReturnType<typeof makeCompany>>;
    let globex: Awaited<ReturnType<typeof makeCompany>>;
    const acc = { eur: 0, btc: 0, usd: 0, gEur: 0, gBtc: 0 };
    const txCount = async () => Number((await t.db.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const quote = async (from: number, to: number, who = () => acme.manager) =>
      (await who().call({ method: 'GET', url: api(`manager/exchange/rates?bank_account_id=${from}&to_account_id=${to}`) })).json<{ data: ExchangeRate }>().data;
    const convert = (body: Record<string, unknown>) => acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/convert'), body });
    const buy = (body: Record<string, unknown>) => acme.manager.confirmed({ method: 'POST', url: api('manager/crypto/kontor/exchange/fiat-crypto'), body });
    const received = (amountMinor: bigint, q: ExchangeRate) => formatMinor(convertAtRate(amountMinor, toMinor(q.rate, 12), 2, 8), 8);

    beforeAll(async () => {
      t = await makeApp(engine);
      await insertFeePlans(t);
      await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
      await setSetting(t, 'crypto_transaction_amount_boundaries', { min: '0.0001', max: '100' });
      for (const k of ['crypto_exchange_fiat_crypto_enabled', 'crypto_exchange_crypto_fiat_enabled', 'crypto_convert_enabled']) await setSetting(t, k, true);
      acme = await makeCompany(t, 'Acme Quotes', { legal: 'individual' });
      globex = await makeCompany(t, 'Globex Quotes', { legal: 'individual' });
      acc.eur = await insertAccount(t, acme.companyId, 'EUR', { selected: 1 });
      acc.btc = await insertAccount(t, acme.companyId, 'BTC', { selected: 1 });
      acc.usd = await insertAccount(t, acme.companyId, 'USD');
      acc.gEur = await insertAccount(t, globex.companyId, 'EUR');
      acc.gBtc = await insertAccount(t, globex.companyId, 'BTC');
      const admin = await adminToken(t);
      await fund(t, admin, acc.eur, '10000.00');
    });
    afterAll(async () => t?.close());

    it('every rate a manager is shown is a quote with an id and an end; each request a new one', async () => {
      const a = await quote(acc.eur, acc.btc);
      const b = await quote(acc.eur, acc.btc);
      expect(a).toMatchObject({ sell: 'EUR', buy: 'BTC', quote_id: expect.stringMatching(/^q_[A-Za-z0-9_-]{24}$/), expires_at: expect.any(String) });
      expect(b.quote_id).not.toBe(a.quote_id);
      expect(Date.parse(a.expires_at ?? '')).toBeGreaterThan(t.clock.now.getTime());
      const byCurrency = (await acme.manager.call({ method: 'GET', url: api('manager/exchange/rates-by-currency/EUR/USD') })).json<{ data: ExchangeRate }>().data;
      expect(byCurrency.quote_id).toMatch(/^q_/);
    });

    it('executes exactly the quote the payment carries while it is valid, although the market moved since', async () => {
      const shown = await quote(acc.eur, acc.btc);
      t.advance(30);
      const now = await quote(acc.eur, acc.btc);
      expect(now.rate).not.toBe(shown.rate);
      const res = await convert({ bank_account_id: acc.eur, to_account_id: acc.btc, amount: '500.00', crypto_amount: received(50_000n, shown), last_side: 'sell', quote_id: shown.quote_id });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ rate: shown.rate, to_amount: received(50_000n, shown) });
      const details = JSON.parse((await t.db.db.selectFrom('transactions').select('details').where('id', '=', res.json().data.id).executeTakeFirstOrThrow()).details ?? '{}');
      expect(details).toMatchObject({ quote_id: shown.quote_id, rate_at: shown.updated_at });
    });

    it('refuses a quote past its end and asks again, writing nothing', async () => {
      const shown = await quote(acc.eur, acc.btc);
      t.clock.now = new Date(Date.parse(shown.expires_at ?? '') + 1000);
      const before = await txCount();
      const res = await convert({ bank_account_id: acc.eur, to_account_id: acc.btc, amount: '500.00', crypto_amount: received(50_000n, shown), quote_id: shown.quote_id, bypass_duplicate_check: true });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 422, body: { message: QUOTE_MESSAGES.expired, errors: { quote_id: [QUOTE_MESSAGES.expired] } } });
      expect(await txCount()).toBe(before);
    });

    it('refuses another company\'s quote, a quote of another pair and a made-up one', async () => {
      const before = await txCount();
      const foreign = await quote(acc.gEur, acc.gBtc, () => globex.manager);
      const otherPair = await quote(acc.eur, acc.usd);
      for (const quoteId of [foreign.quote_id, otherPair.quote_id, 'q_AAAAAAAAAAAAAAAAAAAAAAAA']) {
        const res = await convert({ bank_account_id: acc.eur, to_account_id: acc.btc, amount: '20.00', quote_id: quoteId, bypass_duplicate_check: true });
        expect({ status: res.statusCode, errors: res.json().errors }).toEqual({ status: 422, errors: { quote_id: [QUOTE_MESSAGES.invalid] } });
      }
      // The crypto purchase takes the quote the same way: another company's is as unknown as a made-up one.
      const bought = await buy({ bank_account_id: acc.eur, to_account_id: acc.btc, amount: '20.00', quote_id: foreign.quote_id, bypass_duplicate_check: true });
      expect({ status: bought.statusCode, errors: bought.json().errors }).toEqual({ status: 422, errors: { quote_id: [QUOTE_MESSAGES.invalid] } });
      expect((await convert({ bank_account_id: acc.eur, to_account_id: acc.btc, amount: '20.00', quote_id: 'not a quote' })).json().errors.quote_id).toEqual(['The quote id is invalid.']);
      expect(await txCount()).toBe(before);
    });

    it('no longer picks an older, better rate: an amount the quote does not give is refused with the amount it gives', async () => {
      const older = await quote(acc.eur, acc.btc);
      t.advance(20);
      const current = await quote(acc.eur, acc.btc);
      expect(current.rate).not.toBe(older.rate);
      // Asking for what the older quote gave, under the current quote (the +13.7 bp of the probe).
      const res = await convert({ bank_account_id: acc.eur, to_account_id: acc.btc, amount: '700.00', crypto_amount: received(70_000n, older), quote_id: current.quote_id, bypass_duplicate_check: true });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.crypto_amount).toEqual([`The exchange rate has changed. The amount you receive is now ${received(70_000n, current)} BTC. Please check the new amount.`]);
      // Without a quote: the current rate, and nothing else.
      const none = await convert({ bank_account_id: acc.eur, to_account_id: acc.btc, amount: '700.00', crypto_amount: received(70_000n, older), bypass_duplicate_check: true });
      expect(none.statusCode).toBe(422);
    });

    it('a buy of an exact crypto amount pays exactly what the quote asks; an underpayment is refused, never matched to another rate', async () => {
      const shown = await quote(acc.eur, acc.btc);
      const wanted = 200_000n;
      const pay = sourceForTarget(wanted, toMinor(shown.rate, 12), 2, 8);
      const body = { bank_account_id: acc.eur, to_account_id: acc.btc, crypto_amount: formatMinor(wanted, 8), last_side: 'buy', quote_id: shown.quote_id, bypass_duplicate_check: true };
      const under = await buy({ ...body, amount: formatMinor(pay - 1n, 2) });
      expect(under.statusCode).toBe(422);
      expect(under.json().errors.amount[0]).toBe(`The exchange rate has changed. 0.00200000 BTC now cost ${formatMinor(pay, 2)} EUR. Please check the new amount.`);
      const ok = await buy({ ...body, amount: formatMinor(pay, 2) });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data).toMatchObject({ rate: shown.rate, to_amount: '0.00200000', amount: formatMinor(pay, 2) });
    });
  });
});
