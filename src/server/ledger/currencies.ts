import { CURRENCIES, type Currency, type CurrencyKind, isCryptoCurrency } from '../../contract/enums';

/** Decimals of the minor unit: 2 for fiat, 8 for crypto. */
export const FIAT_SUB_UNIT = 2;
export const CRYPTO_SUB_UNIT = 8;

export type CurrencyInfo = { code: Currency; type: CurrencyKind; subUnit: number };

export const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/** Type and sub-unit of a supported currency; throws for an unknown code. */
export const currencyInfo = (code: string): CurrencyInfo => {
  if (!isCurrency(code)) throw new Error(`Unknown currency ${code}`);
  const crypto = isCryptoCurrency(code);
  return { code, type: crypto ? 'crypto' : 'fiat', subUnit: crypto ? CRYPTO_SUB_UNIT : FIAT_SUB_UNIT };
};

/** The currency_unit of the wire (value, sub_unit, currency_type). */
export const currencyUnit = (account: { currency: string; sub_unit: number; currency_type: string }) => ({
  value: account.currency as Currency,
  sub_unit: account.sub_unit,
  currency_type: (account.currency_type === 'crypto' ? 'crypto' : 'fiat') as CurrencyKind,
});
