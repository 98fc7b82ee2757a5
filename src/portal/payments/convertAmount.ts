import { DECIMAL, fromScaled, toScaled } from '../money/scaledDecimal';

/**
 * The amount received for `amount` at `rate` (buy per one sell), rounded down to the target
 * currency's sub-unit like the server (document 1 section 4 "Crypto forms": multiply on the buy
 * side). Exact decimal arithmetic on strings; null for values that are not decimals.
 */
export const convertAmount = (amount: string, rate: string, decimals: number): string | null => {
  if (!DECIMAL.test(amount.trim()) || !DECIMAL.test(rate.trim())) return null;
  const scale = 18;
  const product = toScaled(amount.trim(), scale) * toScaled(rate.trim(), scale);
  // product has 2 * scale decimals; keep `decimals`, dropping the rest (round down).
  return fromScaled(product / 10n ** BigInt(2 * scale - decimals), decimals);
};
