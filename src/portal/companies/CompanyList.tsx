import { Chip, Stack } from '@mui/material';
import { DataTable, SearchInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdminCompany } from '../../contract/entities';
import { COMPANY_LEGAL_TYPES, COMPANY_SERVICE_TYPES, PAYMENT_SERVICE_STATUSES } from '../../contract/enums';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime } from '../money/formatMoney';
import { PaymentStatusChip } from './PaymentStatusChip';

export const profilePath = (id: number | string): string => `/admin/company-profile/${id}`;

const useFilters = () => {
  const translate = useTranslate();
  const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: translate(`${prefix}.${id}`, { _: id }) }));
  const yesNo = [{ id: '1', name: translate('app.companies.yes') }, { id: '0', name: translate('app.companies.no') }];
  return [
    <SearchInput key="search" source="search" alwaysOn placeholder={translate('app.companies.search')} aria-label={translate('app.companies.search')} sx={{ minWidth: 320 }} />,
    <SelectInput key="enabled" source="enabled" alwaysOn label={translate('app.companies.columns.enabled')} choices={yesNo} emptyText={translate('app.companies.all')} sx={{ minWidth: 200 }} />,
    <SelectInput key="legal_type" source="legal_type" alwaysOn label={translate('app.companies.columns.legal_type')} choices={choices(COMPANY_LEGAL_TYPES, 'app.companies.legal_types')} emptyText={translate('app.companies.all')} sx={{ minWidth: 200 }} />,
    <SelectInput key="company_type" source="company_type" alwaysOn label={translate('app.companies.columns.company_types')} choices={choices(COMPANY_SERVICE_TYPES, 'app.companies.company_types')} emptyText={translate('app.companies.all')} sx={{ minWidth: 200 }} />,
    <SelectInput
      key="payment_service_status"
      source="payment_service_status"
      alwaysOn
      label={translate('app.companies.columns.payment_service_status')}
      choices={choices(PAYMENT_SERVICE_STATUSES, 'app.companies.statuses')}
      emptyText={translate('app.companies.all')}
      sx={{ minWidth: 220 }}
    />,
  ];
};

/**
 * /admin/company-list: the companies resource (a/companies); paging, sorting (id, name, legal type,
 * enabled, payment status, country, creation) and the filters run on the server; a row opens the
 * company's profile. No bulk action: the API updates one company at a time and deletes none.
 */
export const CompanyList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.company_list');
  const filters = useFilters();
  const label = (column: string) => translate(`app.companies.columns.${column}`);
  return (
    <PageFrame titleKey="app.routes.company_list">
      <ResourceList<AdminCompany>
        resource="companies"
        storeKey="admin.companies"
        label={translate('app.routes.company_list')}
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        rowLink={(c) => profilePath(c.id)}
        rowAttributes={(c) => ({ 'data-testid': 'company-row', 'data-status': c.payment_service_status })}
        emptyKey="app.companies.empty"
        exportAs={{
          fileName: 'companies',
          columns: () => [
            { header: label('id'), value: (c) => c.id },
            { header: label('name'), value: (c) => c.name },
            { header: label('legal_type'), value: (c) => translate(`app.companies.legal_types.${c.legal_type}`) },
            { header: label('company_types'), value: (c) => c.company_types.map((type) => translate(`app.companies.company_types.${type}`, { _: type })).join(', ') },
            { header: label('enabled'), value: (c) => translate(c.enabled ? 'app.companies.yes' : 'app.companies.no') },
            { header: label('payment_service_status'), value: (c) => translate(`app.companies.statuses.${c.payment_service_status}`, { _: c.payment_service_status }) },
            { header: label('employees_count'), value: (c) => c.employees_count },
            { header: label('country'), value: (c) => c.country },
            { header: label('created_at'), value: (c) => c.created_at },
          ],
        }}
        mobile={{
          primaryText: (c) => c.name,
          secondaryText: (c) => `${translate(`app.companies.legal_types.${c.legal_type}`)} · ${translate(`app.companies.statuses.${c.payment_service_status}`, { _: c.payment_service_status })}`,
          tertiaryText: (c) => c.country ?? '',
        }}
      >
        <DataTable.Col source="id" label={label('id')} />
        <DataTable.Col<AdminCompany> source="name" label={label('name')} render={(c) => <Link to={profilePath(c.id)} onClick={(e) => e.stopPropagation()}>{c.name}</Link>} />
        <DataTable.Col<AdminCompany> source="legal_type" label={label('legal_type')} render={(c) => translate(`app.companies.legal_types.${c.legal_type}`)} />
        <DataTable.Col<AdminCompany>
          label={label('company_types')}
          disableSort
          render={(c) => (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {c.company_types.map((type) => <Chip key={type} size="small" variant="outlined" label={translate(`app.companies.company_types.${type}`, { _: type })} />)}
            </Stack>
          )}
        />
        <DataTable.Col<AdminCompany>
          source="enabled"
          label={label('enabled')}
          render={(c) => <Chip size="small" color={c.enabled ? 'success' : 'default'} label={translate(c.enabled ? 'app.companies.yes' : 'app.companies.no')} />}
        />
        <DataTable.Col<AdminCompany> source="payment_service_status" label={label('payment_service_status')} render={(c) => <PaymentStatusChip status={c.payment_service_status} />} />
        <DataTable.Col source="employees_count" label={label('employees_count')} disableSort />
        <DataTable.Col source="country" label={label('country')} />
        <DataTable.Col<AdminCompany> source="created_at" label={label('created_at')} render={(c) => formatDateTime(c.created_at, locale)} />
      </ResourceList>
    </PageFrame>
  );
};
