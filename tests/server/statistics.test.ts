import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/server/db/values';
import { sourceOfFundsThreshold } from '../../src/server/modules/transactions/sourceOfFundsRule';
import { call, createCompany, createUser, forEachEngine, login, makeApp, type TestApp } from './harness';

const api = (path: string) => `/api/v1/${path}`;

/** Deterministic pseudo-random numbers (mulberry32). */
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

type Txn = {
  company_id: number; type: string; status: string; bank_account_id: number; to_account_id: number | null; currency: string; amount: bigint; to_amount: bigint | null;
  created_at: string; log_created_at: string | null; source_of_funds: number | null;
};
type Compliance = { company_id: number; status: string; created_at: string };

const NOW = '2026-06-15T10:00:05.000Z';
const PERIOD_FROM: Record<string, string | null> = { total: null, current_month: '2026-06-01T00:00:00.000Z', previous_month: '2026-05-01T00:00:00.000Z', current_year: '2026-01-01T00:00:00.000Z' };
const PERIOD_TO: Record<string, string | null> = { total: null, current_month: null, previous_month: '2026-06-01T00:00:00.000Z', current_year: null };
const inPeriod = (at: string, period: string) => (PERIOD_FROM[period] === null || at >= (PERIOD_FROM[period] ?? '')) && (PERIOD_TO[period] === null || at < (PERIOD_TO[period] ?? ''));

const TXN_BUCKETS: Record<string, string[]> = { waiting: ['pending', 'admin_action_require'], approved: ['approved'], denied: ['denied', 'rejected', 'failed'] };
const CMP_BUCKETS: Record<string, string[]> = { waiting: ['draft', 'open', 'submitted'], approved: ['verified'], denied: ['declined'] };

/** The statistics computed here, independently of the server, from the rows the test inserted. */
const expectedStats = (rows: readonly { status: string; created_at: string }[], buckets: Record<string, string[]>) =>
  Object.fromEntries(
    ['current_month', 'previous_month', 'current_year', 'total'].map((period) => {
      const inside = rows.filter((r) => inPeriod(r.created_at, period));
      const count = (statuses: string[]) => inside.filter((r) => statuses.includes(r.status)).length;
      return [period, { all: inside.length, waiting: count(buckets.waiting ?? []), approved: count(buckets.approved ?? []), denied: count(buckets.denied ?? []) }];
    }),
  );

const fmt = (minor: bigint, sub: number): string => {
  const neg = minor < 0n;
  const abs = neg ? -minor : minor;
  const s = abs.toString().padStart(sub + 1, '0');
  return `${neg ? '-' : ''}${s.slice(0, -sub)}.${s.slice(-sub)}`;
};

