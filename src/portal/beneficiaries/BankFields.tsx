import { Alert, Grid, Typography } from '@mui/material';
import { AutocompleteInput, TextInput, useTranslate, type Validator } from 'react-admin';
import type { DictionaryOption } from '../../contract/entities';
import { useBankAutofill } from './useBankAutofill';

type BankFieldsProps = { countries: DictionaryOption[] };

/** An IBAN, or else an account number (the server's rule): the IBAN field asks for one of them. */
const ibanOrAccount: Validator = (value: unknown, values: Record<string, unknown>) => (value || values.bank_account ? undefined : 'ra.validation.required');
// react-admin marks a field required when its validator is flagged so.
(ibanOrAccount as Validator & { isRequired?: boolean }).isRequired = true;

/** Account and bank fields; leaving the IBAN or SWIFT field fills the bank from the directory. */
export const BankFields = ({ countries }: BankFieldsProps) => {
  const translate = useTranslate();
  const { onIbanBlur, onSwiftBlur, message } = useBankAutofill();
  const label = (f: string) => translate(`app.money.beneficiaries.fields.${f}`);
  return (
    <>
      <Typography variant="h6" sx={{ mt: 2 }}>{translate('app.money.beneficiaries.bank_section')}</Typography>
      {message ? <Alert severity="info" sx={{ mb: 1 }}>{message}</Alert> : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}><TextInput source="iban" label={label('iban')} onBlur={onIbanBlur} validate={ibanOrAccount} fullWidth /></Grid>
        <Grid size={{ xs: 12, md: 3 }}><TextInput source="bank_account" label={label('bank_account')} fullWidth /></Grid>
        <Grid size={{ xs: 12, md: 3 }}><TextInput source="sort_code" label={label('sort_code')} fullWidth /></Grid>
        <Grid size={{ xs: 12, md: 4 }}><TextInput source="bank_swift" label={label('bank_swift')} onBlur={onSwiftBlur} fullWidth /></Grid>
        <Grid size={{ xs: 12, md: 8 }}><TextInput source="bank_name" label={label('bank_name')} fullWidth /></Grid>
        <Grid size={{ xs: 12, md: 6 }}><TextInput source="bank_address" label={label('bank_address')} fullWidth /></Grid>
        <Grid size={{ xs: 12, md: 3 }}><TextInput source="bank_city" label={label('bank_city')} fullWidth /></Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <AutocompleteInput source="bank_country" label={label('bank_country')} choices={countries} fullWidth />
        </Grid>
      </Grid>
    </>
  );
};
