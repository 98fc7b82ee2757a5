import { lazyPage } from '../frame/lazyPage';

/** Send funds to the affiliate owner, loaded on first visit; the route table points at it. */
export const sendFundsPages = {
  send: lazyPage(() => import('./SendFundsPage'), 'SendFundsPage'),
};
