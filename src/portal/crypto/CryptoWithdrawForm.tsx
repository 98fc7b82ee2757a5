import { Alert, Divider, Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BankAccount, GrandTotal, Wallet } from '../../contract/entities';
import { useAccountOption } from '../payments/accountOptions';
import { GrandTotalPanel } from '../payments/GrandTotalPanel';
import { PaymentField } from '../payments/PaymentField';
import { networkOptions } from './networkOptions';
import { SubmitRow } from './SubmitRow';
import { networksFor } from './rules/networkReset';
import type { PaymentFormProps } from '../payments/sectionProps';

type CryptoWithdrawFormProps = PaymentFormProps & {
  canAct: boolean;
  ready: boolean;
  sources: readonly BankAccount[];
  wallets: readonly Wallet[];
  total: GrandTotal | null;
};

/** Crypto withdrawal: account, network, saved wallet, amount and the grand total. */
export const CryptoWithdrawForm = (p: CryptoWithdrawFormProps) => {
  const translate = useTranslate();
  const accountOption = useAccountOption();
  const field = { values: p.values, errors: p.errors, onChange: p.onChange };
  const networks = networksFor(p.values, { accounts: p.sources, cryptoField: () => 'bank_account_id' });
  const source = p.sources.find((a) => a.id === Number(p.values.bank_account_id));
  const half = { xs: 12, sm: 6 } as const;
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), p.onSubmit())} aria-label={translate('app.routes.crypto_withdraw')}>
      {p.ready && p.sources.length === 0 ? <Alert severity="info" sx={{ mb: 2 }}>{translate('app.crypto.no_accounts')}</Alert> : null}
      {p.message && Object.keys(p.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(p.message, { _: p.message })}</Alert> : null}
      <Grid container spacing={2}>
        <Grid size={half}><PaymentField {...field} name="bank_account_id" label="app.crypto.fields.withdraw_from" options={p.sources.map(accountOption)} required /></Grid>
        <Grid size={half}><PaymentField {...field} name="network" label="app.crypto.fields.network" options={networkOptions(networks, translate)} required /></Grid>
        <Grid size={half}>
          <PaymentField {...field} name="wallet_id" label="app.crypto.fields.wallet_id" options={p.wallets.map((w) => ({ id: w.id, name: `${w.name} · ${w.wallet}` }))} emptyLabel="app.payments.none" required />
        </Grid>
        <Grid size={half}><PaymentField {...field} name="amount" entry="amount" label="app.crypto.fields.amount" required /></Grid>
      </Grid>
      {p.ready && source && p.wallets.length === 0 ? <Alert severity="info" sx={{ mt: 1 }}>{translate('app.crypto.wallets.none_for_account')}</Alert> : null}
      <Divider sx={{ my: 2 }} />
      <GrandTotalPanel total={p.total} currency={source?.currency} showExchange={false} />
      <SubmitRow label="app.crypto.submit.withdraw" busy={p.busy} canAct={p.canAct} />
    </form>
  );
};
