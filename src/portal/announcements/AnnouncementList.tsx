import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Chip, IconButton, LinearProgress, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TableSortLabel, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Announcement } from '../../contract/entities';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ScrollBox } from '../tables/ScrollBox';
import { formatDateTime } from '../tables/formatMoney';
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
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [published, setPublished] = useState('');
  const [sort, setSort] = useState({ field: 'created_at', order: 'DESC' as 'ASC' | 'DESC' });
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 400);
    return () => clearTimeout(timer);
  }, [typed]);
  const filter = { ...(search ? { search } : {}), ...(published ? { is_published: published } : {}) };
  const { data, total, isFetching } = useGetList<Announcement>('admin-announcements', { pagination: { page, perPage: PER_PAGE }, sort, filter }, { placeholderData: (previous) => previous });
  const sortBy = (field: string) => {
    setSort((s) => ({ field, order: s.field === field && s.order === 'ASC' ? 'DESC' : 'ASC' }));
    setPage(1);
  };
  const today = utcToday();
  return (
    <PageFrame titleKey="app.routes.announcements">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField fullWidth={false} size="small" type="search" label={translate('app.announcements.search')} value={typed} onChange={(e) => setTyped(e.target.value)} sx={{ minWidth: 260 }} />
        <TextField fullWidth={false} select size="small" label={translate('app.announcements.fields.is_published')} value={published} onChange={(e) => { setPublished(e.target.value); setPage(1); }} sx={{ minWidth: 160 }}>
          <MenuItem value="">{translate('app.announcements.all')}</MenuItem>
          <MenuItem value="1">{translate('app.announcements.published_filter.published')}</MenuItem>
          <MenuItem value="0">{translate('app.announcements.published_filter.draft')}</MenuItem>
        </TextField>
        <Stack direction="row" sx={{ flex: 1, justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to="/admin/announcements/create">{translate('app.announcements.create')}</Button>
        </Stack>
      </Stack>
      {isFetching ? <LinearProgress /> : null}
      {data && data.length === 0 ? <Typography color="text.secondary" sx={{ py: 3 }}>{translate('app.announcements.empty')}</Typography> : null}
      <ScrollBox>
        <Table size="small" aria-label={translate('app.routes.announcements')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => {
                const field = SORTABLE[c];
                const label = translate(`app.announcements.fields.${c}`);
                const active = field !== undefined && sort.field === field;
                return (
                  <TableCell key={c} sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
                    {field ? <TableSortLabel active={active} direction={active && sort.order === 'ASC' ? 'asc' : 'desc'} onClick={() => sortBy(field)}>{label}</TableSortLabel> : label}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
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
      <TablePagination
        component="div"
        count={total ?? 0}
        page={page - 1}
        onPageChange={(_, p) => setPage(p + 1)}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        labelDisplayedRows={({ from, to, count }) => translate('app.announcements.displayed', { from, to, count })}
      />
    </PageFrame>
  );
};
