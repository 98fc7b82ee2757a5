import { Chip, LinearProgress, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { Report } from '../../contract/entities';
import { PAGE_SIZE } from '../../contract/constants';
import { formatDateTime } from '../tables/formatMoney';
import { ReportDownloadButton } from './ReportDownloadButton';
import { useLiveReports } from './useLiveReports';

const COLUMNS = ['name', 'bank_account', 'date_from', 'report_period', 'date_to', 'status', 'format', 'created_at', 'actions'] as const;
const STATUS_COLORS = { QUEUE: 'default', PROCESSING: 'info', DONE: 'success', ERROR: 'error' } as const;
/** Without realtime the list still follows unfinished reports, less promptly. */
const POLL_MS = 5000;

/** The company's reports with the Report columns of document 1 section 3; statuses change live. */
export const ReportList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGE_SIZE);
  useLiveReports();
  const { data, total, isFetching } = useGetList<Report>(
    'reports',
    { pagination: { page, perPage }, sort: { field: 'created_at', order: 'DESC' }, filter: {} },
    {
      placeholderData: (previous) => previous,
      refetchInterval: (query) => (query.state.data?.data.some((r) => r.status === 'QUEUE' || r.status === 'PROCESSING') ? POLL_MS : false),
    },
  );
  return (
    <>
      {isFetching ? <LinearProgress /> : null}
      {data && data.length === 0 ? <Typography color="text.secondary" sx={{ py: 3 }}>{translate('app.reporting.reports.empty')}</Typography> : null}
      <Table size="small" aria-label={translate('app.routes.reports')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => <TableCell key={c}>{translate(`app.reporting.reports.columns.${c}`)}</TableCell>)}
          </TableRow>
        </TableHead>
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
      <TablePagination
        component="div"
        count={total ?? 0}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_, p) => setPage(p + 1)}
        onRowsPerPageChange={(e) => { setPerPage(Number(e.target.value)); setPage(1); }}
      />
    </>
  );
};
