import { Box, Divider, Grid, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { BooleanInput, CheckboxGroupInput, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { AdminCompany } from '../../contract/entities';
import { COMPANY_FEATURES, COMPANY_SERVICE_TYPES } from '../../contract/enums';
import { useRecordSave } from '../errors/useRecordSave';
import { CompanyDetailsToolbar } from './CompanyDetailsToolbar';
import { type CompanyFormValues, companyFormValues, disablesCompany } from './companyForm';

/**
 * Enabled state, features, white label, PSP attachment, company types and CRM id of the <Edit>'s
 * company (a <SimpleForm> of its record), saved with the <Edit>'s own save (CompanyDetailsEdit): the
 * server's field messages land on the inputs. Disabling asks first.
 */
export const CompanyDetailsForm = () => {
  const translate = useTranslate();
  const company = useRecordContext<AdminCompany>();
  const { submit } = useRecordSave();
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  if (!company) return null;
  const onSubmit = async (values: Record<string, unknown>) => {
    const asked = confirmed.current;
    confirmed.current = false;
    if (!asked && disablesCompany(company, values as CompanyFormValues)) {
      setAsking(true);
      return undefined;
    }
    // react-admin's save answers a 422's field messages for the form to put on its inputs (the topmost focused).
    return submit(values);
  };
  const choices = COMPANY_SERVICE_TYPES.map((id) => ({ id, name: translate(`app.companies.company_types.${id}`, { _: id }) }));
  const owners: [string, string | undefined][] = [
    ['affiliate_owner', company.affiliate_owner_company?.name],
    ['white_label_owner', company.white_label_owner_company?.name ?? undefined],
  ];
  return (
    <SimpleForm
      // Every feature as a switch value, also those the record leaves out.
      defaultValues={companyFormValues(company)}
      onSubmit={onSubmit}
      component={Box}
      toolbar={
        <CompanyDetailsToolbar
          name={company.name}
          asking={asking}
          onConfirm={() => {
            setAsking(false);
            confirmed.current = true;
          }}
          onClose={() => setAsking(false)}
        />
      }
    >
      <Box sx={{ width: '100%' }}>
        <Grid container spacing={2}>
          {owners.filter(([, name]) => name).map(([key, name]) => (
            <Grid key={key} size={{ xs: 12, sm: 6 }}>
              <Typography variant="caption" color="text.secondary">{translate(`app.companies.details.${key}`)}</Typography>
              <Typography>{name}</Typography>
            </Grid>
          ))}
        </Grid>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
          <BooleanInput source="enabled" label={translate('app.companies.details.enabled')} />
          <BooleanInput source="white_label_enabled" label={translate('app.companies.details.white_label_enabled')} />
          <BooleanInput source="psp_portal_attached" label={translate('app.companies.details.psp_portal_attached')} />
          <BooleanInput source="two_factor_required" label={translate('app.companies.details.two_factor_required')} />
        </Stack>
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle1" component="h3">{translate('app.companies.details.features')}</Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {COMPANY_FEATURES.map((f) => <BooleanInput key={f} source={`enabled_features.${f}`} label={translate(`app.companies.features.${f}`)} />)}
        </Stack>
        <CheckboxGroupInput source="company_types" label={translate('app.companies.details.company_types')} choices={choices} row />
        <TextInput source="zoho_id" label={translate('app.companies.details.zoho_id')} sx={{ maxWidth: 360 }} />
      </Box>
    </SimpleForm>
  );
};
