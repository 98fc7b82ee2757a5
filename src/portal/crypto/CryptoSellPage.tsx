import { CryptoExchangePage } from './CryptoExchangePage';

/** /manager/crypto/sell: pay crypto, receive fiat. */
export const CryptoSellPage = () => <CryptoExchangePage side="sell" />;

export default CryptoSellPage;
