import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/server/db/values';
import { verifyLedger } from '../../src/server/ledger/integrity';
import { setRatesProvider } from '../../src/server/ledger/rates';
import { call, forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, iban, insertAccount, makeCompany, setSetting } from './ledgerFixtures';
import {
  ADMIN_THRESHOLD, AUTO_APPROVE_MAX, convertAmount, currencyOf, CUSTOMER_KEYS, type Cur, eurValue, exchangeFee, FEE_PLANS, FixedRates, fmt, invariantProblems,
  type Key, LedgerModel, type ModelTx, transferFee,
} from './ledgerModel';

/**
 * Property test of the ledger: random sequences of top-ups, transfers, exchanges, converts,
 * withdrawals, denials and admin approvals/rejections, sent through the HTTP calls, are checked after
 * every step against the in-memory model (ledgerModel.ts) and the whole-database invariants.
 */

type Customer = (typeof CUSTOMER_KEYS)[number];
type Op =
  | { op: 'topup'; to: Customer; amount: bigint }
  | { op: 'transfer'; from: 'eur1' | 'eur2'; amount: bigint }
  | { op: 'exchange' | 'convert'; from: Customer; to: Customer; amount: bigint }
  | { op: 'withdraw'; from: 'eur1' | 'eur2'; amount: bigint }
  | { op: 'deny' | 'approve' | 'reject'; pick: number; anyTx: boolean };

const amount = fc.oneof(fc.bigInt({ min: 1n, max: 2_500n }), fc.bigInt({ min: 1n, max: 1_500_000n }));
const eurKey = fc.constantFrom<'eur1' | 'eur2'>('eur1', 'eur2');
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('topup' as const), to: fc.constantFrom(...CUSTOMER_KEYS), amount: fc.bigInt({ min: 1n, max: 2_000_000n }) }), weight: 3 },
  fc.record({ op: fc.constant('transfer' as const), from: eurKey, amount }),
  fc.record({ op: fc.constantFrom('exchange' as const, 'convert' as const), from: fc.constantFrom(...CUSTOMER_KEYS), pick: eurKey, amount }).map(
    ({ op, from, pick, amount: a }): Op => ({ op, from, to: from === 'usd' ? pick : 'usd', amount: a }),
  ),
  fc.record({ op: fc.constant('withdraw' as const), from: eurKey, amount }),
  {
    arbitrary: fc.record({ op: fc.constantFrom('deny' as const, 'approve' as const, 'reject' as const), pick: fc.nat({ max: 20 }), anyTx: fc.nat({ max: 3 }).map((n) => n === 0) }),
    weight: 3,
  },
);
/** Each run starts by funding its three accounts (0 to 20 000.00), then runs the random operations. */
const runArb = fc.tuple(fc.tuple(fc.bigInt({ min: 0n, max: 2_000_000n }), fc.bigInt({ min: 0n, max: 2_000_000n }), fc.bigInt({ min: 0n, max: 2_000_000n })), fc.array(opArb, { minLength: 1, maxLength: 12 }));

const GOOD_IBAN = iban('DE', '370400440532013000');
const PLATFORM_ROLES = ['fees', 'settlement', 'exchange', 'clearing'] as const;
let runCounter = 0;

