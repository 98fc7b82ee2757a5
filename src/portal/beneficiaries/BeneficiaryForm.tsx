import { Alert, Box, Button, Stack } from '@mui/material';
import { SaveButton, SimpleForm, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCountryChoices } from '../dictionaries/countryNames';
import type { KontorSubmit } from '../errors/useKontorSubmit';
import { BankFields } from './BankFields';
import { BeneficiaryExpressEntry } from './BeneficiaryExpressEntry';
import type { BeneficiaryValues } from './beneficiaryBody';
import { PayeeFields } from './PayeeFields';

/** The spec's list of the transaction-agents resource: where create and update go back to. */
export const BENEFICIARIES_PATH = '/manager/transaction-agents';

type BeneficiaryFormProps = {
  /** Create's starting values; in <Edit> / <Show> the record of the page is the form's values. */
  defaultValues?: BeneficiaryValues;
  submit: KontorSubmit;
  readOnly: boolean;
};

/** Nothing to send from the read-only view (manager-reader). */
const noSubmit = () => undefined;

const BeneficiaryToolbar = ({ submit, readOnly }: Pick<BeneficiaryFormProps, 'submit' | 'readOnly'>) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      {readOnly ? null : <SaveButton label={translate('app.money.beneficiaries.save')} disabled={submit.loading} alwaysEnable={!submit.loading} />}
      <Button component={Link} to={BENEFICIARIES_PATH}>{translate('app.money.beneficiaries.back')}</Button>
    </Stack>
  );
};

/**
 * The beneficiary fields for create and update (a <SimpleForm> inside the page's <Create> / <Edit>);
 * read-only for manager-reader. The save goes through the error layer (useKontorSubmit: code prompt,
 * duplicate confirmation); the server's 422 messages come back from onSubmit onto the inputs.
 */
export const BeneficiaryForm = ({ defaultValues, submit, readOnly }: BeneficiaryFormProps) => {
  const translate = useTranslate();
  const countries = useCountryChoices();
  return (
    <SimpleForm defaultValues={defaultValues} onSubmit={readOnly ? noSubmit : submit.submit} component={Box} toolbar={<BeneficiaryToolbar submit={submit} readOnly={readOnly} />}>
      <Box sx={{ width: '100%' }}>
        {submit.message && Object.keys(submit.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(submit.message, { _: submit.message })}</Alert> : null}
        {readOnly ? null : <BeneficiaryExpressEntry countries={countries ?? []} />}
        <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <PayeeFields countries={countries ?? []} />
          <BankFields countries={countries ?? []} />
        </Box>
      </Box>
    </SimpleForm>
  );
};
