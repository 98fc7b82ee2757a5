import { lazyPage } from '../frame/lazyPage';

/** The payment forms (issue 5 part B), each loaded on first visit; the route table points at them. */
export const paymentPages = {
  withdrawal: lazyPage(() => import('./WithdrawalPage'), 'WithdrawalPage'),
  transfer: lazyPage(() => import('./TransferPage'), 'TransferPage'),
  exchange: lazyPage(() => import('./ExchangePage'), 'ExchangePage'),
  convert: lazyPage(() => import('./ConvertPage'), 'ConvertPage'),
};
