// ---------------------------------------------------------------- currencies

export const CURRENCY_KINDS = ['fiat', 'crypto'] as const;
export type CurrencyKind = (typeof CURRENCY_KINDS)[number];

export const CRYPTO_CURRENCIES = ['BTC', 'ETH', 'USDT', 'TRX'] as const;
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];

export const CRYPTO_NETWORKS = ['ethereum', 'bitcoin', 'tron'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

/** Networks available per crypto currency: USDT and ETH on ethereum, BTC on bitcoin, TRX on tron. */
export const CRYPTO_CURRENCY_NETWORKS = {
  BTC: ['bitcoin'],
  ETH: ['ethereum'],
  USDT: ['ethereum'],
  TRX: ['tron'],
} as const satisfies Record<CryptoCurrency, readonly CryptoNetwork[]>;

/** URI scheme of the deposit payment URI shown for an obtained wallet (`scheme:address?amount=`). */
export const CRYPTO_NETWORK_URI_SCHEMES = {
  bitcoin: 'bitcoin',
  ethereum: 'ethereum',
  tron: 'tron',
} as const satisfies Record<CryptoNetwork, string>;

/** Fiat currencies the product supports for accounts and payments. */
export const PRIMARY_FIAT_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
/** Every fiat currency allowed in the fiat_currencies dictionary (the primary three plus CHF, PLN, ILS). */
export const FIAT_CURRENCIES = [...PRIMARY_FIAT_CURRENCIES, 'CHF', 'PLN', 'ILS'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

export const CURRENCIES = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES] as const;
export type Currency = (typeof CURRENCIES)[number];

export const isCryptoCurrency = (code: string): code is CryptoCurrency => (CRYPTO_CURRENCIES as readonly string[]).includes(code);
export const isFiatCurrency = (code: string): code is FiatCurrency => (FIAT_CURRENCIES as readonly string[]).includes(code);

/** Payment service of a bank account (free market or bcb); it decides which sector/purpose fields a withdrawal keeps. */
export const BANK_ACCOUNT_PAYMENT_SERVICES = ['free_market', 'bcb'] as const;
export type BankAccountPaymentService = (typeof BANK_ACCOUNT_PAYMENT_SERVICES)[number];
