import { type Kysely, sql } from 'kysely';
import type { ActivitiesVolumeByType } from '../../../contract/entities';
import type { PeriodPreset } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import { BUCKET_LENGTH, bucketKeys, bucketLabel, defaultGranularity, periodRange } from '../statistics/periods';

/**
 * Activity counts of every company per type and bucket of a period (days for a month, months
 * otherwise), counted in SQL; buckets without activity count zero. Types are ordered by their total,
 * largest first, so a chart can keep the first few and fold the rest.
 */
export const activitiesVolumeByType = async (db: Kysely<Database>, period: PeriodPreset, now: Date): Promise<ActivitiesVolumeByType> => {
  const granularity = defaultGranularity(period);
  const first = period === 'total' ? await db.selectFrom('activities').select((eb) => eb.fn.min('created_at').as('first')).executeTakeFirst() : undefined;
  const range = periodRange(period, now, first?.first ? new Date(first.first) : null);
  if (!range) return { granularity, period, from: null, to: null, dates: [], series: [] };
  const keys = bucketKeys(range, granularity);
  const bucket = sql<string>`substr(${sql.ref('created_at')}, 1, ${sql.lit(BUCKET_LENGTH[granularity])})`;
  const rows = await db
    .selectFrom('activities')
    .select([bucket.as('bucket'), 'type', (eb) => eb.fn.countAll().as('n')])
    .where('created_at', '>=', range.from.toISOString())
    .where('created_at', '<', range.to.toISOString())
    .groupBy([bucket, 'type'])
    .execute();
  const index = new Map(keys.map((k, i) => [k, i]));
  const byType = new Map<string, number[]>();
  for (const row of rows) {
    const at = index.get(row.bucket);
    if (at === undefined) continue;
    const counts = byType.get(row.type) ?? keys.map(() => 0);
    counts[at] = (counts[at] ?? 0) + Number(row.n);
    byType.set(row.type, counts);
  }
  const series = [...byType.entries()]
    .map(([type, counts]) => ({ type, total: counts.reduce((a, b) => a + b, 0), counts }))
    .sort((a, b) => b.total - a.total || a.type.localeCompare(b.type));
  return { granularity, period, from: range.from.toISOString(), to: range.to.toISOString(), dates: keys.map((k) => bucketLabel(k, granularity)), series };
};
