import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Chip, IconButton, Stack, Table, TableBody, TableCell, TableRow, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Announcement } from '../../contract/entities';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ListFeedback, ListHeader, ListPagination, ListSearchField, ListSelectFilter } from '../tables/ListParts';
import { ScrollBox } from '../tables/ScrollBox';
import { formatDateTime } from '../tables/formatMoney';
import { useListSearch } from '../tables/useListSearch';
import { useListSort } from '../tables/useListSort';
import { ANNOUNCEMENT_STATUS_COLORS, announcementStatus, utcToday } from './announcementStatus';
import { DeleteAnnouncementButton } from './DeleteAnnouncementButton';

const PER_PAGE = 25;
const COLUMNS = ['title', 'status', 'starts_at', 'ends_at', 'updated_at', 'actions'] as const;
/** Columns the server sorts by (its allow-list). */
const SORTABLE: Partial<Record<(typeof COLUMNS)[number], string>> = { title: 'title', starts_at: 'starts_at', ends_at: 'ends_at', updated_at: 'updated_at' };

/** /admin/announcements: server-side search, published filter, sorting and paging. */
export const AnnouncementList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle('app.routes.announcements');
  const { typed, setTyped, search, page, setPage } = useListSearch();
  const [published, setPublished] = useState('');
  const { sort, sortBy } = useListSort({ field: 'created_at', order: 'DESC' }, setPage);
  const filter = { ...(search ? { search } : {}), ...(published ? { is_published: published } : {}) };
  const { data, total, isFetching } = useGetList<Announcement>('admin-announcements', { pagination: { page, perPage: PER_PAGE }, sort, filter }, { placeholderData: (previous) => previous });
  const today = utcToday();
  return (
    <PageFrame titleKey="app.routes.announcements">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <ListSearchField label={translate('app.announcements.search')} value={typed} onChange={setTyped} sx={{ minWidth: 260 }} />
        <ListSelectFilter
          label={translate('app.announcements.fields.is_published')}
          value={published}
          onChange={(v) => { setPublished(v); setPage(1); }}
          allLabel={translate('app.announcements.all')}
          options={[{ value: '1', label: translate('app.announcements.published_filter.published') }, { value: '0', label: translate('app.announcements.published_filter.draft') }]}
          sx={{ minWidth: 160 }}
        />
        <Stack direction="row" sx={{ flex: 1, justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/admin/announcements/create">{translate('app.announcements.create')}</Button>
        </Stack>
      </Stack>
      <ListFeedback isFetching={isFetching} empty={data?.length === 0} emptyKey="app.announcements.empty" />
      <ScrollBox>
        <Table size="small" aria-label={translate('app.routes.announcements')}>
          <ListHeader columns={COLUMNS} labelPrefix="app.announcements.fields." sortable={SORTABLE} sort={sort} onSort={sortBy} />
          <TableBody>
            {(data ?? []).map((a) => {
              const status = announcementStatus(a, today);
              return (
                <TableRow key={a.id} hover data-testid="announcement-row">
                  <TableCell>{a.title}</TableCell>
                  <TableCell><Chip size="small" color={ANNOUNCEMENT_STATUS_COLORS[status]} label={translate(`app.announcements.statuses.${status}`)} /></TableCell>
                  <TableCell>{a.starts_at ?? ''}</TableCell>
                  <TableCell>{a.ends_at ?? ''}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.updated_at, locale)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={translate('app.announcements.edit')}>
                      <IconButton size="small" component={Link} to={`/admin/announcements/${a.id}`} aria-label={translate('app.announcements.edit')}><EditIcon fontSize="small" /></IconButton>
                    </Tooltip>
                    <DeleteAnnouncementButton announcement={a} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ScrollBox>
      <ListPagination total={total} page={page} onPage={setPage} perPage={PER_PAGE} displayedKey="app.announcements.displayed" />
    </PageFrame>
  );
};
