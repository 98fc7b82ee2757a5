import { Checkbox, FormControlLabel, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PaymentField } from './PaymentField';
import { fieldProps, type SectionProps } from './sectionProps';

const BANK = ['swift', 'name', 'address', 'city'] as const;

/** The payee's bank and, when asked for, the intermediary bank. */
export const BankSection = (p: SectionProps) => {
  const translate = useTranslate();
  const half = { xs: 12, sm: 6 } as const;
  const intermediary = p.values.has_intermediary_bank === true;
  return (
    <Grid container spacing={2}>
      {BANK.map((f) => (
        <Grid key={f} size={half}><PaymentField {...fieldProps(p, `bank_${f}`)} entry={f === 'swift' ? 'leave' : 'keystroke'} required={f === 'swift' && p.values.transfer_service === 'swift'} /></Grid>
      ))}
      <Grid size={half}><PaymentField {...fieldProps(p, 'bank_country')} options={p.countries} emptyLabel="app.payments.none" /></Grid>
      <Grid size={12}>
        <FormControlLabel
          control={<Checkbox name="has_intermediary_bank" checked={intermediary} disabled={p.locked('has_intermediary_bank')} onChange={(e) => p.onChange({ has_intermediary_bank: e.target.checked })} />}
          label={translate('app.payments.fields.has_intermediary_bank')}
        />
      </Grid>
      {intermediary ? (
        <>
          <Grid size={12}><Typography variant="subtitle2">{translate('app.payments.sections.intermediary')}</Typography></Grid>
          {BANK.map((f) => (
            <Grid key={f} size={half}><PaymentField {...fieldProps(p, `intermediary_bank_${f}`)} entry={f === 'swift' ? 'leave' : 'keystroke'} required={f === 'swift'} /></Grid>
          ))}
          <Grid size={half}><PaymentField {...fieldProps(p, 'intermediary_bank_country')} options={p.countries} emptyLabel="app.payments.none" /></Grid>
          <Grid size={half}><PaymentField {...fieldProps(p, 'intermediary_bank_iban')} entry="leave" /></Grid>
        </>
      ) : null}
    </Grid>
  );
};
