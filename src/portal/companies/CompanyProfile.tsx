import { Alert, Box, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AdminCompany } from '../../contract/entities';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { CompanyAccounts } from './CompanyAccounts';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { CompanyEmployees } from './CompanyEmployees';
import { CompanyPaymentServices } from './CompanyPaymentServices';
import { PaymentStatusChip } from './PaymentStatusChip';
import { CompanyCompliancePanel } from '../compliance/CompanyCompliancePanel';

const TABS = ['details', 'employees', 'accounts', 'payment_services', 'compliances'] as const;
type TabName = (typeof TABS)[number];
const PROFILE = { view: 'profile' };

/** /admin/company-profile/{company_id}: details and features, employees, accounts summary, payment services, compliance trackings. */
export const CompanyProfile = () => {
  const translate = useTranslate();
  const id = Number(useParams().company_id);
  useDocumentTitle('app.routes.company_profile');
  const [tab, setTab] = useState<TabName>('details');
  // Its own cache entry: react-admin seeds the plain getOne entries with the list's rows, which lack the profile's parts.
  const { data, isPending, error } = useGetOne<AdminCompany>('companies', { id, meta: PROFILE });
  return (
    <PageFrame titleKey="app.routes.company_profile">
      {isPending ? <LinearProgress /> : null}
      {error ? <Alert severity="error">{translate('app.companies.not_found')}</Alert> : null}
      {data ? (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2" data-testid="company-name">{data.name}</Typography>
            <Typography color="text.secondary">#{data.id} · {translate(`app.companies.legal_types.${data.legal_type}`)}{data.country ? ` · ${data.country}` : ''}</Typography>
            <PaymentStatusChip status={data.payment_service_status} />
          </Stack>
          <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
            {TABS.map((name) => <Tab key={name} value={name} label={translate(`app.companies.tabs.${name}`)} />)}
          </Tabs>
          <Box role="tabpanel">
            {tab === 'details' ? <CompanyDetailsForm company={data} /> : null}
            {tab === 'employees' ? <CompanyEmployees companyId={data.id} /> : null}
            {tab === 'accounts' ? <CompanyAccounts summary={data.accounts_summary ?? []} /> : null}
            {tab === 'payment_services' ? <CompanyPaymentServices company={data} /> : null}
            {tab === 'compliances' ? <CompanyCompliancePanel companyId={data.id} /> : null}
          </Box>
        </>
      ) : null}
    </PageFrame>
  );
};
