import { Button, Stack, Table, TableBody, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AUTH_CHECKPOINTS_PAGE_SIZE } from '../../contract/constants';
import type { AuthCheckpoint } from '../../contract/entities';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useStoredUser } from '../providers/useStoredUser';
import { ListFeedback, ListHeader, ListPagination } from '../tables/ListParts';
import { ScrollBox } from '../tables/ScrollBox';
import { useListSort } from '../tables/useListSort';
import { CheckpointFilters, type CheckpointFilterValues } from './CheckpointFilters';
import { CheckpointRow } from './CheckpointRow';

const COLUMNS = ['user', 'ip', 'browser_id', 'user_agent', 'status', 'last_seen_at', 'created_at', 'actions'] as const;
/** Columns the server sorts by (its allow-list). */
const SORTABLE: Partial<Record<(typeof COLUMNS)[number], string>> = { user: 'user', ip: 'ip', status: 'status', last_seen_at: 'last_seen_at', created_at: 'created_at' };
const PAGE_SIZES = [25, AUTH_CHECKPOINTS_PAGE_SIZE, 100];

/** /admin/auth-checkpoints: the sign-in devices of every user; server-side filters, sorting and paging (50 a page). */
export const AuthCheckpointList = () => {
  const translate = useTranslate();
  useDocumentTitle('app.routes.auth_checkpoints');
  const own = useStoredUser();
  const [filters, setFilters] = useState<CheckpointFilterValues>({ search: '', status: '', from_date: '', to_date: '' });
  const [page, setPage] = useState(1);
  const { sort, sortBy } = useListSort({ field: 'last_seen_at', order: 'DESC' }, setPage, 'DESC');
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
      <ListFeedback isFetching={isFetching} failed={Boolean(error)} empty={data?.length === 0} emptyKey="app.auth_checkpoints.empty" />
      <ScrollBox>
        <Table size="small" aria-label={translate('app.routes.auth_checkpoints')}>
          <ListHeader columns={COLUMNS} labelPrefix="app.auth_checkpoints.columns." sortable={SORTABLE} sort={sort} onSort={sortBy} />
          <TableBody>{(data ?? []).map((c) => <CheckpointRow key={c.id} checkpoint={c} ownUserId={own?.id ?? null} />)}</TableBody>
        </Table>
      </ScrollBox>
      <ListPagination total={total} page={page} onPage={setPage} perPage={perPage} onPerPage={setPerPage} perPageOptions={PAGE_SIZES}
        rowsPerPageKey="ra.navigation.page_rows_per_page" displayedKey="app.auth_checkpoints.displayed" />
    </PageFrame>
  );
};
