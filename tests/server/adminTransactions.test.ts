import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/server/ledger/integrity';
import { call, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';
import { adminToken, api, balances, fund, iban, insertAccount, insertFeePlans, makeCompany, setSetting, unbalancedEntries, withCode } from './ledgerFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;
const GOOD_IBAN = iban('DE', '370400440532013000');

/** Small deterministic PRNG for the random sequence. */
const prng = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

await forEachEngine((engine) => {
  describe(`admin transactions, integrity and concurrency (${engine})`, () => {
    let t: TestApp;
    let admin: string;
    let acme: Company;
    let globex: Company;
    const acc = { eur: 0, eur2: 0, usd: 0, gEur: 0 };
    const approve = (body: unknown) => call(t, { method: 'POST', url: api('a/transactions/approve-api-payments'), token: admin, body });
    const create = (c: Company, kind: string, body: Record<string, unknown>) => c.manager.confirmed({ method: 'POST', url: api(`manager/transactions/${kind}`), body });

    beforeAll(async () => {
      t = await makeApp(engine);
      await insertFeePlans(t);
      acme = await makeCompany(t, 'Acme');
      globex = await makeCompany(t, 'Globex');
      acc.eur = await insertAccount(t, acme.companyId, 'EUR');
      acc.eur2 = await insertAccount(t, acme.companyId, 'EUR');
      acc.usd = await insertAccount(t, acme.companyId, 'USD');
      acc.gEur = await insertAccount(t, globex.companyId, 'EUR');
      admin = await adminToken(t);
      await fund(t, admin, acc.eur, '50000.00');
      await fund(t, admin, acc.gEur, '500.00');
    });
    afterAll(async () => t.close());

    it('tops up a balance (credit): settlement → customer, two-factor for admins who have it', async () => {
      const settlement = (await t.db.db.selectFrom('bank_accounts').select('id').where('platform_role', '=', 'settlement').where('currency', '=', 'EUR').executeTakeFirstOrThrow()).id;
      const before = { eur2: await balances(t, acc.eur2), settlement: await balances(t, settlement) };
      const res = await call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: acc.eur2, amount: '300.50', ref_message: 'Initial funding' } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ type_id: 'deposit', status: 'approved', amount: '300.50', fee_amount: '0.00', to_account_id: acc.eur2, from_account_id: null, balance: '300.50', ref_message: 'Initial funding' });
      expect((await balances(t, acc.eur2)).balance).toBe(before.eur2.balance + 30_050n);
      expect((await balances(t, settlement)).balance).toBe(before.settlement.balance - 30_050n);

      const dup = await call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: acc.eur2, amount: '300.50' } });
      expect(dup.statusCode).toBe(409);
      expect((await call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: acc.eur2, amount: '300.50', bypass_duplicate_check: true } })).statusCode).toBe(201);
      for (const body of [{ bank_account_id: settlement, amount: '1' }, { bank_account_id: 999_999, amount: '1' }, { bank_account_id: acc.eur2, amount: '1.001' }, { bank_account_id: acc.eur2, amount: '0' }, { bank_account_id: acc.eur2, amount: '-3' }, { bank_account_id: acc.eur2 }]) {
        expect((await call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body })).statusCode, JSON.stringify(body)).toBe(422);
      }
      expect((await acme.manager.call({ method: 'POST', url: api('a/transactions/credit'), body: { bank_account_id: acc.eur2, amount: '1' } })).statusCode).toBe(403);

      await createUser(t, { email: 'admin-2fa@test.local', role: 'admin', twoFactor: true });
      t.advance(30);
      const token = (await login(t, 'admin-2fa@test.local', true)).token;
      const body = { bank_account_id: acc.eur2, amount: '12.34' };
      const ask = await call(t, { method: 'POST', url: api('a/transactions/credit'), token, body });
      expect(ask.statusCode).toBe(403);
      expect(ask.headers['otp-required']).toBe('true');
      expect((await withCode(t, { method: 'POST', url: api('a/transactions/credit'), token, body })).statusCode).toBe(201);
      expect(await unbalancedEntries(t)).toEqual([]);
    });

    it('exchanges a fiat deposit into the target currency when auto exchange is on', async () => {
      const before = { eur2: await balances(t, acc.eur2), usd: await balances(t, acc.usd) };
      await setSetting(t, 'auto_exchange_on_fiat_deposit', { enabled: true, target_currency: 'USD' });
      const res = await call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: acc.eur2, amount: '100.00' } });
      await setSetting(t, 'auto_exchange_on_fiat_deposit', { enabled: false, target_currency: 'USD' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toMatch(/^Balance topped up successfully\. The deposit was exchanged into USD/);
      const exchange = await t.db.db.selectFrom('transactions').selectAll().where('original_transaction_id', '=', res.json().data.id).executeTakeFirstOrThrow();
      expect(exchange).toMatchObject({ type: 'exchange', status: 'approved', bank_account_id: acc.eur2, to_account_id: acc.usd, to_currency: 'USD' });
      expect(BigInt(exchange.amount) + BigInt(exchange.fee_amount)).toBe(10_000n);
      expect(BigInt(exchange.fee_amount)).toBe(50n);
      expect(await balances(t, acc.eur2)).toEqual(before.eur2);
      expect((await balances(t, acc.usd)).balance).toBe(before.usd.balance + BigInt(exchange.to_amount ?? 0));
      expect(await unbalancedEntries(t)).toEqual([]);
      // Without an account in the target currency nothing more happens.
      await setSetting(t, 'auto_exchange_on_fiat_deposit', { enabled: true, target_currency: 'GBP' });
      const plain = await call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: acc.eur2, amount: '7.00' } });
      await setSetting(t, 'auto_exchange_on_fiat_deposit', { enabled: false, target_currency: '' });
      expect(plain.json().message).toBe('Balance topped up successfully.');
      expect((await balances(t, acc.eur2)).balance).toBe(before.eur2.balance + 700n);
    });

    it('lists transactions of every company by mode, with columns and detail', async () => {
      const created = await create(acme, 'transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '10.00' });
      expect(created.statusCode).toBe(201);
      const all = await call(t, { method: 'GET', url: api('a/transactions'), token: admin });
      const total = Number((await t.db.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(all.json().meta.total).toBe(total);
      expect(new Set(all.json().data.map((x: { company_id: number }) => x.company_id))).toEqual(new Set([acme.companyId, globex.companyId]));
      expect(all.json().data[0]).toHaveProperty('external_service_type_id');
      const pending = (await call(t, { method: 'GET', url: api('a/transactions?mode=pending_transactions'), token: admin })).json();
      expect(pending.data.map((x: { id: number }) => x.id)).toContain(created.json().data.id);
      const byCompany = (await call(t, { method: 'GET', url: api(`a/transactions?cid[]=${globex.companyId}`), token: admin })).json();
      expect(byCompany.data.every((x: { company_id: number }) => x.company_id === globex.companyId)).toBe(true);
      expect((await call(t, { method: 'GET', url: api('a/transactions?mode=archived'), token: admin })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'GET', url: api('a/transactions') })).statusCode).toBe(403);

      const columns = (await call(t, { method: 'GET', url: api('a/transactions/columns?mode=approved_transactions'), token: admin })).json().data;
      expect(columns.mode).toBe('approved_transactions');
      expect(columns.columns).toEqual(expect.arrayContaining(['log_created_at', 'id', 'type_id', 'balance', 'external_service_type_id', 'actions']));
      expect((await call(t, { method: 'GET', url: api('a/transactions/columns?mode=pending_transactions'), token: admin })).json().data.columns).toEqual(expect.arrayContaining(['created_at', 'bank_account', 'from_account', 'to_account']));

      const id = created.json().data.id as number;
      expect((await call(t, { method: 'GET', url: api(`a/transactions/${id}`), token: admin })).json().data).toMatchObject({ id, status: 'pending' });
      expect((await call(t, { method: 'GET', url: api('a/transactions/999999'), token: admin })).statusCode).toBe(404);
    });

    it('approves or rejects all or none, and keeps the history', async () => {
      const a = (await create(acme, 'transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '21.00' })).json().data.id as number;
      const b = (await create(acme, 'transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '22.00' })).json().data.id as number;
      const deposit = (await t.db.db.selectFrom('transactions').select('id').where('type', '=', 'deposit').executeTakeFirstOrThrow()).id;
      const before = await balances(t, acc.eur);
      const mixed = await approve({ id: [a, deposit], action: 'approve' });
      expect(mixed.statusCode).toBe(422);
      expect(mixed.json().message).toBe(`Transaction #${deposit} is not awaiting approval.`);
      expect(await balances(t, acc.eur)).toEqual(before);
      expect((await approve({ id: a })).json().message).toBe("Invalid request format. 'id' must be an array.");
      expect((await approve({ id: [a], action: 'cancel' })).statusCode).toBe(422);
      expect((await approve({ id: [999_999] })).statusCode).toBe(422);
      expect((await approve({ id: [] })).statusCode).toBe(422);

      const ok = await approve({ id: [b, a] });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().message).toBe('2 transactions approved successfully.');
      expect((await balances(t, acc.eur)).balance).toBe(before.balance - 2_100n - 100n - 2_200n - 100n);
      expect((await balances(t, acc.eur)).reserved).toBe(before.reserved - 2_200n - 2_300n);

      const history = (await call(t, { method: 'GET', url: api(`a/transactions/${a}/history`), token: admin })).json().data;
      expect(history.map((h: { status: string }) => h.status)).toEqual(['pending', 'approved']);
      expect(history[0].user).toMatchObject({ email: acme.managerEmail });
      expect(history[1]).toMatchObject({ readable_status: 'Completed', comment: 'Approved by an administrator' });
      expect((await call(t, { method: 'GET', url: api('a/transactions/999999/history'), token: admin })).statusCode).toBe(404);
    });

    it('sends large external payments to admin approval and auto-approves small ones when enabled', async () => {
      const withdrawal = (amount: string) => ({ bank_account_id: acc.eur, amount, transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Big Supplier', customer_iban: GOOD_IBAN, customer_country: 'DE' });
      const big = await create(acme, 'iban', withdrawal('15000.00'));
      expect(big.json().data).toMatchObject({ status: 'admin_action_require', readable_status: 'Awaiting Approval' });
      const external = (await call(t, { method: 'GET', url: api('a/transactions?mode=admin_action_require_transactions'), token: admin })).json();
      expect(external.data.map((x: { id: number }) => x.id)).toEqual([big.json().data.id]);
      // The admin sees whom a payment pays: the payee with its IBAN on the list and the detail (issue 21 item 7); a transfer has none.
      expect(external.data[0].payee).toMatchObject({ customer_name: 'Big Supplier', customer_iban: GOOD_IBAN, transfer_service: 'sepa' });
      expect((await call(t, { method: 'GET', url: api(`a/transactions/${big.json().data.id}`), token: admin })).json().data.payee).toMatchObject({ customer_iban: GOOD_IBAN });
      const transfers = (await call(t, { method: 'GET', url: api('a/transactions?mode=pending_transactions&type[]=transfer'), token: admin })).json().data as { payee: unknown }[];
      expect(transfers.length).toBeGreaterThan(0);
      expect(transfers.every((x) => x.payee === null)).toBe(true);
      // The manager cannot withdraw a payment under administrator review.
      expect((await acme.manager.call({ method: 'PUT', url: api(`manager/transactions/${big.json().data.id}/deny`) })).statusCode).toBe(422);
      expect((await approve({ id: [big.json().data.id], action: 'reject' })).statusCode).toBe(200);

      await setSetting(t, 'compliance_auto_approve', { enabled: true, max_amount: '1000.00', max_age_days: 0 });
      const before = { eur: await balances(t, acc.eur), eur2: await balances(t, acc.eur2) };
      const small = await create(acme, 'transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '999.00' });
      expect(small.json().data).toMatchObject({ status: 'approved', fee_amount: '1.00' });
      expect((await balances(t, acc.eur)).balance).toBe(before.eur.balance - 100_000n);
      expect((await balances(t, acc.eur2)).balance).toBe(before.eur2.balance + 99_900n);
      const over = await create(acme, 'transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '1000.01' });
      expect(over.json().data.status).toBe('pending');
      await setSetting(t, 'compliance_auto_approve', { enabled: true, max_amount: '1000.00', max_age_days: 30 });
      expect((await create(acme, 'transfer', { bank_account_id: acc.eur, to_account_id: acc.eur2, amount: '5.00' })).json().data.status).toBe('pending');
      await setSetting(t, 'compliance_auto_approve', { enabled: false, max_amount: '1000.00', max_age_days: 0 });
      expect(await unbalancedEntries(t)).toEqual([]);
    });

    it('answers statistics and check-records', async () => {
      const stats = await call(t, { method: 'GET', url: api('a/transactions/statistic'), token: admin });
      expect(stats.statusCode).toBe(200);
      const data = stats.json().data;
      expect(Object.keys(data).sort()).toEqual(['deposit', 'fee', 'recent', 'total', 'withdraw']);
      const total = Number((await t.db.db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(data.total).toBe(total);
      expect(data.recent).toBe(total);
      expect(data.deposit).toBe('51220.34'); // 50000 + 500 + 300.50 × 2 + 12.34 + 100 + 7, all EUR
      expect(data.withdraw).toBe('0.00');
      expect(data.fee).toBe('3.50'); // three approved transfers at the 1.00 minimum, one automatic exchange at 0.50
      expect((await call(t, { method: 'GET', url: api('a/transactions/statistic?period=previous_month'), token: admin })).json().data).toMatchObject({ total: 0, deposit: '0.00' });
      expect((await call(t, { method: 'GET', url: api('a/transactions/statistic?period=forever'), token: admin })).statusCode).toBe(422);
      expect((await call(t, { method: 'GET', url: api('a/transactions/columns?mode=all'), token: admin })).statusCode).toBe(422);
      expect((await call(t, { method: 'GET', url: api('a/transactions/abc/history'), token: admin })).statusCode).toBe(422);
      expect((await acme.manager.call({ method: 'GET', url: api('a/transactions/statistic') })).statusCode).toBe(403);

      const row = await t.db.db.selectFrom('transactions').select(['id', 'source_reference']).orderBy('id').executeTakeFirstOrThrow();
      const byRef = (await call(t, { method: 'GET', url: api(`a/transactions/check-records?source_reference=${row.source_reference.toLowerCase()}`), token: admin })).json();
      expect(byRef.data.map((x: { id: number }) => x.id)).toEqual([row.id]);
      const byId = (await call(t, { method: 'GET', url: api(`a/transactions/check-records?tid[]=${row.id}`), token: admin })).json();
      expect(byId.meta.total).toBe(1);
      expect((await call(t, { method: 'GET', url: api('a/transactions/check-records?from_date=2099-01-01'), token: admin })).json().meta.total).toBe(0);
      expect((await call(t, { method: 'GET', url: api('a/transactions/check-records?tid[]=abc'), token: admin })).statusCode).toBe(422);
    });

    it('lets at most one of two parallel payments spend the same funds', async () => {
      const twin = await makeCompany(t, 'Twin');
      const second = await makeCompany(t, 'Twin2');
      await t.db.db.updateTable('users').set({ company_id: twin.companyId }).where('email', '=', second.managerEmail).execute();
      const src = await insertAccount(t, twin.companyId, 'EUR');
      const d1 = await insertAccount(t, twin.companyId, 'EUR');
      const d2 = await insertAccount(t, twin.companyId, 'EUR');
      await fund(t, admin, src, '100.00');
      const t1 = await twin.manager.token();
      const t2 = await second.manager.token();
      for (const autoApprove of [false, true]) {
        await setSetting(t, 'compliance_auto_approve', { enabled: autoApprove, max_amount: '100000.00', max_age_days: 0 });
        t.advance(30);
        const code = t.code();
        const [r1, r2] = await Promise.all([
          call(t, { method: 'POST', url: api('manager/transactions/transfer'), token: t1, code, body: { bank_account_id: src, to_account_id: d1, amount: '60.00' } }),
          call(t, { method: 'POST', url: api('manager/transactions/transfer'), token: t2, code, body: { bank_account_id: src, to_account_id: d2, amount: '61.00' } }),
        ]);
        const statuses = [r1.statusCode, r2.statusCode].sort();
        expect(statuses, `${r1.body} ${r2.body}`).toEqual([201, 422]);
        const loser = r1.statusCode === 422 ? r1 : r2;
        expect(loser.json().errors.amount[0]).toMatch(/^Insufficient funds/);
        const b = await balances(t, src);
        expect(b.available >= 0n).toBe(true);
        if (!autoApprove) {
          const winner = (r1.statusCode === 201 ? r1 : r2).json().data.id as number;
          expect((await approve({ id: [winner], action: 'reject' })).statusCode).toBe(200);
        }
      }
      await setSetting(t, 'compliance_auto_approve', { enabled: false, max_amount: '0', max_age_days: 0 });
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });

    it('keeps the ledger exact through a random sequence; the integrity check finds a tampered balance', async () => {
      const solo = await makeCompany(t, 'Solo', { legal: 'individual' });
      const eur = await insertAccount(t, solo.companyId, 'EUR');
      const eur2 = await insertAccount(t, solo.companyId, 'EUR');
      const usd = await insertAccount(t, solo.companyId, 'USD');
      const btc = await insertAccount(t, solo.companyId, 'BTC');
      await setSetting(t, 'crypto_exchange_fiat_crypto_enabled', true);
      await setSetting(t, 'crypto_exchange_crypto_fiat_enabled', true);
      await fund(t, admin, eur, '3000.00');
      await fund(t, admin, usd, '800.00');
      const rnd = prng(engine === 'sqlite' ? 7 : 11);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
      const amount = () => `${1 + Math.floor(rnd() * 900)}.${String(Math.floor(rnd() * 100)).padStart(2, '0')}`;
      const outcomes = new Map<number, number>();
      for (let i = 0; i < 60; i++) {
        const op = pick(['transfer', 'exchange', 'convert', 'card', 'iban', 'deny', 'approve', 'reject', 'credit'] as const);
        let res;
        if (op === 'transfer') res = await solo.manager.call({ method: 'POST', url: api('manager/transactions/transfer'), body: { bank_account_id: pick([eur, eur2]), to_account_id: pick([eur, eur2]), amount: amount(), bypass_duplicate_check: true } });
        else if (op === 'exchange') res = await solo.manager.call({ method: 'POST', url: api('manager/transactions/transfer'), body: { bank_account_id: pick([eur, usd]), to_account_id: pick([usd, eur2]), amount: amount(), bypass_duplicate_check: true } });
        else if (op === 'convert') res = await solo.manager.call({ method: 'POST', url: api('manager/transactions/convert'), body: { bank_account_id: pick([eur, usd]), to_account_id: btc, amount: amount(), bypass_duplicate_check: true } });
        else if (op === 'card') res = await solo.manager.call({ method: 'POST', url: api('manager/transactions/card'), body: { bank_account_id: pick([eur, eur2, usd]), amount: amount(), card_number: '4111111111111111', card_holder: 'Solo', bypass_duplicate_check: true } });
        else if (op === 'iban') res = await solo.manager.call({ method: 'POST', url: api('manager/transactions/iban'), body: { bank_account_id: eur, amount: amount(), transfer_service: 'sepa', customer_legal_type: 'individual', customer_first_name: 'Ann', customer_last_name: 'Lee', customer_iban: GOOD_IBAN, customer_country: 'DE', bypass_duplicate_check: true } });
        else if (op === 'credit') res = await call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: pick([eur, eur2, usd]), amount: amount(), bypass_duplicate_check: true } });
        else {
          const pending = await t.db.db.selectFrom('transactions').select('id').where('company_id', '=', solo.companyId).where('status', '=', 'pending').execute();
          if (pending.length === 0) continue;
          const id = pick(pending).id;
          res = op === 'deny' ? await solo.manager.call({ method: 'PUT', url: api(`manager/transactions/${id}/deny`) }) : await approve({ id: [id], action: op });
        }
        outcomes.set(res.statusCode, (outcomes.get(res.statusCode) ?? 0) + 1);
        expect([200, 201, 422], res.body).toContain(res.statusCode);
        for (const id of [eur, eur2, usd, btc]) expect((await balances(t, id)).available >= 0n).toBe(true);
      }
      expect(outcomes.get(201) ?? 0).toBeGreaterThan(10);
      const report = await verifyLedger(t.db.db);
      expect(report.failedAccounts).toEqual([]);
      expect(report.unbalancedEntries).toEqual([]);
      expect(report.passed).toBe(true);
      for (const id of [eur, eur2, usd, btc]) {
        const check = await call(t, { method: 'POST', url: api(`a/bank-accounts/${id}/integrity-checks`), token: admin });
        expect(check.statusCode).toBe(201);
        expect(check.json().data).toMatchObject({ status: 'passed', difference: id === btc ? '0.00000000' : '0.00' });
      }

      await t.db.db.updateTable('bank_accounts').set({ balance: String((await balances(t, eur)).balance + 1n) }).where('id', '=', eur).execute();
      const failed = await call(t, { method: 'POST', url: api(`a/bank-accounts/${eur}/integrity-checks`), token: admin });
      expect(failed.json().data).toMatchObject({ status: 'failed', difference: '0.01', bank_account: { id: eur, currency: 'EUR' } });
      expect((await verifyLedger(t.db.db)).passed).toBe(false);

      const list = await call(t, { method: 'GET', url: api(`a/integrity-checks?bank_account_id=${eur}`), token: admin });
      expect(list.json().meta.total).toBe(2);
      expect(list.json().data.map((c: { status: string }) => c.status)).toEqual(['failed', 'passed']);
      expect((await call(t, { method: 'GET', url: api('a/integrity-checks?status=failed'), token: admin })).json().data).toHaveLength(1);
      expect((await call(t, { method: 'GET', url: api('a/integrity-checks?status=weird'), token: admin })).statusCode).toBe(422);
      expect((await call(t, { method: 'POST', url: api('a/bank-accounts/999999/integrity-checks'), token: admin })).statusCode).toBe(404);
      expect((await solo.manager.call({ method: 'POST', url: api(`a/bank-accounts/${eur}/integrity-checks`) })).statusCode).toBe(403);
      // Put the books right again for the other tests.
      await t.db.db.updateTable('bank_accounts').set({ balance: String((await balances(t, eur)).balance - 1n) }).where('id', '=', eur).execute();
    });
  });
});
