import { Card, CardContent, Link as MuiLink, List, ListItem, ListItemButton, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, type Theme, Typography, useMediaQuery } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BankAccount } from '../../contract/entities';
import { useCompanyAccounts } from '../accounts/useCompanyAccounts';
import { formatMoney } from '../money/formatMoney';

/** The account's own page: its transactions (as its card on the accounts page leads). */
export const accountPath = (a: BankAccount): string => `/manager/transactions/approved_transactions?bid=${a.id}`;

/**
 * Each account of the company with its balance and what is available, on the dashboard (issue 21
 * item 11); an account's name opens it. The same query as the payment forms, so a payment refreshes it.
 */
export const AccountBalancesPanel = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // On a phone a list, one account per row, as the lists show it: three columns of amounts do not fit.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { data } = useCompanyAccounts();
  if (!data || data.length === 0) return null;
  return (
    <Card variant="outlined" data-testid="dashboard-accounts">
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography variant="h6" component="h2" gutterBottom>{translate('app.dashboard.accounts')}</Typography>
        {phone ? (
          <List dense disablePadding aria-label={translate('app.dashboard.accounts')}>
            {data.map((a) => (
              <ListItem key={a.id} disablePadding>
                <ListItemButton component={Link} to={accountPath(a)} sx={{ minHeight: 48 }}>
                  <ListItemText
                    primary={a.name}
                    secondary={`${translate('app.money.accounts.available')}: ${formatMoney(a.available_balance, a.currency, locale)}`}
                  />
                  <Typography variant="body2" sx={{ ml: 1, whiteSpace: 'nowrap' }} data-testid="dashboard-balance">{formatMoney(a.balance, a.currency, locale)}</Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Table size="small" aria-label={translate('app.dashboard.accounts')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.dashboard.account')}</TableCell>
                <TableCell align="right">{translate('app.money.accounts.balance')}</TableCell>
                <TableCell align="right">{translate('app.money.accounts.available')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>
                    <MuiLink component={Link} to={accountPath(a)}>{a.name}</MuiLink>
                  </TableCell>
                  <TableCell align="right" data-testid="dashboard-balance">{formatMoney(a.balance, a.currency, locale)}</TableCell>
                  <TableCell align="right">{formatMoney(a.available_balance, a.currency, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
