import { Link, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useAccessContext } from '../providers/useAccessContext';
import { formatDateTime } from '../tables/formatMoney';
import { ListFeedback, ListHeader, ListPagination } from '../tables/ListParts';
import { useJobList } from '../tables/useJobList';
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
  useDocumentTitle('app.routes.imports');
  useLiveImports();
  const { data, total, isFetching, page, setPage, perPage, setPerPage } = useJobList<LiveImport>('imports', isRunning, IMPORT_POLL_MS);
  return (
    <PageFrame titleKey="app.routes.imports">
      <ListFeedback isFetching={isFetching} empty={data?.length === 0} emptyKey="app.imports.empty" />
      <Table size="small" aria-label={translate('app.routes.imports')}>
        <ListHeader columns={COLUMNS} labelPrefix="app.imports.columns." />
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
              {/* The files are part of the import detail: manager only, like the link above (the server refuses readers). */}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {isManager ? <ImportFileButton id={r.id} kind="original" /> : null}
                {isManager && r.actions.has_errors ? <ImportFileButton id={r.id} kind="errors" /> : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ListPagination total={total} page={page} onPage={setPage} perPage={perPage} onPerPage={setPerPage} />
    </PageFrame>
  );
};
