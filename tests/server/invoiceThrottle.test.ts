import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVOICE_LIMITS } from '../../src/server/modules/products/invoiceThrottle';
import { forEachEngine, makeApp, type TestApp } from './harness';
import { api, insertAccount, makeCompany } from './ledgerFixtures';

/**
 * Issue 38: invoices on a public purchase link (POST products/{hash}/wallet) were not throttled (300 in
 * 1.5 s from one address). Each takes a payment address from the network and a row of the merchant's.
 */
await forEachEngine((engine) => {
  describe(`new invoices on a purchase link are throttled (${engine})`, () => {
    let t: TestApp;
    let hash = '';
    let other = '';
    let address = 0;
    beforeAll(async () => {
      t = await makeApp(engine);
      const acme = await makeCompany(t, 'Acme Invoices');
      const eur = await insertAccount(t, acme.companyId, 'EUR');
      const create = async (name: string) => {
        const res = await acme.manager.call({ method: 'POST', url: api('manager/products'), body: { name, amount: '10.00', currency: 'EUR', to_account_id: eur, crypto_currencies: ['BTC'] } });
        expect(res.statusCode).toBe(201);
        return res.json<{ data: { hash: string } }>().data.hash;
      };
      hash = await create('Throttled product');
      other = await create('Other product');
    });
    afterAll(async () => t?.close());
    beforeEach(() => {
      address += 1;
    });
    const open = (product: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: api(`products/${product}/wallet`), payload: { currency: 'BTC', network: 'bitcoin' }, remoteAddress, headers });
    const invoices = async () => Number((await t.db.db.selectFrom('product_payments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    it('one address gets its limit of invoices, then 429 with Retry-After and no invoice is made', async () => {
      const before = await invoices();
      const answers = await Promise.all(Array.from({ length: INVOICE_LIMITS.address.max + 15 }, () => open(hash, `198.51.100.${address}`)));
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(INVOICE_LIMITS.address.max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      const refused = answers.find((r) => r.statusCode === 429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused?.json()).toEqual({ message: expect.stringMatching(/^Too many payment requests\. Please try again in \d+ seconds\.$/) });
      expect(await invoices()).toBe(before + INVOICE_LIMITS.address.max);
      // Another address still buys at once; this one again after the window.
      expect((await open(hash, '203.0.113.7')).statusCode).toBe(201);
      t.advance(INVOICE_LIMITS.address.windowSeconds);
      expect((await open(hash, `198.51.100.${address}`)).statusCode).toBe(201);
    });

    it('a repeat with the same Idempotency-Key answers its invoice and is not counted', async () => {
      const from = `198.51.100.${address}`;
      const key = 'repeat-key-0123456789abcdef';
      expect((await open(hash, from, { 'idempotency-key': key })).statusCode).toBe(201);
      for (let i = 0; i < INVOICE_LIMITS.address.max + 5; i++) expect((await open(hash, from, { 'idempotency-key': key })).statusCode).toBe(200);
      expect((await open(hash, from)).statusCode).toBe(201);
    });

    it('one product takes at most its limit of invoices an hour from any number of addresses', async () => {
      t.advance(INVOICE_LIMITS.product.windowSeconds);
      const statuses: number[] = [];
      for (let i = 0; i < INVOICE_LIMITS.product.max + 3; i++) statuses.push((await open(other, `10.${address}.${Math.floor(i / 250)}.${i % 250}`)).statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(INVOICE_LIMITS.product.max);
      expect(statuses.slice(-3)).toEqual([429, 429, 429]);
      // The other product of the merchant is not affected.
      expect((await open(hash, `10.${address}.9.9`)).statusCode).toBe(201);
    });
  });
});
