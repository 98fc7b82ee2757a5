import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { formatMoney } from '../money/formatMoney';

type TransactionTotalsProps = { filter: Record<string, unknown> };

/** Count and amount per currency of the whole filtered list (manager/transactions-metadata, same filters). */
export const TransactionTotals = ({ filter }: TransactionTotalsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { data } = useQuery({ queryKey: queryKeys.transactionTotals(filter), queryFn: ({ signal }) => dataProvider.getTransactionTotals(filter, signal) });
  if (!data) return null;
  const amounts = Object.entries(data.amount_by_currency).map(([currency, amount]) => formatMoney(amount, currency, locale));
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }} data-testid="transaction-totals">
      {translate('app.money.list.totals', { smart_count: data.total, amounts: amounts.join(' · ') || '—' })}
    </Typography>
  );
};

/** The totals of a list's current filters (the inputs' values and the list's permanent filter), inside the list's context. */
export const ListTransactionTotals = ({ permanent }: { permanent: Record<string, unknown> }) => {
  const { filterValues } = useListContext();
  const filter = Object.fromEntries(Object.entries({ ...filterValues, ...permanent }).filter(([, v]) => v !== '' && v !== null && v !== undefined));
  return <TransactionTotals filter={filter} />;
};
