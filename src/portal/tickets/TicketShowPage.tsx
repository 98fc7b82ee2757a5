import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Ticket } from '../../contract/entities';
import { PageFrame } from '../layout/PageFrame';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { callApi } from '../providers/callApi';
import { formatDateTime } from '../tables/formatMoney';
import { TicketReplyForm } from './TicketReplyForm';
import { TicketStatusButton } from './TicketStatusButton';
import { TicketStatusChip } from './TicketStatusChip';
import { TicketThreadItem } from './TicketThreadItem';
import { useCanWriteTickets } from './useCanWriteTickets';

/** /manager/support/tickets/{ticket_id}: the conversation; managers reply, close and reopen, readers read. */
export const TicketShowPage = () => {
  const { ticket_id: raw } = useParams();
  const id = Number(raw);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canWrite = useCanWriteTickets();
  const queryClient = useQueryClient();
  useDocumentTitle('app.routes.ticket');
  // Not useGetOne: it would show a list row (no threads) as the record until the detail arrives.
  const { data: ticket, isPending, error } = useQuery({
    queryKey: ['tickets', 'detail', id],
    queryFn: async (): Promise<Ticket> => callApi('manager.tickets.get', { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['tickets'] });
  const opener = ticket?.user ? `${ticket.user.first_name} ${ticket.user.last_name}` : translate('app.support.show.unknown_author');

  return (
    <PageFrame titleKey="app.routes.ticket">
      <Button component={RouterLink} to="/manager/support/tickets/list" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>{translate('app.support.show.back')}</Button>
      {isPending && !error ? <LinearProgress /> : null}
      {error ? <Typography color="error">{translate('app.support.show.not_found')}</Typography> : null}
      {ticket ? (
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
      ) : null}
    </PageFrame>
  );
};
