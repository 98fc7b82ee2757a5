import { CRYPTO_MAX_DECIMALS } from '../../contract/constants';
import { DECIMAL, fromScaled, toScaled } from '../money/scaledDecimal';

const SCALE = 18;

/** Decimals a crypto amount shows: up to 8, capped by the currency's sub-unit (document 1 section 5). */
export const cryptoDecimals = (subUnit: number | undefined): number => Math.min(CRYPTO_MAX_DECIMALS, subUnit ?? 2);

/**
 * The amount to pay for `received` at `rate` (received per one paid): the division of the sell side
 * (document 1 section 4 "Crypto forms"), rounded up to `decimals` like the server's price of a target
 * amount, so what is paid always buys what was asked. Exact decimal arithmetic; null for non-decimals
 * or a zero rate.
 */
export const divideAmount = (received: string, rate: string, decimals: number): string | null => {
  if (!DECIMAL.test(received.trim()) || !DECIMAL.test(rate.trim())) return null;
  const r = toScaled(rate.trim(), SCALE);
  if (r === 0n) return null;
  // received × 10^decimals / rate, both scaled by 10^SCALE: the scales cancel.
  const numerator = toScaled(received.trim(), SCALE) * 10n ** BigInt(decimals);
  return fromScaled((numerator + r - 1n) / r, decimals);
};

/** The exact sum of two decimal strings, with the decimals of the longer one; null for non-decimals. */
export const addAmounts = (a: string, b: string): string | null => {
  if (!DECIMAL.test(a.trim()) || !DECIMAL.test(b.trim())) return null;
  const decimals = Math.max(...[a, b].map((v) => v.trim().split('.')[1]?.length ?? 0));
  return fromScaled(toScaled(a.trim(), decimals) + toScaled(b.trim(), decimals), decimals);
};
