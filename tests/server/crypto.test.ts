import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinor, toMinor } from '../../src/server/ledger/money';
import { convertAtRate, sourceForTarget } from '../../src/server/ledger/rates';
import { bech32Valid, tronValid } from '../../src/server/modules/crypto/depositAddress';
import { call, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';
import { adminToken, api, balances, fund, insertAccount, insertFeePlans, insertWallet, makeCompany, setSetting } from './ledgerFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const C = (path: string) => api(`manager/crypto/kontor/${path}`);

await forEachEngine((engine) => {
  describe(`manager crypto (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let acme: Company;
    let globex: Company;
    let plain: Company;
    const acc = { eur: 0, btc: 0, eth: 0, usd: 0, gBtc: 0, gEur: 0, pBtc: 0 };
    let wallet = 0;
    let globexWallet = 0;
    let ethWallet = 0;

    const approve = (ids: number[]) => call(t, { method: 'POST', url: api('a/transactions/approve-api-payments'), token: admin, body: { id: ids, action: 'approve' } });
    const txCount = async () => Number((await t.db.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    /** The quote a form is shown (issue 38: the exchange carries its id and is executed at exactly its rate). */
    const quoteOf = async (from: number, to: number) => {
      const data = (await acme.manager.call({ method: 'GET', url: api(`manager/exchange/rates?bank_account_id=${from}&to_account_id=${to}`) })).json<{ data: { rate: string; quote_id: string } }>().data;
      return { rate: toMinor(data.rate, 12), quote_id: data.quote_id };
    };
    const rateOf = async (from: number, to: number) => (await quoteOf(from, to)).rate;

    beforeAll(async () => {
      t = await makeApp(engine);
      await insertFeePlans(t);
      await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
      await setSetting(t, 'crypto_transaction_amount_boundaries', { min: '0.0001', max: '100' });
      for (const k of ['crypto_exchange_fiat_crypto_enabled', 'crypto_exchange_crypto_fiat_enabled']) await setSetting(t, k, true);
      acme = await makeCompany(t, 'Acme');
      globex = await makeCompany(t, 'Globex');
      plain = await makeCompany(t, 'Plain', { features: { create_accounts: true } });
      acc.eur = await insertAccount(t, acme.companyId, 'EUR', { selected: 1 });
      acc.usd = await insertAccount(t, acme.companyId, 'USD', { disabled_protocols: '["CRYPTO_EXCHANGE"]' });
      acc.btc = await insertAccount(t, acme.companyId, 'BTC', { selected: 1 });
      acc.eth = await insertAccount(t, acme.companyId, 'ETH');
      acc.gBtc = await insertAccount(t, globex.companyId, 'BTC');
      acc.gEur = await insertAccount(t, globex.companyId, 'EUR');
      acc.pBtc = await insertAccount(t, plain.companyId, 'BTC');
      wallet = await insertWallet(t, acme.companyId, 'BTC', 'bitcoin', BTC_ADDRESS);
      ethWallet = await insertWallet(t, acme.companyId, 'ETH', 'ethereum', ETH_ADDRESS, 'Ether cold');
      globexWallet = await insertWallet(t, globex.companyId, 'BTC', 'bitcoin', BTC_ADDRESS);
      admin = await adminToken(t);
      await fund(t, admin, acc.eur, '10000.00');
      await fund(t, admin, acc.btc, '2');
      await fund(t, admin, acc.gBtc, '1');
      await fund(t, admin, acc.pBtc, '1');
    });
    afterAll(async () => t.close());

    describe('wallets', () => {
      it('saves a wallet with a code; refuses a wrong network or address shape (422) and readers (403)', async () => {
        const body = { name: 'Exchange hot', currency: 'USDT', wallet: '0x1111111111111111111111111111111111111111' };
        const noCode = await acme.manager.call({ method: 'POST', url: api('manager/crypto/wallets'), body });
        expect(noCode.statusCode).toBe(403);
        expect(noCode.headers['otp-required']).toBe('true');
        const ok = await acme.manager.confirmed({ method: 'POST', url: api('manager/crypto/wallets'), body });
        expect(ok.statusCode, ok.body).toBe(201);
        expect(ok.json()).toMatchObject({ data: { name: 'Exchange hot', currency: 'USDT', network: 'ethereum', wallet: body.wallet }, message: 'Wallet Exchange hot created successfully' });
        const again = await acme.manager.confirmed({ method: 'POST', url: api('manager/crypto/wallets'), body: { ...body, name: 'Same', wallet: body.wallet.toUpperCase().replace('0X', '0x') } });
        expect(again.statusCode).toBe(422);
        expect(again.json().errors.wallet).toEqual(['This wallet address is already saved.']);

        const wrongNetwork = await acme.manager.confirmed({ method: 'POST', url: api('manager/crypto/wallets'), body: { ...body, network: 'tron' } });
        expect(wrongNetwork.statusCode).toBe(422);
        expect(wrongNetwork.json().errors.network).toEqual(['The selected network is not available for this currency.']);
        const wrongShape = await acme.manager.confirmed({ method: 'POST', url: api('manager/crypto/wallets'), body: { name: 'Bad', currency: 'BTC', wallet: '0x1111111111111111111111111111111111111111' } });
        expect(wrongShape.statusCode).toBe(422);
        expect(wrongShape.json().errors.wallet).toEqual(['The wallet address is invalid.']);
        const reader = await acme.reader.confirmed({ method: 'POST', url: api('manager/crypto/wallets'), body: { ...body, name: 'Reader' } });
        expect(reader.statusCode).toBe(403);
        const names = (await t.db.db.selectFrom('wallets').select('name').where('company_id', '=', acme.companyId).execute()).map((w) => w.name);
        expect(names.sort()).toEqual(['Cold wallet', 'Ether cold', 'Exchange hot']);
      });

      it('lists own wallets only, filtered by network and a case-insensitive search on name or address', async () => {
        const all = await acme.reader.call({ method: 'GET', url: api('manager/crypto/wallets') });
        expect(all.statusCode).toBe(200);
        expect(all.json().data.map((w: { name: string }) => w.name)).toEqual(['Cold wallet', 'Ether cold', 'Exchange hot']);
        expect(all.json().meta).toMatchObject({ total: 3, current_page: 1, per_page: 100 });
        const eth = await acme.reader.call({ method: 'GET', url: api('manager/crypto/wallets?network=ethereum') });
        expect(eth.json().data.map((w: { name: string }) => w.name)).toEqual(['Ether cold', 'Exchange hot']);
        const byName = await acme.reader.call({ method: 'GET', url: api('manager/crypto/wallets?search=COLD') });
        expect(byName.json().data.map((w: { name: string }) => w.name)).toEqual(['Cold wallet', 'Ether cold']);
        const byAddress = await acme.reader.call({ method: 'GET', url: api('manager/crypto/wallets?search=AR0SRRR') });
        expect(byAddress.json().data.map((w: { id: number }) => w.id)).toEqual([wallet]);
        const literal = await acme.reader.call({ method: 'GET', url: api('manager/crypto/wallets?search=%25') });
        expect(literal.json().data).toEqual([]);
        const paged = await acme.reader.call({ method: 'GET', url: api('manager/crypto/wallets?per_page=2&page=2') });
        expect(paged.json().data).toHaveLength(1);
        expect(paged.json().meta).toMatchObject({ total: 3, last_page: 2 });
      });

      it('deletes an own wallet (answer: the list); another company\'s wallet is 404', async () => {
        const other = await acme.manager.confirmed({ method: 'DELETE', url: api(`manager/crypto/wallets/${globexWallet}`) });
        expect(other.statusCode).toBe(404);
        const hot = await t.db.db.selectFrom('wallets').select('id').where('name', '=', 'Exchange hot').executeTakeFirstOrThrow();
        expect((await acme.reader.confirmed({ method: 'DELETE', url: api(`manager/crypto/wallets/${hot.id}`) })).statusCode).toBe(403);
        const res = await acme.manager.confirmed({ method: 'DELETE', url: api(`manager/crypto/wallets/${hot.id}`) });
        expect(res.statusCode).toBe(200);
        expect(res.json().message).toBe('Wallet removed successfully');
        expect(res.json().data.map((w: { name: string }) => w.name)).toEqual(['Cold wallet', 'Ether cold']);
        expect(await t.db.db.selectFrom('wallets').select('id').where('id', '=', globexWallet).executeTakeFirst()).toBeDefined();
      });
    });

    describe('gates', () => {
      it('needs the crypto feature (403 before any code is asked) on every crypto call', async () => {
        const list = await plain.manager.call({ method: 'GET', url: api('manager/crypto/wallets') });
        expect(list.statusCode).toBe(403);
        expect(list.json().message).toBe('Crypto is not enabled for your company.');
        const before = await txCount();
        const withdraw = await plain.manager.call({ method: 'POST', url: C('withdraw-crypto'), body: { bank_account_id: acc.pBtc, amount: '0.01', network: 'bitcoin', wallet_id: wallet } });
        expect(withdraw.statusCode).toBe(403);
        expect(withdraw.headers['otp-required']).toBeUndefined();
        expect(withdraw.json().message).toBe('Crypto is not enabled for your company.');
        const confirmed = await plain.manager.confirmed({ method: 'POST', url: C('exchange/fiat-crypto'), body: { bank_account_id: acc.pBtc, amount: '1', to_account_id: acc.pBtc } });
        expect(confirmed.statusCode).toBe(403);
        expect(await txCount()).toBe(before);
      });

      it('needs two-factor from company users; an individual without it may use crypto (portal access rule)', async () => {
        await createUser(t, { email: 'no-2fa@test.local', role: 'manager', companyId: acme.companyId, twoFactor: false });
        const { token } = await login(t, 'no-2fa@test.local');
        const blocked = await call(t, { method: 'GET', url: api('manager/crypto/wallets'), token });
        expect(blocked.statusCode).toBe(403);
        expect(blocked.json().message).toBe('Two-factor authentication must be enabled to use this feature.');
        const jane = await makeCompany(t, 'Jane Doe', { legal: 'individual', features: { crypto: true } });
        const janeBtc = await insertAccount(t, jane.companyId, 'BTC');
        const list = await jane.manager.call({ method: 'GET', url: api('manager/crypto/wallets') });
        expect(list.statusCode).toBe(200);
        const wallet = await jane.manager.call({ method: 'POST', url: C('wallet-for-deposit'), body: { amount: '0.01', to_account_id: janeBtc, network: 'bitcoin', is_crypto_auto_sell: false } });
        expect(wallet.statusCode, wallet.body).toBe(200);
      });

      it('refuses readers on every money call (403), lets them read', async () => {
        const body = { bank_account_id: acc.btc, amount: '0.01', network: 'bitcoin', wallet_id: wallet };
        expect((await acme.reader.confirmed({ method: 'POST', url: C('withdraw-crypto'), body })).statusCode).toBe(403);
        expect((await acme.reader.confirmed({ method: 'POST', url: C('exchange/crypto-fiat'), body: { bank_account_id: acc.btc, amount: '0.01', to_account_id: acc.eur } })).statusCode).toBe(403);
        expect((await acme.reader.confirmed({ method: 'POST', url: C('wallet-for-deposit'), body: { amount: '0.01', to_account_id: acc.btc, network: 'bitcoin', is_crypto_auto_sell: false } })).statusCode).toBe(403);
        expect((await acme.reader.confirmed({ method: 'POST', url: C('deposit'), body: { amount: '0.01', to_account_id: acc.btc, network: 'bitcoin', is_crypto_auto_sell: false } })).statusCode).toBe(403);
        const preview = await acme.reader.call({ method: 'GET', url: C(`wallet-for-deposit?amount=0.01&to_account_id=${acc.btc}&network=bitcoin&is_crypto_auto_sell=0`) });
        expect(preview.statusCode).toBe(200);
      });
    });

    describe('withdraw-crypto', () => {
      it('holds amount + fee at once and posts them on approval; asks for the code first', async () => {
        const body = { bank_account_id: acc.btc, amount: '0.01', network: 'bitcoin', wallet_id: wallet };
        const noCode = await acme.manager.call({ method: 'POST', url: C('withdraw-crypto'), body });
        expect(noCode.statusCode).toBe(403);
        expect(noCode.headers['otp-required']).toBe('true');
        const before = await balances(t, acc.btc);
        const res = await acme.manager.confirmed({ method: 'POST', url: C('withdraw-crypto'), body });
        expect(res.statusCode, res.body).toBe(201);
        const tx = res.json().data;
        expect(tx).toMatchObject({ type_id: 'withdraw_crypto', status: 'pending', amount: '0.01000000', fee_amount: '0.00001000', currency: 'BTC' });
        const held = await balances(t, acc.btc);
        expect(held.reserved - before.reserved).toBe(1_001_000n);
        expect(held.balance).toBe(before.balance);
        expect((await approve([tx.id])).statusCode).toBe(200);
        const after = await balances(t, acc.btc);
        expect(after.balance).toBe(before.balance - 1_001_000n);
        expect(after.reserved).toBe(before.reserved);
        const row = await t.db.db.selectFrom('transactions').select(['details', 'transmission_protocol']).where('id', '=', tx.id).executeTakeFirstOrThrow();
        expect(row.transmission_protocol).toBe('CRYPTO');
        expect(JSON.parse(row.details)).toMatchObject({ network: 'bitcoin', wallet_id: wallet, wallet: BTC_ADDRESS });
      });

      it('refuses another company\'s wallet, a wallet of another currency, a wrong network and bad amounts (422, nothing written)', async () => {
        const n = await txCount();
        const send = (over: Record<string, unknown>) => acme.manager.confirmed({ method: 'POST', url: C('withdraw-crypto'), body: { bank_account_id: acc.btc, amount: '0.01', network: 'bitcoin', wallet_id: wallet, ...over } });
        const cases: Array<[Record<string, unknown>, string, string]> = [
          [{ wallet_id: globexWallet }, 'wallet_id', 'The selected wallet is invalid.'],
          [{ wallet_id: ethWallet }, 'wallet_id', 'The wallet is not a BTC wallet.'],
          [{ network: 'ethereum' }, 'network', 'The ethereum network is not available for BTC.'],
          [{ network: 'solana' }, 'network', ''],
          [{ amount: '0.000000001' }, 'amount', 'The amount may have at most 8 decimals.'],
          [{ amount: '0.00009' }, 'amount', 'The amount must be between 0.00010000 BTC and 100.00000000 BTC.'],
          [{ amount: '101' }, 'amount', 'The amount must be between 0.00010000 BTC and 100.00000000 BTC.'],
          [{ amount: '5' }, 'amount', ''],
          [{ bank_account_id: acc.gBtc }, 'bank_account_id', 'The selected bank account id is invalid.'],
          [{ bank_account_id: acc.eur }, 'bank_account_id', 'Crypto withdrawals need a crypto account.'],
        ];
        for (const [over, field, message] of cases) {
          const res = await send(over);
          expect(res.statusCode, JSON.stringify(over)).toBe(422);
          expect(res.json().errors[field], JSON.stringify(over)).toBeDefined();
          if (message) expect(res.json().errors[field]).toEqual([message]);
        }
        expect(await txCount()).toBe(n);
      });

      it('answers 409 for a duplicate, creates it with bypass_duplicate_check', async () => {
        const body = { bank_account_id: acc.btc, amount: '0.0123', network: 'bitcoin', wallet_id: wallet };
        expect((await acme.manager.confirmed({ method: 'POST', url: C('withdraw-crypto'), body })).statusCode).toBe(201);
        const n = await txCount();
        const dup = await acme.manager.confirmed({ method: 'POST', url: C('withdraw-crypto'), body });
        expect(dup.statusCode).toBe(409);
        expect(await txCount()).toBe(n);
        const forced = await acme.manager.confirmed({ method: 'POST', url: C('withdraw-crypto'), body: { ...body, bypass_duplicate_check: true } });
        expect(forced.statusCode).toBe(201);
        expect(await txCount()).toBe(n + 1);
      });

      it('replays an Idempotency-Key: one transaction, the same answer', async () => {
        const token = await acme.manager.token();
        t.advance(30);
        const code = t.code();
        const body = { bank_account_id: acc.btc, amount: '0.0321', network: 'bitcoin', wallet_id: wallet };
        const n = await txCount();
        const headers = { 'idempotency-key': 'crypto-key-0001' };
        const first = await call(t, { method: 'POST', url: C('withdraw-crypto'), token, code, body, headers });
        expect(first.statusCode).toBe(201);
        const again = await call(t, { method: 'POST', url: C('withdraw-crypto'), token, body, headers });
        expect(again.statusCode).toBe(201);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.body).toBe(first.body);
        expect(await txCount()).toBe(n + 1);
      });
    });

    describe('buy and sell', () => {
      it('buys BTC with EUR at the shown rate (last_side sell): EUR pays amount + fee, BTC gets exactly crypto_amount on approval', async () => {
        const { rate, quote_id } = await quoteOf(acc.eur, acc.btc);
        const cryptoAmount = convertAtRate(50_000n, rate, 2, 8);
        const eur = await balances(t, acc.eur);
        const btc = await balances(t, acc.btc);
        const res = await acme.manager.confirmed({
          method: 'POST', url: C('exchange/fiat-crypto'),
          body: { bank_account_id: acc.eur, to_account_id: acc.btc, amount: '500.00', crypto_amount: formatMinor(cryptoAmount, 8), last_side: 'sell', quote_id },
        });
        expect(res.statusCode, res.body).toBe(201);
        const tx = res.json().data;
        expect(tx).toMatchObject({ type_id: 'buy_crypto', amount: '500.00', fee_amount: '2.50', to_amount: formatMinor(cryptoAmount, 8), status: 'pending' });
        expect((await balances(t, acc.eur)).reserved - eur.reserved).toBe(50_250n);
        expect((await approve([tx.id])).statusCode).toBe(200);
        expect((await balances(t, acc.eur)).balance).toBe(eur.balance - 50_250n);
        expect((await balances(t, acc.btc)).balance).toBe(btc.balance + cryptoAmount);
      });

      it('buys an exact crypto amount (last_side buy) when the amount paid matches the quoted rate, else 422', async () => {
        const { rate, quote_id } = await quoteOf(acc.eur, acc.btc);
        const wanted = 123_456n;
        const pay = sourceForTarget(wanted, rate, 2, 8);
        const body = { bank_account_id: acc.eur, to_account_id: acc.btc, amount: formatMinor(pay, 2), crypto_amount: formatMinor(wanted, 8), last_side: 'buy', quote_id };
        const res = await acme.manager.confirmed({ method: 'POST', url: C('exchange/fiat-crypto'), body });
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().data.to_amount).toBe('0.00123456');
        const cheap = await acme.manager.confirmed({ method: 'POST', url: C('exchange/fiat-crypto'), body: { ...body, amount: formatMinor(pay / 2n, 2), bypass_duplicate_check: true } });
        expect(cheap.statusCode).toBe(422);
        expect(cheap.json().errors.amount[0]).toMatch(/^The exchange rate has changed\. 0\.00123456 BTC now cost /);
      });

      it('refuses a crypto source, a fiat target, a wallet target, another company\'s account, a disabled protocol and a switched-off buy', async () => {
        const n = await txCount();
        const buy = (over: Record<string, unknown>) => acme.manager.confirmed({ method: 'POST', url: C('exchange/fiat-crypto'), body: { bank_account_id: acc.eur, to_account_id: acc.btc, amount: '10.00', ...over } });
        expect((await buy({ bank_account_id: acc.btc, to_account_id: acc.eth })).json().errors.bank_account_id).toEqual(['Buying crypto needs a fiat account to pay from.']);
        expect((await buy({ to_account_id: acc.usd })).json().errors.to_account_id).toEqual(['Crypto is bought into a crypto account.']);
        expect((await buy({ to_account_id: undefined, wallet_id: wallet, network: 'bitcoin' })).json().errors.wallet_id).toBeDefined();
        expect((await buy({ to_account_id: acc.gBtc })).json().errors.to_account_id).toEqual(['The selected to account id is invalid.']);
        expect((await buy({ bank_account_id: acc.usd })).json().errors.to_account_id).toEqual(['Crypto exchange is disabled for one of the accounts.']);
        expect((await buy({ network: 'tron' })).json().errors.network).toEqual(['The tron network is not available for BTC.']);
        await setSetting(t, 'crypto_exchange_fiat_crypto_enabled', false);
        expect((await buy({})).json().errors.to_account_id).toEqual(['Buying crypto is currently not available.']);
        await setSetting(t, 'crypto_exchange_fiat_crypto_enabled', true);
        expect(await txCount()).toBe(n);
      });

      it('sells BTC for EUR (type convert): BTC pays amount + exchange fee, EUR gets the converted amount on approval', async () => {
        const { rate, quote_id } = await quoteOf(acc.btc, acc.eur);
        const fiat = convertAtRate(1_000_000n, rate, 8, 2);
        const eur = await balances(t, acc.eur);
        const btc = await balances(t, acc.btc);
        const res = await acme.manager.confirmed({ method: 'POST', url: C('exchange/crypto-fiat'), body: { bank_account_id: acc.btc, to_account_id: acc.eur, amount: '0.01', crypto_amount: formatMinor(fiat, 2), last_side: 'sell', quote_id } });
        expect(res.statusCode, res.body).toBe(201);
        const tx = res.json().data;
        expect(tx).toMatchObject({ type_id: 'convert', amount: '0.01000000', fee_amount: '0.00005000', to_amount: formatMinor(fiat, 2) });
        expect((await approve([tx.id])).statusCode).toBe(200);
        expect((await balances(t, acc.btc)).balance).toBe(btc.balance - 1_005_000n);
        expect((await balances(t, acc.eur)).balance).toBe(eur.balance + fiat);
        const wrong = await acme.manager.confirmed({ method: 'POST', url: C('exchange/crypto-fiat'), body: { bank_account_id: acc.eur, to_account_id: acc.btc, amount: '10.00' } });
        expect(wrong.json().errors.bank_account_id).toEqual(['Selling crypto needs a crypto account to sell from.']);
      });
    });

    describe('receive', () => {
      it('answers a deterministic, well-formed deposit address per company and network with its payment URI', async () => {
        const body = { amount: '0.0015', to_account_id: acc.btc, network: 'bitcoin', is_crypto_auto_sell: false };
        const res = await acme.manager.confirmed({ method: 'POST', url: C('wallet-for-deposit'), body });
        expect(res.statusCode, res.body).toBe(200);
        const w = res.json().data;
        expect(w).toMatchObject({ currency: 'BTC', network: 'bitcoin', amount: '0.00150000', expires_at: null });
        expect(w.address).toMatch(/^bc1q[a-z0-9]{38}$/);
        expect(bech32Valid(w.address)).toBe(true);
        expect(w.payment_uri).toBe(`bitcoin:${w.address}?amount=0.0015`);
        const again = await acme.manager.confirmed({ method: 'POST', url: C('wallet-for-deposit'), body: { ...body, amount: '0.002' } });
        expect(again.json().data.address).toBe(w.address);
        const other = await globex.manager.confirmed({ method: 'POST', url: C('wallet-for-deposit'), body: { ...body, to_account_id: acc.gBtc } });
        expect(other.json().data.address).not.toBe(w.address);
        const eth = await acme.manager.confirmed({ method: 'POST', url: C('wallet-for-deposit'), body: { ...body, to_account_id: acc.eth, network: 'ethereum' } });
        expect(eth.json().data.address).toMatch(/^0x[0-9a-f]{40}$/);
        expect(eth.json().data.payment_uri).toBe(`ethereum:${eth.json().data.address}?amount=0.0015`);
        expect(tronValid('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe(true);
      });

      it('with auto-sell: previews the fiat amount; needs the crypto account and an allowed pair', async () => {
        const rate = await rateOf(acc.btc, acc.eur);
        const q = `amount=0.01&to_account_id=${acc.eur}&bank_account_id=${acc.btc}&network=bitcoin&is_crypto_auto_sell=1`;
        const preview = await acme.manager.call({ method: 'GET', url: C(`wallet-for-deposit?${q}`) });
        expect(preview.statusCode, preview.body).toBe(200);
        expect(preview.json().data).toMatchObject({ currency: 'BTC', amount: '0.01000000', fiat_currency: 'EUR', is_crypto_auto_sell: true, fiat_amount: formatMinor(convertAtRate(1_000_000n, rate, 8, 2), 2) });
        const missing = await acme.manager.confirmed({ method: 'POST', url: C('wallet-for-deposit'), body: { amount: '0.01', to_account_id: acc.eur, network: 'bitcoin' } });
        expect(missing.statusCode).toBe(422);
        expect(missing.json().errors.bank_account_id).toEqual(['Choose the crypto account that receives the deposit.']);
        const wrongNetwork = await acme.manager.confirmed({ method: 'POST', url: C('wallet-for-deposit'), body: { amount: '0.01', to_account_id: acc.eur, bank_account_id: acc.btc, network: 'tron' } });
        expect(wrongNetwork.json().errors.network).toEqual(['The tron network is not available for BTC.']);
        const disabled = await acme.manager.confirmed({ method: 'POST', url: C('wallet-for-deposit'), body: { amount: '0.01', to_account_id: acc.usd, bank_account_id: acc.btc, network: 'bitcoin' } });
        expect(disabled.json().errors.to_account_id).toEqual(['Crypto exchange is disabled for one of the accounts.']);
        const foreign = await acme.manager.confirmed({ method: 'POST', url: C('wallet-for-deposit'), body: { amount: '0.01', to_account_id: acc.gEur, bank_account_id: acc.btc, network: 'bitcoin' } });
        expect(foreign.json().errors.to_account_id).toEqual(['The selected to account id is invalid.']);
      });

      it('registers a deposit as a pending receive_crypto: nothing moves until confirmed, then exactly the amount', async () => {
        const before = await balances(t, acc.btc);
        const body = { amount: '0.25', to_account_id: acc.btc, network: 'bitcoin', is_crypto_auto_sell: false };
        const res = await acme.manager.confirmed({ method: 'POST', url: C('deposit'), body });
        expect(res.statusCode, res.body).toBe(201);
        const tx = res.json().data;
        expect(tx).toMatchObject({ type_id: 'receive_crypto', status: 'pending', amount: '0.25000000', fee_amount: '0.00000000' });
        expect(await balances(t, acc.btc)).toEqual(before);
        expect((await acme.manager.confirmed({ method: 'POST', url: C('deposit'), body })).statusCode).toBe(409);
        expect((await approve([tx.id])).statusCode).toBe(200);
        expect((await balances(t, acc.btc)).balance).toBe(before.balance + 25_000_000n);
      });

      it('with auto-sell, a confirmed deposit is sold into the fiat account at once (fee out of the deposit)', async () => {
        const btc = await balances(t, acc.btc);
        const eur = await balances(t, acc.eur);
        const res = await acme.manager.confirmed({ method: 'POST', url: C('deposit'), body: { amount: '0.1', to_account_id: acc.eur, bank_account_id: acc.btc, network: 'bitcoin' } });
        expect(res.statusCode, res.body).toBe(201);
        const receive = res.json().data;
        const rate = await rateOf(acc.btc, acc.eur);
        expect((await approve([receive.id])).statusCode).toBe(200);
        // 0.1 BTC arrives; the 0.5 % exchange fee (0.0005) comes out of it; 0.0995 BTC is sold.
        const proceeds = convertAtRate(9_950_000n, rate, 8, 2);
        expect(await balances(t, acc.btc)).toEqual(btc);
        expect((await balances(t, acc.eur)).balance).toBe(eur.balance + proceeds);
        const sale = await t.db.db.selectFrom('transactions').selectAll().where('original_transaction_id', '=', receive.id).executeTakeFirstOrThrow();
        expect(sale).toMatchObject({ type: 'convert', status: 'approved', bank_account_id: acc.btc, to_account_id: acc.eur, transmission_protocol: 'CRYPTO_EXCHANGE' });
        expect([BigInt(sale.amount), BigInt(sale.fee_amount), BigInt(sale.to_amount ?? 0)]).toEqual([9_950_000n, 50_000n, proceeds]);
      });

      it('an auto-sell that cannot be made leaves the crypto credited and says why in the deposit history', async () => {
        const btc = await balances(t, acc.btc);
        const eur = await balances(t, acc.eur);
        const res = await acme.manager.confirmed({ method: 'POST', url: C('deposit'), body: { amount: '0.2', to_account_id: acc.eur, bank_account_id: acc.btc, network: 'bitcoin' } });
        expect(res.statusCode, res.body).toBe(201);
        await setSetting(t, 'crypto_exchange_crypto_fiat_enabled', false);
        expect((await approve([res.json().data.id])).statusCode).toBe(200);
        await setSetting(t, 'crypto_exchange_crypto_fiat_enabled', true);
        expect((await balances(t, acc.btc)).balance).toBe(btc.balance + 20_000_000n);
        expect(await balances(t, acc.eur)).toEqual(eur);
        const events = await t.db.db.selectFrom('transaction_events').select('comment').where('transaction_id', '=', res.json().data.id).execute();
        expect(events.map((e) => e.comment)).toContain('Auto-sell not made: Selling crypto is currently not available. The crypto stays in the account.');
      });
    });

    it('answers a bad body with 422 in the error shape before asking for a code', async () => {
      await createUser(t, { email: 'solo@test.local', role: 'manager', companyId: acme.companyId, twoFactor: true });
      t.advance(30);
      const { token } = await login(t, 'solo@test.local', true);
      const res = await call(t, { method: 'POST', url: C('withdraw-crypto'), token, body: { amount: 'abc' } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.objectContaining({ amount: expect.any(Array), wallet_id: expect.any(Array) }) });
    });
  });
});
