import { Typography } from '@mui/material';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { CACHE_LIFETIMES } from '../../contract/constants';
import type { BankAccountRef } from '../../contract/entities';
import type { PeriodPreset } from '../../contract/enums';
import { BarChart } from '../charts/BarChart';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { formatMoney } from '../money/formatMoney';
import { compactNumber } from './compactNumber';
import { usePhoneChart } from '../charts/phoneChart';

type AccountSeries = { bank_account: BankAccountRef; total_amount: string; total_count: number };
type AccountsVolume = { accounts: AccountSeries[] };
type AccountVolumeBarsProps = { period: PeriodPreset; currency: string };

/** The read of the accounts' volume: VolumeChart starts it beside its own (no waterfall), the bars show it. */
export const accountsVolumeQuery = (dataProvider: KontorDataProvider, period: PeriodPreset) =>
  queryOptions({
    queryKey: queryKeys.accountsVolume(period),
    queryFn: ({ signal }): Promise<AccountsVolume> => dataProvider.getAccountsVolume({ query: { period }, signal }),
    staleTime: CACHE_LIFETIMES.statistics,
  });

/** The period's completed volume of each account of one currency, side by side (one axis per currency). */
export const AccountVolumeBars = ({ period, currency }: AccountVolumeBarsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const chart = usePhoneChart();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { data } = useQuery(accountsVolumeQuery(dataProvider, period));
  const accounts = (data?.accounts ?? []).filter((a) => a.bank_account.currency === currency);
  if (accounts.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>{translate('app.money.dashboard.by_account', { currency })}</Typography>
      <BarChart
        title={translate('app.money.dashboard.by_account', { currency })}
        height={Math.max(120, 48 * accounts.length + 40)}
        layout="horizontal"
        categories={accounts.map((a) => a.bank_account.name)}
        // On a phone the account names take less of the width (long ones are cut with an ellipsis).
        axisWidth={chart.phone ? 110 : 180}
        formatTick={(v) => compactNumber(v, locale)}
        {...chart.chartProps}
        series={[{
          data: accounts.map((a) => Number(a.total_amount)),
          label: currency,
          format: (_v, i) => formatMoney(accounts[i]?.total_amount, currency, locale),
        }]}
      />
    </>
  );
};
