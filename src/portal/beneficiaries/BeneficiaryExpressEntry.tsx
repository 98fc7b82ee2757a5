import { Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import type { DictionaryOption } from '../../contract/entities';
import { ExpressEntryButton } from '../payments/express/ExpressEntryButton';
import { expressBeneficiaryFill } from '../payments/express/expressBeneficiary';
import type { ExpressData } from '../payments/express/expressTypes';
import { useBankAutofill } from './useBankAutofill';

/**
 * Express data entry on the beneficiary form: the recognised details go into the inputs through
 * react-hook-form (dirty and validated, as if typed), then the bank is looked up from the IBAN or
 * SWIFT as leaving those fields does.
 */
export const BeneficiaryExpressEntry = ({ countries }: { countries: readonly DictionaryOption[] }) => {
  const { getValues, setValue } = useFormContext();
  const { onIbanBlur, onSwiftBlur } = useBankAutofill();
  const fill = (data: ExpressData) => {
    const { values, outcomes } = expressBeneficiaryFill(data, getValues(), countries.map((c) => String(c.id)));
    for (const [field, value] of Object.entries(values)) setValue(field, value, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
    if (values.iban) onIbanBlur();
    else if (values.bank_swift) onSwiftBlur();
    return outcomes;
  };
  return (
    <Stack direction="row" sx={{ mb: 2, justifyContent: 'flex-end' }}>
      <ExpressEntryButton onFill={fill} />
    </Stack>
  );
};
