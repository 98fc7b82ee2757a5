import type { ChartGranularity, PeriodPreset } from '../../../contract/enums';
import { fieldError } from '../../domain/errors';

/** Calendar periods in UTC: start inclusive, end exclusive (ISO 8601 texts compare like the instants). */
export type Range = { from: Date; to: Date };

const utc = (y: number, m: number, d = 1, h = 0) => new Date(Date.UTC(y, m, d, h));

export const monthStart = (now: Date): Date => utc(now.getUTCFullYear(), now.getUTCMonth());
export const previousMonthStart = (now: Date): Date => utc(now.getUTCFullYear(), now.getUTCMonth() - 1);
export const yearStart = (now: Date): Date => utc(now.getUTCFullYear(), 0);

/** The range of a preset; `total` starts at `first` (the earliest record), or is empty without records. */
export const periodRange = (period: PeriodPreset, now: Date, first: Date | null): Range | null => {
  const end = new Date(now.getTime() + 1);
  switch (period) {
    case 'current_month': return { from: monthStart(now), to: end };
    case 'previous_month': return { from: previousMonthStart(now), to: monthStart(now) };
    case 'current_year': return { from: yearStart(now), to: end };
    case 'total': return first === null ? null : { from: first, to: end };
  }
};

/** Chart granularity when the query gives none: days for a month, months otherwise. */
export const defaultGranularity = (period: PeriodPreset): ChartGranularity => (period === 'current_month' || period === 'previous_month' ? 'day' : 'month');

/** Length of the ISO 8601 prefix that names a bucket: 2026-06, 2026-06-15, 2026-06-15T10. */
export const BUCKET_LENGTH: Record<ChartGranularity, number> = { month: 7, day: 10, hour: 13 };

/** A chart may not have more points than this (an hourly series over years would be megabytes). */
export const MAX_POINTS = 10_000;

const bucketStart = (at: Date, g: ChartGranularity): Date =>
  g === 'month' ? utc(at.getUTCFullYear(), at.getUTCMonth())
    : g === 'day' ? utc(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())
      : utc(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours());

const nextBucket = (at: Date, g: ChartGranularity): Date =>
  g === 'month' ? utc(at.getUTCFullYear(), at.getUTCMonth() + 1)
    : g === 'day' ? utc(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1)
      : new Date(at.getTime() + 3_600_000);

/** Bucket key of an instant, as SQL computes it (substr of the ISO text). */
export const bucketKey = (at: Date, g: ChartGranularity): string => at.toISOString().slice(0, BUCKET_LENGTH[g]);

/** The date a point is labelled with: the bucket's start (YYYY-MM-01, YYYY-MM-DD, or YYYY-MM-DDTHH:00:00Z). */
export const bucketLabel = (key: string, g: ChartGranularity): string => (g === 'month' ? `${key}-01` : g === 'day' ? key : `${key}:00:00Z`);

/** Every bucket key of the range, in order; 422 when there would be more than MAX_POINTS. */
export const bucketKeys = (range: Range, g: ChartGranularity): string[] => {
  const keys: string[] = [];
  const last = new Date(range.to.getTime() - 1);
  for (let at = bucketStart(range.from, g); at <= last; at = nextBucket(at, g)) {
    keys.push(bucketKey(at, g));
    if (keys.length > MAX_POINTS) throw fieldError('granularity', 'This period has too many points for the granularity: choose a coarser granularity.');
  }
  return keys;
};
