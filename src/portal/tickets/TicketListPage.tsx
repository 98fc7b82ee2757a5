import AddCommentIcon from '@mui/icons-material/AddComment';
import { Button, Link } from '@mui/material';
import { DataTable, SearchInput, SelectInput, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { TicketSummary } from '../../contract/entities';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../../contract/enums';
import { PageFrame } from '../frame/PageFrame';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { ResourceList } from '../lists/ResourceList';
import { formatDateTime } from '../money/formatMoney';
import { TicketCreateDialog } from './TicketCreateDialog';
import { TicketStatusChip } from './TicketStatusChip';
import { useCanWriteTickets } from './useCanWriteTickets';

const recordPath = (t: TicketSummary): string => `/manager/support/tickets/${t.id}`;
const userName = (t: TicketSummary): string => (t.user ? `${t.user.first_name} ${t.user.last_name}` : '');
/** The subject link opens the ticket itself, not through the row as well. */
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/**
 * /manager/support/tickets/list: the tickets resource, searched, filtered (status, priority),
 * sorted (the server's sort list: number, subject, status, priority, last message, created) and
 * paged on the server; a new column sorts newest/highest first. `?create=1` (the action bar's Open
 * Ticket) opens the new ticket form for managers.
 */
export const TicketListPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canWrite = useCanWriteTickets();
  useDocumentTitle('app.routes.tickets');
  const [params, setParams] = useSearchParams();
  const setCreate = (open: boolean) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (open) next.set('create', '1');
      else next.delete('create');
      return next;
    });
  const label = (field: string) => translate(`app.support.columns.${field}`);
  const status = (t: TicketSummary) => translate(`app.support.statuses.${t.status}`);
  const priority = (t: TicketSummary) => translate(`app.support.priorities.${t.priority}`);

  return (
    <PageFrame titleKey="app.routes.tickets">
      <ResourceList<TicketSummary>
        resource="tickets"
        storeKey="tickets"
        label={translate('app.routes.tickets')}
        sort={{ field: 'updated_at', order: 'DESC' }}
        filters={[
          <SearchInput key="search" source="search" alwaysOn placeholder={translate('app.support.search')} sx={{ minWidth: 280 }} />,
          <SelectInput key="status" source="status" alwaysOn label={label('status')} emptyText={translate('app.support.all')}
            choices={TICKET_STATUSES.map((s) => ({ id: s, name: translate(`app.support.statuses.${s}`) }))} />,
          <SelectInput key="priority" source="priority" label={label('priority')} emptyText={translate('app.support.all')}
            choices={TICKET_PRIORITIES.map((p) => ({ id: p, name: translate(`app.support.priorities.${p}`) }))} />,
        ]}
        rowLink={recordPath}
        rowAttributes={(t) => ({ 'data-testid': 'ticket-row', 'data-status': t.status })}
        emptyKey="app.support.empty"
        exportAs={{
          fileName: 'tickets',
          columns: () => [
            { header: label('id'), value: (t) => t.id },
            { header: label('subject'), value: (t) => t.subject },
            { header: label('status'), value: status },
            { header: label('priority'), value: priority },
            { header: label('user'), value: userName },
            { header: label('messages'), value: (t) => t.threads_count },
            { header: label('last_message_at'), value: (t) => t.last_message_at },
            { header: label('created_at'), value: (t) => t.created_at },
          ],
        }}
        mobile={{
          primaryText: (t) => `#${t.id} ${t.subject}`,
          secondaryText: (t) => `${status(t)} · ${priority(t)}`,
          tertiaryText: (t) => formatDateTime(t.last_message_at, locale),
        }}
        actions={
          canWrite ? (
            <Button variant="contained" size="small" startIcon={<AddCommentIcon />} onClick={() => setCreate(true)}>
              {translate('app.support.open_ticket')}
            </Button>
          ) : null
        }
      >
        <DataTable.Col<TicketSummary> source="id" label={label('id')} sortByOrder="DESC" render={(t) => `#${t.id}`} />
        <DataTable.Col<TicketSummary>
          source="subject"
          label={label('subject')}
          sortByOrder="DESC"
          render={(t) => <Link component={RouterLink} to={recordPath(t)} onClick={stop}>{t.subject}</Link>}
        />
        <DataTable.Col<TicketSummary> source="status" label={label('status')} sortByOrder="DESC" render={(t) => <TicketStatusChip status={t.status} />} />
        <DataTable.Col<TicketSummary> source="priority" label={label('priority')} sortByOrder="DESC" render={priority} />
        <DataTable.Col<TicketSummary> source="user" label={label('user')} disableSort render={(t) => userName(t) || '—'} />
        <DataTable.Col source="threads_count" label={label('messages')} disableSort />
        {/* The server sorts the last message by the ticket's updated_at (a reply updates it). */}
        <DataTable.Col<TicketSummary> source="updated_at" label={label('last_message_at')} sortByOrder="DESC" render={(t) => formatDateTime(t.last_message_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<TicketSummary> source="created_at" label={label('created_at')} sortByOrder="DESC" render={(t) => formatDateTime(t.created_at, locale)} sx={{ whiteSpace: 'nowrap' }} />
      </ResourceList>
      {canWrite ? <TicketCreateDialog open={params.get('create') === '1'} onClose={() => setCreate(false)} /> : null}
    </PageFrame>
  );
};
