import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { PeriodStats } from '../../contract/entities';
import { PERIOD_PRESETS } from '../../contract/enums';
import { usePhoneChart } from './phoneChart';

type StatusCountsChartProps = { titleKey: string; stats: PeriodStats };

const SERIES = [
  { key: 'waiting', color: '#ed6c02' },
  { key: 'approved', color: '#2e7d32' },
  { key: 'denied', color: '#d32f2f' },
] as const;

/** Waiting, approved and denied counts side by side for each period, so the periods compare at a glance. */
export const StatusCountsChart = ({ titleKey, stats }: StatusCountsChartProps) => {
  const translate = useTranslate();
  const chart = usePhoneChart();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">{translate(titleKey)}</Typography>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: PERIOD_PRESETS.map((p) => translate(`app.money.periods.${p}`)) }]}
          {...(chart.phone ? { yAxis: [chart.valueTicks] } : {})}
          {...chart.legendProps}
          series={SERIES.map((s) => ({ data: PERIOD_PRESETS.map((p) => stats[p][s.key]), label: translate(`app.money.dashboard.${s.key}`), color: s.color }))}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('app.money.dashboard.all_counts', { total: stats.total.all, month: stats.current_month.all })}
        </Typography>
      </CardContent>
    </Card>
  );
};
