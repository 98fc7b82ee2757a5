import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

/** The `tickets` resource: served by the dataProvider (providers/resources.ts), labelled under resources.tickets. */
export const tickets = kontorResource({
  name: 'tickets',
  icon: SupportAgentIcon,
  recordRepresentation: 'subject',
  list: lazyPage(() => import('./TicketListPage'), 'TicketListPage'),
  show: lazyPage(() => import('./TicketShowPage'), 'TicketShowPage'),
});
