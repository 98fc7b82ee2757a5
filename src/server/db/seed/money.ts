import { pow10 } from '../../ledger/money';
import { BASE_PRICE_EUR as LEDGER_BASE_PRICES, convertAtRate, RATE_DECIMALS, rateFromPrices, rateText } from '../../ledger/rates';
import type { Rng } from './prng';
import { CURRENCIES, type CurrencyCode } from './constants';

/** Money helpers of the seed: the integer arithmetic is the ledger's (src/server/ledger); the seeded price history is the seed's own. */

export { formatMinor, pow10, toMinor } from '../../ledger/money';
export { RATE_DECIMALS };

/** Minor units of a whole number of major units. */
export const major = (units: bigint | number, currency: CurrencyCode): bigint => BigInt(units) * pow10(CURRENCIES[currency].subUnit);

/** Price of one unit in EUR, scaled by 10^8, at the start of the seeded year. */
const PRICE_SCALE_DIGITS = 8;
const BASE_PRICE_EUR = Object.fromEntries(Object.keys(CURRENCIES).map((c) => [c, LEDGER_BASE_PRICES[c] ?? 0n])) as Record<CurrencyCode, bigint>;
/** Yearly drift in basis points (crypto moved up over the year). */
const DRIFT_BP: Record<CurrencyCode, number> = { EUR: 0, USD: -300, GBP: 150, BTC: 2600, ETH: 1200, USDT: -300, TRX: 800 };

/** Price in EUR (scaled 10^8) on day `day` (0–365) with a little random noise. */
export const priceAt = (currency: CurrencyCode, day: number, rng: Rng): bigint => {
  if (currency === 'EUR') return BASE_PRICE_EUR.EUR;
  const drift = BigInt(Math.trunc((DRIFT_BP[currency] * day) / 365));
  const noiseRange = CURRENCIES[currency].type === 'crypto' ? 250 : 40;
  const noise = BigInt(rng.int(-noiseRange, noiseRange));
  return (BASE_PRICE_EUR[currency] * (10_000n + drift + noise)) / 10_000n;
};

/**
 * Converts `amount` minor units of `from` into `to` at the given EUR prices.
 * rate = units of `to` for one unit of `from` (12 decimals, as text); to_amount is rounded down.
 */
export const convert = (amount: bigint, from: CurrencyCode, to: CurrencyCode, priceFrom: bigint, priceTo: bigint): { rate: string; toAmount: bigint } => {
  const rateScaled = rateFromPrices(priceFrom, priceTo);
  return { rate: rateText(rateScaled), toAmount: convertAtRate(amount, rateScaled, CURRENCIES[from].subUnit, CURRENCIES[to].subUnit) };
};

export const PRICE_DIGITS = PRICE_SCALE_DIGITS;
