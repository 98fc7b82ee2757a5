import { Button } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Ticket } from '../../contract/entities';
import type { TICKET_SETTABLE_STATUSES } from '../../contract/enums';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import { TICKET_DETAIL } from './ticketDetail';

type TicketStatusButtonProps = { ticket: Ticket; onChanged: (ticket: Ticket) => void };

/** Close an open or answered ticket; reopen a closed one (react-admin's update of the tickets resource). */
export const TicketStatusButton = ({ ticket, onChanged }: TicketStatusButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const next: (typeof TICKET_SETTABLE_STATUSES)[number] = ticket.status === 'closed' ? 'open' : 'closed';
  const [update, { isPending: loading }] = useUpdate<Ticket>();
  const change = () =>
    update(
      'tickets',
      { id: ticket.id, data: { status: next }, previousData: ticket, meta: TICKET_DETAIL },
      {
        mutationMode: 'pessimistic',
        onSuccess: (updated) => {
          notify(updated.status === 'closed' ? 'app.support.show.closed' : 'app.support.show.reopened', { type: 'info' });
          onChanged(updated);
        },
        onError: notifyFailure,
      },
    );
  return (
    <Button variant="outlined" color={next === 'closed' ? 'inherit' : 'primary'} disabled={loading} onClick={change}>
      {translate(next === 'closed' ? 'app.support.show.close' : 'app.support.show.reopen')}
    </Button>
  );
};
