import { Alert, Button, Divider, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BankAccount, GrandTotal } from '../../contract/entities';
import { BankSection } from './BankSection';
import { GrandTotalPanel } from './GrandTotalPanel';
import { PayeeSection } from './PayeeSection';
import { PaymentField, type FieldOption } from './PaymentField';
import { PurposeSection } from './PurposeSection';
import type { AgentOption } from './rules/context';
import { isLockedByPortal } from './rules/portalLock';
import { useAccountOption } from './accountOptions';
import { ExpressEntryButton } from './express/ExpressEntryButton';
import { expressWithdrawalFill } from './express/expressWithdrawal';
import type { ExpressData } from './express/expressTypes';
import type { PaymentFormProps } from './sectionProps';
import { ScheduleFields, submitLabelKey } from '../schedules/ScheduleFields';

export type WithdrawalFormProps = PaymentFormProps & {
  accounts: readonly BankAccount[];
  agents: readonly AgentOption[];
  portalServices: readonly string[];
  countries: readonly FieldOption[];
  total: GrandTotal | null;
};

/** The withdrawal form (document 1 sections 2.5 and 3): source, beneficiary, payee, bank, purpose, reference, grand total. */
export const WithdrawalForm = (props: WithdrawalFormProps) => {
  const translate = useTranslate();
  const accountOption = useAccountOption();
  const { values, errors, onChange, accounts } = props;
  const locked = (field: string) => isLockedByPortal(values, field);
  const section = { values, errors, onChange, locked, countries: props.countries };
  const source = accounts.find((a) => a.id === Number(values.bank_account_id));
  const half = { xs: 12, sm: 6 } as const;
  // Express data entry fills the form through the same changes as typing, so its rules (IBAN services, bank lookups, checks) run.
  const expressFill = (data: ExpressData) => {
    const fill = expressWithdrawalFill(data, { values, agents: props.agents, accounts, countries: props.countries.map((c) => String(c.id)) });
    for (const patch of fill.patches) onChange(patch);
    return fill.outcomes;
  };
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), props.onSubmit())} aria-label={translate('app.routes.withdrawal')}>
      {props.message && Object.keys(errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(props.message, { _: props.message })}</Alert> : null}
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'flex-end' }}>
        <ExpressEntryButton onFill={expressFill} disabled={props.busy} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={half}><PaymentField {...section} name="bank_account_id" disabled={false} options={accounts.map(accountOption)} required /></Grid>
        <Grid size={half}><PaymentField {...section} name="amount" entry="amount" disabled={locked('amount')} required /></Grid>
        <Grid size={half}>
          <PaymentField {...section} name="selected_agent_id" disabled={locked('selected_agent_id')} options={props.agents} emptyLabel="app.payments.no_beneficiary" />
        </Grid>
        {props.portalServices.length > 0 ? (
          <>
            <Grid size={{ xs: 12, sm: 3 }}>
              <PaymentField {...section} name="portal_service" disabled={false} options={props.portalServices.map((s) => ({ id: s, name: translate(`app.portals.services.${s}`, { _: s }) }))} emptyLabel="app.payments.none" />
            </Grid>
            {values.portal_service ? <Grid size={{ xs: 12, sm: 3 }}><PaymentField {...section} name="portal_destination_account_id" disabled={false} required /></Grid> : null}
          </>
        ) : null}
      </Grid>
      <Typography variant="h6" sx={{ mt: 2, mb: 1 }}>{translate('app.payments.sections.payee')}</Typography>
      <PayeeSection {...section} />
      <Typography variant="h6" sx={{ mt: 2, mb: 1 }}>{translate('app.payments.sections.bank')}</Typography>
      <BankSection {...section} />
      <PurposeSection {...section} paymentService={source?.payment_service ?? null} />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={12}><PaymentField {...section} name="customer_ref_message" disabled={false} multiline /></Grid>
      </Grid>
      <Divider sx={{ my: 2 }} />
      <GrandTotalPanel total={props.total} currency={source?.currency} showExchange={false} />
      {values.portal_service ? null : <ScheduleFields values={values} errors={errors} onChange={onChange} sepa={values.transfer_service === 'sepa'} />}
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={props.busy}>{translate(submitLabelKey(values))}</Button>
      </Stack>
    </form>
  );
};
