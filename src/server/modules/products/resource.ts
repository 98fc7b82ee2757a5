import type { Selectable } from 'kysely';
import type { Product, ProductPayment } from '../../../contract/entities';
import type { CryptoCurrency, CryptoNetwork, Currency } from '../../../contract/enums';
import type { ProductPaymentsTable, ProductsTable } from '../../db/schemaDomain';
import { minor, parseJson } from '../../db/values';
import { currencyInfo } from '../../ledger/currencies';
import { formatMinor } from '../../ledger/money';

export type ProductRow = Selectable<ProductsTable>;
export type ProductPaymentRow = Selectable<ProductPaymentsTable>;

export const PRODUCT_IMAGE_ROUTE = '/media/products';

export const productResource = (row: ProductRow): Product => {
  const currency = (row.currency ?? 'EUR') as Currency;
  return {
    id: row.id,
    hash: row.hash ?? '',
    name: row.name,
    description: row.description,
    amount: formatMinor(minor(row.price), currencyInfo(currency).subUnit),
    currency,
    to_account_id: row.to_account_id ?? 0,
    crypto_currencies: parseJson<CryptoCurrency[]>(row.crypto_currencies, []),
    image_url: row.image_path ? `${PRODUCT_IMAGE_ROUTE}/${row.image_path}` : null,
    is_active: row.enabled === 1,
    created_at: row.created_at,
  };
};

export const productPaymentResource = (row: ProductPaymentRow, sandboxWallet: boolean, now: Date): ProductPayment => {
  const cryptoSub = currencyInfo(row.crypto_currency).subUnit;
  const status = row.status === 'paid' ? 'paid' : row.expires_at < now.toISOString() ? 'expired' : 'awaiting';
  return {
    address: row.address,
    currency: row.crypto_currency as CryptoCurrency,
    network: row.network as CryptoNetwork,
    amount: formatMinor(minor(row.crypto_amount), cryptoSub),
    received_amount: formatMinor(minor(row.received_amount), cryptoSub),
    fiat_currency: row.fiat_currency as Currency,
    fiat_amount: formatMinor(minor(row.fiat_amount), currencyInfo(row.fiat_currency).subUnit),
    status,
    expires_at: row.expires_at,
    paid_at: row.paid_at,
    sandbox_wallet: sandboxWallet,
  };
};
