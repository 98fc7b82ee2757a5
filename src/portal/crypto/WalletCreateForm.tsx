import { Button, Grid, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import { WALLET_TOAST_MS } from '../../contract/constants';
import type { Wallet } from '../../contract/entities';
import { CRYPTO_CURRENCIES, CRYPTO_CURRENCY_NETWORKS, type CryptoCurrency } from '../../contract/enums';
import { useFormMutation } from '../errors/useFormMutation';

type WalletDraft = { name: string; currency: CryptoCurrency; network: string; wallet: string };

const empty = (currency: CryptoCurrency): WalletDraft => ({ name: '', currency, network: CRYPTO_CURRENCY_NETWORKS[currency][0], wallet: '' });

/** The body of the wallet's create. */
const walletBody = (v: WalletDraft) => ({ name: v.name.trim(), currency: v.currency, network: v.network as Wallet['network'], wallet: v.wallet.trim() });

/**
 * Saves a wallet (name, currency, network, address) with react-admin's create of crypto-wallets, which
 * refetches the wallet lists; the server checks the address against the network.
 */
export const WalletCreateForm = ({ defaultCurrency }: { defaultCurrency: CryptoCurrency | undefined }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate<Wallet>();
  const [draft, setDraft] = useState<WalletDraft>(() => empty(defaultCurrency ?? 'BTC'));
  const kontor = useFormMutation((v: WalletDraft) => create('crypto-wallets', { data: walletBody(v) }, { returnPromise: true }) as Promise<Wallet>, {
    onSuccess: (created) => {
      notify('app.crypto.wallets.created', { type: 'success', autoHideDuration: WALLET_TOAST_MS, messageArgs: { name: created.name } });
      setDraft(empty(draft.currency));
    },
  });
  const errorOf = (field: string) => kontor.errors[field];
  const text = (field: 'name' | 'wallet', label: string) => (
    <TextField
      name={field} label={translate(label)} value={draft[field]} size="small" fullWidth required
      onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
      error={Boolean(errorOf(field))} helperText={errorOf(field) ?? ' '}
      slotProps={{ htmlInput: { 'data-testid': `wallet-${field}` } }}
    />
  );
  return (
    <form noValidate aria-label={translate('app.crypto.wallets.add')} onSubmit={(e) => (e.preventDefault(), void kontor.submit(draft))}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 3 }}>{text('name', 'app.crypto.wallets.name')}</Grid>
        <Grid size={{ xs: 6, sm: 2 }}>
          <TextField select name="currency" label={translate('app.crypto.wallets.currency')} value={draft.currency} size="small" fullWidth
            onChange={(e) => setDraft({ ...draft, currency: e.target.value as CryptoCurrency, network: CRYPTO_CURRENCY_NETWORKS[e.target.value as CryptoCurrency][0] })}
            error={Boolean(errorOf('currency'))} helperText={errorOf('currency') ?? ' '}>
            {CRYPTO_CURRENCIES.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, sm: 2 }}>
          <TextField select name="network" label={translate('app.crypto.fields.network')} value={draft.network} size="small" fullWidth
            onChange={(e) => setDraft({ ...draft, network: e.target.value })} error={Boolean(errorOf('network'))} helperText={errorOf('network') ?? ' '}>
            {CRYPTO_CURRENCY_NETWORKS[draft.currency].map((n) => <MenuItem key={n} value={n}>{translate(`app.crypto.networks.${n}`)}</MenuItem>)}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>{text('wallet', 'app.crypto.wallets.address')}</Grid>
      </Grid>
      <Button type="submit" variant="outlined" disabled={kontor.loading}>{translate('app.crypto.wallets.add')}</Button>
    </form>
  );
};
