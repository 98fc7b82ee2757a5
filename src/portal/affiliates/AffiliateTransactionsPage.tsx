import { ChildTransactionsPage } from './ChildTransactionsPage';

/** /manager/affiliates/transactions/{mode}. */
export const AffiliateTransactionsPage = () => <ChildTransactionsPage kind="affiliates" />;
