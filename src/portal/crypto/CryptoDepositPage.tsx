import { CryptoReceivePage } from './CryptoReceivePage';

/** /manager/crypto/deposit (route name manager.crypto.deposit): the receive page under its own title. */
export const CryptoDepositPage = () => <CryptoReceivePage titleKey="app.routes.crypto_deposit" />;

export default CryptoDepositPage;
