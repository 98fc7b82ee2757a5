import { Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { CACHE_LIFETIMES } from '../../contract/constants';
import { PERIOD_PRESETS, type PeriodPreset } from '../../contract/enums';
import { BarChart } from '../charts/BarChart';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { activityChartSeries } from './activityChartSeries';
import { activityTypeLabel } from './activityTypeLabel';
import { usePhoneChart } from '../charts/phoneChart';

/** Activity of every company per type, stacked per day (a month) or month (a year, all time). */
export const ActivitiesByTypeChart = () => {
  const translate = useTranslate();
  const chart = usePhoneChart();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const [period, setPeriod] = useState<PeriodPreset>('current_month');
  const { data } = useQuery({
    queryKey: queryKeys.activitiesByType(period),
    queryFn: ({ signal }) => dataProvider.getActivitiesByType({ query: { period }, signal }),
    staleTime: CACHE_LIFETIMES.statistics,
  });
  const series = data ? activityChartSeries(data) : [];
  const labels = (data?.dates ?? []).map((d) => (data?.granularity === 'month' ? d.slice(0, 7) : d));
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>{translate('app.activity.by_type')}</Typography>
          <TextField fullWidth={false} select size="small" label={translate('app.activity.filters.period')} value={period} onChange={(e) => setPeriod(e.target.value as PeriodPreset)}>
            {PERIOD_PRESETS.map((p) => <MenuItem key={p} value={p}>{translate(`app.money.periods.${p}`)}</MenuItem>)}
          </TextField>
        </Stack>
        {data && series.length === 0 ? <Typography color="text.secondary" sx={{ py: 3 }}>{translate('app.activity.no_data')}</Typography> : null}
        {series.length > 0 ? (
          <BarChart
            title={translate('app.activity.by_type')}
            height={300}
            stacked
            categories={labels}
            {...chart.chartProps}
            series={series.map((s) => ({ data: s.data, label: s.type === null ? translate('app.activity.other') : activityTypeLabel(translate, s.type) }))}
          />
        ) : null}
      </CardContent>
    </Card>
  );
};
