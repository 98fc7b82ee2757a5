import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CompanyAccountsSummary } from '../../contract/entities';
import { formatMoney } from '../money/formatMoney';

type CompanyAccountsProps = { summary: CompanyAccountsSummary[] };

/** The company's accounts per currency with their summed balances (exact decimal strings from the server). */
export const CompanyAccounts = ({ summary }: CompanyAccountsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (summary.length === 0) return <Typography color="text.secondary">{translate('app.companies.accounts.empty')}</Typography>;
  const columns = ['currency', 'type', 'accounts', 'balance', 'available'] as const;
  return (
    <Box sx={{ width: '100%', overflow: 'auto', contain: 'inline-size' }}>
      <Table size="small" aria-label={translate('app.companies.tabs.accounts')}>
        <TableHead>
          <TableRow>{columns.map((c) => <TableCell key={c} align={c === 'currency' || c === 'type' ? 'left' : 'right'}>{translate(`app.companies.accounts.${c}`)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {summary.map((row) => (
            <TableRow key={row.currency} data-testid="account-summary-row">
              <TableCell>{row.currency}</TableCell>
              <TableCell>{translate(`app.companies.accounts.${row.currency_type}`)}</TableCell>
              <TableCell align="right">{row.accounts}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(row.balance, row.currency, locale)}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(row.available_balance, row.currency, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
