import AddCommentIcon from '@mui/icons-material/AddComment';
import { Button, Link, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { TicketSummary } from '../../contract/entities';
import { TICKET_STATUSES } from '../../contract/enums';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { ListFeedback, ListHeader, ListPagination, ListSearchField, ListSelectFilter } from '../tables/ListParts';
import { ScrollBox } from '../tables/ScrollBox';
import { formatDateTime } from '../tables/formatMoney';
import { useListSearch } from '../tables/useListSearch';
import { useListSort } from '../tables/useListSort';
import { TicketCreateDialog } from './TicketCreateDialog';
import { TicketStatusChip } from './TicketStatusChip';
import { useCanWriteTickets } from './useCanWriteTickets';

const PER_PAGE = 25;
const COLUMNS = ['id', 'subject', 'status', 'priority', 'user', 'messages', 'last_message_at', 'created_at'] as const;
/** Columns the server sorts by (its allow-list). */
const SORTABLE: Partial<Record<(typeof COLUMNS)[number], string>> = { id: 'id', subject: 'subject', status: 'status', priority: 'priority', last_message_at: 'updated_at', created_at: 'created_at' };

/**
 * /manager/support/tickets/list: the company's tickets, searched, filtered, sorted and paged on the
 * server. `?create=1` (the action bar's Open Ticket) opens the new ticket form for managers.
 */
export const TicketListPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canWrite = useCanWriteTickets();
  useDocumentTitle('app.routes.tickets');
  const [params, setParams] = useSearchParams();
  const { typed, setTyped, search, page, setPage } = useListSearch();
  const [status, setStatus] = useState('');
  // A new column sorts newest/highest first.
  const { sort, sortBy } = useListSort({ field: 'updated_at', order: 'DESC' }, setPage, 'DESC');
  const filter = { ...(search ? { search } : {}), ...(status ? { status } : {}) };
  const { data, total, isFetching } = useGetList<TicketSummary>('tickets', { pagination: { page, perPage: PER_PAGE }, sort, filter }, { placeholderData: (previous) => previous });
  const setCreate = (open: boolean) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (open) next.set('create', '1');
      else next.delete('create');
      return next;
    });

  return (
    <PageFrame titleKey="app.routes.tickets">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <ListSearchField fullWidth label={translate('app.support.search')} value={typed} onChange={setTyped} sx={{ minWidth: 280 }} />
        <ListSelectFilter
          fullWidth
          label={translate('app.support.columns.status')}
          value={status}
          onChange={(v) => { setStatus(v); setPage(1); }}
          allLabel={translate('app.support.all')}
          options={TICKET_STATUSES.map((s) => ({ value: s, label: translate(`app.support.statuses.${s}`) }))}
          sx={{ minWidth: 160 }}
        />
        {canWrite ? (
          <Button variant="contained" startIcon={<AddCommentIcon />} onClick={() => setCreate(true)} sx={{ ml: { sm: 'auto' } }}>
            {translate('app.support.open_ticket')}
          </Button>
        ) : null}
      </Stack>
      <ListFeedback isFetching={isFetching} empty={data?.length === 0} emptyKey="app.support.empty" />
      <ScrollBox>
        <Table size="small" aria-label={translate('app.routes.tickets')}>
          <ListHeader columns={COLUMNS} labelPrefix="app.support.columns." sortable={SORTABLE} sort={sort} onSort={sortBy} />
          <TableBody>
            {(data ?? []).map((t) => (
              <TableRow key={t.id} hover data-testid="ticket-row">
                <TableCell>{`#${t.id}`}</TableCell>
                <TableCell><Link component={RouterLink} to={`/manager/support/tickets/${t.id}`}>{t.subject}</Link></TableCell>
                <TableCell><TicketStatusChip status={t.status} /></TableCell>
                <TableCell>{translate(`app.support.priorities.${t.priority}`)}</TableCell>
                <TableCell>{t.user ? `${t.user.first_name} ${t.user.last_name}` : '—'}</TableCell>
                <TableCell>{t.threads_count}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.last_message_at, locale)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.created_at, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollBox>
      <ListPagination total={total} page={page} onPage={setPage} perPage={PER_PAGE} displayedKey="app.support.displayed" />
      {canWrite ? <TicketCreateDialog open={params.get('create') === '1'} onClose={() => setCreate(false)} /> : null}
    </PageFrame>
  );
};
