import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Wallet } from '../../contract/entities';
import type { CryptoCurrency } from '../../contract/enums';
import { WalletCreateForm } from './WalletCreateForm';
import { WalletDeleteButton } from './WalletDeleteButton';
import { useWallets } from './useWallets';

type WalletsPanelProps = { canAct: boolean; defaultCurrency: CryptoCurrency | undefined; onPick?: ((wallet: Wallet) => void) | undefined };

/** Saved wallets: search (name or address, on the server), pick one for the withdrawal, add, delete. */
export const WalletsPanel = ({ canAct, defaultCurrency, onPick }: WalletsPanelProps) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { wallets, isLoading } = useWallets({ search: search.trim() || undefined });
  return (
    <section aria-labelledby="wallets-title">
      <Typography variant="h6" id="wallets-title" gutterBottom>{translate('app.crypto.wallets.title')}</Typography>
      <TextField size="small" label={translate('app.crypto.wallets.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ mb: 1 }} />
      <Table size="small" aria-labelledby="wallets-title">
        <TableHead>
          <TableRow>
            {['name', 'currency', 'network', 'address'].map((k) => <TableCell key={k}>{translate(`app.crypto.wallets.${k}`)}</TableCell>)}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {wallets.map((w) => (
            <TableRow key={w.id} data-testid="wallet-row">
              <TableCell>{w.name}</TableCell>
              <TableCell>{w.currency}</TableCell>
              <TableCell>{translate(`app.crypto.networks.${w.network}`)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{w.wallet}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {onPick ? <Button size="small" onClick={() => onPick(w)}>{translate('app.crypto.wallets.use')}</Button> : null}
                {canAct ? <WalletDeleteButton wallet={w} /> : null}
              </TableCell>
            </TableRow>
          ))}
          {!isLoading && wallets.length === 0 ? (
            <TableRow><TableCell colSpan={5}>{translate('app.crypto.wallets.empty')}</TableCell></TableRow>
          ) : null}
        </TableBody>
      </Table>
      {canAct ? <Box sx={{ mt: 2 }}><WalletCreateForm defaultCurrency={defaultCurrency} /></Box> : null}
    </section>
  );
};
