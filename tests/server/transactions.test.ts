import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMinor, toMinor } from '../../src/server/ledger/money';
import { convertAtRate } from '../../src/server/ledger/rates';
import { call, forEachEngine, makeApp, type TestApp } from './harness';
import {
  adminToken, api, balances, fund, iban, insertAccount, insertAgent, insertFeePlans, insertWallet, makeCompany, platformAccount, setSetting, unbalancedEntries,
} from './ledgerFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const GOOD_IBAN = iban('DE', '370400440532013000');

await forEachEngine((engine) => {
  describe(`manager transactions (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let acme: Company;
    let globex: Company;
    const acc = { eur: 0, eur2: 0, usd: 0, gbp: 0, btc: 0, eurNoInternal: 0, gEur: 0 };
    let wallet = 0;
    let globexWallet = 0;
    let globexTx = 0;

    const create = (kind: string, body: Record<string, unknown>, who = () => acme.manager) => who().confirmed({ method: 'POST', url: api(`manager/transactions/${kind}`), body });
    const approve = (ids: number[], action: 'approve' | 'reject' = 'approve', reason?: string) =>
      call(t, { method: 'POST', url: api('a/transactions/approve-api-payments'), token: admin, body: { id: ids, action, ...(reason ? { reason } : {}) } });
    const withdrawal = (over: Record<string, unknown> = {}) => ({
      bank_account_id: acc.eur, amount: '20.00', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Beneficiary GmbH',
      customer_iban: GOOD_IBAN, customer_country: 'DE', ...over,
    });
    const txCount = async () => Number((await t.db.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

    beforeAll(async () => {
      t = await makeApp(engine);
      await insertFeePlans(t);
      await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
      await setSetting(t, 'crypto_transaction_amount_boundaries', { min: '0.0001', max: '100' });
      for (const k of ['crypto_exchange_fiat_crypto_enabled', 'crypto_exchange_crypto_fiat_enabled', 'crypto_convert_enabled']) await setSetting(t, k, true);
      acme = await makeCompany(t, 'Acme');
      globex = await makeCompany(t, 'Globex');
      acc.eur = await insertAccount(t, acme.companyId, 'EUR', { selected: 1 });
      acc.eur2 = await insertAccount(t, acme.companyId, 'EUR');
      acc.usd = await insertAccount(t, acme.companyId, 'USD');
      acc.gbp = await insertAccount(t, acme.companyId, 'GBP');
      acc.btc = await insertAccount(t, acme.companyId, 'BTC');
      acc.eurNoInternal = await insertAccount(t, acme.companyId, 'EUR', { disabled_protocols: '["INTERNAL"]' });
      acc.gEur = await insertAccount(t, globex.companyId, 'EUR');
      wallet = await insertWallet(t, acme.companyId, 'BTC', 'bitcoin', BTC_ADDRESS);
      globexWallet = await insertWallet(t, globex.companyId, 'BTC', 'bitcoin', BTC_ADDRESS);
      await insertAgent(t, acme.companyId, GOOD_IBAN);
      admin = await adminToken(t);
      await fund(t, admin, acc.eur, '10000.00');
      await fund(t, admin, acc.gbp, '5000.00');
      await fund(t, admin, acc.btc, '2');
      await fund(t, admin, acc.gEur, '100.00');
      globexTx = (await t.db.db.selectFrom('transactions').select('id').where('company_id', '=', globex.companyId).executeTakeFirstOrThrow()).id;
    });
    afterAll(async () => t.close());

    it('checks the payment before asking for the one-time code; a refused payment leaves the code unspent', async () => {
      const token = await acme.manager.token();
      const body = { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '11.00' };
      const first = await call(t, { method: 'POST', url: api('manager/transactions/transfer'), token, body });
      expect(first.statusCode).toBe(403);
      expect(first.headers['otp-required']).toBe('true');

      // A wrong IBAN check digit is answered on its field before any code is asked for (issue 21 item 3).
      const bad = withdrawal({ customer_iban: 'DE89370400440532013001', amount: '19.00' });
      const n = await txCount();
      const unasked = await call(t, { method: 'POST', url: api('manager/transactions/iban'), token, body: bad });
      expect(unasked.statusCode).toBe(422);
      expect(unasked.headers['otp-required']).toBeUndefined();
      expect(unasked.json().errors.customer_iban).toEqual(['The IBAN is invalid: its check digits do not match.']);

      // With a code, the same: the code is neither checked, bound nor spent by a refused payment, so the corrected one uses it.
      t.advance(30);
      const code = t.code();
      const r1 = await call(t, { method: 'POST', url: api('manager/transactions/iban'), token, body: bad, code });
      expect(r1.statusCode).toBe(422);
      expect(r1.json().errors.customer_iban).toEqual(['The IBAN is invalid: its check digits do not match.']);
      expect(await txCount()).toBe(n);
      const fixed = { ...bad, customer_iban: GOOD_IBAN };
      const unconfirmed = await call(t, { method: 'POST', url: api('manager/transactions/iban'), token, body: fixed });
      expect(unconfirmed.statusCode).toBe(403);
      expect(unconfirmed.headers['otp-required']).toBe('true');
      const ok = await call(t, { method: 'POST', url: api('manager/transactions/iban'), token, body: fixed, code });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(await txCount()).toBe(n + 1);
      const replay = await call(t, { method: 'POST', url: api('manager/transactions/transfer'), token, body: { ...body, amount: '12.00' }, code });
      expect(replay.statusCode).toBe(403);
      expect(replay.json().message).toBe('This code has already been used. Please wait for a new code.');
      // The withdrawal waits for approval: withdraw it so the balances of the next tests are untouched.
      expect((await acme.manager.call({ method: 'PUT', url: api(`manager/transactions/${ok.json().data.id}/deny`) })).statusCode).toBe(200);
    });

    it('holds amount + fee of a pending transfer; the manager denies it and the hold returns', async () => {
      const before = await balances(t, acc.eur);
      const res = await create('transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '100.00' });
      expect(res.statusCode, res.body).toBe(201);
      const tx = res.json().data;
      expect(tx).toMatchObject({ type_id: 'transfer', status: 'pending', readable_status: 'Pending', amount: '100.00', fee_amount: '1.00', currency: 'EUR', from_account_id: acc.eur, to_account_id: acc.eur2 });
      expect(tx.name).toMatch(/^KTR-\d{4}-\d{6}$/);
      // The answer names the accounts as the detail does (the answer takes them from the payment, the detail reads them).
      const detail = (await acme.manager.call({ method: 'GET', url: api(`manager/transactions/${tx.id}`) })).json().data;
      for (const key of ['bank_account', 'from_account', 'to_account', 'amount', 'fee_amount', 'balance', 'name']) expect(tx[key], key).toEqual(detail[key]);
      expect(tx.to_account).toMatchObject({ id: acc.eur2, currency: 'EUR' });
      const held = await balances(t, acc.eur);
      expect(held.balance).toBe(before.balance);
      expect(held.reserved - before.reserved).toBe(10_100n);
      expect(held.available).toBe(before.available - 10_100n);
      const account = (await acme.manager.call({ method: 'GET', url: api(`manager/bank-accounts/${acc.eur}`) })).json().data;
      expect(account.available_balance).toBe(formatMinor(held.available, 2));

      expect((await acme.reader.call({ method: 'PUT', url: api(`manager/transactions/${tx.id}/deny`) })).statusCode).toBe(403);
      expect((await globex.manager.call({ method: 'PUT', url: api(`manager/transactions/${tx.id}/deny`) })).statusCode).toBe(404);
      const denied = await acme.manager.call({ method: 'PUT', url: api(`manager/transactions/${tx.id}/deny`) });
      expect(denied.statusCode).toBe(200);
      expect(denied.json().data).toMatchObject({ status: 'denied', readable_status: 'Denied' });
      expect(await balances(t, acc.eur)).toEqual(before);
      const again = await acme.manager.call({ method: 'PUT', url: api(`manager/transactions/${tx.id}/deny`) });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe('Only pending transactions can be denied.');
    });

    it('posts balanced entries on admin approval: balances change by exactly amount + fee', async () => {
      const src = await balances(t, acc.eur);
      const dst = await balances(t, acc.eur2);
      const feesId = await platformAccount(t, 'fees', 'EUR');
      const fees = await balances(t, feesId);
      const res = await create('transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '2500.00', customer_ref_message: 'Invoice 42' });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data.id as number;
      expect(res.json().data.fee_amount).toBe('2.50');
      const ok = await approve([id]);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data[0]).toMatchObject({ id, status: 'approved' });
      expect(await balances(t, acc.eur)).toEqual({ balance: src.balance - 250_250n, reserved: src.reserved, available: src.available - 250_250n });
      expect((await balances(t, acc.eur2)).balance).toBe(dst.balance + 250_000n);
      expect((await balances(t, feesId)).balance).toBe(fees.balance + 250n);
      expect(await unbalancedEntries(t)).toEqual([]);
      const detail = (await acme.manager.call({ method: 'GET', url: api(`manager/transactions/${id}`) })).json().data;
      expect(detail).toMatchObject({ status: 'approved', readable_status: 'Completed', balance: formatMinor(src.balance - 250_250n, 2), ref_message: 'Invoice 42' });
      expect(detail.log_created_at).not.toBeNull();
      const last = await t.db.db.selectFrom('postings').select('balance_after').where('bank_account_id', '=', acc.eur).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(BigInt(last.balance_after)).toBe(src.balance - 250_250n);
      const again = await approve([id]);
      expect(again.statusCode).toBe(422);
    });

    it('holds a SEPA withdrawal; an admin rejection releases it', async () => {
      const before = await balances(t, acc.eur);
      const res = await create('iban', withdrawal({ amount: '1234.56', customer_ref_message: 'Rent' }));
      expect(res.statusCode, res.body).toBe(201);
      const tx = res.json().data;
      expect(tx).toMatchObject({ type_id: 'withdrawal', status: 'pending', fee_amount: '1.23', transmission_protocol_id: 'SEPA', transfer_service: 'sepa', beneficiary_name: 'Beneficiary GmbH' });
      expect((await balances(t, acc.eur)).available).toBe(before.available - 123_579n);
      const rejected = await approve([tx.id], 'reject', 'Beneficiary could not be verified');
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().data[0]).toMatchObject({ status: 'rejected', status_reason: 'Beneficiary could not be verified' });
      expect(await balances(t, acc.eur)).toEqual(before);
    });

    it('keeps a rejected payment in the customer\'s pending list with its reason, and tells the company (issue 43)', async () => {
      const res = await create('iban', withdrawal({ amount: '31.17', customer_name: 'Rejected Payee GmbH' }));
      expect(res.statusCode, res.body).toBe(201);
      const tx = res.json().data as { id: number; name: string };
      const pendingIds = async (url: string, token?: string) =>
        ((token ? await call(t, { method: 'GET', url: api(url), token }) : await acme.manager.call({ method: 'GET', url: api(url) })).json().data as { id: number }[]).map((r) => r.id);
      const before = await acme.reader.call({ method: 'GET', url: api('manager/notifications?per_page=100') });
      const noticesBefore = (before.json().data as { type: string }[]).filter((n) => n.type === 'transaction.rejected').length;
      expect((await approve([tx.id], 'reject', 'The payee\'s bank refused the account')).statusCode).toBe(200);

      // The customer's pending list keeps it, with its status and reason; the approved list does not show it.
      const listed = (await acme.manager.call({ method: 'GET', url: api('manager/transactions?mode=pending_transactions&per_page=100') })).json().data as { id: number; status: string; status_reason: string }[];
      expect(listed.find((r) => r.id === tx.id)).toMatchObject({ status: 'rejected', readable_status: 'Rejected', status_reason: 'The payee\'s bank refused the account' });
      expect(await pendingIds('manager/transactions?mode=approved_transactions&per_page=100')).not.toContain(tx.id);
      // The admin's pending list is the queue to decide on: a decided payment leaves it.
      expect(await pendingIds('a/transactions?mode=pending_transactions&per_page=100', admin)).not.toContain(tx.id);

      // Every user of the company is told, with the reason and the way to the payment.
      const after = (await acme.reader.call({ method: 'GET', url: api('manager/notifications?per_page=100') })).json().data as { type: string; title: string; message: string; notificationable: { id: number; service: string } }[];
      const notices = after.filter((n) => n.type === 'transaction.rejected');
      expect(notices).toHaveLength(noticesBefore + 1);
      expect(notices[0]).toMatchObject({ title: 'Payment rejected', message: `Payment ${tx.name} was rejected: The payee's bank refused the account`, notificationable: { id: tx.id, service: 'transaction' } });
      // Globex hears nothing of Acme's payment.
      const globexNotices = (await globex.manager.call({ method: 'GET', url: api('manager/notifications?per_page=100') })).json().data as { type: string }[];
      expect(globexNotices.filter((n) => n.type === 'transaction.rejected')).toEqual([]);
    });

    it('answers the payee of a withdrawal on its detail (for repeat), not on lists nor for other types', async () => {
      const body = withdrawal({
        amount: '12.34', transfer_service: 'swift', customer_iban: GOOD_IBAN, bank_swift: 'DEUTDEFFXXX', bank_name: 'Deutsche Bank', bank_city: 'Frankfurt',
        customer_legal_type: 'individual', customer_name: undefined, customer_first_name: 'Erika', customer_last_name: 'Mustermann', customer_city: 'Berlin',
        customer_ref_message: 'Invoice 77',
      });
      const res = await create('iban', body);
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().data.id as number;
      const detail = (await acme.manager.call({ method: 'GET', url: api(`manager/transactions/${id}`) })).json().data;
      expect(detail.payee).toEqual({
        customer_legal_type: 'individual', customer_iban: GOOD_IBAN, customer_first_name: 'Erika', customer_last_name: 'Mustermann', customer_city: 'Berlin',
        customer_country: 'DE', bank_swift: 'DEUTDEFFXXX', bank_name: 'Deutsche Bank', bank_city: 'Frankfurt', transfer_service: 'swift',
      });
      // Amount, account and reference message are the transaction's own fields, not the payee's.
      expect(detail.payee).not.toHaveProperty('amount');
      expect(detail.ref_message).toBe('Invoice 77');
      const list = (await acme.manager.call({ method: 'GET', url: api(`manager/transactions?mode=pending_transactions&per_page=100`) })).json().data as { id: number }[];
      expect(list.find((tx) => tx.id === id)).not.toHaveProperty('payee');
      const transfer = await create('transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '5.00' });
      expect(transfer.statusCode, transfer.body).toBe(201);
      const transferDetail = (await acme.manager.call({ method: 'GET', url: api(`manager/transactions/${transfer.json().data.id}`) })).json().data;
      expect(transferDetail.payee).toBeNull();
      // Another company's transaction stays unknown.
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/transactions/${globexTx}`) })).statusCode).toBe(404);
    });

    it('exchanges between currencies at the quoted rate', async () => {
      const rate = (await acme.manager.call({ method: 'GET', url: api(`manager/exchange/rates?bank_account_id=${acc.eur}&to_account_id=${acc.usd}`) })).json().data;
      expect(rate).toMatchObject({ sell: 'EUR', buy: 'USD' });
      const res = await create('transfer', { bank_account_id: acc.eur, to_account_id: acc.usd, amount: '100.00' });
      expect(res.statusCode, res.body).toBe(201);
      const tx = res.json().data;
      expect(tx).toMatchObject({ type_id: 'exchange', fee_amount: '0.50', to_currency: 'USD' });
      const expected = convertAtRate(10_000n, toMinor(tx.rate, 12), 2, 2);
      expect(tx.to_amount).toBe(formatMinor(expected, 2));
      const usd = await balances(t, acc.usd);
      const eur = await balances(t, acc.eur);
      expect((await approve([tx.id])).statusCode).toBe(200);
      expect((await balances(t, acc.usd)).balance).toBe(usd.balance + expected);
      expect((await balances(t, acc.eur)).balance).toBe(eur.balance - 10_050n);
      expect(await unbalancedEntries(t)).toEqual([]);
    });

    it('converts at the rate the client was shown while it is valid, and refuses a changed one', async () => {
      const shown = (await acme.manager.call({ method: 'GET', url: api(`manager/exchange/rates?bank_account_id=${acc.eur}&to_account_id=${acc.btc}`) })).json().data;
      const crypto = convertAtRate(50_000n, toMinor(shown.rate, 12), 2, 8);
      const res = await create('convert', { bank_account_id: acc.eur, to_account_id: acc.btc, amount: '500.00', crypto_amount: formatMinor(crypto, 8), last_side: 'sell' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ type_id: 'convert', to_amount: formatMinor(crypto, 8), rate: shown.rate, fee_amount: '2.50', transmission_protocol_id: 'CRYPTO_EXCHANGE' });
      const wrong = await create('convert', { bank_account_id: acc.eur, to_account_id: acc.btc, amount: '501.00', crypto_amount: formatMinor(crypto * 2n, 8) });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.crypto_amount[0]).toMatch(/^The exchange rate has changed/);
      const stale = (await acme.manager.call({ method: 'GET', url: api(`manager/exchange/rates-by-currency/EUR/BTC`) })).json().data;
      t.advance(15 * 60);
      const late = await create('convert', { bank_account_id: acc.eur, to_account_id: acc.btc, amount: '502.00', crypto_amount: formatMinor(convertAtRate(50_200n, toMinor(stale.rate, 12), 2, 8), 8) });
      expect(late.statusCode).toBe(422);
      const tooSmall = await create('convert', { bank_account_id: acc.btc, to_account_id: acc.eur, amount: '0.00000001' });
      expect(tooSmall.statusCode).toBe(422);
    });

    it('creates withdrawals by every transfer service, with the protocol that follows it', async () => {
      const usd = await insertAccount(t, acme.companyId, 'USD', { name: 'USD payouts' });
      await fund(t, admin, usd, '2000.00');
      const swift = await create('iban', { bank_account_id: usd, amount: '150.00', transfer_service: 'swift', customer_legal_type: 'individual', customer_first_name: 'John', customer_last_name: 'Smith', customer_account: '000123456789', bank_swift: 'chasus33', customer_country: 'US' });
      expect(swift.statusCode, swift.body).toBe(201);
      expect(swift.json().data).toMatchObject({ transfer_service: 'swift', transmission_protocol_id: 'SWIFT', beneficiary_name: 'John Smith', currency: 'USD' });
      const israel = await create('iban', { bank_account_id: usd, amount: '151.00', transfer_service: 'israel', customer_legal_type: 'company', customer_name: 'Tel Aviv Ltd', customer_account: '12345678', customer_country: 'IL' });
      expect(israel.json().data).toMatchObject({ transfer_service: 'israel', transmission_protocol_id: 'SWIFT' });
      const fps = await create('iban', { bank_account_id: acc.gbp, amount: '152.00', transfer_service: 'fps_chaps', customer_legal_type: 'company', customer_name: 'London Ltd', customer_account: '31926819', customer_sort_code: '60-16-13', customer_country: 'GB' });
      expect(fps.statusCode, fps.body).toBe(201);
      expect(fps.json().data).toMatchObject({ transfer_service: 'fps_chaps', transmission_protocol_id: 'FPS_CHAPS', currency: 'GBP' });
      const fpsIban = await create('iban', { bank_account_id: acc.gbp, amount: '153.00', transfer_service: 'fps_chaps', customer_legal_type: 'company', customer_name: 'London Ltd', customer_iban: 'GB82 WEST 1234 5698 7654 32', customer_country: 'GB' });
      expect(fpsIban.statusCode, fpsIban.body).toBe(201);

      // The destination is the company's account at the remote portal (its sandbox): sign up first (docs/portal-services.md).
      await t.db.db.updateTable('companies').set({ features: JSON.stringify({ ...JSON.parse((await t.db.db.selectFrom('companies').select('features').where('id', '=', acme.companyId).executeTakeFirstOrThrow()).features), portals: true }), portal_services: JSON.stringify({ openpayd: { is_attached: false, is_allowed: true } }) }).where('id', '=', acme.companyId).execute();
      const signUp = await acme.manager.call({ method: 'POST', url: api('manager/portals/openpayd/sign-up/company'), body: { company_name: 'Acme', registration_number: 'HRB 1', country: 'DE', city: 'Berlin', address: 'Str. 1', post_code: '10115', email: 'acme@acme.test' } });
      expect(signUp.statusCode, signUp.body).toBe(200);
      const remoteEur = (await acme.manager.call({ method: 'GET', url: api('manager/portals/openpayd/remote-accounts') })).json<{ data: { id: string; currency: string }[] }>().data.find((a) => a.currency === 'EUR')?.id ?? '';
      await t.db.db.updateTable('companies').set({ portal_services: '{}' }).where('id', '=', acme.companyId).execute();
      const portalBody = { bank_account_id: acc.eur, amount: '154.00', transfer_service: 'portal', portal_service: 'openpayd', portal_destination_account_id: remoteEur };
      const notActive = await create('iban', portalBody);
      expect(notActive.json().errors.portal_service).toEqual(['Portal transfers are not enabled for this account.']);
      await t.db.db.updateTable('bank_accounts').set({ portal_service_active: 1 }).where('id', '=', acc.eur).execute();
      expect((await create('iban', { ...portalBody, amount: '154.01' })).json().errors.portal_service).toEqual(['The portal service is not available for your company.']);
      await t.db.db.updateTable('companies').set({ portal_services: JSON.stringify({ openpayd: { is_attached: true, is_allowed: true } }) }).where('id', '=', acme.companyId).execute();
      const portal = await create('iban', { ...portalBody, amount: '154.02' });
      expect(portal.statusCode, portal.body).toBe(201);
      expect(portal.json().data).toMatchObject({ transfer_service: 'portal', transmission_protocol_id: 'PORTAL_TRANSFER', beneficiary_name: `openpayd ${remoteEur}` });
      const admin1 = (await call(t, { method: 'GET', url: api(`a/transactions/${portal.json().data.id}`), token: admin })).json().data;
      expect(admin1.external_service_type_id).toBe('openpayd');
      const missing = await create('iban', { bank_account_id: acc.eur, amount: '154.03', transfer_service: 'portal' });
      expect(Object.keys(missing.json().errors).sort()).toEqual(['portal_destination_account_id', 'portal_service']);
      await t.db.db.updateTable('bank_accounts').set({ portal_service_active: 0 }).where('id', '=', acc.eur).execute();
      // Disabled protocols of the account are refused.
      await t.db.db.updateTable('bank_accounts').set({ disabled_protocols: '["SWIFT"]' }).where('id', '=', usd).execute();
      const disabled = await create('iban', { bank_account_id: usd, amount: '155.00', transfer_service: 'swift', customer_legal_type: 'company', customer_name: 'X Inc', customer_account: '000123456789', bank_swift: 'CHASUS33', customer_country: 'US' });
      expect(disabled.json().errors.transfer_service).toEqual(['The SWIFT protocol is disabled for this account.']);
      for (const id of [swift, israel, fps, fpsIban, portal].map((r) => r.json().data.id as number)) expect((await acme.manager.call({ method: 'PUT', url: api(`manager/transactions/${id}/deny`) })).statusCode).toBe(200);
    });

    it('creates card and crypto payments with their own field rules', async () => {
      const card = await create('card', { bank_account_id: acc.eur, amount: '49.90', card_number: '4111 1111 1111 1111', card_holder: 'Jane Roe' });
      expect(card.statusCode, card.body).toBe(201);
      expect(card.json().data).toMatchObject({ type_id: 'card', beneficiary_name: 'Jane Roe', fee_amount: '1.00' });
      const details = JSON.parse((await t.db.db.selectFrom('transactions').select('details').where('id', '=', card.json().data.id).executeTakeFirstOrThrow()).details);
      expect(details.card_number).toBe('411111******1111');
      expect(JSON.stringify(details)).not.toContain('4111111111111111');
      const luhn = await create('card', { bank_account_id: acc.eur, amount: '49.91', card_number: '4111111111111112', card_holder: 'Jane Roe' });
      expect(luhn.statusCode).toBe(422);
      expect(luhn.json().errors.card_number).toEqual(['The card number is invalid.']);

      const crypto = await create('crypto', { bank_account_id: acc.btc, amount: '0.015', network: 'bitcoin', wallet_id: wallet });
      expect(crypto.statusCode, crypto.body).toBe(201);
      expect(crypto.json().data).toMatchObject({ type_id: 'crypto', amount: '0.01500000', fee_amount: '0.00001500', transmission_protocol_id: 'CRYPTO' });
      const foreign = await create('crypto', { bank_account_id: acc.btc, amount: '0.016', network: 'bitcoin', wallet_id: globexWallet });
      expect(foreign.json().errors).toHaveProperty('wallet_id');
      const network = await create('crypto', { bank_account_id: acc.btc, amount: '0.017', network: 'ethereum', wallet_id: wallet });
      expect(network.json().errors).toHaveProperty('network');
      const fiat = await create('crypto', { bank_account_id: acc.eur, amount: '10', network: 'bitcoin', wallet_id: wallet });
      expect(fiat.json().errors).toHaveProperty('bank_account_id');
      const decimals = await create('crypto', { bank_account_id: acc.btc, amount: '0.000000001', network: 'bitcoin', wallet_id: wallet });
      expect(decimals.statusCode).toBe(422);
    });

    it('answers 409 for a suspected duplicate, then creates it with bypass_duplicate_check (recorded)', async () => {
      const body = { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '77.00' };
      expect((await create('transfer', body)).statusCode).toBe(201);
      const token = await acme.manager.token();
      t.advance(30);
      const code = t.code();
      const dup = await call(t, { method: 'POST', url: api('manager/transactions/transfer'), token, body, code });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toMatch(/same account, beneficiary and amount/);
      const confirmed = await call(t, { method: 'POST', url: api('manager/transactions/transfer'), token, body: { ...body, bypass_duplicate_check: true }, code });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      const row = await t.db.db.selectFrom('transactions').select('bypass_duplicate_check').where('id', '=', confirmed.json().data.id).executeTakeFirstOrThrow();
      expect(row.bypass_duplicate_check).toBe(1);
      // Outside the 10-minute window the same payment is no duplicate.
      t.advance(11 * 60);
      expect((await create('transfer', body)).statusCode).toBe(201);
    });

    it('refuses bad input field by field with 422, and changes nothing', async () => {
      const gbpWithdrawal = (over: Record<string, unknown>) => withdrawal({ bank_account_id: acc.gbp, transfer_service: 'fps_chaps', customer_iban: undefined, customer_account: '12345678', customer_sort_code: '12-34-56', customer_country: 'GB', ...over });
      const cases: [string, string, Record<string, unknown>, string][] = [
        ['IBAN checksum', 'iban', withdrawal({ customer_iban: 'DE89370400440532013001' }), 'customer_iban'],
        ['IBAN shape', 'iban', withdrawal({ customer_iban: 'not-an-iban' }), 'customer_iban'],
        ['BIC format', 'iban', withdrawal({ transfer_service: 'swift', bank_swift: 'DEUT1EFF' }), 'bank_swift'],
        ['BIC required for swift', 'iban', withdrawal({ transfer_service: 'swift' }), 'bank_swift'],
        ['sort code', 'iban', gbpWithdrawal({ customer_sort_code: '12-34' }), 'customer_sort_code'],
        ['UK account number', 'iban', gbpWithdrawal({ customer_account: '1234' }), 'customer_account'],
        ['FPS from EUR', 'iban', gbpWithdrawal({ bank_account_id: acc.eur }), 'transfer_service'],
        ['SEPA from GBP', 'iban', withdrawal({ bank_account_id: acc.gbp }), 'transfer_service'],
        ['SEPA outside the area', 'iban', withdrawal({ customer_iban: iban('BR', '00360305000010009795493P1') }), 'customer_iban'],
        ['protocol of the service', 'iban', withdrawal({ transmission_protocol_id: 'SWIFT' }), 'transmission_protocol_id'],
        ['company name', 'iban', withdrawal({ customer_name: '' }), 'customer_name'],
        ['individual names', 'iban', withdrawal({ customer_legal_type: 'individual', customer_name: undefined }), 'customer_first_name'],
        ['country', 'iban', withdrawal({ customer_country: undefined }), 'customer_country'],
        ['too many decimals', 'iban', withdrawal({ amount: '10.001' }), 'amount'],
        ['negative', 'iban', withdrawal({ amount: '-5' }), 'amount'],
        ['zero', 'iban', withdrawal({ amount: '0.00' }), 'amount'],
        ['huge', 'iban', withdrawal({ amount: '999999999999999' }), 'amount'],
        ['over 15 digits', 'iban', withdrawal({ amount: '9999999999999999' }), 'amount'],
        ['below the boundary', 'iban', withdrawal({ amount: '0.50' }), 'amount'],
        ['amount type', 'iban', withdrawal({ amount: { v: 1 } }), 'amount'],
        ['account type', 'transfer', { bank_account_id: 'abc', to_account_id: acc.eur2, amount: '5.00' }, 'bank_account_id'],
        ['unknown account', 'transfer', { bank_account_id: 999_999, to_account_id: acc.eur2, amount: '5.00' }, 'bank_account_id'],
        ["another company's account", 'transfer', { bank_account_id: acc.gEur, to_account_id: acc.eur2, amount: '5.00' }, 'bank_account_id'],
        ["another company's destination", 'transfer', { bank_account_id: acc.eur, to_account_id: acc.gEur, amount: '5.00' }, 'to_account_id'],
        ['same account', 'transfer', { bank_account_id: acc.eur, to_account_id: acc.eur, amount: '5.00' }, 'to_account_id'],
        ['pair not in the transfer map', 'transfer', { bank_account_id: acc.eur, to_account_id: acc.eurNoInternal, amount: '5.00' }, 'to_account_id'],
        ['transfer protocol', 'transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '5.00', transmission_protocol_id: 'SEPA' }, 'transmission_protocol_id'],
        ['convert to the same currency', 'convert', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '5.00' }, 'to_account_id'],
        ['missing amount', 'transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2 }, 'amount'],
        ['unknown beneficiary', 'iban', withdrawal({ selected_agent_id: 999_999 }), 'selected_agent_id'],
        ['unknown original transaction', 'transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '5.00', original_transaction_id: globexTx }, 'original_transaction_id'],
      ];
      const before = { n: await txCount(), eur: await balances(t, acc.eur), gbp: await balances(t, acc.gbp) };
      for (const [name, kind, body, field] of cases) {
        const res = await create(kind, body);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
        expect(Object.keys(res.json().errors ?? {}), name).toContain(field);
      }
      const boundary = await create('iban', withdrawal({ amount: '50000.01' }));
      expect(boundary.json().message).toBe('The amount must be between 1.00 EUR and 50000.00 EUR.');

      await setSetting(t, 'fiat_from_blocklist', ['EUR']);
      const blocked = await create('transfer', { bank_account_id: acc.eur, to_account_id: acc.usd, amount: '5.00' });
      expect(blocked.json().errors.to_account_id).toEqual(['Exchanges from EUR are not allowed.']);
      await setSetting(t, 'fiat_from_blocklist', []);
      await setSetting(t, 'fiat_to_blocklist', ['USD']);
      expect((await create('transfer', { bank_account_id: acc.eur, to_account_id: acc.usd, amount: '5.01' })).json().errors.to_account_id).toEqual(['Exchanges to USD are not allowed.']);
      await setSetting(t, 'fiat_to_blocklist', []);

      const poor = await create('transfer', { bank_account_id: acc.eur2, to_account_id: acc.eur, amount: '40000.00' });
      expect(poor.statusCode).toBe(422);
      expect(poor.json().errors.amount[0]).toMatch(/^Insufficient funds/);
      expect((await call(t, { method: 'POST', url: api('manager/transactions/wire'), token: await acme.manager.token(), body: {} })).statusCode).toBe(422);
      expect({ n: await txCount(), eur: await balances(t, acc.eur), gbp: await balances(t, acc.gbp) }).toEqual(before);
    });

    it('lists, filters and paginates the company transactions only', async () => {
      const all = await acme.manager.call({ method: 'GET', url: api('manager/transactions') });
      expect(all.statusCode).toBe(200);
      const own = await t.db.db.selectFrom('transactions').select(['id', 'status', 'bank_account_id', 'to_account_id', 'amount', 'currency']).where('company_id', '=', acme.companyId).execute();
      expect(all.json().meta).toMatchObject({ current_page: 1, per_page: 100, total: own.length, last_page: 1, from: 1, to: own.length, path: '/api/v1/manager/transactions' });
      expect(all.json().data.every((x: { company_id: number }) => x.company_id === acme.companyId)).toBe(true);
      expect(all.json().data.map((x: { id: number }) => x.id)).not.toContain(globexTx);

      const page2 = (await acme.manager.call({ method: 'GET', url: api('manager/transactions?per_page=2&page=2') })).json();
      expect(page2.meta).toMatchObject({ current_page: 2, per_page: 2, from: 3, to: 4, last_page: Math.ceil(own.length / 2) });
      expect(page2.data).toHaveLength(2);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/transactions?per_page=101') })).statusCode).toBe(422);

      const pending = (await acme.manager.call({ method: 'GET', url: api('manager/transactions?mode=pending_transactions') })).json();
      // The customer's pending list: everything not completed, refused payments included (issue 43).
      expect(pending.data.length).toBe(own.filter((o) => ['pending', 'admin_action_require', 'denied', 'rejected', 'failed'].includes(o.status)).length);
      const approved = (await acme.manager.call({ method: 'GET', url: api('manager/transactions?mode=approved_transactions') })).json();
      expect(approved.data.every((x: { status: string }) => x.status === 'approved')).toBe(true);
      const byAccount = (await acme.manager.call({ method: 'GET', url: api(`manager/transactions?bid[]=${acc.eur2}`) })).json();
      expect(byAccount.meta.total).toBe(own.filter((o) => o.bank_account_id === acc.eur2 || o.to_account_id === acc.eur2).length);
      const denied = (await acme.manager.call({ method: 'GET', url: api('manager/transactions?status[]=denied') })).json();
      expect(denied.data.length).toBe(own.filter((o) => o.status === 'denied').length);
      expect(new Set(denied.data.map((x: { status: string }) => x.status))).toEqual(new Set(['denied']));
      const ids = own.slice(0, 2).map((o) => o.id);
      const byId = (await acme.manager.call({ method: 'GET', url: api(`manager/transactions?tid[]=${ids[0]}&tid[]=${ids[1]}&tid[]=${globexTx}`) })).json();
      expect(byId.data.map((x: { id: number }) => x.id).sort()).toEqual([...ids].sort());
      const today = t.clock.now.toISOString().slice(0, 10);
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/transactions?from_date=2000-01-01&to_date=${today}`) })).json().meta.total).toBe(own.length);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/transactions?from_date=2099-01-01') })).json().meta.total).toBe(0);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/transactions?from_date=2026-02-01&to_date=2026-01-01') })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/transactions?period=current_month') })).json().meta.total).toBe(own.length);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/transactions?period=previous_month') })).json().meta.total).toBe(0);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/transactions?period=yesterday') })).statusCode).toBe(422);
      const sorted = (await acme.manager.call({ method: 'GET', url: api('manager/transactions?sort=amount&order=asc') })).json().data.map((x: { id: number }) => x.id);
      const byAmount = [...own].sort((a, b) => Number(BigInt(a.amount) - BigInt(b.amount)) || a.id - b.id).map((o) => o.id);
      expect(sorted).toEqual(byAmount);
      const name = all.json().data[0].name as string;
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/transactions?search=${name.toLowerCase()}`) })).json().data.map((x: { name: string }) => x.name)).toEqual([name]);

      const meta = (await acme.manager.call({ method: 'GET', url: api('manager/transactions-metadata') })).json().data;
      expect(meta.total).toBe(own.length);
      expect(Object.keys(meta.amount_by_currency).sort()).toEqual(['BTC', 'EUR', 'GBP', 'USD']);
      const gbpSum = own.filter((o) => o.currency === 'GBP').reduce((sum, o) => sum + BigInt(o.amount), 0n);
      expect(meta.amount_by_currency.GBP).toBe(formatMinor(gbpSum, 2));
      expect((await acme.manager.call({ method: 'GET', url: api('manager/transactions-metadata?period=someday') })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/transactions?status[]=lost') })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/transactions?mode=admin_action_require_transactions') })).statusCode).toBe(422);
      // A reader may list.
      expect((await acme.reader.call({ method: 'GET', url: api('manager/transactions') })).statusCode).toBe(200);
    });

    it('answers items by id array only, and detail to managers of the company', async () => {
      const id = (await t.db.db.selectFrom('transactions').select('id').where('company_id', '=', acme.companyId).orderBy('id').executeTakeFirstOrThrow()).id;
      const items = await acme.manager.call({ method: 'GET', url: api(`manager/transactions/items?id[]=${id}&id[]=${globexTx}`) });
      expect(items.statusCode).toBe(200);
      expect(items.json().data.map((x: { id: number }) => x.id)).toEqual([id]);
      for (const q of [`id=${id}`, `id=${id},${globexTx}`, '']) {
        const res = await acme.manager.call({ method: 'GET', url: api(`manager/transactions/items?${q}`) });
        expect(res.statusCode, q).toBe(422);
        expect(res.json().message).toBe("Invalid request format. 'id' must be an array.");
      }
      expect((await call(t, { method: 'GET', url: api(`manager/transactions/items?id=${id}`) })).statusCode).toBe(401);
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/transactions/${id}`) })).statusCode).toBe(200);
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/transactions/${globexTx}`) })).statusCode).toBe(404);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/transactions/999999') })).statusCode).toBe(404);
      expect((await acme.reader.call({ method: 'GET', url: api(`manager/transactions/${id}`) })).statusCode).toBe(403);
    });

    it('sets the source of funds (1 or 2 only)', async () => {
      const row = await t.db.db.selectFrom('transactions').select(['id', 'source_reference']).where('company_id', '=', acme.companyId).orderBy('id', 'desc').executeTakeFirstOrThrow();
      const url = api(`manager/transactions/${row.id}/source-of-funds`);
      const one = await acme.manager.call({ method: 'PUT', url, body: { source_id: 1 } });
      expect(one.statusCode).toBe(200);
      expect(one.json().message).toBe(`Transaction ${row.source_reference} updated successfully!`);
      expect(one.json().data.source_id).toBe(1);
      expect((await acme.manager.call({ method: 'PUT', url, body: { source_id: '2' } })).json().data.source_id).toBe(2);
      for (const bad of [3, 0, 'x', null]) {
        const res = await acme.manager.call({ method: 'PUT', url, body: { source_id: bad } });
        expect(res.statusCode, String(bad)).toBe(422);
        expect(res.json().errors.source_id).toBeDefined();
      }
      expect((await acme.manager.call({ method: 'PUT', url: api(`manager/transactions/${row.id}/source-of-funds`), body: {} })).statusCode).toBe(422);
      expect((await acme.reader.call({ method: 'PUT', url, body: { source_id: 1 } })).statusCode).toBe(403);
      expect((await acme.manager.call({ method: 'PUT', url: api(`manager/transactions/${globexTx}/source-of-funds`), body: { source_id: 1 } })).statusCode).toBe(404);
      const source = await t.db.db.selectFrom('transactions').select('source_of_funds').where('id', '=', row.id).executeTakeFirstOrThrow();
      expect(source.source_of_funds).toBe(2);
    });

    it('computes grand totals with the exact fields', async () => {
      const gt = (kind: string, body: Record<string, unknown>) => acme.manager.call({ method: 'POST', url: api(`manager/grand-total/${kind}`), body });
      const eur = await balances(t, acc.eur);
      const transfer = await gt('transfer', { amount: '100', bank_account_id: acc.eur, to_account_id: acc.eur2 });
      expect(transfer.statusCode, transfer.body).toBe(200);
      const data = transfer.json().data;
      expect(Object.keys(data).sort()).toEqual(['available_balance', 'currency_unit', 'exchange_fee_amount', 'fee_amount', 'is_enough_balance', 'next_available_balance', 'total_amount', 'transaction_amount']);
      expect(data).toEqual({
        transaction_amount: '100.00', fee_amount: '1.00', exchange_fee_amount: '0.00', total_amount: '101.00',
        available_balance: formatMinor(eur.available, 2), next_available_balance: formatMinor(eur.available - 10_100n, 2), is_enough_balance: true,
        currency_unit: { value: 'EUR', sub_unit: 2, currency_type: 'fiat' },
      });
      expect((await gt('transfer', { amount: '100', bank_account_id: acc.eur, to_account_id: acc.usd })).json().data).toMatchObject({ fee_amount: '0.00', exchange_fee_amount: '0.50', total_amount: '100.50' });
      expect((await gt('convert', { amount: '10', bank_account_id: acc.eur, to_account_id: acc.btc })).json().data).toMatchObject({ exchange_fee_amount: '0.05', total_amount: '10.05' });
      expect((await gt('iban', { amount: '1234.56', bank_account_id: acc.eur, transfer_service: 'sepa', customer_iban: GOOD_IBAN })).json().data).toMatchObject({ fee_amount: '1.23', total_amount: '1235.79' });
      expect((await gt('card', { amount: '45000', bank_account_id: acc.eur })).json().data).toMatchObject({ is_enough_balance: false, fee_amount: '45.00' });
      expect((await gt('crypto', { amount: '0.5', bank_account_id: acc.btc })).json().data).toMatchObject({ fee_amount: '0.00050000', currency_unit: { value: 'BTC', sub_unit: 8, currency_type: 'crypto' } });
      expect((await gt('transfer', { amount: '1.001', bank_account_id: acc.eur })).json().errors.amount).toEqual(['The amount may have at most 2 decimals.']);
      expect((await gt('transfer', { amount: '1', bank_account_id: acc.gEur })).statusCode).toBe(422);
      expect((await gt('transfer', { amount: '1', bank_account_id: acc.eur, to_account_id: acc.eurNoInternal })).json().errors).toHaveProperty('to_account_id');
      expect((await gt('nope', { amount: '1', bank_account_id: acc.eur })).statusCode).toBe(422);
      const query = await acme.manager.call({ method: 'GET', url: api(`manager/transactions/grand-total?amount=100&bank_account_id=${acc.eur}&to_account_id=${acc.eur2}`) });
      expect(query.json().data).toMatchObject({ total_amount: '101.00' });
      const brandCrypto = await acme.manager.call({ method: 'POST', url: api('manager/grand-total/kontor/withdraw-crypto'), body: { bank_account_id: acc.btc, amount: '0.1', network: 'bitcoin', wallet_id: wallet } });
      expect(brandCrypto.json().data).toMatchObject({ transaction_amount: '0.10000000', fee_amount: '0.00010000' });
      const buy = await acme.manager.call({ method: 'POST', url: api('manager/grand-total/kontor/exchange/fiat-crypto'), body: { bank_account_id: acc.eur, amount: '200', to_account_id: acc.btc } });
      expect(buy.json().data).toMatchObject({ exchange_fee_amount: '1.00', total_amount: '201.00' });
      expect((await acme.manager.call({ method: 'POST', url: api('manager/grand-total/kontor/exchange/fiat-crypto'), body: { bank_account_id: acc.btc, amount: '1', to_account_id: acc.eur } })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'POST', url: api('manager/grand-total/kontor/withdraw-crypto'), body: { bank_account_id: acc.eur, amount: '0.1', network: 'bitcoin', wallet_id: wallet } })).json().errors).toHaveProperty('bank_account_id');
      expect((await acme.manager.call({ method: 'POST', url: api('manager/grand-total/kontor/withdraw-crypto'), body: { bank_account_id: acc.btc, amount: '0.1', network: 'bitcoin', wallet_id: globexWallet } })).json().errors).toHaveProperty('wallet_id');
      expect((await acme.manager.call({ method: 'POST', url: api('manager/grand-total/kontor/withdraw-crypto'), body: { bank_account_id: acc.btc, amount: '0.1', network: 'dogecoin', wallet_id: wallet } })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/transactions/grand-total?amount=-1&bank_account_id=${acc.eur}`) })).statusCode).toBe(422);
      // A calculation, not a write: a reader may ask.
      expect((await acme.reader.call({ method: 'POST', url: api('manager/grand-total/transfer'), body: { amount: '1', bank_account_id: acc.eur } })).statusCode).toBe(200);
    });

    it('refuses every write of a reader with 403', async () => {
      const id = (await t.db.db.selectFrom('transactions').select('id').where('company_id', '=', acme.companyId).executeTakeFirstOrThrow()).id;
      for (const kind of ['card', 'crypto', 'iban', 'transfer', 'convert']) {
        const res = await create(kind, { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '5.00' }, () => acme.reader);
        expect(res.statusCode, kind).toBe(403);
        expect(res.headers['otp-required']).toBeUndefined();
      }
      expect((await acme.reader.call({ method: 'PUT', url: api(`manager/transactions/${id}/deny`) })).statusCode).toBe(403);
      expect((await acme.reader.call({ method: 'PUT', url: api(`manager/transactions/${id}/source-of-funds`), body: { source_id: 1 } })).statusCode).toBe(403);
    });

    it('serves exchange rates: public pair, by currency, between own accounts', async () => {
      const pub = await call(t, { method: 'GET', url: api('rates/BTC/EUR') });
      expect(pub.statusCode).toBe(200);
      expect(pub.json().data).toMatchObject({ sell: 'BTC', buy: 'EUR' });
      expect(BigInt(toMinor(pub.json().data.rate, 12)) > 0n).toBe(true);
      expect((await call(t, { method: 'GET', url: api('rates/EUR/EUR') })).json().data.rate).toBe('1');
      expect((await call(t, { method: 'GET', url: api('rates/EUR/XYZ') })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/exchange/rates-by-currency/USD/GBP') })).json().data).toMatchObject({ sell: 'USD', buy: 'GBP' });
      expect((await acme.manager.call({ method: 'GET', url: api('manager/exchange/rates-by-currency/USD/gold') })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/exchange/rates?bank_account_id=${acc.eur}`) })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/exchange/rates?bank_account_id=${acc.eur}&to_account_id=${acc.gEur}`) })).statusCode).toBe(422);
      expect((await acme.reader.call({ method: 'GET', url: api(`manager/exchange/rates?bank_account_id=${acc.eur}&to_account_id=${acc.usd}`) })).statusCode).toBe(200);
    });
  });
});