await forEachEngine((engine) => {
  describe(`company, alerts and statistics (${engine})`, () => {
    let t: TestApp;
    let companyA: number;
    let companyB: number;
    let manager: string;
    let reader: string;
    let otherManager: string;
    let admin: string;
    let mgrAId: number;
    const acc: Record<string, number> = {};
    const txns: Txn[] = [];
    const compliances: Compliance[] = [];

    const insertAccount = async (companyId: number, currency: string, o: { balance?: bigint; reserved?: bigint; selected?: number } = {}) => {
      const crypto = currency === 'BTC';
      const now = nowIso(t.clock.now);
      const row = await t.db.db
        .insertInto('bank_accounts')
        .values({
          company_id: companyId, owner_kind: 'customer', platform_role: null, currency, currency_type: crypto ? 'crypto' : 'fiat', sub_unit: crypto ? 8 : 2, name: `${currency} account`,
          iban: null, account_number: null, sort_code: null, bic: null, payment_service: null, selected: o.selected ?? 0, disabled_protocols: '[]', portal_service_active: 0,
          balance: String(o.balance ?? 0n), reserved: String(o.reserved ?? 0n), created_at: now, updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };

    beforeAll(async () => {
      t = await makeApp(engine);
      const owner = await createCompany(t, 'Owner Holding AG');
      companyA = await createCompany(t, 'Acme');
      companyB = await createCompany(t, 'Other Co');
      await t.db.db.updateTable('companies').set({ affiliate_owner_company_id: owner, payment_service_status: 'ONBOARDING_IN_PROGRESS' }).where('id', '=', companyA).execute();
      mgrAId = await createUser(t, { email: 'mgr@a.test', companyId: companyA, twoFactor: true });
      await t.db.db.updateTable('users').set({ compliance_required: 1 }).where('id', '=', mgrAId).execute();
      await createUser(t, { email: 'reader@a.test', role: 'manager-reader', companyId: companyA, twoFactor: true });
      await createUser(t, { email: 'mgr@b.test', companyId: companyB, twoFactor: true });
      await createUser(t, { email: 'admin@test.local', role: 'admin' });
      manager = (await login(t, 'mgr@a.test', true)).token;
      t.advance(30);
      reader = (await login(t, 'reader@a.test', true)).token;
      t.advance(30);
      otherManager = (await login(t, 'mgr@b.test', true)).token;
      admin = (await login(t, 'admin@test.local')).token;
      t.clock.now = new Date(NOW);

      // A: EUR default account with a negative available balance; USD in use and low; GBP unused; BTC.
      acc.eur = await insertAccount(companyA, 'EUR', { balance: 100000n, reserved: 250000n, selected: 1 });
      acc.usd = await insertAccount(companyA, 'USD', { balance: 5000n });
      acc.gbp = await insertAccount(companyA, 'GBP');
      acc.btc = await insertAccount(companyA, 'BTC', { balance: 10n });
      acc.eurB = await insertAccount(companyB, 'EUR', { balance: 10_000_000n });

      const random = rng(20260615);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
      const nowMs = Date.parse(NOW);
      const statuses = ['pending', 'admin_action_require', 'approved', 'approved', 'approved', 'denied', 'rejected', 'failed'];
      const types = ['withdrawal', 'import', 'transfer', 'exchange', 'card', 'deposit', 'convert'];
      const accountsA = [acc.eur, acc.usd, acc.btc] as number[];
      const currencyOf: Record<number, string> = { [acc.eur as number]: 'EUR', [acc.usd as number]: 'USD', [acc.btc as number]: 'BTC', [acc.eurB as number]: 'EUR' };
      const at = (ms: number) => new Date(ms).toISOString();
      for (let i = 0; i < 420; i++) {
        const companyId = i % 7 === 0 ? companyB : companyA;
        const source = companyId === companyB ? (acc.eurB as number) : pick(accountsA);
        const type = pick(types);
        const status = pick(statuses);
        const created = nowMs - Math.floor(random() * 450 * 86_400_000) - 3_600_000;
        const toAccount = companyId === companyA && (type === 'transfer' || type === 'exchange') ? pick(accountsA.filter((a) => a !== source)) : null;
        const currency = currencyOf[source] ?? 'EUR';
        const amount = BigInt(1 + Math.floor(random() * (currency === 'BTC' ? 5_000_000 : 2_000_000)));
        const toAmount = toAccount !== null ? BigInt(1 + Math.floor(random() * 3_000_000)) : null;
        txns.push({
          company_id: companyId, type, status, bank_account_id: source, to_account_id: toAccount, currency, amount, to_amount: toAmount,
          created_at: at(created), log_created_at: status === 'approved' ? at(created + Math.floor(random() * 3_000_000)) : null,
          source_of_funds: random() < 0.5 ? null : 1,
        });
      }
      // Rows on the edges of the periods.
      const edge = (created: string, log: string | null, status: string) => txns.push({
        company_id: companyA, type: 'withdrawal', status, bank_account_id: acc.eur as number, to_account_id: null, currency: 'EUR', amount: 12345n, to_amount: null,
        created_at: created, log_created_at: log, source_of_funds: 2,
      });
      edge('2026-06-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z', 'approved');
      edge('2026-05-31T23:59:59.999Z', '2026-05-31T23:59:59.999Z', 'approved');
      edge('2026-05-01T00:00:00.000Z', '2026-06-01T00:00:00.001Z', 'approved');
      edge('2025-12-31T23:59:59.999Z', '2026-01-01T00:00:00.000Z', 'approved');
      edge('2026-01-01T00:00:00.000Z', null, 'denied');

      let n = 0;
      for (const x of txns) {
        n += 1;
        await t.db.db
          .insertInto('transactions')
          .values({
            company_id: x.company_id, user_id: null, type: x.type, status: x.status, status_reason: null, bank_account_id: x.bank_account_id, to_account_id: x.to_account_id, agent_id: null,
            currency: x.currency, amount: x.amount.toString(), fee_amount: '0', to_currency: x.to_account_id === null ? null : (currencyOf[x.to_account_id] ?? null),
            to_amount: x.to_amount === null ? null : x.to_amount.toString(), rate: null, transmission_protocol: 'SEPA', transfer_service: null, remitter_name: 'R', beneficiary_name: 'B',
            ref_message: null, source_reference: `KTR-T-${n}`, source_of_funds: x.source_of_funds, details: '{}', original_transaction_id: null, bypass_duplicate_check: 0, import_id: null,
            external_service_type_id: null, log_created_at: x.log_created_at, decided_by: null, decided_at: null, duplicate_key: null, created_at: x.created_at, updated_at: x.created_at,
          })
          .execute();
      }

      const cStatuses = ['draft', 'open', 'verified', 'submitted', 'declined', 'not_found'];
      for (let i = 0; i < 60; i++) {
        const companyId = i % 5 === 0 ? companyB : companyA;
        compliances.push({ company_id: companyId, status: pick(cStatuses), created_at: at(nowMs - Math.floor(random() * 500 * 86_400_000)) });
      }
      for (const c of compliances) {
        await t.db.db
          .insertInto('compliance_trackings')
          .values({ subject_type: 'company', subject_id: c.company_id, company_id: c.company_id, category: 'REGISTRATION', status: c.status, step: 'files', data: null, created_at: c.created_at, updated_at: c.created_at })
          .execute();
      }
    });
    afterAll(async () => t.close());

    describe('manager/statistic', () => {
      it('counts transactions and compliances per period and status, equal to an independent count', async () => {
        const res = await call(t, { method: 'GET', url: api('manager/statistic'), token: manager });
        expect(res.statusCode).toBe(200);
        const data = res.json().data;
        expect(data.transactions).toEqual(expectedStats(txns.filter((x) => x.company_id === companyA), TXN_BUCKETS));
        expect(data.compliances).toEqual(expectedStats(compliances.filter((c) => c.company_id === companyA), CMP_BUCKETS));
        expect(data.transactions.total.all).toBe(txns.filter((x) => x.company_id === companyA).length);
        // Each period's buckets never exceed its total.
        for (const p of Object.values(data.transactions) as { all: number; waiting: number; approved: number; denied: number }[]) {
          expect(p.waiting + p.approved + p.denied).toBeLessThanOrEqual(p.all);
        }
      });

      it('shows each company only its own numbers; a reader may read them', async () => {
        const b = (await call(t, { method: 'GET', url: api('manager/statistic'), token: otherManager })).json().data;
        expect(b.transactions).toEqual(expectedStats(txns.filter((x) => x.company_id === companyB), TXN_BUCKETS));
        expect(b.compliances).toEqual(expectedStats(compliances.filter((c) => c.company_id === companyB), CMP_BUCKETS));
        expect((await call(t, { method: 'GET', url: api('manager/statistic'), token: reader })).statusCode).toBe(200);
        expect((await call(t, { method: 'GET', url: api('manager/statistic'), token: admin })).statusCode).toBe(403);
      });
    });

    describe('volume charts', () => {
      /** Per currency, per bucket: the approved transactions of the scope inside the range, summed here. */
      const expectedBuckets = (rows: readonly Txn[], keyLength: number, from: string | null, to: string | null) => {
        const out = new Map<string, Map<string, { amount: bigint; count: number }>>();
        for (const x of rows) {
          if (x.status !== 'approved' || !x.log_created_at) continue;
          if (from !== null && x.log_created_at < from) continue;
          if (to !== null && x.log_created_at >= to) continue;
          const byBucket = out.get(x.currency) ?? new Map<string, { amount: bigint; count: number }>();
          const key = x.log_created_at.slice(0, keyLength);
          const prev = byBucket.get(key) ?? { amount: 0n, count: 0 };
          byBucket.set(key, { amount: prev.amount + x.amount, count: prev.count + 1 });
          out.set(x.currency, byBucket);
        }
        return out;
      };
      const subUnit = (c: string) => (c === 'BTC' ? 8 : 2);
      const LABEL_KEY: Record<string, (date: string) => string> = { month: (d) => d.slice(0, 7), day: (d) => d, hour: (d) => d.slice(0, 13) };
      const KEY_LENGTH: Record<string, number> = { month: 7, day: 10, hour: 13 };

      const combos: [string, string, number | null][] = [
        ['current_year', 'month', 6],
        ['current_month', 'day', 15],
        ['previous_month', 'day', 31],
        ['current_month', 'hour', 14 * 24 + 11],
        ['total', 'month', null],
        ['current_year', 'day', 166],
      ];
      for (const [period, granularity, points] of combos) {
        it(`sums per currency and bucket equal the transactions (${period}, ${granularity})`, async () => {
          const res = await call(t, { method: 'GET', url: api(`manager/statistic/transaction-volume?period=${period}&granularity=${granularity}`), token: manager });
          expect(res.statusCode, res.body).toBe(200);
          const data = res.json().data as {
            granularity: string; period: string; currency: string; points: { date: string; amount: string; count: number }[];
            currencies: { currency: string; total_amount: string; total_count: number; points: { date: string; amount: string; count: number }[] }[];
          };
          expect(data.granularity).toBe(granularity);
          expect(data.currency).toBe('EUR');
          const expected = expectedBuckets(txns.filter((x) => x.company_id === companyA), KEY_LENGTH[granularity] ?? 7, PERIOD_FROM[period] ?? null, PERIOD_TO[period] ?? null);
          expect(data.currencies.map((c) => c.currency).sort()).toEqual([...expected.keys()].sort());
          for (const series of data.currencies) {
            if (points !== null) expect(series.points).toHaveLength(points);
            const buckets = expected.get(series.currency) ?? new Map();
            let total = 0n;
            let count = 0;
            for (const p of series.points) {
              const e = buckets.get(LABEL_KEY[granularity]?.(p.date) ?? '') ?? { amount: 0n, count: 0 };
              expect(p.amount, `${series.currency} ${p.date}`).toBe(fmt(e.amount, subUnit(series.currency)));
              expect(p.count).toBe(e.count);
              total += e.amount;
              count += e.count;
            }
            const all = [...buckets.values()];
            expect(total).toBe(all.reduce((s, b) => s + b.amount, 0n));
            expect(series.total_amount).toBe(fmt(total, subUnit(series.currency)));
            expect(series.total_count).toBe(count);
            expect(series.total_count).toBe(all.reduce((s, b) => s + b.count, 0));
          }
          expect(data.points).toEqual(data.currencies.find((c) => c.currency === 'EUR')?.points);
        });
      }

      it('puts the edge rows in the right buckets', async () => {
        const prev = (await call(t, { method: 'GET', url: api('manager/statistic/transaction-volume?period=previous_month&granularity=day'), token: manager })).json().data;
        const may31 = prev.points.find((p: { date: string }) => p.date === '2026-05-31');
        const expected = txns.filter((x) => x.company_id === companyA && x.currency === 'EUR' && x.status === 'approved' && x.log_created_at?.startsWith('2026-05-31'));
        expect(may31.count).toBe(expected.length);
        expect(expected.some((x) => x.log_created_at === '2026-05-31T23:59:59.999Z')).toBe(true);
      });

      it('defaults to the current year by month, the default account’s currency first; ?currency picks another', async () => {
        const res = (await call(t, { method: 'GET', url: api('manager/statistic/transaction-volume'), token: reader })).json().data;
        expect(res).toMatchObject({ period: 'current_year', granularity: 'month', currency: 'EUR', from: '2026-01-01T00:00:00.000Z' });
        expect(res.points.map((p: { date: string }) => p.date)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01']);
        const month = (await call(t, { method: 'GET', url: api('manager/statistic/transaction-volume?period=current_month'), token: manager })).json().data;
        expect(month.granularity).toBe('day');
        const usd = (await call(t, { method: 'GET', url: api('manager/statistic/transaction-volume?currency=USD'), token: manager })).json().data;
        expect(usd.currency).toBe('USD');
        expect(usd.points).toEqual(usd.currencies.find((c: { currency: string }) => c.currency === 'USD').points);
      });

      it('refuses bad periods, granularities, currencies and series with too many points', async () => {
        for (const q of ['period=forever', 'granularity=minute', 'currency=XYZ', 'period=total&granularity=hour']) {
          const res = await call(t, { method: 'GET', url: api(`manager/statistic/transaction-volume?${q}`), token: manager });
          expect(res.statusCode, q).toBe(422);
        }
        const tooMany = await call(t, { method: 'GET', url: api('manager/statistic/transaction-volume?period=total&granularity=hour'), token: manager });
        expect(tooMany.json().errors.granularity).toEqual(['This period has too many points for the granularity: choose a coarser granularity.']);
      });

      it('answers an empty series for a company without transactions', async () => {
        await createUser(t, { email: 'mgr@empty.test', companyId: await createCompany(t, 'Empty Co'), twoFactor: true });
        t.advance(30);
        const token = (await login(t, 'mgr@empty.test', true)).token;
        const total = (await call(t, { method: 'GET', url: api('manager/statistic/transaction-volume?period=total'), token })).json().data;
        expect(total).toMatchObject({ currency: 'EUR', points: [], currencies: [], from: null });
        const year = (await call(t, { method: 'GET', url: api('manager/statistic/transaction-volume'), token })).json().data;
        expect(year.points).toHaveLength(6);
        expect(year.points.every((p: { amount: string; count: number }) => p.amount === '0.00' && p.count === 0)).toBe(true);
        const accounts = (await call(t, { method: 'GET', url: api('manager/statistic/accounts-transaction-volume'), token })).json().data;
        expect(accounts.accounts).toEqual([]);
        const stats = (await call(t, { method: 'GET', url: api('manager/statistic'), token })).json().data;
        expect(stats.transactions.total).toEqual({ all: 0, waiting: 0, approved: 0, denied: 0 });
      });

      it('gives per-account series: what left or was credited to the account plus what arrived from own accounts', async () => {
        const res = await call(t, { method: 'GET', url: api('manager/statistic/accounts-transaction-volume?period=current_year&granularity=month'), token: manager });
        expect(res.statusCode).toBe(200);
        const data = res.json().data as { accounts: { bank_account: { id: number; currency: string }; total_amount: string; total_count: number; points: { date: string; amount: string; count: number }[] }[] };
        expect(data.accounts.map((a) => a.bank_account.id)).toEqual([acc.eur, acc.usd, acc.gbp, acc.btc]);
        for (const a of data.accounts) {
          const id = a.bank_account.id;
          let amount = 0n;
          let count = 0;
          for (const x of txns) {
            if (x.company_id !== companyA || x.status !== 'approved' || !x.log_created_at || x.log_created_at < '2026-01-01T00:00:00.000Z') continue;
            if (x.bank_account_id === id) {
              amount += x.amount;
              count += 1;
            }
            if (x.to_account_id === id) {
              amount += x.to_amount ?? x.amount;
              count += 1;
            }
          }
          const sub = a.bank_account.currency === 'BTC' ? 8 : 2;
          expect(a.total_amount, String(id)).toBe(fmt(amount, sub));
          expect(a.total_count).toBe(count);
          expect(a.points).toHaveLength(6);
          const sum = a.points.reduce((s, p) => s + BigInt(p.amount.replace('.', '')), 0n);
          expect(sum).toBe(amount);
        }
        const gbp = data.accounts.find((a) => a.bank_account.id === acc.gbp);
        expect(gbp?.total_amount).toBe('0.00');
      });

      it('gives admins the platform volume of every company, and refuses managers', async () => {
        const res = await call(t, { method: 'GET', url: api('a/transaction-volume?period=current_year&granularity=month'), token: admin });
        expect(res.statusCode).toBe(200);
        const data = res.json().data;
        expect(data.currency).toBe('EUR');
        const eur = txns.filter((x) => x.currency === 'EUR' && x.status === 'approved' && x.log_created_at && x.log_created_at >= '2026-01-01T00:00:00.000Z');
        expect(data.currencies.find((c: { currency: string }) => c.currency === 'EUR').total_amount).toBe(fmt(eur.reduce((s, x) => s + x.amount, 0n), 2));
        expect(eur.some((x) => x.company_id === companyB)).toBe(true);
        expect((await call(t, { method: 'GET', url: api('a/transaction-volume'), token: manager })).statusCode).toBe(403);
      });
    });

    describe('manager/company and manager/alerts', () => {
      it('answers the company record with its owner, default account and the settings a manager may see', async () => {
        const now = nowIso(t.clock.now);
        for (const [key, value] of [
          ['fiat_transaction_amount_boundaries', { min: '1', max: '100000' }],
          ['compliance_auto_approve', { enabled: true, max_amount: '500', max_age_days: 30 }],
        ] as const) {
          await t.db.db.insertInto('settings').values({ key, value: JSON.stringify(value), updated_at: now }).execute();
        }
        const res = await call(t, { method: 'GET', url: api('manager/company'), token: reader });
        expect(res.statusCode).toBe(200);
        const data = res.json().data;
        expect(data).toMatchObject({
          id: companyA, name: 'Acme', enabled: true, legal_type: 'company', country: 'DE', payment_service_status: 'ONBOARDING_IN_PROGRESS',
          affiliate_owner_company: { name: 'Owner Holding AG' }, white_label_owner_company: null, default_bank_account_id: acc.eur,
          enabled_features: { crypto: true }, company_types: ['REGULAR'],
        });
        expect(data.settings.fiat_transaction_amount_boundaries).toEqual({ min: '1', max: '100000' });
        expect(data.settings.compliance_auto_approve).toBeUndefined();
        expect(Object.keys(data.settings).sort()).toEqual([
          'crypto_convert_enabled', 'crypto_exchange_crypto_fiat_enabled', 'crypto_exchange_fiat_crypto_enabled', 'crypto_transaction_amount_boundaries',
          'fiat_from_blocklist', 'fiat_to_blocklist', 'fiat_transaction_amount_boundaries', 'portal_crypto_currencies_enabled', 'portal_fiat_currencies_enabled',
        ]);
        const other = (await call(t, { method: 'GET', url: api('manager/company'), token: otherManager })).json().data;
        expect(other).toMatchObject({ id: companyB, name: 'Other Co', affiliate_owner_company: null });
      });

      it('computes the alerts from the data: balances, waiting payments, compliance, onboarding', async () => {
        const res = await call(t, { method: 'GET', url: api('manager/alerts'), token: manager });
        expect(res.statusCode).toBe(200);
        const alerts = res.json().data as { id: string; type: string; level: string; count: number; message: string; entity: { type: string; id: number } | null }[];
        const mine = txns.filter((x) => x.company_id === companyA);
        // Only those the bank needs a source of funds for: worth 10,000 EUR or more at today's rate (issue 43).
        const thresholds = new Map<string, bigint>();
        for (const currency of ['EUR', 'USD', 'BTC']) thresholds.set(currency, await sourceOfFundsThreshold(t.app.kontor, currency));
        expect(thresholds.get('EUR')).toBe(1_000_000n);
        const sof = mine.filter((x) => ['pending', 'admin_action_require'].includes(x.status) && ['withdrawal', 'import'].includes(x.type) && x.source_of_funds === null && x.amount >= (thresholds.get(x.currency) ?? 0n)).length;
        const unasked = mine.filter((x) => ['pending', 'admin_action_require'].includes(x.status) && ['withdrawal', 'import'].includes(x.type) && x.source_of_funds === null).length - sof;
        expect(unasked, 'some small payments are not asked for it').toBeGreaterThan(0);
        const approval = mine.filter((x) => x.status === 'admin_action_require').length;
        const declined = compliances.filter((c) => c.company_id === companyA && c.status === 'declined').length;
        const missing = compliances.filter((c) => c.company_id === companyA && ['draft', 'open'].includes(c.status)).length;
        expect(sof).toBeGreaterThan(0);
        expect(approval).toBeGreaterThan(0);
        expect(declined).toBeGreaterThan(0);
        expect(missing).toBeGreaterThan(0);

        const byType = new Map(alerts.map((a) => [a.id, a]));
        expect(byType.get(`bank_account.negative_balance:${acc.eur}`)).toMatchObject({ level: 'error', message: 'The available balance of EUR account is -1500.00 EUR. Please top up the account.' });
        expect(byType.get(`bank_account.low_balance:${acc.usd}`)).toMatchObject({ level: 'warning', message: 'The available balance of USD account is 50.00 USD.' });
        expect(byType.has(`bank_account.low_balance:${acc.gbp}`)).toBe(false);
        expect(byType.has(`bank_account.low_balance:${acc.btc}`)).toBe(false);
        expect(byType.get('transaction.source_of_funds_missing')).toMatchObject({ level: 'warning', count: sof, entity: { type: 'transaction' } });
        expect(byType.get('transaction.admin_action_require')).toMatchObject({ level: 'info', count: approval });
        expect(byType.get('compliance_tracking.documents_rejected')).toMatchObject({ level: 'error', count: declined });
        expect(byType.get('compliance_tracking.documents_missing')).toMatchObject({ level: 'warning', count: missing });
        expect(byType.get(`compliance_tracking.required:${mgrAId}`)).toMatchObject({ level: 'warning' });
        expect(byType.get(`company.onboarding:${companyA}`)).toMatchObject({ level: 'info' });
        const levels = alerts.map((a) => a.level);
        expect(levels).toEqual([...levels].sort((a, b) => ['error', 'warning', 'info'].indexOf(a) - ['error', 'warning', 'info'].indexOf(b)));
      });

      it('shows another company only its own alerts', async () => {
        const alerts = (await call(t, { method: 'GET', url: api('manager/alerts'), token: otherManager })).json().data as { id: string; entity: { type: string; id: number } | null }[];
        expect(alerts.some((a) => a.entity?.type === 'bank_account' && a.entity.id !== acc.eurB)).toBe(false);
        expect(alerts.some((a) => a.id.startsWith('company.onboarding') || a.id.startsWith('compliance_tracking.required'))).toBe(false);
      });

      it('shows a disabled company its own record but refuses its data (manager gate), and refuses admins', async () => {
        const off = await createCompany(t, 'Closed Co', { enabled: 0 });
        await createUser(t, { email: 'mgr@off.test', companyId: off, twoFactor: true });
        t.advance(30);
        const token = (await login(t, 'mgr@off.test', true)).token;
        const company = await call(t, { method: 'GET', url: api('manager/company'), token });
        expect(company.statusCode).toBe(200);
        expect(company.json().data).toMatchObject({ name: 'Closed Co', enabled: false });
        const res = await call(t, { method: 'GET', url: api('manager/alerts'), token });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Your company account is not enabled yet.');
        expect((await call(t, { method: 'GET', url: api('manager/alerts'), token: admin })).statusCode).toBe(403);
      });
    });
  });
});
