import { lazyPage } from '../frame/lazyPage';

/** The pages of the affiliates and white-labeled companies, each loaded on first visit; the route table points at them. */
export const childPages = {
  affiliateTransactions: lazyPage(() => import('./AffiliateTransactionsPage'), 'AffiliateTransactionsPage'),
  whiteLabeledTransactions: lazyPage(() => import('./WhiteLabeledTransactionsPage'), 'WhiteLabeledTransactionsPage'),
  affiliateCompliance: lazyPage(() => import('./AffiliateCompliancePage'), 'AffiliateCompliancePage'),
  whiteLabeledCompliance: lazyPage(() => import('./WhiteLabeledCompliancePage'), 'WhiteLabeledCompliancePage'),
};
