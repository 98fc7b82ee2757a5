import { Alert, Divider, Grid, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BooleanInput, CheckboxGroupInput, Confirm, Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import type { AdminCompany } from '../../contract/entities';
import { COMPANY_FEATURES, COMPANY_SERVICE_TYPES } from '../../contract/enums';
import { type FormValues, useKontorSubmit } from '../errors/useKontorSubmit';
import { type CompanyFormValues, companyFormValues, companyUpdateBody, disablesCompany } from './companyForm';

type CompanyDetailsFormProps = { company: AdminCompany };

/** Enabled state, features, white label, PSP attachment, company types and CRM id; disabling asks first. */
export const CompanyDetailsForm = ({ company }: CompanyDetailsFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<FormValues | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const submit = useKontorSubmit('admin.companies.update', (v: CompanyFormValues) => companyUpdateBody(v), {
    params: { id: company.id },
    onSuccess: () => {
      notify('app.companies.details.updated', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
  });
  const onSubmit = async (values: FormValues) => {
    setConfirmed(false);
    if (disablesCompany(company, values as CompanyFormValues)) {
      setAsking(values);
      return undefined;
    }
    return submit.submit(values);
  };
  const defaults = companyFormValues(company);
  const choices = COMPANY_SERVICE_TYPES.map((id) => ({ id, name: translate(`app.companies.company_types.${id}`, { _: id }) }));
  const owners: [string, string | undefined][] = [
    ['affiliate_owner', company.affiliate_owner_company?.name],
    ['white_label_owner', company.white_label_owner_company?.name ?? undefined],
  ];
  // Field messages land on the inputs; after a confirmation the form is not the one submitting, so they show here.
  const showMessage = submit.message && (confirmed || Object.keys(submit.errors).length === 0);
  return (
    // Keyed by the saved values: after a save (or another admin's) the form starts again from the server's state.
    <Form key={JSON.stringify(defaults)} defaultValues={defaults} onSubmit={onSubmit}>
      {showMessage ? <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>{[submit.message, ...Object.values(confirmed ? submit.errors : {})].map((m) => translate(m ?? '', { _: m })).join('\n')}</Alert> : null}
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
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput source="zoho_id" label={translate('app.companies.details.zoho_id')} sx={{ maxWidth: 360 }} />
        <SaveButton label={translate('app.companies.details.save')} disabled={submit.loading} alwaysEnable={!submit.loading} />
      </Stack>
      <Confirm
        isOpen={asking !== null}
        loading={submit.loading}
        title={translate('app.companies.details.disable_title')}
        content={translate('app.companies.details.disable_confirm', { name: company.name })}
        confirm={translate('app.companies.details.disable_title')}
        cancel={translate('app.companies.cancel')}
        onConfirm={async () => {
          const values = asking;
          setAsking(null);
          setConfirmed(true);
          if (values) await submit.submit(values);
        }}
        onClose={() => setAsking(null)}
      />
    </Form>
  );
};
