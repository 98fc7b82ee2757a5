import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BankAccount } from '../../contract/entities';
import { downloadFile } from '../lists/downloadFile';
import { formatMoney } from '../money/formatMoney';
import { accountIdentifier } from '../money/groupedIban';
import { StatementDialog } from './StatementDialog';

type AccountCardProps = { account: BankAccount; canWrite: boolean; onSelect: (account: BankAccount) => void; selecting: boolean };

/** One account: identifiers, current and available balance, default flag and its actions. */
export const AccountCard = ({ account: a, canWrite, onSelect, selecting }: AccountCardProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const fiat = a.currency_unit.currency_type === 'fiat';
  const [statement, setStatement] = useState(false);
  const letter = () =>
    downloadFile('manager.bankAccounts.referenceLetter', { id: a.id }, `reference-letter-${a.id}.pdf`).catch(() => notify('app.money.detail.download_failed', { type: 'error' }));
  return (
    <Card variant="outlined" data-testid="account-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>{a.name}</Typography>
          <Chip size="small" label={a.currency} />
          {a.selected ? <Chip size="small" color="primary" label={translate('app.money.accounts.default')} /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {accountIdentifier(a)}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <Typography variant="caption" color="text.secondary">{translate('app.money.accounts.balance')}</Typography>
          <Typography variant="h5" data-testid="account-balance">{formatMoney(a.balance, a.currency, locale)}</Typography>
          <Typography variant="caption" color="text.secondary">{translate('app.money.accounts.available')}</Typography>
          <Typography data-testid="account-available">{formatMoney(a.available_balance, a.currency, locale)}</Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button size="small" component={Link} to={`/manager/transactions/approved_transactions?bid=${a.id}`}>{translate('app.money.accounts.transactions')}</Button>
        {canWrite && !a.selected ? (
          <Button size="small" disabled={selecting} onClick={() => onSelect(a)}>{translate('app.money.accounts.set_default')}</Button>
        ) : null}
        {fiat ? <Button size="small" onClick={() => void letter()}>{translate('app.money.accounts.reference_letter')}</Button> : null}
        <Button size="small" onClick={() => setStatement(true)} data-testid="account-statement">{translate('app.money.accounts.statement.button')}</Button>
      </CardActions>
      {statement ? <StatementDialog account={a} open onClose={() => setStatement(false)} /> : null}
    </Card>
  );
};
