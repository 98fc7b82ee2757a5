import type { ActivitiesVolumeByType } from '../../contract/entities';

export type ChartSeries = { key: string; type: string | null; data: number[] };

/**
 * The chart's series: the `max` types with the most activity, the rest summed into one "other"
 * series (type null), so the legend stays readable however many types the log holds.
 */
export const activityChartSeries = (volume: Pick<ActivitiesVolumeByType, 'dates' | 'series'>, max = 6): ChartSeries[] => {
  const ordered = [...volume.series].sort((a, b) => b.total - a.total || a.type.localeCompare(b.type));
  const kept = ordered.slice(0, max).map((s) => ({ key: s.type, type: s.type, data: volume.dates.map((_, i) => s.counts[i] ?? 0) }));
  const rest = ordered.slice(max);
  if (rest.length === 0) return kept;
  const other = volume.dates.map((_, i) => rest.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0));
  return [...kept, { key: 'other', type: null, data: other }];
};
