/**
 * Exact decimal arithmetic on amount strings ("1234.56"), through bigint scaled by a power of ten: the
 * portal's conversions and sums never go through floats.
 */

/** A non-negative decimal as the API writes amounts and rates. */
export const DECIMAL = /^\d+(\.\d+)?$/;

/** `value` × 10^scale as a bigint (digits past `scale` are dropped). */
export const toScaled = (value: string, scale: number): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
};

/** A bigint holding `decimals` decimals, written as a decimal string. */
export const fromScaled = (value: bigint, decimals: number): string => {
  if (decimals === 0) return value.toString();
  const text = value.toString().padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
};
