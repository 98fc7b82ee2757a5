import { Grid } from '@mui/material';
import { AutocompleteInput, FormDataConsumer, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { DictionaryOption, FreeMarketSector } from '../../contract/entities';
import { useDictionary } from '../dictionaries/useDictionary';

type PayeeFieldsProps = { countries: DictionaryOption[] };

/** Who the beneficiary is: legal type, names, address, and a company's free-market sector and industry. */
export const PayeeFields = ({ countries }: PayeeFieldsProps) => {
  const translate = useTranslate();
  const { data: sectors } = useDictionary<FreeMarketSector>('free_market_sectors');
  const { setValue } = useFormContext();
  const label = (f: string) => translate(`app.money.beneficiaries.fields.${f}`);
  const legalTypes = [
    { id: 'company', name: translate('app.money.beneficiaries.legal_types.company') },
    { id: 'individual', name: translate('app.money.beneficiaries.legal_types.individual') },
  ];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}><SelectInput source="legal_type" label={label('legal_type')} choices={legalTypes} validate={required()} fullWidth /></Grid>
      <FormDataConsumer<{ legal_type?: string; free_market_sector_id?: number | null }>>
        {({ formData }) =>
          formData.legal_type === 'individual' ? (
            <>
              <Grid size={{ xs: 12, md: 4 }}><TextInput source="first_name" label={label('first_name')} validate={required()} fullWidth /></Grid>
              <Grid size={{ xs: 12, md: 4 }}><TextInput source="last_name" label={label('last_name')} validate={required()} fullWidth /></Grid>
            </>
          ) : (
            <>
              <Grid size={{ xs: 12, md: 8 }}><TextInput source="company_name" label={label('company_name')} validate={required()} fullWidth /></Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <SelectInput
                  source="free_market_sector_id"
                  label={label('free_market_sector_id')}
                  choices={sectors ?? []}
                  emptyText={translate('app.money.beneficiaries.none')}
                  // A sector change clears the industry (document 1 section 4), which belongs to one sector.
                  onChange={() => setValue('free_market_industry_id', null, { shouldDirty: true })}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <SelectInput
                  source="free_market_industry_id"
                  label={label('free_market_industry_id')}
                  choices={sectors?.find((s) => s.id === formData.free_market_sector_id)?.industries ?? []}
                  emptyText={translate('app.money.beneficiaries.none')}
                  fullWidth
                />
              </Grid>
            </>
          )
        }
      </FormDataConsumer>
      <Grid size={{ xs: 12, md: 4 }}><AutocompleteInput source="country" label={label('country')} choices={countries} validate={required()} fullWidth /></Grid>
      <Grid size={{ xs: 12, md: 4 }}><TextInput source="city" label={label('city')} fullWidth /></Grid>
      <Grid size={{ xs: 12, md: 4 }}><TextInput source="zip_code" label={label('zip_code')} fullWidth /></Grid>
      <Grid size={{ xs: 12, md: 6 }}><TextInput source="street" label={label('street')} fullWidth /></Grid>
      <Grid size={{ xs: 12, md: 3 }}><TextInput source="building_number" label={label('building_number')} fullWidth /></Grid>
      <Grid size={{ xs: 12, md: 3 }}><TextInput source="building_name" label={label('building_name')} fullWidth /></Grid>
    </Grid>
  );
};
