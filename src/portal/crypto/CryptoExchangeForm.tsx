import { Alert, Divider, Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAccountOption } from '../payments/accountOptions';
import { GrandTotalPanel } from '../payments/GrandTotalPanel';
import { PaymentField } from '../payments/PaymentField';
import { networkOptions } from './networkOptions';
import { RateLine } from '../payments/RateLine';
import { SubmitRow } from './SubmitRow';
import { networksFor } from './rules/networkReset';
import type { QuotedFormProps } from '../payments/sectionProps';

export type CryptoExchangeFormProps = QuotedFormProps & {
  side: 'buy' | 'sell';
  canAct: boolean;
};

/** Buy (pay fiat, receive crypto) or sell (pay crypto, receive fiat): accounts, network, both amounts, the rate, the grand total. */
export const CryptoExchangeForm = (p: CryptoExchangeFormProps) => {
  const translate = useTranslate();
  const accountOption = useAccountOption();
  const field = { values: p.values, errors: p.errors, onChange: p.onChange };
  const accounts = [...p.sources, ...p.destinations];
  const networks = networksFor(p.values, { accounts, cryptoField: () => (p.side === 'buy' ? 'to_account_id' : 'bank_account_id') });
  const source = p.sources.find((a) => a.id === Number(p.values.bank_account_id));
  const half = { xs: 12, sm: 6 } as const;
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), p.onSubmit())} aria-label={translate(`app.routes.crypto_${p.side}`)}>
      {p.ready && p.sources.length === 0 ? <Alert severity="info" sx={{ mb: 2 }}>{translate('app.crypto.no_accounts')}</Alert> : null}
      {p.message && Object.keys(p.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(p.message, { _: p.message })}</Alert> : null}
      <Grid container spacing={2}>
        <Grid size={half}><PaymentField {...field} name="bank_account_id" label={`app.crypto.fields.${p.side}_from`} options={p.sources.map(accountOption)} required /></Grid>
        <Grid size={half}><PaymentField {...field} name="to_account_id" label={`app.crypto.fields.${p.side}_to`} options={p.destinations.map(accountOption)} emptyLabel="app.payments.none" required /></Grid>
        <Grid size={half}><PaymentField {...field} name="amount" entry="amount" label="app.crypto.fields.amount_paid" required /></Grid>
        <Grid size={half}><PaymentField {...field} name="crypto_amount" entry="amount" label="app.crypto.fields.amount_received" /></Grid>
        <Grid size={half}><PaymentField {...field} name="network" label="app.crypto.fields.network" options={networkOptions(networks, translate)} required /></Grid>
      </Grid>
      <RateLine rate={p.rate} timer={p.timer} renewed={p.quoteRenewed} />
      <Divider sx={{ my: 2 }} />
      <GrandTotalPanel total={p.total} currency={source?.currency} showExchange />
      <SubmitRow label={`app.crypto.submit.${p.side}`} busy={p.busy} canAct={p.canAct} />
    </form>
  );
};
