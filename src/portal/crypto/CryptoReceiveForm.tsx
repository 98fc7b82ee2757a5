import { Alert, FormControlLabel, Grid, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BankAccount, ExchangeRate } from '../../contract/entities';
import { useAccountOption } from '../payments/accountOptions';
import { PaymentField } from '../payments/PaymentField';
import { networkOptions } from './networkOptions';
import { RateLine } from '../payments/RateLine';
import { SubmitRow } from './SubmitRow';
import { networksFor } from './rules/networkReset';
import { autoSellOf } from './rules/receiveAccounts';
import type { PaymentFormProps } from '../payments/sectionProps';

type CryptoReceiveFormProps = PaymentFormProps & {
  canAct: boolean;
  ready: boolean;
  targets: readonly BankAccount[];
  sources: readonly BankAccount[];
  rate: ExchangeRate | null;
  timer: number;
};

/** Receive: amount, network and account; with auto-sell the crypto account that receives and the fiat account that gets the sale. */
export const CryptoReceiveForm = (p: CryptoReceiveFormProps) => {
  const translate = useTranslate();
  const accountOption = useAccountOption();
  const field = { values: p.values, errors: p.errors, onChange: p.onChange };
  const autoSell = autoSellOf(p.values);
  const networks = networksFor(p.values, { accounts: [...p.sources, ...p.targets], cryptoField: () => (autoSell ? 'bank_account_id' : 'to_account_id') });
  const half = { xs: 12, sm: 6 } as const;
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), p.onSubmit())} aria-label={translate('app.routes.crypto_receive')}>
      {p.ready && p.targets.length === 0 ? <Alert severity="info" sx={{ mb: 2 }}>{translate('app.crypto.no_accounts')}</Alert> : null}
      {p.message && Object.keys(p.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(p.message, { _: p.message })}</Alert> : null}
      <FormControlLabel
        control={<Switch checked={autoSell} onChange={(e) => p.onChange({ is_crypto_auto_sell: e.target.checked })} name="is_crypto_auto_sell" />}
        label={translate('app.crypto.fields.is_crypto_auto_sell')}
        sx={{ mb: 2 }}
      />
      <Grid container spacing={2}>
        {autoSell ? <Grid size={half}><PaymentField {...field} name="bank_account_id" label="app.crypto.fields.receive_crypto" options={p.sources.map(accountOption)} required /></Grid> : null}
        <Grid size={half}>
          <PaymentField {...field} name="to_account_id" label={autoSell ? 'app.crypto.fields.receive_fiat' : 'app.crypto.fields.receive_crypto'} options={p.targets.map(accountOption)} required />
        </Grid>
        <Grid size={half}><PaymentField {...field} name="network" label="app.crypto.fields.network" options={networkOptions(networks, translate)} required /></Grid>
        <Grid size={half}><PaymentField {...field} name="amount" entry="amount" label="app.crypto.fields.amount" required /></Grid>
        {autoSell ? <Grid size={half}><PaymentField {...field} name="fiat_amount" entry="amount" label="app.crypto.fields.fiat_amount" /></Grid> : null}
      </Grid>
      {autoSell ? <RateLine rate={p.rate} timer={p.timer} /> : null}
      {autoSell ? <Alert severity="info" sx={{ mt: 2 }}>{translate('app.crypto.deposit.auto_sell_note')}</Alert> : null}
      <SubmitRow label="app.crypto.submit.receive" busy={p.busy} canAct={p.canAct} />
    </form>
  );
};
