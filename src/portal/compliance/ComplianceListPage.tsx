import { Chip, Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DataTable, useDataProvider, SearchInput, SelectInput, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ComplianceTracking } from '../../contract/entities';
import { COMPLIANCE_CATEGORIES, COMPLIANCE_STATUSES, type ComplianceStatus } from '../../contract/enums';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime } from '../money/formatMoney';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { complianceQuery, fileProgress, trackingPath } from './complianceLogic';
import { ComplianceStatusChip } from './ComplianceStatusChip';
import { useLiveCompliance } from './useLiveCompliance';
import { LocaleDateInput } from '../lists/LocaleDateInput';

type Filters = { search?: string; status?: ComplianceStatus; from_date?: string; to_date?: string; category?: string };

/** The link of the number opens the tracking itself, not through the row as well. */
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/**
 * The status chips with the count of each status (the server counts with the other filters, not the
 * status), choosing the status filter; and a date range given backwards is put in order (the server
 * would refuse it), so the list follows what the user obviously meant.
 */
const StatusChips = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { filterValues, setFilters, displayedFilters } = useListContext<ComplianceTracking>();
  const f = filterValues as Filters;
  useEffect(() => {
    if (f.from_date && f.to_date && f.from_date > f.to_date) setFilters({ ...f, from_date: f.to_date, to_date: f.from_date }, displayedFilters);
  }, [f, setFilters, displayedFilters]);
  const query = complianceQuery({ page: 1, perPage: 1, search: f.search ?? '', status: '', from: f.from_date ?? '', to: f.to_date ?? '' });
  if (f.category) query.category = f.category;
  const { data } = useQuery({ queryKey: queryKeys.complianceStatusCounts(query), queryFn: ({ signal }) => dataProvider.getCompliancePage({ query, signal }) });
  const status = f.status ?? '';
  const chip = (value: ComplianceStatus | '', count: number | undefined) => (
    <Chip
      key={value || 'all'}
      label={`${translate(value ? `app.compliance.statuses.${value}` : 'app.compliance.all')} (${count ?? 0})`}
      color={status === value ? 'primary' : 'default'}
      variant={status === value ? 'filled' : 'outlined'}
      onClick={() => {
        const { status: _old, ...rest } = f;
        setFilters(value ? { ...rest, status: value } : rest, displayedFilters);
      }}
      data-testid="compliance-status-filter"
    />
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }} aria-label={translate('app.compliance.columns.status')}>
      {chip('', data?.counts.total)}
      {COMPLIANCE_STATUSES.filter((s) => s !== 'not_found').map((s) => chip(s, data?.counts[s]))}
    </Stack>
  );
};

/**
 * /manager/compliance-trackings: the compliance-trackings resource, newest first (the server's only
 * order), filtered by number, status, category and dates on the server, live; a row opens the
 * tracking's subject page.
 */
export const ComplianceListPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.kyc');
  useLiveCompliance();
  const label = (field: string) => translate(`app.compliance.columns.${field}`);
  const category = (t: ComplianceTracking) => translate(`app.compliance.categories.${t.category}`);
  const subject = (t: ComplianceTracking) => `${translate(`app.compliance.subjects.${t.compliable_type}`)} #${t.compliable_id}`;
  const progress = (t: ComplianceTracking) => {
    const p = fileProgress(t.files);
    return translate('app.compliance.progress', { done: p.done, total: p.total });
  };
  return (
    <PageFrame titleKey="app.routes.kyc">
      <ResourceList<ComplianceTracking>
        resource="compliance-trackings"
        storeKey="compliance-trackings"
        label={translate('app.routes.kyc')}
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={[
          <SearchInput key="search" source="search" alwaysOn placeholder={translate('app.compliance.search')} />,
          <LocaleDateInput key="from_date" source="from_date" alwaysOn label={translate('app.compliance.from_date')} />,
          <LocaleDateInput key="to_date" source="to_date" alwaysOn label={translate('app.compliance.to_date')} />,
          <SelectInput key="category" source="category" label={label('category')} emptyText={translate('app.compliance.all')}
            choices={COMPLIANCE_CATEGORIES.map((c) => ({ id: c, name: translate(`app.compliance.categories.${c}`) }))} />,
        ]}
        aside={<StatusChips />}
        rowLink={trackingPath}
        rowAttributes={(t) => ({ 'data-testid': 'compliance-row', 'data-status': t.status })}
        emptyKey="app.compliance.empty"
        exportAs={{
          fileName: 'compliance-trackings',
          columns: () => [
            { header: label('id'), value: (t) => t.id },
            { header: label('category'), value: category },
            { header: label('subject'), value: subject },
            { header: label('status'), value: (t) => translate(`app.compliance.statuses.${t.status}`) },
            { header: label('progress'), value: progress },
            { header: label('created_at'), value: (t) => t.created_at },
          ],
        }}
        mobile={{ primaryText: (t) => `#${t.id} ${subject(t)}`, secondaryText: (t) => `${category(t)} · ${translate(`app.compliance.statuses.${t.status}`)}`, tertiaryText: progress }}
      >
        <DataTable.Col<ComplianceTracking> source="id" label={label('id')} disableSort render={(t) => <Link component={RouterLink} to={trackingPath(t)} onClick={stop}>{`#${t.id}`}</Link>} />
        <DataTable.Col<ComplianceTracking> source="category" label={label('category')} disableSort render={category} />
        <DataTable.Col<ComplianceTracking> source="compliable_type" label={label('subject')} disableSort render={subject} />
        <DataTable.Col<ComplianceTracking> source="status" label={label('status')} disableSort render={(t) => <ComplianceStatusChip status={t.status} />} />
        <DataTable.Col<ComplianceTracking> source="files" label={label('progress')} disableSort render={progress} />
        <DataTable.Col<ComplianceTracking> source="created_at" label={label('created_at')} disableSort render={(t) => formatDateTime(t.created_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
      </ResourceList>
    </PageFrame>
  );
};
