/**
 * Transaction volume series for the dashboard charts: approved transactions by the time they
 * completed (log_created_at), per bucket of the granularity, amounts summed in SQL per currency
 * (minor units, read as text so no float or 2^53 limit is involved) and sent as decimal strings.
 */
import { type Kysely, sql } from 'kysely';
import type { BankAccountRef, VolumePoint } from '../../../contract/entities';
import type { ChartGranularity, Currency, PeriodPreset } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import { minor, num } from '../../db/values';
import { currencyInfo, currencyUnit, isCurrency } from '../../ledger/currencies';
import { formatMinor } from '../../ledger/money';
import { BUCKET_LENGTH, bucketKeys, bucketLabel, defaultGranularity, periodRange, type Range } from './periods';

export type VolumeOptions = { period: PeriodPreset; granularity: ChartGranularity; now: Date };

export type CurrencySeries = { currency: string; sub_unit: number; total_amount: string; total_count: number; points: VolumePoint[] };

/** Answer of the volume calls: the main currency's series (contract TransactionVolume) and every currency's. */
export type VolumeAnswer = {
  granularity: ChartGranularity;
  period: PeriodPreset;
  from: string | null;
  to: string | null;
  currency: Currency;
  points: VolumePoint[];
  currencies: CurrencySeries[];
};

export type AccountSeries = {
  bank_account: BankAccountRef;
  currency_unit: ReturnType<typeof currencyUnit>;
  total_amount: string;
  total_count: number;
  points: VolumePoint[];
};
export type AccountsVolumeAnswer = { granularity: ChartGranularity; period: PeriodPreset; from: string | null; to: string | null; accounts: AccountSeries[] };

export const resolveOptions = (q: { period?: PeriodPreset | undefined; granularity?: ChartGranularity | undefined }, now: Date): VolumeOptions => {
  const period = q.period ?? 'current_year';
  return { period, granularity: q.granularity ?? defaultGranularity(period), now };
};

const subUnitOf = (currency: string): number => (isCurrency(currency) ? currencyInfo(currency).subUnit : 2);

