import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TicketStatus } from '../../contract/enums';

const COLORS = { open: 'info', answered: 'success', closed: 'default' } as const satisfies Record<TicketStatus, string>;

export const TicketStatusChip = ({ status }: { status: TicketStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status]} label={translate(`app.support.statuses.${status}`)} data-testid="ticket-status" data-status={status} />;
};
