import { Stack, Table, TableBody } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { User } from '../../contract/entities';
import { ROLE_SLUGS } from '../../contract/enums';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ListFeedback, ListHeader, ListPagination, ListSearchField, ListSelectFilter } from '../tables/ListParts';
import { ScrollBox } from '../tables/ScrollBox';
import { useListSearch } from '../tables/useListSearch';
import { useListSort } from '../tables/useListSort';
import { UserRow } from './UserRow';

const PER_PAGE = 25;
const COLUMNS = ['name', 'email', 'role', 'company', 'two_factor', 'enabled', 'created_at', 'actions'] as const;
/** Columns the server sorts by (its allow-list). */
const SORTABLE: Partial<Record<(typeof COLUMNS)[number], string>> = { name: 'first_name', email: 'email', role: 'role', enabled: 'enabled', created_at: 'created_at' };

/** /admin/users: server-side search, role and state filters, sorting and paging. */
export const UserList = () => {
  const translate = useTranslate();
  useDocumentTitle('app.routes.users');
  const { typed, setTyped, search, page, setPage } = useListSearch();
  const [role, setRole] = useState('');
  const [enabled, setEnabled] = useState('');
  const { sort, sortBy } = useListSort({ field: 'created_at', order: 'DESC' }, setPage);
  // Links from a company (its employees) open the list filtered by ?company_id=.
  const companyId = useSearchParams()[0].get('company_id');
  const filter = { ...(search ? { search } : {}), ...(role ? { role } : {}), ...(enabled ? { enabled } : {}), ...(companyId && /^\d+$/.test(companyId) ? { company_id: companyId } : {}) };
  const { data, total, isFetching } = useGetList<User>('users', { pagination: { page, perPage: PER_PAGE }, sort, filter }, { placeholderData: (previous) => previous });

  return (
    <PageFrame titleKey="app.routes.users">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <ListSearchField label={translate('app.users.search')} value={typed} onChange={setTyped} sx={{ minWidth: 260 }} />
        <ListSelectFilter
          label={translate('app.users.columns.role')}
          value={role}
          onChange={(v) => { setRole(v); setPage(1); }}
          allLabel={translate('app.users.all')}
          options={ROLE_SLUGS.map((r) => ({ value: r, label: translate(`app.users.roles.${r}`) }))}
          sx={{ minWidth: 180 }}
        />
        <ListSelectFilter
          label={translate('app.users.columns.enabled')}
          value={enabled}
          onChange={(v) => { setEnabled(v); setPage(1); }}
          allLabel={translate('app.users.all')}
          options={[{ value: '1', label: translate('app.users.yes') }, { value: '0', label: translate('app.users.no') }]}
          sx={{ minWidth: 140 }}
        />
      </Stack>
      <ListFeedback isFetching={isFetching} empty={data?.length === 0} emptyKey="app.users.empty" />
      <ScrollBox>
        <Table size="small" aria-label={translate('app.routes.users')}>
          <ListHeader columns={COLUMNS} labelPrefix="app.users.columns." sortable={SORTABLE} sort={sort} onSort={sortBy} />
          <TableBody>{(data ?? []).map((u) => <UserRow key={u.id} user={u} />)}</TableBody>
        </Table>
      </ScrollBox>
      <ListPagination total={total} page={page} onPage={setPage} perPage={PER_PAGE} displayedKey="app.users.displayed" />
    </PageFrame>
  );
};
