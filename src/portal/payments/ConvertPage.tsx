import { OwnAccountPaymentPage } from './OwnAccountPaymentPage';

/** /manager/payments/convert/{action}. */
export const ConvertPage = () => <OwnAccountPaymentPage form="convert" />;

export default ConvertPage;
