import { Box, Button, Typography } from '@mui/material';
import { DataTable, SearchInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import type { Wallet } from '../../contract/entities';
import { CRYPTO_CURRENCIES, CRYPTO_NETWORKS, type CryptoCurrency } from '../../contract/enums';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime } from '../money/formatMoney';
import { WalletCreateForm } from './WalletCreateForm';
import { WalletDeleteButton } from './WalletDeleteButton';

type WalletsPanelProps = { canAct: boolean; defaultCurrency: CryptoCurrency | undefined; onPick?: ((wallet: Wallet) => void) | undefined };

/** Buttons of a row; a click on them is not a click on the row. */
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/**
 * Saved wallets (the crypto-wallets resource): search on name or address and filters by currency and
 * network on the server, in the server's order (by name: no column sorts); pick one for the
 * withdrawal, add, delete. Delete goes one wallet at a time (each asks for its own one-time code), so
 * there is no bulk delete. The list's state stays out of the address, which belongs to the form.
 */
export const WalletsPanel = ({ canAct, defaultCurrency, onPick }: WalletsPanelProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = (key: string) => translate(`app.crypto.wallets.${key}`);
  const network = (w: Wallet) => translate(`app.crypto.networks.${w.network}`);
  const actions = (w: Wallet) => (
    <Box component="span" onClick={stop} role="presentation" sx={{ whiteSpace: 'nowrap' }}>
      {onPick ? <Button size="small" onClick={() => onPick(w)}>{label('use')}</Button> : null}
      {canAct ? <WalletDeleteButton wallet={w} /> : null}
    </Box>
  );
  return (
    <section aria-labelledby="wallets-title">
      <Typography variant="h6" id="wallets-title" gutterBottom>{label('title')}</Typography>
      <ResourceList<Wallet>
        resource="crypto-wallets"
        storeKey="crypto-wallets"
        disableSyncWithLocation
        label={label('title')}
        sort={{ field: 'name', order: 'ASC' }}
        filters={[
          <SearchInput key="search" source="search" alwaysOn placeholder={label('search')} aria-label={label('search')} />,
          <SelectInput key="currency" source="currency" alwaysOn label={label('currency')} emptyText={label('any')}
            choices={CRYPTO_CURRENCIES.map((c) => ({ id: c, name: c }))} sx={{ minWidth: 140 }} />,
          <SelectInput key="network" source="network" alwaysOn label={label('network')} emptyText={label('any')}
            choices={CRYPTO_NETWORKS.map((n) => ({ id: n, name: translate(`app.crypto.networks.${n}`) }))} sx={{ minWidth: 160 }} />,
        ]}
        rowAttributes={() => ({ 'data-testid': 'wallet-row' })}
        emptyKey="app.crypto.wallets.empty"
        hiddenColumns={['created_at']}
        exportAs={{
          fileName: 'wallets',
          columns: () => [
            { header: label('name'), value: (w) => w.name },
            { header: label('currency'), value: (w) => w.currency },
            { header: label('network'), value: network },
            { header: label('address'), value: (w) => w.wallet },
            { header: label('created_at'), value: (w) => w.created_at },
          ],
        }}
        mobile={{
          primaryText: (w) => (
            <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <span>{`${w.name} · ${w.currency}`}</span>
              {actions(w)}
            </Box>
          ),
          secondaryText: (w) => <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{w.wallet}</Box>,
          tertiaryText: network,
        }}
      >
        <DataTable.Col source="name" label={label('name')} disableSort />
        <DataTable.Col source="currency" label={label('currency')} disableSort />
        <DataTable.Col<Wallet> source="network" label={label('network')} disableSort render={network} />
        <DataTable.Col source="wallet" label={label('address')} disableSort sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} />
        <DataTable.Col<Wallet> source="created_at" label={label('created_at')} disableSort render={(w) => formatDateTime(w.created_at, locale)} />
        {onPick || canAct ? <DataTable.Col<Wallet> label={label('actions')} disableSort align="right" render={actions} /> : null}
      </ResourceList>
      {canAct ? <Box sx={{ mt: 2 }}><WalletCreateForm defaultCurrency={defaultCurrency} /></Box> : null}
    </section>
  );
};
