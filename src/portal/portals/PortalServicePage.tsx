import { Alert, Box, Button, Grid, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, Form, ListContextProvider, ResourceContextProvider, SaveButton, SelectInput, SimpleList, TextInput, useDataProvider, useList, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PORTAL_SERVICE_PROVIDERS, type PortalServiceProvider } from '../../contract/enums';
import type { RemoteAccount } from '../../contract/portals';
import { type FormValues, useFormMutation } from '../errors/useFormMutation';
import { PageFrame } from '../frame/PageFrame';
import { writeToken, writeUser } from '../providers/authStorage';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { useAccessContext } from '../providers/useAccessContext';
import { usePaymentData } from '../payments/usePaymentData';
import { portalWithdrawalPath } from './remoteAccounts';

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const opt = (v: unknown): string | undefined => (str(v) === '' ? undefined : str(v));

const COMPANY_FIELDS = ['company_name', 'registration_number', 'country', 'city', 'address', 'post_code', 'email', 'phone', 'website'] as const;
const EMPLOYEE_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'country'] as const;
const REQUIRED = new Set(['company_name', 'registration_number', 'country', 'city', 'address', 'post_code', 'email', 'first_name', 'last_name']);

const companyBody = (v: FormValues) => ({
  company_name: str(v.company_name), registration_number: str(v.registration_number), country: str(v.country).toUpperCase(), city: str(v.city),
  address: str(v.address), post_code: str(v.post_code), email: str(v.email), phone: opt(v.phone), website: opt(v.website),
});
const employeeBody = (v: FormValues) => ({ first_name: str(v.first_name), last_name: str(v.last_name), email: str(v.email), phone: opt(v.phone), country: str(v.country).toUpperCase() });