const bucketExpr = (g: ChartGranularity, column: 'log_created_at') => sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(BUCKET_LENGTH[g])})`;

type Sums = Map<string, { amount: bigint; count: number }>;

/** Fills every bucket of the range (zero where nothing happened). */
const series = (keys: readonly string[], sums: Sums | undefined, g: ChartGranularity, subUnit: number): { points: VolumePoint[]; total: bigint; count: number } => {
  let total = 0n;
  let count = 0;
  const points = keys.map((key) => {
    const s = sums?.get(key);
    total += s?.amount ?? 0n;
    count += s?.count ?? 0;
    return { date: bucketLabel(key, g), amount: formatMinor(s?.amount ?? 0n, subUnit), count: s?.count ?? 0 };
  });
  return { points, total, count };
};

/** Approved transactions of a company (or of every company when companyId is null). */
const approvedScope = (db: Kysely<Database>, companyId: number | null) => {
  const q = db.selectFrom('transactions').where('status', '=', 'approved').where('log_created_at', 'is not', null);
  return companyId === null ? q : q.where('company_id', '=', companyId);
};

const firstCompletion = async (db: Kysely<Database>, companyId: number | null, accountIds?: readonly number[]): Promise<Date | null> => {
  let q = approvedScope(db, companyId).select((eb) => eb.fn.min('log_created_at').as('first'));
  if (accountIds) q = q.where((eb) => eb.or([eb('bank_account_id', 'in', accountIds), eb('to_account_id', 'in', accountIds)]));
  const row = await q.executeTakeFirst();
  return row?.first ? new Date(row.first) : null;
};

const rangeFor = async (db: Kysely<Database>, o: VolumeOptions, companyId: number | null, accountIds?: readonly number[]): Promise<Range | null> =>
  periodRange(o.period, o.now, o.period === 'total' ? await firstCompletion(db, companyId, accountIds) : null);

/** Volume per currency of a company (companyId) or of the platform (null). */
export const transactionVolume = async (db: Kysely<Database>, companyId: number | null, o: VolumeOptions, preferred: Currency | null): Promise<VolumeAnswer> => {
  const range = await rangeFor(db, o, companyId);
  const keys = range ? bucketKeys(range, o.granularity) : [];
  const bySum = new Map<string, Sums>();
  if (range) {
    const bucket = bucketExpr(o.granularity, 'log_created_at');
    const rows = await approvedScope(db, companyId)
      .select([
        'currency',
        bucket.as('bucket'),
        sql<string>`cast(sum(amount) as text)`.as('amount'),
        (eb) => eb.fn.countAll().as('count'),
      ])
      .where('log_created_at', '>=', range.from.toISOString())
      .where('log_created_at', '<', range.to.toISOString())
      .groupBy(['currency', bucket])
      .execute();
    for (const r of rows) {
      const sums = bySum.get(r.currency) ?? new Map();
      sums.set(r.bucket, { amount: minor(r.amount), count: num(r.count) });
      bySum.set(r.currency, sums);
    }
  }
  const currencies: CurrencySeries[] = [...bySum.keys()].sort().map((currency) => {
    const sub = subUnitOf(currency);
    const s = series(keys, bySum.get(currency), o.granularity, sub);
    return { currency, sub_unit: sub, total_amount: formatMinor(s.total, sub), total_count: s.count, points: s.points };
  });
  const main: Currency = preferred ?? (currencies[0]?.currency as Currency | undefined) ?? 'EUR';
  const mainSeries = currencies.find((c) => c.currency === main)?.points ?? series(keys, undefined, o.granularity, subUnitOf(main)).points;
  return {
    granularity: o.granularity,
    period: o.period,
    from: range?.from.toISOString() ?? null,
    to: range?.to.toISOString() ?? null,
    currency: main,
    points: mainSeries,
    currencies,
  };
};

/**
 * Volume per account of a company: what left or was credited to the account (bank_account_id, in its
 * currency) plus what arrived from the company's other accounts (to_account_id, the credited amount).
 */
export const accountsTransactionVolume = async (db: Kysely<Database>, companyId: number, o: VolumeOptions): Promise<AccountsVolumeAnswer> => {
  const accounts = await db
    .selectFrom('bank_accounts')
    .select(['id', 'name', 'currency', 'iban', 'sub_unit', 'currency_type'])
    .where('company_id', '=', companyId)
    .where('owner_kind', '=', 'customer')
    .orderBy('id')
    .execute();
  const ids = accounts.map((a) => a.id);
  const range = ids.length ? await rangeFor(db, o, companyId, ids) : null;
  const keys = range ? bucketKeys(range, o.granularity) : [];
  const byAccount = new Map<number, Sums>();
  const add = (accountId: number, bucket: string, amount: bigint, count: number) => {
    const sums = byAccount.get(accountId) ?? new Map();
    const prev = sums.get(bucket) ?? { amount: 0n, count: 0 };
    sums.set(bucket, { amount: prev.amount + amount, count: prev.count + count });
    byAccount.set(accountId, sums);
  };
  if (range && ids.length) {
    const bucket = bucketExpr(o.granularity, 'log_created_at');
    const within = approvedScope(db, companyId).where('log_created_at', '>=', range.from.toISOString()).where('log_created_at', '<', range.to.toISOString());
    const own = await within
      .select(['bank_account_id', bucket.as('bucket'), sql<string>`cast(sum(amount) as text)`.as('amount'), (eb) => eb.fn.countAll().as('count')])
      .where('bank_account_id', 'in', ids)
      .groupBy(['bank_account_id', bucket])
      .execute();
    for (const r of own) add(r.bank_account_id, r.bucket, minor(r.amount), num(r.count));
    const credited = await within
      .select(['to_account_id', bucket.as('bucket'), sql<string>`cast(sum(coalesce(to_amount, amount)) as text)`.as('amount'), (eb) => eb.fn.countAll().as('count')])
      .where('to_account_id', 'in', ids)
      .groupBy(['to_account_id', bucket])
      .execute();
    for (const r of credited) if (r.to_account_id !== null) add(r.to_account_id, r.bucket, minor(r.amount), num(r.count));
  }
  return {
    granularity: o.granularity,
    period: o.period,
    from: range?.from.toISOString() ?? null,
    to: range?.to.toISOString() ?? null,
    accounts: accounts.map((a) => {
      const s = series(keys, byAccount.get(a.id), o.granularity, a.sub_unit);
      return {
        bank_account: { id: a.id, name: a.name, currency: a.currency as Currency, iban: a.iban },
        currency_unit: currencyUnit(a),
        total_amount: formatMinor(s.total, a.sub_unit),
        total_count: s.count,
        points: s.points,
      };
    }),
  };
};
