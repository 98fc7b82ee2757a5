import { OwnAccountPaymentPage } from './OwnAccountPaymentPage';

/** /manager/payments/transfer/{action}. */
export const TransferPage = () => <OwnAccountPaymentPage form="transfer" />;

export default TransferPage;
