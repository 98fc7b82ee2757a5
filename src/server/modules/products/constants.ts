import { HEADERS } from '../../../contract/http';

export { CRYPTO_CURRENCY_NETWORKS, type CryptoCurrency, type CryptoNetwork } from '../../../contract/enums';
export const HEADERS_IDEMPOTENCY = HEADERS.idempotencyKey;
