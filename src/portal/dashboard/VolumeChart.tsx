import { Card, CardContent, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { CACHE_LIFETIMES } from '../../contract/constants';
import type { VolumePoint } from '../../contract/entities';
import { PERIOD_PRESETS, type PeriodPreset } from '../../contract/enums';
import { BarChart } from '../charts/BarChart';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { formatMoney } from '../money/formatMoney';
import { AccountVolumeBars, accountsVolumeQuery } from './AccountVolumeBars';
import { compactNumber } from './compactNumber';
import { usePhoneChart } from '../charts/phoneChart';

type CurrencySeries = { currency: string; total_amount: string; total_count: number; points: VolumePoint[] };
/** `currency` is the company's default account's currency: its series is shown first. */
type Volume = { granularity: string; currency?: string; currencies?: CurrencySeries[] };

/**
 * Completed volume per time bucket and currency. Bar heights need numbers; the tooltip and totals show
 * the server's exact decimal strings, so no amount is ever computed from a float.
 */
export const VolumeChart = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [period, setPeriod] = useState<PeriodPreset>('current_year');
  const [currency, setCurrency] = useState<string | null>(null);
  const chart = usePhoneChart();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { data } = useQuery({
    queryKey: queryKeys.transactionVolume(period),
    queryFn: ({ signal }): Promise<Volume> => dataProvider.getTransactionVolume({ query: { period }, signal }),
    staleTime: CACHE_LIFETIMES.statistics,
  });
  // The bars per account read in parallel with the volume, not once it has arrived (issue 43).
  usePrefetchQuery(accountsVolumeQuery(dataProvider, period));
  const series = data?.currencies ?? [];
  const shown = series.find((s) => s.currency === (currency ?? data?.currency)) ?? series[0];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>{translate('app.money.dashboard.volume')}</Typography>
          <TextField fullWidth={false} select size="small" label={translate('app.money.list.period')} value={period} onChange={(e) => setPeriod(e.target.value as PeriodPreset)}>
            {PERIOD_PRESETS.map((p) => <MenuItem key={p} value={p}>{translate(`app.money.periods.${p}`)}</MenuItem>)}
          </TextField>
        </Stack>
        {series.length > 1 ? (
          <Tabs value={shown?.currency ?? false} onChange={(_, c: string) => setCurrency(c)} variant="scrollable">
            {series.map((s) => <Tab key={s.currency} value={s.currency} label={s.currency} />)}
          </Tabs>
        ) : null}
        {shown ? (
          <>
            <Typography sx={{ mt: 1 }} data-testid="volume-total">
              {translate('app.money.dashboard.volume_total', { amount: formatMoney(shown.total_amount, shown.currency, locale), count: shown.total_count })}
            </Typography>
            <BarChart
              title={`${translate('app.money.dashboard.volume')} (${shown.currency})`}
              height={chart.phone ? 260 : 300}
              categories={shown.points.map((p) => p.date.slice(0, data?.granularity === 'month' ? 7 : 10))}
              axisWidth={chart.phone ? 48 : 64}
              formatTick={(v) => compactNumber(v, locale)}
              {...chart.chartProps}
              series={[{
                data: shown.points.map((p) => Number(p.amount)),
                label: shown.currency,
                format: (_v, i) => formatMoney(shown.points[i]?.amount, shown.currency, locale),
              }]}
            />
            <AccountVolumeBars period={period} currency={shown.currency} />
          </>
        ) : (
          <Typography color="text.secondary" sx={{ py: 4 }}>{translate('app.money.dashboard.no_volume')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
