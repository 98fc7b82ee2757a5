import { lazyPage } from '../frame/lazyPage';

/** The support ticket pages, each loaded on first visit; the route table points at them. */
export const ticketPages = {
  list: lazyPage(() => import('./TicketListPage'), 'TicketListPage'),
  show: lazyPage(() => import('./TicketShowPage'), 'TicketShowPage'),
};
