import type { Rng } from './prng';
import { CURRENCIES, type CurrencyCode } from './constants';

/** Integer-only money helpers of the seed. */

export const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** "1234.5" → 123450n for sub-unit 2. Throws on more decimals than the sub-unit. */
export const toMinor = (decimal: string, subUnit: number): bigint => {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!m) throw new Error(`Not a decimal: ${decimal}`);
  const frac = m[3] ?? '';
  if (frac.length > subUnit) throw new Error(`Too many decimals in ${decimal}`);
  const v = BigInt(m[2] ?? '0') * pow10(subUnit) + BigInt(frac.padEnd(subUnit, '0') || '0');
  return m[1] === '-' ? -v : v;
};

/** 123450n, 2 → "1234.50". */
export const formatMinor = (v: bigint, subUnit: number): string => {
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const scale = pow10(subUnit);
  const whole = (abs / scale).toString();
  const frac = subUnit > 0 ? `.${(abs % scale).toString().padStart(subUnit, '0')}` : '';
  return `${neg ? '-' : ''}${whole}${frac}`;
};

/** Minor units of a whole number of major units. */
export const major = (units: bigint | number, currency: CurrencyCode): bigint => BigInt(units) * pow10(CURRENCIES[currency].subUnit);

/** Price of one unit in EUR, scaled by 10^8, at the start of the seeded year. */
const PRICE_SCALE_DIGITS = 8;
const BASE_PRICE_EUR: Record<CurrencyCode, bigint> = {
  EUR: 100_000_000n,
  USD: 92_170_000n,
  GBP: 117_230_000n,
  BTC: 5_410_000_000_000n,
  ETH: 289_050_000_000n,
  USDT: 92_150_000n,
  TRX: 11_050_000n,
};
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

export const RATE_DECIMALS = 12;

/** Trims trailing zeros of a decimal string ("1.500" → "1.5", "2.000" → "2"). */
const trimDecimal = (s: string): string => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);

/**
 * Converts `amount` minor units of `from` into `to` at the given EUR prices.
 * rate = units of `to` for one unit of `from` (12 decimals, as text); to_amount is rounded down.
 */
export const convert = (amount: bigint, from: CurrencyCode, to: CurrencyCode, priceFrom: bigint, priceTo: bigint): { rate: string; toAmount: bigint } => {
  const rateScaled = (priceFrom * pow10(RATE_DECIMALS)) / priceTo;
  const toAmount = (amount * rateScaled * pow10(CURRENCIES[to].subUnit)) / (pow10(RATE_DECIMALS) * pow10(CURRENCIES[from].subUnit));
  return { rate: trimDecimal(formatMinor(rateScaled, RATE_DECIMALS)), toAmount };
};

export const PRICE_DIGITS = PRICE_SCALE_DIGITS;
