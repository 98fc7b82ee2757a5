import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Ticket } from '../../contract/entities';
import { PageFrame } from '../frame/PageFrame';
import { RecordPage } from '../frame/RecordPage';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { formatDateTime } from '../money/formatMoney';
import { queryKeys } from '../providers/queryKeys';
import { TicketReplyForm } from './TicketReplyForm';
import { TicketStatusButton } from './TicketStatusButton';
import { TICKET_DETAIL } from './ticketDetail';
import { TicketStatusChip } from './TicketStatusChip';
import { TicketThreadItem } from './TicketThreadItem';
import { useCanWriteTickets } from './useCanWriteTickets';


/** What the page shows when the ticket cannot be loaded (unknown, or another company's). */
const TicketError = () => {
  const translate = useTranslate();
  const { error } = useShowContext();
  return error ? <Alert severity="error">{translate('app.support.show.not_found')}</Alert> : null;
};

/** The ticket of the Show: subject, status, who opened it, the conversation and the reply form. */
const TicketConversation = () => {
  const ticket = useRecordContext<Ticket>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canWrite = useCanWriteTickets();
  const queryClient = useQueryClient();
  // Every cached view of tickets (this record, the list, its counters) reads again.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.resource('tickets') });
  if (!ticket) return null;
  const opener = ticket.user ? `${ticket.user.first_name} ${ticket.user.last_name}` : translate('app.support.show.unknown_author');
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }} data-testid="ticket-subject">{`#${ticket.id} ${ticket.subject}`}</Typography>
        <TicketStatusChip status={ticket.status} />
        {canWrite ? <TicketStatusButton ticket={ticket} onChanged={refresh} /> : null}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('app.support.show.opened_by', { name: opener, date: formatDateTime(ticket.created_at, locale) })}
        {' · '}
        {translate(`app.support.priorities.${ticket.priority}`)}
        {ticket.transaction_ids.length ? ` · ${translate('app.support.show.transactions', { ids: ticket.transaction_ids.map((t) => `#${t}`).join(', ') })}` : ''}
      </Typography>
      <Divider />
      <Typography variant="h6" component="h3">{translate('app.support.show.conversation')}</Typography>
      <Stack spacing={1.5}>
        {ticket.threads.map((t) => <TicketThreadItem key={t.id} thread={t} />)}
      </Stack>
      {canWrite ? (
        <Box sx={{ pt: 1 }}>
          {ticket.status === 'closed' ? <Typography color="text.secondary" sx={{ mb: 1 }}>{translate('app.support.show.closed_notice')}</Typography> : null}
          <TicketReplyForm ticketId={ticket.id} onSent={refresh} />
        </Box>
      ) : null}
    </Stack>
  );
};

/** /manager/support/tickets/{ticket_id}: the tickets record as react-admin's <Show>; managers reply, close and reopen, readers read. */
export const TicketShowPage = () => {
  const id = Number(useParams().ticket_id);
  const translate = useTranslate();
  useDocumentTitle('app.routes.ticket');
  return (
    <PageFrame titleKey="app.routes.ticket">
      <Button component={RouterLink} to="/manager/support/tickets/list" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>{translate('app.support.show.back')}</Button>
      <RecordPage.Show<Ticket>
        resource="tickets"
        id={id}
        queryOptions={{ meta: TICKET_DETAIL, retry: false }}
        sx={{ '& .RaShow-main': { mt: 0 } }}
      >
        <TicketError />
        <TicketConversation />
      </RecordPage.Show>
    </PageFrame>
  );
};