/** A questionnaire of the remote portal (company or employee sign-up): react-admin inputs, the catalogue's reactions on submit. */
const SignUpForm = ({ service, kind, onDone }: { service: PortalServiceProvider; kind: 'company' | 'employee'; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const onSuccess = (r: { token: Parameters<typeof writeToken>[0]; user: Parameters<typeof writeUser>[0] }) => {
    // Document 2: the answer's token and user are stored, then the company's accounts reload.
    writeToken(r.token);
    writeUser(r.user);
    void queryClient.invalidateQueries({ queryKey: queryKeys.resource('bank-accounts') });
    notify('app.portals.signed_up', { type: 'success' });
    onDone();
  };
  const submit = useFormMutation(
    (v: FormValues) =>
      kind === 'company'
        ? dataProvider.signUpPortalCompany({ params: { service }, body: companyBody(v) })
        : dataProvider.signUpPortalEmployee({ params: { service }, body: employeeBody(v) }),
    { onSuccess },
  );
  const fields = kind === 'company' ? COMPANY_FIELDS : EMPLOYEE_FIELDS;
  return (
    <Box component="section" aria-labelledby={`portal-sign-up-${kind}`} sx={{ mt: 3 }}>
      <Typography id={`portal-sign-up-${kind}`} variant="h6" component="h2">{translate(`app.portals.sign_up.${kind}`)}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>{translate(`app.portals.sign_up.${kind}_text`)}</Typography>
      <Form onSubmit={submit.submit}>
        {submit.message && Object.keys(submit.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(submit.message, { _: submit.message })}</Alert> : null}
        <Grid container spacing={1}>
          {fields.map((f) => (
            <Grid key={f} size={{ xs: 12, sm: 6 }}>
              <TextInput source={f} label={translate(`app.portals.fields.${f}`)} fullWidth isRequired={REQUIRED.has(f)} helperText={f === 'country' ? translate('app.portals.fields.country_help') : false} />
            </Grid>
          ))}
        </Grid>
        <SaveButton label={translate(`app.portals.sign_up.submit_${kind}`)} icon={<span />} alwaysEnable />
      </Form>
    </Box>
  );
};

/** The automatic transfer rule form: an own fiat account and a remote account of its currency. */
const AutoTransferForm = ({ service, accounts, onDone }: { service: PortalServiceProvider; accounts: RemoteAccount[]; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const own = usePaymentData().accounts.filter((a) => a.currency_unit?.currency_type !== 'crypto');
  const dataProvider = useDataProvider<KontorDataProvider>();
  const create = (v: FormValues) => dataProvider.createPortalAutoTransfer({ body: { bank_account_id: Number(v.bank_account_id), portal_service: service, portal_destination_account_id: str(v.portal_destination_account_id) } });
  const submit = useFormMutation(create, {
    onSuccess: () => {
      notify('app.portals.auto.created', { type: 'success' });
      onDone();
    },
  });
  return (
    <Box component="section" aria-labelledby="portal-auto-transfer" sx={{ mt: 3 }}>
      <Typography id="portal-auto-transfer" variant="h6" component="h2">{translate('app.portals.auto.title')}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>{translate('app.portals.auto.text')}</Typography>
      <Form onSubmit={submit.submit}>
        {submit.message && Object.keys(submit.errors).length === 0 ? <Alert severity="error" sx={{ mb: 2 }}>{translate(submit.message, { _: submit.message })}</Alert> : null}
        <Grid container spacing={1}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectInput source="portal_destination_account_id" label={translate('app.portals.auto.remote')} choices={accounts.map((a) => ({ id: a.id, name: `${a.id} (${a.currency})` }))} fullWidth isRequired />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectInput source="bank_account_id" label={translate('app.portals.auto.account')} choices={own.map((a) => ({ id: a.id, name: `${a.name ?? a.id} (${a.currency})` }))} fullWidth isRequired />
          </Grid>
        </Grid>
        <SaveButton label={translate('app.portals.auto.create')} icon={<span />} alwaysEnable />
      </Form>
    </Box>
  );
};

/** The remote accounts as a react-admin list over the loaded records (a <SimpleList> on a phone). */
const RemoteAccountList = ({ service, accounts, writer, onChanged }: { service: PortalServiceProvider; accounts: RemoteAccount[]; writer: boolean; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<KontorDataProvider>();
  const list = useList<RemoteAccount>({ data: accounts, resource: 'portal-remote-accounts', perPage: 100 });
  const stop = async (id: number) => {
    try {
      await dataProvider.deletePortalAutoTransfer({ params: { id } });
      notify('app.portals.auto.stopped', { type: 'success' });
    } finally {
      onChanged();
    }
  };
  const actions = (a: RemoteAccount) => (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {writer ? <Button size="small" component={RouterLink} to={portalWithdrawalPath(service, a)}>{translate('app.portals.send')}</Button> : null}
      {writer ? a.auto_transfers.map((r) => <Button key={r.id} size="small" color="warning" onClick={() => void stop(r.id)}>{translate('app.portals.auto.stop', { id: r.bank_account_id })}</Button>) : null}
    </Stack>
  );
  const label = (k: string) => translate(`app.portals.columns.${k}`);
  return (
    <ResourceContextProvider value="portal-remote-accounts">
    <ListContextProvider value={list}>
      {phone ? (
        <SimpleList<RemoteAccount> primaryText={(a) => `${a.id} · ${a.currency}`} secondaryText={(a) => `${a.name} · ${a.balance}`} tertiaryText={(a) => actions(a)} linkType={false} />
      ) : (
        <DataTable<RemoteAccount> rowClick={false} bulkActionButtons={false} aria-label={translate('app.portals.accounts')}>
          <DataTable.Col<RemoteAccount> source="id" label={label('id')} />
          <DataTable.Col<RemoteAccount> source="name" label={label('name')} />
          <DataTable.Col<RemoteAccount> source="currency" label={label('currency')} />
          <DataTable.Col<RemoteAccount> source="balance" label={label('balance')} />
          <DataTable.Col<RemoteAccount> source="auto_transfers" label={label('auto')} render={(a) => (a.auto_transfers.length > 0 ? translate('app.portals.auto.active') : '')} />
          <DataTable.Col<RemoteAccount> source="actions" label={label('actions')} render={actions} />
        </DataTable>
      )}
    </ListContextProvider>
    </ResourceContextProvider>
  );
};

/** /manager/portal-services/{portal_service}: sign in, remote accounts, sign-up questionnaires, automatic transfers. */
export const PortalServicePage = () => {
  const translate = useTranslate();
  const access = useAccessContext();
  const service = (useParams().portal_service ?? '') as PortalServiceProvider;
  const known = (PORTAL_SERVICE_PROVIDERS as readonly string[]).includes(service);
  const dataProvider = useDataProvider<KontorDataProvider>();
  const remote = useQuery({ queryKey: queryKeys.remoteAccounts(service), queryFn: ({ signal }) => dataProvider.getRemoteAccounts(service, signal), enabled: known });
  const writer = access.role === 'manager';
  const reload = () => void remote.refetch();
  const signIn = async () => {
    try {
      const { url } = await dataProvider.getPortalSignIn({ params: { service } });
      window.open(url, '_blank', 'noopener,noreferrer');
    } catch {
      // Document 2 section 8: a failed sign-in is only logged; 503 remote-portal-status shows its warning through the catalogue.
    }
  };
  const name = translate(`app.portals.services.${service}`, { _: service });
  const state = remote.data;
  const error = state?.error;
  return (
    <PageFrame titleKey="app.routes.portal_services">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>{name}</Typography>
        {/* The sign-in address signs in with the company's credential: the manager's (issue 38). */}
        {writer && state?.linked ? <Button variant="contained" startIcon={<OpenInNewIcon />} onClick={() => void signIn()}>{translate('app.portals.sign_in', { name })}</Button> : null}
      </Stack>
      {error?.remotePortal ? (
        <Alert severity="warning" sx={{ mb: 2 }}>{translate(error.message, { _: error.message })}</Alert>
      ) : null}
      {remote.isLoading ? null : (
        <>
          <Typography variant="h6" component="h2">{translate('app.portals.accounts')}</Typography>
          {state && state.accounts.length > 0 ? (
            <RemoteAccountList service={service} accounts={state.accounts} writer={writer} onChanged={reload} />
          ) : (
            <Typography sx={{ my: 1 }}>{translate('app.portals.no_accounts')}</Typography>
          )}
          {writer && state && !state.linked && !error ? <SignUpForm service={service} kind="company" onDone={reload} /> : null}
          {writer && state?.linked && !state.employeeLinked ? <SignUpForm service={service} kind="employee" onDone={reload} /> : null}
          {writer && state?.linked && state.accounts.length > 0 ? <AutoTransferForm service={service} accounts={state.accounts} onDone={reload} /> : null}
        </>
      )}
    </PageFrame>
  );
};

export default PortalServicePage;
