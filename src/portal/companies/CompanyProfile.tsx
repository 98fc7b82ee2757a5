import { Alert, Stack, Typography } from '@mui/material';
import { TabbedShowLayout, TabbedShowLayoutTabs, useLocaleState, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminCompany } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { CompanyAccounts } from './CompanyAccounts';
import { CompanyDetailsEdit } from './CompanyDetailsEdit';
import { CompanyEmployees } from './CompanyEmployees';
import { CompanyPaymentServices } from './CompanyPaymentServices';
import { PaymentStatusChip } from './PaymentStatusChip';
import { CompanyCompliancePanel } from '../compliance/CompanyCompliancePanel';
import { countryName } from '../dictionaries/countryNames';
import { COMPANY_PROFILE_META } from './companyProfileMeta';

/** Name, number, legal type, country and payment status above the tabs. */
const CompanyHeader = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const company = useRecordContext<AdminCompany>();
  if (!company) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h2" data-testid="company-name">{company.name}</Typography>
      <Typography color="text.secondary">#{company.id} · {translate(`app.companies.legal_types.${company.legal_type}`)}{company.country ? ` · ${countryName(company.country, locale)}` : ''}</Typography>
      <PaymentStatusChip status={company.payment_service_status} />
    </Stack>
  );
};

/** A tab's content with the company of the page (the Show's record). */
const WithCompany = ({ children }: { children: (company: AdminCompany) => ReactNode }) => {
  const company = useRecordContext<AdminCompany>();
  return company ? <>{children(company)}</> : null;
};

/** What the page shows when the company cannot be loaded (unknown or not allowed). */
const ProfileError = () => {
  const translate = useTranslate();
  const { error } = useShowContext();
  return error ? <Alert severity="error">{translate('app.companies.not_found')}</Alert> : null;
};

/**
 * /admin/company-profile/{company_id}: the companies record as react-admin's <Show> with its tabs:
 * details and features (the company's <Edit>), employees, accounts summary, payment services, compliance trackings.
 */
export const CompanyProfile = () => {
  const translate = useTranslate();
  const id = Number(useParams().company_id);
  useDocumentTitle('app.routes.company_profile');
  return (
    <PageFrame titleKey="app.routes.company_profile">
      <RecordPage.Show<AdminCompany>
        resource="companies"
        id={id}
        queryOptions={{ meta: COMPANY_PROFILE_META, retry: false }}
        sx={{ '& .RaShow-main': { mt: 0 } }}
      >
        <ProfileError />
        <CompanyHeader />
        {/* Five tabs are wider than a phone: they scroll sideways there. */}
        <TabbedShowLayout syncWithLocation={false} sx={{ p: 0 }} tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons={false} />}>
          <TabbedShowLayout.Tab label={translate('app.companies.tabs.details')}>
            <CompanyDetailsEdit />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label={translate('app.companies.tabs.employees')}>
            <WithCompany>{(c) => <CompanyEmployees companyId={c.id} />}</WithCompany>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label={translate('app.companies.tabs.accounts')}>
            <WithCompany>{(c) => <CompanyAccounts summary={c.accounts_summary ?? []} />}</WithCompany>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label={translate('app.companies.tabs.payment_services')}>
            <WithCompany>{(c) => <CompanyPaymentServices company={c} />}</WithCompany>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label={translate('app.companies.tabs.compliances')}>
            <WithCompany>{(c) => <CompanyCompliancePanel companyId={c.id} />}</WithCompany>
          </TabbedShowLayout.Tab>
        </TabbedShowLayout>
      </RecordPage.Show>
    </PageFrame>
  );
};
