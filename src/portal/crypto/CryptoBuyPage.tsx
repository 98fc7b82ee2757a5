import { CryptoExchangePage } from './CryptoExchangePage';

/** /manager/crypto/buy: pay fiat, receive crypto. */
export const CryptoBuyPage = () => <CryptoExchangePage side="buy" />;

export default CryptoBuyPage;
