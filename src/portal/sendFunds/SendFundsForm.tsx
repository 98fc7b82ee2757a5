import { Alert, Button, Divider, Grid, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AffiliateOwnerAccount, BankAccount, GrandTotal } from '../../contract/entities';
import { useAccountOption } from '../payments/accountOptions';
import { GrandTotalPanel } from '../payments/GrandTotalPanel';
import { PaymentField } from '../payments/PaymentField';
import type { PaymentFormProps } from '../payments/sectionProps';

export type SendFundsFormProps = PaymentFormProps & {
  /** The company's accounts and the owner's accounts have loaded. */
  ready: boolean;
  sources: readonly BankAccount[];
  /** The owner's accounts in the source's currency. */
  receivers: readonly AffiliateOwnerAccount[];
  /** The affiliate owner company's name (the receiver). */
  ownerName: string;
  total: GrandTotal | null;
  /** The merchant payment being forwarded, as a sentence, when the form was prefilled from one. */
  prefilled: string | null;
};

/** From an own account to an account of the affiliate owner (same currency): accounts, amount, reference and the grand total. */
export const SendFundsForm = (p: SendFundsFormProps) => {
  const translate = useTranslate();
  const accountOption = useAccountOption();
  const field = { values: p.values, errors: p.errors, onChange: p.onChange };
  const source = p.sources.find((a) => a.id === Number(p.values.bank_account_id));
  const half = { xs: 12, sm: 6 } as const;
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), p.onSubmit())} aria-label={translate('app.send_funds.title')}>
      {p.ready && p.sources.length === 0 ? <Alert severity="info" sx={{ mb: 2 }}>{translate('app.payments.no_accounts')}</Alert> : null}
      {p.prefilled ? <Alert severity="info" sx={{ mb: 2 }}>{p.prefilled}</Alert> : null}
      {p.message && Object.keys(p.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(p.message, { _: p.message })}</Alert> : null}
      <Grid container spacing={2}>
        <Grid size={half}><PaymentField {...field} name="bank_account_id" label="app.send_funds.from_account" options={p.sources.map(accountOption)} required /></Grid>
        <Grid size={half}>
          <PaymentField
            {...field}
            name="to_account_id"
            label="app.send_funds.to_account"
            labelArgs={{ company: p.ownerName }}
            options={p.receivers.map((a) => ({ id: a.id, name: `${a.name} (${a.currency})` }))}
            emptyLabel="app.payments.none"
            required
          />
        </Grid>
        <Grid size={half}><PaymentField {...field} name="amount" entry="amount" label="app.send_funds.amount" required /></Grid>
        <Grid size={half}><PaymentField {...field} name="ref_message" label="app.send_funds.ref_message" /></Grid>
      </Grid>
      {p.ready && source && p.receivers.length === 0 ? <Alert severity="info" sx={{ mt: 1 }}>{translate('app.send_funds.no_accounts')}</Alert> : null}
      <Divider sx={{ my: 2 }} />
      <GrandTotalPanel total={p.total} currency={source?.currency} showExchange={false} />
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={p.busy}>{translate('app.send_funds.submit')}</Button>
      </Stack>
    </form>
  );
};
