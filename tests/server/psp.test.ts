import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../../src/contract/http';
import { verifyLedger } from '../../src/server/ledger/integrity';
import { PSP_ACCESS_MESSAGES } from '../../src/server/modules/psp/access';
import { PSP_DEPOSIT_MESSAGES } from '../../src/server/modules/psp/deposit';
import { PSP_MESSAGES } from '../../src/server/modules/psp/adapter';
import { PSP_MESSAGES_OUT } from '../../src/server/modules/psp/service';
import { call, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, balances, fund, iban, insertAccount, insertFeePlans, makeCompany } from './ledgerFixtures';

type Party = Awaited<ReturnType<typeof makeCompany>>;
type Merchant = { merchant_id: string; token: string; token_hint: string; website: string | null };
type PspAccount = { id: number; bank_account_id: number; account_type: string; external_id: string; account_fields: { active: boolean }; bank_account: { currency: string } };
type Payment = {
  id: string; amount: string; currency: string; reference: string; status: string; bank_account_id: number | null;
  funding: { iban: string; bic: string; country: string; transfer_service: string; beneficiary_name: string }; deposit: { transaction_id: number; status: string } | null;
};

await forEachEngine((engine) => {
  describe(`PSP portal (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let acme: Party;
    let globex: Party;
    let plain: Party;
    const acc = { eur: 0, gbp: 0, btc: 0, globexEur: 0 };
    let acmeToken = '';

    const sandbox = (mode: string, extra: Record<string, unknown> = {}) =>
      call(t, { method: 'PUT', url: api('psp-sandbox/state'), token: admin, body: { mode, ...extra } });
    const newPayment = (token: string, body: Record<string, unknown>) =>
      call(t, { method: 'POST', url: api('psp-sandbox/payments'), headers: { authorization: `Bearer ${token}` }, body });
    const deposit = (p: Payment, over: Record<string, unknown> = {}) => ({
      bank_account_id: acc.eur, amount: p.amount, transfer_service: p.funding.transfer_service, customer_legal_type: 'company',
      customer_name: p.funding.beneficiary_name, customer_iban: p.funding.iban, customer_country: p.funding.country, bank_swift: p.funding.bic, is_flexpsp_deposit: true, psp_payment_id: p.id, ...over,
    });
    const notices = (companyId: number) => t.db.db.selectFrom('notifications').selectAll().where('company_id', '=', companyId).where('type', '=', 'transaction.flexpsp_create_withdraw').execute();

    beforeAll(async () => {
      t = await makeApp(engine, { KONTOR_PSP_TIMEOUT_MS: '400' });
      await insertFeePlans(t);
      admin = await adminToken(t);
      acme = await makeCompany(t, 'Acme PSP', { features: { psp_portal: true, crypto: true } });
      globex = await makeCompany(t, 'Globex PSP', { features: { psp_portal: true } });
      plain = await makeCompany(t, 'Plain PSP', { features: { crypto: true } });
      acc.eur = await insertAccount(t, acme.companyId, 'EUR', { name: 'Main EUR', iban: iban('DE', '100100100000000001'), selected: 1 });
      acc.gbp = await insertAccount(t, acme.companyId, 'GBP', { name: 'Pounds' });
      acc.btc = await insertAccount(t, acme.companyId, 'BTC');
      acc.globexEur = await insertAccount(t, globex.companyId, 'EUR');
      await fund(t, admin, acc.eur, '1000.00');
    });
    afterAll(async () => t.close());

    it('refuses a company without the PSP portal feature (403), readers on writes (403), and calls before sign-up (422)', async () => {
      for (const [method, path] of [['POST', 'manager/flexpsp/sign-up'], ['GET', 'manager/flexpsp/accounts'], ['POST', 'manager/flexpsp/accounts'], ['POST', 'manager/flexpsp/revoke-token'], ['GET', 'manager/flexpsp/payments/FXP-1']] as const) {
        const body = method === 'POST' ? { accept_terms: true, bank_account_id: 1, account_type: 'funding' } : undefined;
        const res = await plain.manager.call({ method, url: api(path), body });
        expect(res.statusCode, path).toBe(403);
        expect(res.json()).toEqual({ message: PSP_ACCESS_MESSAGES.feature });
      }
      for (const [path, body] of [['manager/flexpsp/sign-up', { accept_terms: true }], ['manager/flexpsp/accounts', { bank_account_id: acc.eur, account_type: 'funding' }], ['manager/flexpsp/revoke-token', {}]] as const) {
        const res = await acme.reader.call({ method: 'POST', url: api(path), body });
        expect(res.statusCode, path).toBe(403);
      }
      expect((await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/revoke-token') })).statusCode).toBe(422);
      const early = await acme.manager.call({ method: 'GET', url: api('manager/flexpsp/payments/FXP-00000001') });
      expect(early.statusCode).toBe(422);
      expect(early.json().message).toBe(PSP_ACCESS_MESSAGES.notSignedUp);
      const list = await acme.reader.call({ method: 'GET', url: api('manager/flexpsp/accounts') });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ data: [], meta: { total: 0, merchant: null } });
    });

    it('validates the sign-up and answers 503 while the PSP is down, 422 while it refuses, and 503 when it is too slow', async () => {
      const bad = await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/sign-up'), body: { accept_terms: false, website: 'not a url' } });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['accept_terms', 'website']);
      const malformed = await call(t, { method: 'POST', url: api('manager/flexpsp/sign-up'), token: await acme.manager.token(), body: '{"accept_terms":', headers: { 'content-type': 'application/json' } });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toEqual(expect.any(String));

      expect((await sandbox('down')).statusCode).toBe(200);
      const down = await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/sign-up'), body: { accept_terms: true } });
      expect(down.statusCode).toBe(503);
      expect(down.headers[HEADERS.remotePortalStatus]).toBe('unavailable');
      expect(down.json()).toEqual({ message: PSP_MESSAGES.unavailable });

      await sandbox('refusing', { reason: 'Merchant category not accepted.' });
      const refused = await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/sign-up'), body: { accept_terms: true } });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('The PSP refused the request: Merchant category not accepted.');

      await sandbox('slow', { delay_ms: 2000 });
      const started = Date.now();
      const slow = await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/sign-up'), body: { accept_terms: true } });
      expect(slow.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(1900);
      // Nothing was written by the refused and failed attempts.
      expect(await t.db.db.selectFrom('psp_links').selectAll().execute()).toEqual([]);
      expect(await t.db.db.selectFrom('psp_sandbox_merchants').selectAll().execute()).toEqual([]);
      const company = await t.db.db.selectFrom('companies').select('psp_portal_attached').where('id', '=', acme.companyId).executeTakeFirstOrThrow();
      expect(company.psp_portal_attached).toBe(0);

      // Slow within the timeout still answers.
      await sandbox('slow', { delay_ms: 50 });
      const ok = await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/sign-up'), body: { accept_terms: true, website: 'https://shop.acme.test' } });
      expect(ok.statusCode, ok.body).toBe(201);
      const merchant = ok.json<{ data: Merchant }>().data;
      expect(merchant.merchant_id).toBe(`FXM-${String(acme.companyId).padStart(6, '0')}`);
      expect(merchant.token).toMatch(/^fxsk_test_[0-9a-f]{40}$/);
      expect(merchant.token_hint).toBe(merchant.token.slice(-4));
      expect(merchant.website).toBe('https://shop.acme.test');
      acmeToken = merchant.token;
      const attached = await t.db.db.selectFrom('companies').select('psp_portal_attached').where('id', '=', acme.companyId).executeTakeFirstOrThrow();
      expect(attached.psp_portal_attached).toBe(1);
      // Kontor keeps only the hint of the token.
      const link = await t.db.db.selectFrom('psp_links').selectAll().where('company_id', '=', acme.companyId).executeTakeFirstOrThrow();
      expect(JSON.stringify(link)).not.toContain(merchant.token);
      await sandbox('up');

      const again = await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/sign-up'), body: { accept_terms: true } });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe(PSP_ACCESS_MESSAGES.alreadySignedUp);
      // Globex signs up too (its own merchant).
      expect((await globex.manager.call({ method: 'POST', url: api('manager/flexpsp/sign-up'), body: { accept_terms: true } })).statusCode).toBe(201);
    });

    it('only administrators set the sandbox state, with a validated body', async () => {
      expect((await acme.manager.call({ method: 'PUT', url: api('psp-sandbox/state'), body: { mode: 'down' } })).statusCode).toBe(403);
      expect((await call(t, { method: 'PUT', url: api('psp-sandbox/state'), body: { mode: 'down' } })).statusCode).toBe(401);
      const bad = await sandbox('sideways');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.mode).toBeDefined();
      const state = await call(t, { method: 'GET', url: api('psp-sandbox/state'), token: admin });
      expect(state.json().data).toMatchObject({ mode: 'up' });
    });

    it('attaches own fiat accounts, lists them page by page with the merchant, and refuses bad input and foreign accounts', async () => {
      const attach = (body: Record<string, unknown>) => acme.manager.call({ method: 'POST', url: api('manager/flexpsp/accounts'), body });
      const funding = await attach({ bank_account_id: acc.eur, account_type: 'funding' });
      expect(funding.statusCode, funding.body).toBe(201);
      expect(funding.json().data).toMatchObject({ bank_account_id: acc.eur, account_type: 'funding', account_fields: { active: true }, bank_account: { currency: 'EUR', name: 'Main EUR' } });
      // A settlement account without an IBAN stays inactive at the sandbox PSP.
      const settlement = await attach({ bank_account_id: acc.gbp, account_type: 'settlement' });
      expect(settlement.statusCode).toBe(201);
      expect(settlement.json().data.account_fields.active).toBe(false);

      const dup = await attach({ bank_account_id: acc.eur, account_type: 'funding' });
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors.account_type).toEqual([PSP_MESSAGES_OUT.alreadyAttached]);
      expect((await attach({ bank_account_id: acc.btc, account_type: 'funding' })).json().errors.bank_account_id).toEqual([PSP_MESSAGES_OUT.accountFiat]);
      expect((await attach({ bank_account_id: acc.eur, account_type: 'wallet' })).json().errors.account_type).toEqual([PSP_MESSAGES_OUT.accountType]);
      const foreign = await attach({ bank_account_id: acc.globexEur, account_type: 'funding' });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors.bank_account_id).toEqual([PSP_MESSAGES_OUT.accountInvalid]);
      for (const body of [{ bank_account_id: 'abc', account_type: 'funding' }, { bank_account_id: '99999999999999999999999', account_type: 'funding' }, { account_type: 'funding' }, { bank_account_id: acc.eur, account_type: '<script>' }]) {
        const res = await attach(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
      }

      await sandbox('down');
      const down = await attach({ bank_account_id: acc.gbp, account_type: 'funding' });
      expect(down.statusCode).toBe(503);
      // The list is Kontor's own record: it stays readable while the PSP is down.
      const list = await acme.reader.call({ method: 'GET', url: api('manager/flexpsp/accounts?per_page=1&page=2') });
      expect(list.statusCode).toBe(200);
      const body = list.json<{ data: PspAccount[]; meta: { total: number; last_page: number; merchant: Merchant } }>();
      expect(body.meta).toMatchObject({ total: 2, last_page: 2, merchant: { merchant_id: `FXM-${String(acme.companyId).padStart(6, '0')}` } });
      expect(body.meta.merchant).not.toHaveProperty('token');
      expect(body.data.map((a) => a.bank_account_id)).toEqual([acc.gbp]);
      // The bank accounts carry their PSP registrations (document 1: psp_portal_accounts), also while the PSP is down.
      type Account = { id: number; psp_portal_accounts: { account_type: string; account_fields: { active: boolean } }[] };
      const accounts = (await acme.reader.call({ method: 'GET', url: api('manager/bank-accounts') })).json<{ data: Account[] }>().data;
      const pspOf = (id: number) => accounts.find((a) => a.id === id)?.psp_portal_accounts;
      expect(pspOf(acc.eur)).toEqual([{ account_type: 'funding', account_fields: { active: true } }]);
      expect(pspOf(acc.gbp)).toEqual([{ account_type: 'settlement', account_fields: { active: false } }]);
      expect(pspOf(acc.btc)).toEqual([]);
      const one = await acme.manager.call({ method: 'GET', url: api(`manager/bank-accounts/${acc.eur}`) });
      expect(one.json().data.psp_portal_accounts).toEqual([{ account_type: 'funding', account_fields: { active: true } }]);
      await sandbox('up');
      const others = await globex.manager.call({ method: 'GET', url: api('manager/flexpsp/accounts') });
      expect(others.json().meta.total).toBe(0);
      expect((await acme.manager.call({ method: 'GET', url: api('manager/flexpsp/accounts?per_page=1000') })).statusCode).toBe(422);
    });

    it('announces a PSP payment to the managers, looks it up by id, and answers 404 for unknown and other merchants\' payments', async () => {
      expect((await newPayment('fxsk_test_0000000000000000000000000000000000000000', { amount: '10.00', currency: 'EUR' })).statusCode).toBe(401);
      const invalid = await newPayment(acmeToken, { amount: '-1', currency: 'XAU' });
      expect(invalid.statusCode).toBe(422);
      expect(Object.keys(invalid.json().errors).sort()).toEqual(['amount', 'currency']);
      const created = await newPayment(acmeToken, { amount: '125.50', currency: 'EUR', reference: 'Payout 77' });
      expect(created.statusCode, created.body).toBe(201);
      const payment = created.json<{ data: Payment }>().data;
      expect(payment).toMatchObject({ amount: '125.50', currency: 'EUR', reference: 'Payout 77', status: 'awaiting_funds', funding: { transfer_service: 'sepa' } });

      const mine = await notices(acme.companyId);
      expect(mine).toHaveLength(2); // manager and reader
      expect(JSON.parse(mine[0]?.data ?? '{}')).toMatchObject({ service: 'flexpsp', external_id: payment.id });
      expect(mine[0]?.message).toContain('125.50 EUR');
      expect(await notices(globex.companyId)).toHaveLength(0);

      const got = await acme.reader.call({ method: 'GET', url: api(`manager/flexpsp/payments/${payment.id}`) });
      expect(got.statusCode).toBe(200);
      expect(got.json().data).toMatchObject({ id: payment.id, amount: '125.50', deposit: null, bank_account_id: acc.eur });

      const foreign = await globex.manager.call({ method: 'GET', url: api(`manager/flexpsp/payments/${payment.id}`) });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: PSP_MESSAGES_OUT.paymentNotFound });
      expect((await acme.manager.call({ method: 'GET', url: api('manager/flexpsp/payments/FXP-99999999') })).statusCode).toBe(404);
      const malformed = await acme.manager.call({ method: 'GET', url: api('manager/flexpsp/payments/%3Cx%3E') });
      expect(malformed.statusCode).toBe(422);

      await sandbox('down');
      const down = await acme.manager.call({ method: 'GET', url: api(`manager/flexpsp/payments/${payment.id}`) });
      expect(down.statusCode).toBe(503);
      expect(down.headers[HEADERS.remotePortalStatus]).toBe('unavailable');
      expect((await newPayment(acmeToken, { amount: '1.00', currency: 'EUR' })).statusCode).toBe(503);
      await sandbox('refusing');
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/flexpsp/payments/${payment.id}`) })).statusCode).toBe(422);
      await sandbox('up');
    });

    it('pays a PSP deposit through the ledger once: checked against the payment, idempotent, never twice', async () => {
      const payment = (await newPayment(acmeToken, { amount: '40.00', currency: 'EUR', reference: 'Refund 12' })).json<{ data: Payment }>().data;
      const url = api('manager/transactions/iban');
      const before = await balances(t, acc.eur);

      const wrong = await acme.manager.confirmed({ method: 'POST', url, body: deposit(payment, { amount: '41.00', customer_iban: iban('DE', '370400440532013000') }) });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toMatchObject({ amount: [PSP_DEPOSIT_MESSAGES.amount('40.00', 'EUR')], customer_iban: [PSP_DEPOSIT_MESSAGES.payee(payment.funding.iban)] });
      expect((await acme.manager.confirmed({ method: 'POST', url, body: deposit(payment, { psp_payment_id: undefined }) })).json().errors.psp_payment_id).toEqual([PSP_DEPOSIT_MESSAGES.required]);
      expect((await acme.manager.confirmed({ method: 'POST', url, body: deposit(payment, { psp_payment_id: 'FXP-99999999' }) })).json().errors.psp_payment_id).toEqual([PSP_DEPOSIT_MESSAGES.invalid]);
      const gbp = await acme.manager.confirmed({ method: 'POST', url, body: deposit(payment, { bank_account_id: acc.gbp }) });
      expect(gbp.statusCode).toBe(422);
      // Globex cannot pay Acme's payment: its merchant does not know it.
      await fund(t, admin, acc.globexEur, '100.00');
      const foreign = await globex.manager.confirmed({ method: 'POST', url, body: deposit(payment, { bank_account_id: acc.globexEur }) });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors.psp_payment_id).toEqual([PSP_DEPOSIT_MESSAGES.invalid]);
      // A company without the feature cannot flag a deposit.
      const plainEur = await insertAccount(t, plain.companyId, 'EUR');
      await fund(t, admin, plainEur, '100.00');
      const noFeature = await plain.manager.confirmed({ method: 'POST', url, body: deposit(payment, { bank_account_id: plainEur }) });
      expect(noFeature.statusCode).toBe(422);
      expect(noFeature.json().errors.is_flexpsp_deposit).toEqual([PSP_ACCESS_MESSAGES.feature]);

      await sandbox('down');
      const down = await acme.manager.confirmed({ method: 'POST', url, body: deposit(payment) });
      expect(down.statusCode).toBe(503);
      await sandbox('up');
      expect(await balances(t, acc.eur)).toEqual(before);

      const key = { [HEADERS.idempotencyKey]: 'psp-deposit-key-0001' };
      const first = await acme.manager.confirmed({ method: 'POST', url, body: deposit(payment), headers: key });
      expect(first.statusCode, first.body).toBe(201);
      const tx = first.json().data;
      expect(tx).toMatchObject({ type_id: 'withdrawal', amount: '40.00', status: 'pending' });
      const replay = await acme.manager.confirmed({ method: 'POST', url, body: deposit(payment), headers: key });
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json().data.id).toBe(tx.id);
      const second = await acme.manager.confirmed({ method: 'POST', url, body: deposit(payment), headers: { [HEADERS.idempotencyKey]: 'psp-deposit-key-0002' } });
      expect(second.statusCode).toBe(422);
      expect(second.json().errors.psp_payment_id).toEqual([PSP_DEPOSIT_MESSAGES.paid(tx.id)]);

      const row = await t.db.db.selectFrom('transactions').selectAll().where('id', '=', tx.id).executeTakeFirstOrThrow();
      expect(JSON.parse(row.details)).toMatchObject({ is_flexpsp_deposit: true, psp_payment_id: payment.id });
      expect(row.ref_message).toBe('Refund 12');
      expect(await t.db.db.selectFrom('transactions').select('id').where('company_id', '=', acme.companyId).where('details', 'like', `%${payment.id}%`).execute()).toHaveLength(1);
      const held = await balances(t, acc.eur);
      expect(held.balance).toBe(before.balance);
      expect(held.reserved - before.reserved).toBe(4000n + BigInt(Math.round(Number(row.fee_amount))));

      const looked = (await acme.manager.call({ method: 'GET', url: api(`manager/flexpsp/payments/${payment.id}`) })).json<{ data: Payment }>().data;
      expect(looked.deposit).toEqual({ transaction_id: tx.id, status: 'pending' });

      // Approved by an administrator: the money leaves through balanced postings.
      const approve = await call(t, { method: 'POST', url: api('a/transactions/approve-api-payments'), token: admin, body: { id: [tx.id], action: 'approve' } });
      expect(approve.statusCode, approve.body).toBe(200);
      const after = await balances(t, acc.eur);
      expect(before.balance - after.balance).toBe(4000n + BigInt(row.fee_amount));
      expect((await verifyLedger(t.db.db)).passed).toBe(true);

      // A denied deposit frees the payment for a new one.
      const other = (await newPayment(acmeToken, { amount: '5.00', currency: 'EUR' })).json<{ data: Payment }>().data;
      const d1 = await acme.manager.confirmed({ method: 'POST', url, body: deposit(other) });
      expect(d1.statusCode).toBe(201);
      expect((await acme.manager.call({ method: 'PUT', url: api(`manager/transactions/${d1.json().data.id}/deny`) })).statusCode).toBe(200);
      const d2 = await acme.manager.confirmed({ method: 'POST', url, body: deposit(other) });
      expect(d2.statusCode, d2.body).toBe(201);
      const looked2 = (await acme.manager.call({ method: 'GET', url: api(`manager/flexpsp/payments/${other.id}`) })).json<{ data: Payment }>().data;
      expect(looked2.deposit?.transaction_id).toBe(d2.json().data.id);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });

    it('funds a payment once when several deposits for it arrive at the same moment', async () => {
      const solo = await makeCompany(t, 'Solo PSP', { legal: 'individual', features: { psp_portal: true } });
      const soloEur = await insertAccount(t, solo.companyId, 'EUR', { selected: 1 });
      await fund(t, admin, soloEur, '500.00');
      const signUp = await solo.manager.call({ method: 'POST', url: api('manager/flexpsp/sign-up'), body: { accept_terms: true } });
      expect(signUp.statusCode).toBe(201);
      const payment = (await newPayment(signUp.json().data.token, { amount: '30.00', currency: 'EUR' })).json<{ data: Payment }>().data;
      const token = await solo.manager.token();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call(t, { method: 'POST', url: api('manager/transactions/iban'), token, body: deposit(payment, { bank_account_id: soloEur }), headers: { [HEADERS.idempotencyKey]: `psp-race-${i}-abcdefgh` } }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
      const links = await t.db.db.selectFrom('psp_deposits').selectAll().where('company_id', '=', solo.companyId).execute();
      expect(links).toHaveLength(1);
      const txs = await t.db.db.selectFrom('transactions').select('id').where('bank_account_id', '=', soloEur).where('type', '=', 'withdrawal').execute();
      expect(txs.map((x) => x.id)).toEqual([links[0]?.transaction_id]);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });

    it('rotates the PSP token: the old one stops working at the PSP, the new one works', async () => {
      expect((await acme.reader.call({ method: 'POST', url: api('manager/flexpsp/revoke-token') })).statusCode).toBe(403);
      await sandbox('down');
      expect((await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/revoke-token') })).statusCode).toBe(503);
      await sandbox('up');
      expect((await newPayment(acmeToken, { amount: '1.00', currency: 'EUR' })).statusCode).toBe(201);
      const res = await acme.manager.call({ method: 'POST', url: api('manager/flexpsp/revoke-token') });
      expect(res.statusCode).toBe(200);
      const fresh = res.json<{ data: Merchant }>().data;
      expect(fresh.token).not.toBe(acmeToken);
      expect(fresh.token_hint).toBe(fresh.token.slice(-4));
      expect((await newPayment(acmeToken, { amount: '1.00', currency: 'EUR' })).statusCode).toBe(401);
      expect((await newPayment(fresh.token, { amount: '1.00', currency: 'EUR' })).statusCode).toBe(201);
      const list = await acme.manager.call({ method: 'GET', url: api('manager/flexpsp/accounts') });
      expect(list.json().meta.merchant.token_hint).toBe(fresh.token_hint);
    });
  });
});
