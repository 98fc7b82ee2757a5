import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../money/formatMoney';
import type { ImportPreviewStats } from './importFormState';

/** The preview of a first submit, with the spec's labels. */
export const ImportStats = ({ stats }: { stats: ImportPreviewStats }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (amount: string) => (stats.currency ? formatMoney(amount, stats.currency, locale) : '') || `${amount}${stats.currency ? ` ${stats.currency}` : ''}`;
  const items: [string, string][] = [
    ['app.imports.form.transactions', String(stats.transactionsCount)],
    ['app.imports.form.total_amount', money(stats.transactionsAmount)],
    ['app.imports.form.total_amount_with_fee', money(stats.transactionsAmountWithFee)],
  ];
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', py: 1 }} data-testid="import-stats">
      {items.map(([key, value]) => (
        <Box key={key}>
          <Typography variant="caption" color="text.secondary">{translate(key)}</Typography>
          <Typography variant="h6" data-stat={key.split('.').at(-1)}>{value}</Typography>
        </Box>
      ))}
      {stats.failedCount ? <Typography color="error" sx={{ alignSelf: 'end' }}>{translate('app.imports.form.failed_rows', { smart_count: stats.failedCount })}</Typography> : null}
    </Box>
  );
};
