import { Card, CardContent, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PeriodStats } from '../../contract/entities';
import { PERIOD_PRESETS } from '../../contract/enums';
import { BarChart } from '../charts/BarChart';
import { usePhoneChart } from '../charts/phoneChart';

type StatusCountsChartProps = { titleKey: string; stats: PeriodStats };

/** Each status in the theme's colour for it (warning, success, error), lighter on dark. */
const SERIES = [
  { key: 'waiting', color: 'warning' },
  { key: 'approved', color: 'success' },
  { key: 'denied', color: 'error' },
] as const;

/** Waiting, approved and denied counts side by side for each period, so the periods compare at a glance. */
export const StatusCountsChart = ({ titleKey, stats }: StatusCountsChartProps) => {
  const translate = useTranslate();
  const chart = usePhoneChart();
  const theme = useTheme();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">{translate(titleKey)}</Typography>
        <BarChart
          title={translate(titleKey)}
          height={260}
          categories={PERIOD_PRESETS.map((p) => translate(`app.money.periods.${p}`))}
          {...chart.chartProps}
          series={SERIES.map((s) => ({ data: PERIOD_PRESETS.map((p) => stats[p][s.key]), label: translate(`app.money.dashboard.${s.key}`), color: theme.palette[s.color].main }))}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('app.money.dashboard.all_counts', { total: stats.total.all, month: stats.current_month.all })}
        </Typography>
      </CardContent>
    </Card>
  );
};
