import { Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { CACHE_LIFETIMES } from '../../contract/constants';
import type { BankAccountRef } from '../../contract/entities';
import type { PeriodPreset } from '../../contract/enums';
import { callLoose } from '../providers/callApi';
import { formatMoney } from '../tables/formatMoney';
import { compactNumber } from './compactNumber';

type AccountSeries = { bank_account: BankAccountRef; total_amount: string; total_count: number };
type AccountsVolume = { accounts: AccountSeries[] };
type AccountVolumeBarsProps = { period: PeriodPreset; currency: string };

/** The period's completed volume of each account of one currency, side by side (one axis per currency). */
export const AccountVolumeBars = ({ period, currency }: AccountVolumeBarsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useQuery({
    queryKey: ['statistics', 'accounts-transaction-volume', period],
    queryFn: ({ signal }) => callLoose<AccountsVolume>('manager.statistic.accountsTransactionVolume', { query: { period }, signal }),
    staleTime: CACHE_LIFETIMES.statistics,
  });
  const accounts = (data?.accounts ?? []).filter((a) => a.bank_account.currency === currency);
  if (accounts.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>{translate('app.money.dashboard.by_account', { currency })}</Typography>
      <BarChart
        height={Math.max(120, 48 * accounts.length + 40)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: accounts.map((a) => a.bank_account.name), width: 180 }]}
        xAxis={[{ valueFormatter: (v: number) => compactNumber(v, locale) }]}
        series={[{
          data: accounts.map((a) => Number(a.total_amount)),
          label: currency,
          valueFormatter: (_v, { dataIndex }) => formatMoney(accounts[dataIndex]?.total_amount, currency, locale),
        }]}
      />
    </>
  );
};
