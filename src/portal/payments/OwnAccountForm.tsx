import { Alert, AlertTitle, Button, Divider, Grid, Link, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useAccountOption } from './accountOptions';
import { GrandTotalPanel } from './GrandTotalPanel';
import { PaymentField } from './PaymentField';
import { RateLine } from './RateLine';
import type { QuotedFormProps } from './sectionProps';
import { ScheduleFields, submitLabelKey } from '../schedules/ScheduleFields';

export type OwnAccountFormProps = QuotedFormProps & {
  form: 'transfer' | 'exchange' | 'convert';
};

/** Transfer, exchange and convert between own accounts: source, destination, amount, the rate when currencies differ, the grand total. */
export const OwnAccountForm = (p: OwnAccountFormProps) => {
  const translate = useTranslate();
  const accountOption = useAccountOption();
  const field = { values: p.values, errors: p.errors, onChange: p.onChange };
  const source = p.sources.find((a) => a.id === Number(p.values.bank_account_id));
  const half = { xs: 12, sm: 6 } as const;
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), p.onSubmit())} aria-label={translate(`app.routes.${p.form}`)}>
      {p.ready && p.sources.length === 0 ? (
        // Why no account fits this kind of payment, and what to do instead (issue 43).
        <Alert severity="info" sx={{ mb: 2 }} data-testid="no-accounts">
          <AlertTitle>{translate('app.payments.no_accounts')}</AlertTitle>
          {translate(`app.payments.no_accounts_why.${p.form}`)}{' '}
          <Link component={RouterLink} to="/manager/accounts">{translate('app.payments.to_accounts')}</Link>
        </Alert>
      ) : null}
      {p.message && Object.keys(p.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(p.message, { _: p.message })}</Alert> : null}
      <Grid container spacing={2}>
        <Grid size={half}><PaymentField {...field} name="bank_account_id" options={p.sources.map(accountOption)} required /></Grid>
        <Grid size={half}><PaymentField {...field} name="to_account_id" options={p.destinations.map(accountOption)} emptyLabel="app.payments.none" required /></Grid>
        <Grid size={half}><PaymentField {...field} name="amount" entry="amount" required /></Grid>
        {p.form === 'convert' ? <Grid size={half}><PaymentField {...field} name="crypto_amount" entry="amount" disabled /></Grid> : null}
        {p.form === 'convert' ? null : <Grid size={half}><PaymentField {...field} name="customer_ref_message" /></Grid>}
      </Grid>
      {p.form === 'transfer' ? null : <RateLine rate={p.rate} timer={p.timer} renewed={p.quoteRenewed} />}
      <Divider sx={{ my: 2 }} />
      <GrandTotalPanel total={p.total} currency={source?.currency} showExchange={p.form !== 'transfer'} />
      {p.form === 'transfer' ? <ScheduleFields values={p.values} errors={p.errors} onChange={p.onChange} /> : null}
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={p.busy}>{translate(p.form === 'transfer' ? submitLabelKey(p.values) : 'app.payments.submit')}</Button>
      </Stack>
    </form>
  );
};
