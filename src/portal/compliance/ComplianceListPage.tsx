import { Chip, Link, Stack, Table, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { COMPLIANCE_STATUSES, type ComplianceStatus } from '../../contract/enums';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ListFeedback, ListHeader, ListPagination, ListSearchField } from '../tables/ListParts';
import { ScrollBox } from '../tables/ScrollBox';
import { formatDateTime } from '../tables/formatMoney';
import { useListSearch } from '../tables/useListSearch';
import { complianceKeys, fetchCompliancePage } from './complianceApi';
import { complianceQuery, fileProgress, trackingPath } from './complianceLogic';
import { ComplianceStatusChip } from './ComplianceStatusChip';
import { useLiveCompliance } from './useLiveCompliance';

const PER_PAGE = 25;
const COLUMNS = ['id', 'category', 'subject', 'status', 'progress', 'created_at'] as const;

/** /manager/compliance-trackings: the company's trackings, filtered by dates, status and number on the server, live. */
export const ComplianceListPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.kyc');
  useLiveCompliance();
  const { typed, setTyped, search, page, setPage } = useListSearch();
  const [status, setStatus] = useState<ComplianceStatus | ''>('');
  const [dates, setDates] = useState({ from: '', to: '' });
  const query = complianceQuery({ page, perPage: PER_PAGE, search, status, from: dates.from, to: dates.to });
  const { data, isFetching, error } = useQuery({ queryKey: complianceKeys.list(query), queryFn: ({ signal }) => fetchCompliancePage(query, signal), placeholderData: keepPreviousData });
  const setDate = (key: 'from' | 'to', value: string) => {
    setDates((d) => ({ ...d, [key]: value }));
    setPage(1);
  };
  const chip = (value: ComplianceStatus | '', count: number | undefined) => (
    <Chip
      key={value || 'all'}
      label={`${translate(value ? `app.compliance.statuses.${value}` : 'app.compliance.all')} (${count ?? 0})`}
      color={status === value ? 'primary' : 'default'}
      variant={status === value ? 'filled' : 'outlined'}
      onClick={() => { setStatus(value); setPage(1); }}
      data-testid="compliance-status-filter"
    />
  );
  return (
    <PageFrame titleKey="app.routes.kyc">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <ListSearchField label={translate('app.compliance.search')} value={typed} onChange={setTyped} sx={{ minWidth: 240 }} />
        <TextField type="date" size="small" label={translate('app.compliance.from_date')} value={dates.from} onChange={(e) => setDate('from', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" size="small" label={translate('app.compliance.to_date')} value={dates.to} onChange={(e) => setDate('to', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} aria-label={translate('app.compliance.columns.status')}>
        {chip('', data?.counts.total)}
        {COMPLIANCE_STATUSES.filter((s) => s !== 'not_found').map((s) => chip(s, data?.counts[s]))}
      </Stack>
      <ListFeedback isFetching={isFetching} empty={data?.data.length === 0} emptyKey="app.compliance.empty" failed={Boolean(error)} />
      <ScrollBox>
        <Table size="small" aria-label={translate('app.routes.kyc')}>
          <ListHeader columns={COLUMNS} labelPrefix="app.compliance.columns." />
          <TableBody>
            {(data?.data ?? []).map((t) => {
              const progress = fileProgress(t.files);
              return (
                <TableRow key={t.id} hover data-testid="compliance-row">
                  <TableCell><Link component={RouterLink} to={trackingPath(t)}>{`#${t.id}`}</Link></TableCell>
                  <TableCell>{translate(`app.compliance.categories.${t.category}`)}</TableCell>
                  <TableCell>{`${translate(`app.compliance.subjects.${t.compliable_type}`)} #${t.compliable_id}`}</TableCell>
                  <TableCell><ComplianceStatusChip status={t.status} /></TableCell>
                  <TableCell>{translate('app.compliance.progress', { done: progress.done, total: progress.total })}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.created_at, locale)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollBox>
      <ListPagination total={data?.meta.total} page={page} onPage={setPage} perPage={PER_PAGE} displayedKey="app.compliance.displayed" />
    </PageFrame>
  );
};
