import { ChildTransactionsPage } from './ChildTransactionsPage';

/** /manager/white-labeled/transactions/{mode}. */
export const WhiteLabeledTransactionsPage = () => <ChildTransactionsPage kind="white-labeled" />;
