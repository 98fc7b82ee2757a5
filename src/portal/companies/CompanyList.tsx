import { Chip, Stack } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdminCompany } from '../../contract/entities';
import { COMPANY_LEGAL_TYPES, COMPANY_SERVICE_TYPES, PAYMENT_SERVICE_STATUSES } from '../../contract/enums';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { formatDateTime } from '../tables/formatMoney';
import { PaymentStatusChip } from './PaymentStatusChip';

const PER_PAGE = 25;

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

/** /admin/company-list: react-admin's list over a/companies; paging, sorting and filters run on the server. */
export const CompanyList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.company_list');
  const filters = useFilters();
  const label = (column: string) => translate(`app.companies.columns.${column}`);
  return (
    <PageFrame titleKey="app.routes.company_list">
      <List<AdminCompany>
        resource="companies"
        // PageFrame sets the app bar title.
        title={false}
        filters={filters}
        perPage={PER_PAGE}
        sort={{ field: 'created_at', order: 'DESC' }}
        exporter={false}
        actions={false}
        disableAuthentication
        storeKey="admin.companies"
        empty={false}
        sx={{ '& .RaList-main': { boxShadow: 'none' } }}
      >
        <DataTable<AdminCompany> rowClick={(id) => profilePath(id)} bulkActionButtons={false} empty={<p>{translate('app.companies.empty')}</p>}>
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
        </DataTable>
      </List>
    </PageFrame>
  );
};
