import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const TicketListPage = lazyPage(() => import('./TicketListPage'), 'TicketListPage');
const TicketShowPage = lazyPage(() => import('./TicketShowPage'), 'TicketShowPage');

/** The `tickets` resource: served by the dataProvider (providers/resources.ts), labelled under resources.tickets. */
export const tickets = kontorResource({ name: 'tickets', icon: SupportAgentIcon, recordRepresentation: 'subject', list: TicketListPage, show: TicketShowPage });
