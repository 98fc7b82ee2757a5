import { Card, CardContent, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { CACHE_LIFETIMES } from '../../contract/constants';
import { PERIOD_PRESETS, type PeriodPreset } from '../../contract/enums';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { formatMoney } from '../money/formatMoney';

/**
 * The admin transaction statistics (document 1 section 3): counts in the period and the last 24 hours,
 * and the approved deposits, external withdrawals and fees in EUR. Made for the admin dashboard.
 */
export const AdminTransactionStatistics = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const [period, setPeriod] = useState<PeriodPreset>('current_month');
  const { data } = useQuery({
    queryKey: queryKeys.adminTransactionStatistics(period),
    queryFn: ({ signal }) => dataProvider.getAdminTransactionStatistics({ query: { period }, signal }),
    staleTime: CACHE_LIFETIMES.statistics,
  });
  const figures: [string, string][] = data
    ? [
        ['total', String(data.total)],
        ['recent', String(data.recent)],
        ['deposit', formatMoney(data.deposit, 'EUR', locale)],
        ['withdraw', formatMoney(data.withdraw, 'EUR', locale)],
        ['fee', formatMoney(data.fee, 'EUR', locale)],
      ]
    : [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>{translate('app.money.admin.statistics')}</Typography>
          <TextField fullWidth={false} select size="small" label={translate('app.money.list.period')} value={period} onChange={(e) => setPeriod(e.target.value as PeriodPreset)}>
            {PERIOD_PRESETS.map((p) => <MenuItem key={p} value={p}>{translate(`app.money.periods.${p}`)}</MenuItem>)}
          </TextField>
        </Stack>
        <Grid container spacing={2}>
          {figures.map(([key, value]) => (
            <Grid key={key} size={{ xs: 6, md: 'grow' }}>
              <Typography variant="caption" color="text.secondary">{translate(`app.money.admin.stat_fields.${key}`)}</Typography>
              <Typography variant="h6" data-testid={`admin-stat-${key}`}>{value}</Typography>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
};
