import { LinearProgress, Link, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_SIZE } from '../../contract/constants';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useAccessContext } from '../providers/useAccessContext';
import { formatDateTime } from '../tables/formatMoney';
import { ImportFileButton } from './ImportFileButton';
import { ImportStatusChip } from './ImportStatusChip';
import { IMPORT_POLL_MS, isRunning, type LiveImport } from './importLive';
import { useLiveImports } from './useLiveImports';

const COLUMNS = ['id', 'file_name', 'bank_account', 'user', 'status', 'success', 'failed', 'created_at', 'actions'] as const;

/** /manager/imports: the company's imports, paginated on the server, statuses live. */
export const ImportsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isManager = useAccessContext().role === 'manager';
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGE_SIZE);
  useDocumentTitle('app.routes.imports');
  useLiveImports();
  const { data, total, isFetching } = useGetList<LiveImport>(
    'imports',
    { pagination: { page, perPage }, sort: { field: 'created_at', order: 'DESC' }, filter: {} },
    { placeholderData: (previous) => previous, refetchInterval: (q) => (q.state.data?.data.some(isRunning) ? IMPORT_POLL_MS : false) },
  );
  return (
    <PageFrame titleKey="app.routes.imports">
      {isFetching ? <LinearProgress /> : null}
      {data && data.length === 0 ? <Typography color="text.secondary" sx={{ py: 3 }}>{translate('app.imports.empty')}</Typography> : null}
      <Table size="small" aria-label={translate('app.routes.imports')}>
        <TableHead>
          <TableRow>{COLUMNS.map((c) => <TableCell key={c}>{translate(`app.imports.columns.${c}`)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((r) => (
            <TableRow key={r.id} hover data-testid="import-row">
              <TableCell>{isManager ? <Link component={RouterLink} to={`/manager/imports/${r.id}`}>{r.id}</Link> : r.id}</TableCell>
              <TableCell>{r.file_name}</TableCell>
              <TableCell>{`${r.bank_account.name} (${r.bank_account.currency})`}</TableCell>
              <TableCell>{r.user ? `${r.user.first_name} ${r.user.last_name}` : '—'}</TableCell>
              <TableCell><ImportStatusChip record={r} /></TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${r.success_transactions_count} · ${r.success_transactions_amount_with_fee}`}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${r.failed_transactions_count} · ${r.failed_transactions_amount}`}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.created_at, locale)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ImportFileButton id={r.id} kind="original" />
                {r.actions.has_errors ? <ImportFileButton id={r.id} kind="errors" /> : null}
              </TableCell>
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
    </PageFrame>
  );
};
