import { Chip, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Report } from '../../contract/entities';
import { formatDateTime } from '../tables/formatMoney';
import { ListFeedback, ListHeader, ListPagination } from '../tables/ListParts';
import { useJobList } from '../tables/useJobList';
import { ReportDownloadButton } from './ReportDownloadButton';
import { useLiveReports } from './useLiveReports';

const COLUMNS = ['name', 'bank_account', 'date_from', 'report_period', 'date_to', 'status', 'format', 'created_at', 'actions'] as const;
const STATUS_COLORS = { QUEUE: 'default', PROCESSING: 'info', DONE: 'success', ERROR: 'error' } as const;
/** Without realtime the list still follows unfinished reports, less promptly. */
const POLL_MS = 5000;
const isRunning = (r: Report): boolean => r.status === 'QUEUE' || r.status === 'PROCESSING';

/** The company's reports with the Report columns of document 1 section 3; statuses change live. */
export const ReportList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useLiveReports();
  const { data, total, isFetching, page, setPage, perPage, setPerPage } = useJobList<Report>('reports', isRunning, POLL_MS);
  return (
    <>
      <ListFeedback isFetching={isFetching} empty={data?.length === 0} emptyKey="app.reporting.reports.empty" />
      <Table size="small" aria-label={translate('app.routes.reports')}>
        <ListHeader columns={COLUMNS} labelPrefix="app.reporting.reports.columns." />
        <TableBody>
          {(data ?? []).map((r) => (
            <TableRow key={r.id} hover data-testid="report-row" data-status={r.status}>
              <TableCell>{r.name}</TableCell>
              <TableCell>{`${r.bank_account.name} (${r.bank_account.currency})`}</TableCell>
              <TableCell>{r.date_from ?? '—'}</TableCell>
              <TableCell>{r.report_period ? translate(`app.money.periods.${r.report_period}`) : '—'}</TableCell>
              <TableCell>{r.date_to ?? '—'}</TableCell>
              <TableCell><Chip size="small" color={STATUS_COLORS[r.status]} label={translate(`app.reporting.reports.statuses.${r.status}`)} /></TableCell>
              <TableCell>{translate(`app.reporting.reports.formats.${r.format}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.created_at, locale)}</TableCell>
              <TableCell>{r.actions.is_downloadable ? <ReportDownloadButton id={r.id} format={r.format} /> : null}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ListPagination total={total} page={page} onPage={setPage} perPage={perPage} onPerPage={setPerPage} />
    </>
  );
};
