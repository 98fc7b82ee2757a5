/**
 * Company statistics (document 1 section 3): transactions and compliances, each per period
 * (total, current_month, previous_month, current_year) with all, waiting, approved and denied.
 * One aggregate query per table: sixteen conditional sums, no rows leave the database.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { CompanyStatistics, PeriodStats, StatCounts } from '../../../contract/entities';
import { PERIOD_PRESETS, type PeriodPreset } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import { num } from '../../db/values';
import { monthStart, previousMonthStart, yearStart } from './periods';

type Bucket = Exclude<keyof StatCounts, 'all'>;

/** Which statuses count as waiting, approved and denied (every row counts in `all`). */
export const TRANSACTION_BUCKETS: Record<Bucket, readonly string[]> = {
  waiting: ['pending', 'admin_action_require'],
  approved: ['approved'],
  denied: ['denied', 'rejected', 'failed'],
};
export const COMPLIANCE_BUCKETS: Record<Bucket, readonly string[]> = {
  waiting: ['draft', 'open', 'submitted'],
  approved: ['verified'],
  denied: ['declined'],
};

const periodCondition = (period: PeriodPreset, now: Date): RawBuilder<unknown> => {
  const month = monthStart(now).toISOString();
  switch (period) {
    case 'total': return sql`1 = 1`;
    case 'current_month': return sql`created_at >= ${month}`;
    case 'previous_month': return sql`created_at >= ${previousMonthStart(now).toISOString()} and created_at < ${month}`;
    case 'current_year': return sql`created_at >= ${yearStart(now).toISOString()}`;
  }
};

const columnName = (period: PeriodPreset, bucket: keyof StatCounts) => `${period}__${bucket}`;

const aggregates = (buckets: Record<Bucket, readonly string[]>, now: Date) =>
  PERIOD_PRESETS.flatMap((period) => {
    const when = periodCondition(period, now);
    return (['all', 'waiting', 'approved', 'denied'] as const).map((bucket) => {
      const condition = bucket === 'all' ? when : sql`${when} and status in (${sql.join([...buckets[bucket]])})`;
      return sql<string | number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`.as(columnName(period, bucket));
    });
  });

const toStats = (row: Record<string, unknown> | undefined): PeriodStats => {
  const out = {} as PeriodStats;
  for (const period of PERIOD_PRESETS) {
    const count = (bucket: keyof StatCounts) => num(row?.[columnName(period, bucket)] as string | number | undefined);
    out[period] = { all: count('all'), waiting: count('waiting'), approved: count('approved'), denied: count('denied') };
  }
  return out;
};

export const companyStatistics = async (db: Kysely<Database>, companyId: number, now: Date): Promise<CompanyStatistics> => {
  const transactions = await db
    .selectFrom('transactions')
    .select(aggregates(TRANSACTION_BUCKETS, now))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  const compliances = await db
    .selectFrom('compliance_trackings')
    .select(aggregates(COMPLIANCE_BUCKETS, now))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return { transactions: toStats(transactions), compliances: toStats(compliances) };
};
