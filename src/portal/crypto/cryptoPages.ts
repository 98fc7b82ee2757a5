import { lazyPage } from '../routes/lazyPage';

/** The crypto pages (document 1 section 2.3), each loaded on first visit; the route table points at them. */
export const cryptoPages = {
  receive: lazyPage(() => import('./CryptoReceivePage'), 'CryptoReceivePage'),
  deposit: lazyPage(() => import('./CryptoReceivePage'), 'CryptoDepositPage'),
  buy: lazyPage(() => import('./CryptoExchangePage'), 'CryptoBuyPage'),
  sell: lazyPage(() => import('./CryptoExchangePage'), 'CryptoSellPage'),
  withdraw: lazyPage(() => import('./CryptoWithdrawPage'), 'CryptoWithdrawPage'),
};
