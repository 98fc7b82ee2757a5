import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/server/ledger/integrity';
import { forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, balances, fund, iban, insertAccount, makeCompany, setSetting } from './ledgerFixtures';

/**
 * Fifty simultaneous payments of the whole available balance from one account: exactly one wins, the
 * others get 422 (insufficient funds), nothing is overspent. On PostgreSQL the requests really run on
 * several pooled connections at once (checked below), so this exercises the row locks.
 */
const N = 50;
const GOOD_IBAN = iban('DE', '370400440532013000');

await forEachEngine((engine) => {
  describe(`concurrent full-balance payments (${engine})`, () => {
    let t: TestApp;
    let co: Awaited<ReturnType<typeof makeCompany>>;
    const acc = { a: 0, b: 0, dest: 0 };

    beforeAll(async () => {
      t = await makeApp(engine);
      // An individual customer works without two-factor: no code juggling between the parallel requests.
      co = await makeCompany(t, 'Race Co', { legal: 'individual' });
      acc.a = await insertAccount(t, co.companyId, 'EUR', { selected: 1 });
      acc.b = await insertAccount(t, co.companyId, 'EUR');
      acc.dest = await insertAccount(t, co.companyId, 'EUR');
      const admin = await adminToken(t);
      await fund(t, admin, acc.a, '500.00');
      await fund(t, admin, acc.b, '750.00');
    });
    afterAll(async () => t.close());

    if (engine === 'postgres') {
      it('runs queries on several connections at the same time (the pool is really parallel)', async () => {
        const started = Date.now();
        const pids = await Promise.all(Array.from({ length: 8 }, async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.2)`.execute(t.db.db)).rows[0]?.pid));
        expect(new Set(pids).size).toBeGreaterThan(1);
        expect(Date.now() - started).toBeLessThan(8 * 200);
      });
    }

    const expectOneWinner = (codes: number[]) => {
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 422)).toHaveLength(N - 1);
    };

    it(`${N} withdrawals of the full balance: one is held, ${N - 1} are refused, available ends at zero`, async () => {
      const token = await co.manager.token();
      const body = {
        bank_account_id: acc.a, amount: '500.00', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Beneficiary GmbH',
        customer_iban: GOOD_IBAN, customer_country: 'DE', bypass_duplicate_check: true,
      };
      const answers = await Promise.all(
        Array.from({ length: N }, () => t.app.inject({ method: 'POST', url: api('manager/transactions/iban'), payload: body, headers: { authorization: `Bearer ${token}` } })),
      );
      expectOneWinner(answers.map((a) => a.statusCode));
      for (const refused of answers.filter((a) => a.statusCode === 422)) {
        expect(refused.json().errors.amount[0]).toBe('Insufficient funds: the available balance is 0.00 EUR and this payment needs 500.00 EUR with fees.');
      }
      expect(await balances(t, acc.a)).toEqual({ balance: 50_000n, reserved: 50_000n, available: 0n });
      const held = await t.db.db.selectFrom('transactions').select(['status']).where('bank_account_id', '=', acc.a).where('type', '=', 'withdrawal').execute();
      expect(held).toEqual([{ status: 'pending' }]);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });

    it(`${N} transfers of the full balance posted at once (auto-approve): one moves the money, balance ends at zero`, async () => {
      await setSetting(t, 'compliance_auto_approve', { enabled: true, max_amount: '100000.00', max_age_days: 0 });
      const token = await co.manager.token();
      const body = { bank_account_id: acc.b, to_account_id: acc.dest, amount: '750.00', bypass_duplicate_check: true };
      const answers = await Promise.all(
        Array.from({ length: N }, () => t.app.inject({ method: 'POST', url: api('manager/transactions/transfer'), payload: body, headers: { authorization: `Bearer ${token}` } })),
      );
      expectOneWinner(answers.map((a) => a.statusCode));
      expect(answers.find((a) => a.statusCode === 201)?.json().data.status).toBe('approved');
      expect(await balances(t, acc.b)).toEqual({ balance: 0n, reserved: 0n, available: 0n });
      expect(await balances(t, acc.dest)).toEqual({ balance: 75_000n, reserved: 0n, available: 75_000n });
      const postings = await t.db.db.selectFrom('postings').select('amount').where('bank_account_id', '=', acc.b).where('amount', '<', '0').execute();
      expect(postings.map((p) => String(p.amount))).toEqual(['-75000']);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });
  });
});
