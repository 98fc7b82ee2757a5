import { Alert, Box, Button, Stack } from '@mui/material';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DictionaryOption } from '../../contract/entities';
import { useDictionary } from '../dictionaries/useDictionary';
import type { KontorSubmit } from '../errors/useKontorSubmit';
import { BankFields } from './BankFields';
import type { BeneficiaryValues } from './beneficiaryBody';
import { PayeeFields } from './PayeeFields';

type BeneficiaryFormProps = { defaultValues: BeneficiaryValues; submit: KontorSubmit; readOnly: boolean };

/** The beneficiary fields for create and update; read-only for manager-reader. Server field errors land on the inputs. */
export const BeneficiaryForm = ({ defaultValues, submit, readOnly }: BeneficiaryFormProps) => {
  const translate = useTranslate();
  const { data: countries } = useDictionary<DictionaryOption>('countries');
  return (
    <Form defaultValues={defaultValues} onSubmit={submit.submit}>
      {submit.message && Object.keys(submit.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(submit.message, { _: submit.message })}</Alert> : null}
      <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <PayeeFields countries={countries ?? []} />
        <BankFields countries={countries ?? []} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {readOnly ? null : <SaveButton label={translate('app.money.beneficiaries.save')} disabled={submit.loading} alwaysEnable={!submit.loading} />}
        <Button component={Link} to="/manager/transaction-agents">{translate('app.money.beneficiaries.back')}</Button>
      </Stack>
    </Form>
  );
};
