import { Alert, Box, Divider, Grid, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { BooleanInput, CheckboxGroupInput, SimpleForm, TextInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AdminCompany } from '../../contract/entities';
import { COMPANY_FEATURES, COMPANY_SERVICE_TYPES } from '../../contract/enums';
import { type FormValues, useKontorSubmit } from '../errors/useKontorSubmit';
import { CompanyDetailsToolbar } from './CompanyDetailsToolbar';
import { type CompanyFormValues, companyFormValues, companyUpdateBody, disablesCompany } from './companyForm';

/**
 * Enabled state, features, white label, PSP attachment, company types and CRM id of the <Edit>'s
 * company (a <SimpleForm> of its record), saved with the update call through the error layer: the
 * server's field messages land on the inputs. Disabling asks first. After a save the company is
 * read again, and the form starts from the saved record.
 */
export const CompanyDetailsForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const company = useRecordContext<AdminCompany>();
  const [asking, setAsking] = useState(false);
  const confirmed = useRef(false);
  const submit = useKontorSubmit('admin.companies.update', (v: CompanyFormValues) => companyUpdateBody(v), {
    params: { id: company?.id ?? 0 },
    onSuccess: () => {
      notify('app.companies.details.updated', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
  });
  if (!company) return null;
  const onSubmit = async (values: FormValues) => {
    const asked = confirmed.current;
    confirmed.current = false;
    if (!asked && disablesCompany(company, values as CompanyFormValues)) {
      setAsking(true);
      return undefined;
    }
    return submit.submit(values);
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
          submit={submit}
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
        {submit.message && Object.keys(submit.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(submit.message, { _: submit.message })}</Alert> : null}
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
