import type { Decimal } from './entities/scalars';
import type { CryptoCurrency, CryptoNetwork, Currency } from './enums';

/**
 * Answer of GET manager/crypto/{brand}/wallet-for-deposit: what a receive of `amount` gives, without
 * obtaining a wallet. With auto-sell, the fiat amount at the current rate (indicative: the sale uses
 * the rate at confirmation) and the fiat currency; without it, both null.
 */
export type CryptoReceivePreview = {
  currency: CryptoCurrency;
  network: CryptoNetwork;
  amount: Decimal;
  to_account_id: number;
  is_crypto_auto_sell: boolean;
  fiat_currency: Currency | null;
  fiat_amount: Decimal | null;
  rate: Decimal | null;
};
