import { OwnAccountPaymentPage } from './OwnAccountPaymentPage';

/** /manager/payments/exchange/{action}. */
export const ExchangePage = () => <OwnAccountPaymentPage form="exchange" />;

export default ExchangePage;
