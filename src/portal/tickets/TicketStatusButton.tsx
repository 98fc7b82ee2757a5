import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Ticket } from '../../contract/entities';
import type { TICKET_SETTABLE_STATUSES } from '../../contract/enums';
import { useKontorSubmit } from '../errors/useKontorSubmit';

type TicketStatusButtonProps = { ticket: Ticket; onChanged: (ticket: Ticket) => void };

/** Close an open or answered ticket; reopen a closed one. */
export const TicketStatusButton = ({ ticket, onChanged }: TicketStatusButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const next: (typeof TICKET_SETTABLE_STATUSES)[number] = ticket.status === 'closed' ? 'open' : 'closed';
  const { submit, loading } = useKontorSubmit('manager.tickets.update', () => ({ status: next }), {
    params: { id: ticket.id },
    onSuccess: (updated) => {
      notify(updated.status === 'closed' ? 'app.support.show.closed' : 'app.support.show.reopened', { type: 'info' });
      onChanged(updated);
    },
  });
  return (
    <Button variant="outlined" color={next === 'closed' ? 'inherit' : 'primary'} disabled={loading} onClick={() => void submit({})}>
      {translate(next === 'closed' ? 'app.support.show.close' : 'app.support.show.reopen')}
    </Button>
  );
};
