import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccount } from '../../src/server/ledger/integrity';
import { PAYMENT_NETWORK_ADAPTER, setSandboxMode } from '../../src/server/modules/products/network';
import { call, forEachEngine, makeApp, type TestApp } from './harness';
import { api, balances, insertAccount, makeCompany, unbalancedEntries } from './ledgerFixtures';

type Party = Awaited<ReturnType<typeof makeCompany>>;
type Product = { id: number; hash: string; name: string; amount: string; currency: string; to_account_id: number; crypto_currencies: string[]; image_url: string | null; is_active: boolean };
type Wallet = { address: string; currency: string; network: string; amount: string; payment_uri: string; expires_at: string };
type Payment = { status: string; amount: string; received_amount: string; fiat_amount: string; sandbox_wallet: boolean };

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const imageUpload = (content: Buffer, filename = 'p.png', type = 'image/png') => {
  const boundary = `----kontor${crypto.randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

await forEachEngine((engine) => {
  describe(`products and purchase links (${engine})`, () => {
    let t: TestApp;
    let acme: Party;
    let globex: Party;
    let acmeEur = 0;
    let acmeUsd = 0;
    let acmeBtc = 0;
    let globexEur = 0;
    let product: Product;

    const body = (over: Record<string, unknown> = {}) => ({ name: 'Consulting hour', description: 'One hour', amount: '120.50', currency: 'EUR', to_account_id: acmeEur, crypto_currencies: ['BTC', 'USDT'], ...over });
    const visitor = (method: 'GET' | 'POST', path: string, payload?: unknown, headers?: Record<string, string>) => call(t, { method, url: api(path), body: payload, ...(headers ? { headers } : {}) });
    const sandboxPay = (w: Wallet, amount: string, key?: string) =>
      t.app.inject({ method: 'POST', url: '/sandbox/payment-network/transfers', payload: { network: w.network, currency: w.currency, address: w.address, amount }, headers: key ? { 'idempotency-key': key } : {} });

    beforeAll(async () => {
      t = await makeApp(engine);
      acme = await makeCompany(t, 'Acme Products');
      globex = await makeCompany(t, 'Globex Products');
      acmeEur = await insertAccount(t, acme.companyId, 'EUR');
      acmeUsd = await insertAccount(t, acme.companyId, 'USD');
      acmeBtc = await insertAccount(t, acme.companyId, 'BTC');
      globexEur = await insertAccount(t, globex.companyId, 'EUR');
    });
    afterAll(async () => t.close());

    it('lets a manager create, list, read and update products with a public hash; the reader reads only', async () => {
      const created = await acme.manager.call({ method: 'POST', url: api('manager/products'), body: body() });
      expect(created.statusCode).toBe(201);
      product = created.json<{ data: Product }>().data;
      expect(product).toMatchObject({ name: 'Consulting hour', amount: '120.50', currency: 'EUR', to_account_id: acmeEur, crypto_currencies: ['BTC', 'USDT'], is_active: true, image_url: null });
      expect(product.hash).toMatch(/^[0-9a-f]{32}$/);
      const list = await acme.reader.call({ method: 'GET', url: api('manager/products?search=consult') });
      expect(list.statusCode).toBe(200);
      expect(list.json<{ data: Product[]; meta: { total: number } }>().data.map((p) => p.id)).toEqual([product.id]);
      expect((await acme.reader.call({ method: 'GET', url: api(`manager/products/${product.id}`) })).json<{ data: Product }>().data.hash).toBe(product.hash);
      const readerWrite = await acme.reader.call({ method: 'POST', url: api('manager/products'), body: body() });
      expect(readerWrite.statusCode).toBe(403);
      expect((await acme.reader.call({ method: 'PUT', url: api(`manager/products/${product.id}`), body: body({ name: 'Hacked' }) })).statusCode).toBe(403);
      expect((await acme.reader.call({ method: 'POST', url: api(`manager/products/${product.id}/image`), ...imageUpload(PNG) })).statusCode).toBe(403);
      const updated = await acme.manager.call({ method: 'PUT', url: api(`manager/products/${product.id}`), body: body({ amount: '99.99' }) });
      expect(updated.statusCode).toBe(200);
      expect(updated.json<{ data: Product }>().data).toMatchObject({ amount: '99.99', hash: product.hash });
      product = updated.json<{ data: Product }>().data;
      expect((await globex.manager.call({ method: 'GET', url: api('manager/products') })).json<{ meta: { total: number } }>().meta.total).toBe(0);
    });

    it("answers 404 for another company's product and 422 for bad input, changing nothing", async () => {
      expect((await globex.manager.call({ method: 'GET', url: api(`manager/products/${product.id}`) })).statusCode).toBe(404);
      const foreignPut = await globex.manager.call({ method: 'PUT', url: api(`manager/products/${product.id}`), body: body({ to_account_id: globexEur }) });
      expect(foreignPut.statusCode).toBe(404);
      expect(foreignPut.json()).toEqual({ message: 'Product not found.' });
      expect((await globex.manager.call({ method: 'POST', url: api(`manager/products/${product.id}/image`), ...imageUpload(PNG) })).statusCode).toBe(404);
      const cases: [Record<string, unknown>, string][] = [
        [{ to_account_id: globexEur }, 'to_account_id'],
        [{ to_account_id: acmeBtc }, 'to_account_id'],
        [{ to_account_id: acmeUsd }, 'currency'],
        [{ amount: 'abc' }, 'amount'],
        [{ amount: '1.234' }, 'amount'],
        [{ amount: '-5' }, 'amount'],
        [{ amount: '99999999999999999999' }, 'amount'],
        [{ crypto_currencies: [] }, 'crypto_currencies'],
        [{ crypto_currencies: ['DOGE'] }, 'crypto_currencies.0'],
        [{ name: '' }, 'name'],
        [{ currency: 'BTC' }, 'currency'],
      ];
      for (const [over, field] of cases) {
        const res = await acme.manager.call({ method: 'POST', url: api('manager/products'), body: body(over) });
        expect(res.statusCode, JSON.stringify(over)).toBe(422);
        expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors), JSON.stringify(over)).toContain(field);
      }
      const malformed = await acme.manager.call({ method: 'POST', url: api('manager/products'), body: '{"name":', headers: { 'content-type': 'application/json' } });
      expect(malformed.statusCode).toBe(400);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/products/abc') })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/products') })).json<{ meta: { total: number } }>().meta.total).toBe(1);
    });

    it('stores an image checked by its bytes and the size limit, and serves it', async () => {
      const svg = await acme.manager.call({ method: 'POST', url: api(`manager/products/${product.id}/image`), ...imageUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png') });
      expect(svg.statusCode).toBe(422);
      expect(svg.json().errors.image).toEqual(['The image must be a PNG, JPEG or WebP image.']);
      const html = await acme.manager.call({ method: 'POST', url: api(`manager/products/${product.id}/image`), ...imageUpload(Buffer.from('<html><body>hi</body></html>'), 'x.jpg', 'image/jpeg') });
      expect(html.statusCode).toBe(422);
      const big = await acme.manager.call({ method: 'POST', url: api(`manager/products/${product.id}/image`), ...imageUpload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])) });
      expect(big.statusCode).toBe(422);
      expect(big.json().errors.image).toEqual(['The image may not be greater than 2 MB.']);
      const notMultipart = await acme.manager.call({ method: 'POST', url: api(`manager/products/${product.id}/image`), body: { image: 'x' } });
      expect(notMultipart.statusCode).toBe(422);
      const ok = await acme.manager.call({ method: 'POST', url: api(`manager/products/${product.id}/image`), ...imageUpload(PNG) });
      expect(ok.statusCode).toBe(200);
      const url = ok.json<{ data: Product }>().data.image_url;
      expect(url).toMatch(/^\/media\/products\/\d+-[A-Za-z0-9_-]{16}\.png$/);
      const served = await t.app.inject({ method: 'GET', url: url ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect((await t.app.inject({ method: 'GET', url: '/media/products/..%2F..%2Fsecret.png' })).statusCode).toBe(404);
    });

    it('shows the product on its public link without signing in, by hash only', async () => {
      const res = await visitor('GET', `products/${product.hash}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Product }>().data).toMatchObject({ name: 'Consulting hour', amount: '99.99', currency: 'EUR' });
      expect((await visitor('GET', `products/${product.id}`)).statusCode).toBe(404);
      expect((await visitor('GET', 'products/0123456789abcdef0123456789abcdef')).statusCode).toBe(404);
      expect((await visitor('GET', 'products/..%2Fx')).statusCode).toBe(422);
    });

    it('hands out a payment address, idempotently, and refuses what the product does not offer', async () => {
      const key = `visit-${crypto.randomBytes(6).toString('hex')}`;
      const first = await visitor('POST', `products/${product.hash}/wallet`, { currency: 'BTC', network: 'bitcoin', name: 'Vera Visitor' }, { 'idempotency-key': key });
      expect(first.statusCode).toBe(201);
      const w = first.json<{ data: Wallet }>().data;
      expect(w.address).toMatch(/^bc1q/);
      expect(Number(w.amount)).toBeGreaterThan(0);
      expect(w.payment_uri).toBe(`bitcoin:${w.address}?amount=${w.amount.replace(/0+$/, '').replace(/\.$/, '')}`);
      const again = await visitor('POST', `products/${product.hash}/wallet`, { currency: 'BTC', network: 'bitcoin', name: 'Vera Visitor' }, { 'idempotency-key': key });
      expect(again.statusCode).toBe(200);
      expect(again.json<{ data: Wallet }>().data.address).toBe(w.address);
      const mismatch = await visitor('POST', `products/${product.hash}/wallet`, { currency: 'USDT', network: 'tron' }, { 'idempotency-key': key });
      expect(mismatch.statusCode).toBe(422);
      expect((await visitor('POST', `products/${product.hash}/wallet`, { currency: 'BTC', network: 'bitcoin' }, { 'idempotency-key': 'bad key!' })).statusCode).toBe(422);
      const other = await visitor('POST', `products/${product.hash}/wallet`, { currency: 'BTC', network: 'bitcoin' });
      expect(other.json<{ data: Wallet }>().data.address).not.toBe(w.address);
      const eth = await visitor('POST', `products/${product.hash}/wallet`, { currency: 'ETH', network: 'ethereum' });
      expect(eth.statusCode).toBe(422);
      expect(eth.json().errors.currency).toEqual(['This product cannot be paid in the selected currency.']);
      const wrongNet = await visitor('POST', `products/${product.hash}/wallet`, { currency: 'BTC', network: 'tron' });
      expect(wrongNet.statusCode).toBe(422);
      expect(wrongNet.json().errors.network).toBeDefined();
      expect((await visitor('POST', `products/${product.hash}/wallet`, { currency: 'BTC' })).statusCode).toBe(422);
      expect((await visitor('POST', 'products/0123456789abcdef0123456789abcdef/wallet', { currency: 'BTC', network: 'bitcoin' })).statusCode).toBe(404);
      expect(await t.db.db.selectFrom('product_payments').select('id').execute()).toHaveLength(2);
    });

    it('credits the merchant once when the payment arrives, with a balanced ledger', async () => {
      const w = (await visitor('POST', `products/${product.hash}/wallet`, { currency: 'USDT', network: 'ethereum', email: 'vera@example.com' })).json<{ data: Wallet }>().data;
      const before = await balances(t, acmeEur);
      const status = (path: string) => visitor('GET', path);
      const path = `products/${product.hash}/payments/${w.address}`;
      expect((await status(path)).json<{ data: Payment }>().data).toMatchObject({ status: 'awaiting', received_amount: '0.00000000', fiat_amount: '99.99', sandbox_wallet: true });
      // Half first: nothing credited yet.
      const half = (BigInt(w.amount.replace('.', '')) / 2n).toString().padStart(9, '0');
      const halfText = `${half.slice(0, -8)}.${half.slice(-8)}`;
      expect((await sandboxPay(w, halfText, `pay-${w.address.slice(0, 10)}-1`)).statusCode).toBe(201);
      expect((await status(path)).json<{ data: Payment }>().data.status).toBe('awaiting');
      expect((await balances(t, acmeEur)).balance).toBe(before.balance);
      // The same send replayed with its key sends nothing more.
      const replay = await sandboxPay(w, halfText, `pay-${w.address.slice(0, 10)}-1`);
      expect(replay.statusCode).toBe(200);
      expect((await t.db.db.selectFrom('sandbox_chain_transfers').select('id').where('address', '=', w.address).execute()).length).toBe(1);
      const rest = BigInt(w.amount.replace('.', '')) - BigInt(half);
      const restText = `${rest.toString().padStart(9, '0').slice(0, -8)}.${rest.toString().padStart(9, '0').slice(-8)}`;
      expect((await sandboxPay(w, restText, `pay-${w.address.slice(0, 10)}-2`)).statusCode).toBe(201);
      const paid = (await status(path)).json<{ data: Payment }>().data;
      expect(paid.status).toBe('paid');
      expect(paid.received_amount).toBe(w.amount);
      expect((await balances(t, acmeEur)).balance - before.balance).toBe(9999n);
      // Looked at again, and concurrently: still credited once.
      await Promise.all([status(path), status(path), status(path)]);
      expect((await balances(t, acmeEur)).balance - before.balance).toBe(9999n);
      const txs = await t.db.db.selectFrom('transactions').selectAll().where('bank_account_id', '=', acmeEur).execute();
      expect(txs).toHaveLength(1);
      expect(txs[0]).toMatchObject({ type: 'deposit', status: 'approved', currency: 'EUR', ref_message: 'Purchase: Consulting hour' });
      expect(await unbalancedEntries(t)).toEqual([]);
      expect((await checkAccount(t.db.db, acmeEur))?.passed).toBe(true);
      // A later transfer to a paid address is not credited.
      await sandboxPay(w, '1', `pay-${w.address.slice(0, 10)}-3`);
      await status(path);
      expect((await balances(t, acmeEur)).balance - before.balance).toBe(9999n);
      // Another product's address, or an unknown one, is not found.
      expect((await status(`products/${product.hash}/payments/TXyz0000000000000000000000000000000`)).statusCode).toBe(404);
      const manager = await acme.manager.call({ method: 'GET', url: api('manager/transactions?mode=approved_transactions') });
      expect(manager.json<{ data: { amount: string }[] }>().data.map((x) => x.amount)).toContain('99.99');
    });

    it('answers 503 while the payment network is down, and a refusing wallet pays nothing', async () => {
      await setSandboxMode(t.db.db, PAYMENT_NETWORK_ADAPTER, 'down');
      const down = await visitor('POST', `products/${product.hash}/wallet`, { currency: 'BTC', network: 'bitcoin' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ message: 'The payment network is unavailable. Please try again later.' });
      await setSandboxMode(t.db.db, PAYMENT_NETWORK_ADAPTER, 'ok');
      const w = (await visitor('POST', `products/${product.hash}/wallet`, { currency: 'BTC', network: 'bitcoin' })).json<{ data: Wallet }>().data;
      await setSandboxMode(t.db.db, PAYMENT_NETWORK_ADAPTER, 'down');
      expect((await visitor('GET', `products/${product.hash}/payments/${w.address}`)).statusCode).toBe(503);
      await setSandboxMode(t.db.db, PAYMENT_NETWORK_ADAPTER, 'refusing');
      const refused = await sandboxPay(w, w.amount);
      expect(refused.statusCode).toBe(422);
      await setSandboxMode(t.db.db, PAYMENT_NETWORK_ADAPTER, 'ok');
      expect((await visitor('GET', `products/${product.hash}/payments/${w.address}`)).json<{ data: Payment }>().data.status).toBe('awaiting');
      expect((await sandboxPay(w, 'abc')).statusCode).toBe(422);
    });

    it('stops selling an inactive product', async () => {
      await acme.manager.call({ method: 'PUT', url: api(`manager/products/${product.id}`), body: body({ amount: '99.99', is_active: false }) });
      const res = await visitor('POST', `products/${product.hash}/wallet`, { currency: 'BTC', network: 'bitcoin' });
      expect(res.statusCode).toBe(422);
      expect((await visitor('GET', `products/${product.hash}`)).json<{ data: Product }>().data.is_active).toBe(false);
    });
  });
});