await forEachEngine((engine) => {
  describe(`ledger properties (${engine})`, () => {
    let t: TestApp;
    let admin: string;

    beforeAll(async () => {
      t = await makeApp(engine, {}, (app) => setRatesProvider(app.kontor, new FixedRates()));
      const now = nowIso(t.clock.now);
      for (const p of FEE_PLANS) {
        await t.db.db.insertInto('fee_plans').values({ company_id: null, fee_type: p.fee_type, mode: 'every_transaction', currency: null, rules: JSON.stringify(p.rules), created_at: now, updated_at: now }).execute();
      }
      await setSetting(t, 'compliance_auto_approve', { enabled: true, max_amount: fmt(AUTO_APPROVE_MAX), max_age_days: 0 });
      admin = await adminToken(t);
    });
    afterAll(async () => t.close());

    const platformBalances = async (): Promise<Map<Key, bigint>> => {
      const rows = await t.db.db.selectFrom('bank_accounts').select(['platform_role', 'currency', 'balance']).where('owner_kind', '=', 'platform').where('currency', 'in', ['EUR', 'USD']).execute();
      return new Map(rows.map((r) => [`${r.platform_role}:${r.currency}` as Key, BigInt(r.balance)]));
    };

    /** One random sequence on a fresh company; throws on the first disagreement. */
    const runSequence = async ([funding, rest]: [[bigint, bigint, bigint], Op[]]) => {
      const ops: Op[] = [...CUSTOMER_KEYS.map((to, i): Op => ({ op: 'topup', to, amount: funding[i] ?? 0n })).filter((o) => o.op !== 'topup' || o.amount > 0n), ...rest];
      runCounter += 1;
      const co = await makeCompany(t, `Prop ${engine} ${runCounter}`, { legal: 'individual' });
      const ids: Record<Customer, number> = {
        eur1: await insertAccount(t, co.companyId, 'EUR', { selected: 1 }),
        eur2: await insertAccount(t, co.companyId, 'EUR'),
        usd: await insertAccount(t, co.companyId, 'USD'),
      };
      const start = await platformBalances();
      const m = new LedgerModel();

      const create = async (kind: string, src: Customer, a: bigint, body: Record<string, unknown>, fee: bigint, lines: [Key, bigint][], external: boolean, ok = true) => {
        const res = await co.manager.call({ method: 'POST', url: api(`manager/transactions/${kind}`), body: { bank_account_id: ids[src], amount: fmt(a), bypass_duplicate_check: true, ...body } });
        const need = a + fee;
        if (!ok || m.available(src) < need) return expectStatus(res, 422);
        expectStatus(res, 201);
        const value = eurValue(a, currencyOf(src));
        const status = external && value >= ADMIN_THRESHOLD ? 'admin_action_require' : value <= AUTO_APPROVE_MAX ? 'approved' : 'pending';
        expect(res.json().data).toMatchObject({ status, amount: fmt(a), fee_amount: fmt(fee) });
        const tx: ModelTx = { id: res.json().data.id, status, src, hold: need, lines };
        m.txs.push(tx);
        if (status === 'approved') m.post(lines);
        else m.hold(src, need);
      };

      const step = async (o: Op) => {
        switch (o.op) {
          case 'topup': {
            const res = await call(t, { method: 'POST', url: api('a/transactions/credit'), token: admin, body: { bank_account_id: ids[o.to], amount: fmt(o.amount), bypass_duplicate_check: true } });
            expectStatus(res, 201);
            return m.post([[`settlement:${currencyOf(o.to)}`, -o.amount], [o.to, o.amount]]);
          }
          case 'transfer': {
            const fee = transferFee(o.amount);
            const to = o.from === 'eur1' ? 'eur2' : 'eur1';
            return create('transfer', o.from, o.amount, { to_account_id: ids[to] }, fee, [[o.from, -(o.amount + fee)], [to, o.amount], ['fees:EUR', fee]], false);
          }
          case 'exchange':
          case 'convert': {
            const from: Cur = currencyOf(o.from);
            const toCur: Cur = currencyOf(o.to);
            const fee = exchangeFee(o.amount);
            const got = convertAmount(o.amount, from, toCur);
            const lines: [Key, bigint][] = [[o.from, -(o.amount + fee)], [`exchange:${from}`, o.amount], [`fees:${from}`, fee], [`exchange:${toCur}`, -got], [o.to, got]];
            const body = o.op === 'convert' ? { to_account_id: ids[o.to], crypto_amount: fmt(got) } : { to_account_id: ids[o.to] };
            return create(o.op === 'convert' ? 'convert' : 'transfer', o.from, o.amount, body, fee, lines, false, got > 0n);
          }
          case 'withdraw': {
            const fee = transferFee(o.amount);
            const body = { transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Payee GmbH', customer_iban: GOOD_IBAN, customer_country: 'DE' };
            return create('iban', o.from, o.amount, body, fee, [[o.from, -(o.amount + fee)], ['settlement:EUR', o.amount], ['fees:EUR', fee]], true);
          }
          default:
            return decide(o.op, o.pick, o.anyTx);
        }
      };

      const decide = async (action: 'deny' | 'approve' | 'reject', pick: number, anyTx: boolean) => {
        // Mostly a transaction that can still be decided; sometimes any one (the refusals are checked too).
        const open = m.txs.filter((x) => x.status === 'pending' || x.status === 'admin_action_require');
        const list = anyTx || open.length === 0 ? m.txs : open;
        const tx = list.length ? list[pick % list.length] : undefined;
        if (!tx) return;
        const res = action === 'deny'
          ? await co.manager.call({ method: 'PUT', url: api(`manager/transactions/${tx.id}/deny`) })
          : await call(t, { method: 'POST', url: api('a/transactions/approve-api-payments'), token: admin, body: { id: [tx.id], action } });
        const allowed = action === 'deny' ? tx.status === 'pending' : tx.status === 'pending' || tx.status === 'admin_action_require';
        if (!allowed) return expectStatus(res, 422);
        expectStatus(res, 200);
        m.reserved.set(tx.src, m.res(tx.src) - tx.hold);
        if (action === 'approve') m.post(tx.lines);
        tx.status = action === 'approve' ? 'approved' : action === 'deny' ? 'denied' : 'rejected';
      };

      const compare = async (after: string) => {
        expect(await invariantProblems(t), after).toEqual([]);
        for (const k of CUSTOMER_KEYS) {
          const a = await t.db.db.selectFrom('bank_accounts').select(['balance', 'reserved']).where('id', '=', ids[k]).executeTakeFirstOrThrow();
          expect({ k, balance: BigInt(a.balance), reserved: BigInt(a.reserved) }, after).toEqual({ k, balance: m.bal(k), reserved: m.res(k) });
        }
        const now = await platformBalances();
        for (const role of PLATFORM_ROLES) {
          for (const c of ['EUR', 'USD'] as const) {
            const k: Key = `${role}:${c}`;
            expect({ k, moved: (now.get(k) ?? 0n) - (start.get(k) ?? 0n) }, after).toEqual({ k, moved: m.bal(k) });
          }
        }
        if (m.txs.length) {
          const rows = await t.db.db.selectFrom('transactions').select(['id', 'status']).where('id', 'in', m.txs.map((x) => x.id)).orderBy('id').execute();
          expect(rows, after).toEqual(m.txs.map((x) => ({ id: x.id, status: x.status })).sort((x, y) => x.id - y.id));
        }
      };

      for (const [i, o] of ops.entries()) {
        await step(o);
        await compare(`after step ${i} ${JSON.stringify(o, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}`);
      }
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    };

    it('keeps every invariant and agrees with the model after every step of random operation sequences', async () => {
      await fc.assert(fc.asyncProperty(runArb, runSequence), { numRuns: 40 });
    }, 120_000);
  });
});

const expectStatus = (res: LightMyRequestResponse, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
};
