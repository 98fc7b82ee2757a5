import { Box, Button, Stack } from '@mui/material';
import { SaveButton, SimpleForm, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCountryChoices } from '../dictionaries/countryNames';
import { useRecordSave } from '../errors/useRecordSave';
import { BankFields } from './BankFields';
import { BeneficiaryExpressEntry } from './BeneficiaryExpressEntry';
import { beneficiaryMeta, type BeneficiaryValues } from './beneficiaryBody';
import { PayeeFields } from './PayeeFields';

/** The spec's list of the transaction-agents resource: where create and update go back to. */
export const BENEFICIARIES_PATH = '/manager/transaction-agents';

type BeneficiaryFormProps = {
  /** Create's starting values; in <Edit> / <Show> the record of the page is the form's values. */
  defaultValues?: BeneficiaryValues;
  readOnly: boolean;
};

/** Nothing to send from the read-only view (manager-reader). */
const noSubmit = () => undefined;

const BeneficiaryToolbar = ({ saving, readOnly }: { saving: boolean; readOnly: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
      {readOnly ? null : <SaveButton label={translate('app.money.beneficiaries.save')} disabled={saving} alwaysEnable={!saving} />}
      <Button component={Link} to={BENEFICIARIES_PATH}>{translate('app.money.beneficiaries.back')}</Button>
    </Stack>
  );
};

/**
 * The beneficiary fields for create and update (a <SimpleForm> inside the page's <Create> / <Edit>);
 * read-only for manager-reader. react-admin's save sends it through the dataProvider (code prompt naming
 * the payee being saved, duplicate confirmation); the server's 422 messages land on the inputs.
 */
export const BeneficiaryForm = ({ defaultValues, readOnly }: BeneficiaryFormProps) => {
  const countries = useCountryChoices();
  const { submit, saving } = useRecordSave(beneficiaryMeta);
  return (
    <SimpleForm defaultValues={defaultValues} onSubmit={readOnly ? noSubmit : submit} component={Box} toolbar={<BeneficiaryToolbar saving={saving} readOnly={readOnly} />}>
      <Box sx={{ width: '100%' }}>
        {readOnly ? null : <BeneficiaryExpressEntry countries={countries ?? []} />}
        <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <PayeeFields countries={countries ?? []} />
          <BankFields countries={countries ?? []} />
        </Box>
      </Box>
    </SimpleForm>
  );
};
