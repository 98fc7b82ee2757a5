import { lazyPage } from '../frame/lazyPage';

/** The crypto pages (document 1 section 2.3), each loaded on first visit; the route table points at them. */
export const cryptoPages = {
  receive: lazyPage(() => import('./CryptoReceivePage'), 'CryptoReceivePage'),
  deposit: lazyPage(() => import('./CryptoDepositPage'), 'CryptoDepositPage'),
  buy: lazyPage(() => import('./CryptoBuyPage'), 'CryptoBuyPage'),
  sell: lazyPage(() => import('./CryptoSellPage'), 'CryptoSellPage'),
  withdraw: lazyPage(() => import('./CryptoWithdrawPage'), 'CryptoWithdrawPage'),
};
