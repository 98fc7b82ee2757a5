import { Button, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TableSortLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AUTH_CHECKPOINTS_PAGE_SIZE } from '../../contract/constants';
import type { AuthCheckpoint } from '../../contract/entities';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useStoredUser } from '../providers/useStoredUser';
import { ScrollBox } from '../tables/ScrollBox';
import { CheckpointFilters, type CheckpointFilterValues } from './CheckpointFilters';
import { CheckpointRow } from './CheckpointRow';

const COLUMNS = ['user', 'ip', 'browser_id', 'user_agent', 'status', 'last_seen_at', 'created_at', 'actions'] as const;
/** Columns the server sorts by (its allow-list). */
const SORTABLE: ReadonlySet<string> = new Set(['user', 'ip', 'status', 'last_seen_at', 'created_at']);
const PAGE_SIZES = [25, AUTH_CHECKPOINTS_PAGE_SIZE, 100];

/** /admin/auth-checkpoints: the sign-in devices of every user; server-side filters, sorting and paging (50 a page). */
export const AuthCheckpointList = () => {
  const translate = useTranslate();
  useDocumentTitle('app.routes.auth_checkpoints');
  const own = useStoredUser();
  const [filters, setFilters] = useState<CheckpointFilterValues>({ search: '', status: '', from_date: '', to_date: '' });
  const [sort, setSort] = useState({ field: 'last_seen_at', order: 'DESC' as 'ASC' | 'DESC' });
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(AUTH_CHECKPOINTS_PAGE_SIZE);
  // Links from a user open the list filtered by ?user_id=.
  const [params, setParams] = useSearchParams();
  const rawUser = params.get('user_id');
  const userId = rawUser && /^\d+$/.test(rawUser) ? rawUser : null;
  const filter = {
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')),
    ...(userId ? { user_id: userId } : {}),
  };
  const { data, total, isFetching, error } = useGetList<AuthCheckpoint>(
    'auth-checkpoints',
    { pagination: { page, perPage }, sort, filter },
    { placeholderData: (previous) => previous },
  );
  const sortBy = (field: string) => {
    setSort((s) => ({ field, order: s.field === field && s.order === 'DESC' ? 'ASC' : 'DESC' }));
    setPage(1);
  };
  const changeFilters = (next: CheckpointFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <PageFrame titleKey="app.routes.auth_checkpoints">
      <CheckpointFilters values={filters} onChange={changeFilters} />
      {userId ? (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          <Typography variant="body2">{translate('app.auth_checkpoints.user_filter', { id: userId })}</Typography>
          <Button size="small" onClick={() => { setParams({}); setPage(1); }}>{translate('app.auth_checkpoints.clear_user')}</Button>
        </Stack>
      ) : null}
      {isFetching ? <LinearProgress /> : null}
      {error ? <Typography color="error" sx={{ py: 2 }}>{translate('app.error.unknown')}</Typography> : null}
      {data && data.length === 0 ? <Typography color="text.secondary" sx={{ py: 3 }}>{translate('app.auth_checkpoints.empty')}</Typography> : null}
      <ScrollBox>
        <Table size="small" aria-label={translate('app.routes.auth_checkpoints')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => {
                const label = translate(`app.auth_checkpoints.columns.${c}`);
                const active = sort.field === c;
                const direction = active && sort.order === 'ASC' ? 'asc' : 'desc';
                return (
                  <TableCell key={c} sortDirection={SORTABLE.has(c) && active ? direction : false}>
                    {SORTABLE.has(c) ? <TableSortLabel active={active} direction={direction} onClick={() => sortBy(c)}>{label}</TableSortLabel> : label}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>{(data ?? []).map((c) => <CheckpointRow key={c.id} checkpoint={c} ownUserId={own?.id ?? null} />)}</TableBody>
        </Table>
      </ScrollBox>
      <TablePagination
        component="div"
        count={total ?? 0}
        page={page - 1}
        onPageChange={(_, p) => setPage(p + 1)}
        rowsPerPage={perPage}
        rowsPerPageOptions={PAGE_SIZES}
        onRowsPerPageChange={(e) => { setPerPage(Number(e.target.value)); setPage(1); }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) => translate('app.auth_checkpoints.displayed', { from, to, count })}
      />
    </PageFrame>
  );
};
