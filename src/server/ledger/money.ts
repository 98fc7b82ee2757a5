/**
 * Integer-only money helpers. Amounts are bigint minor units; decimal strings on the wire.
 * No float ever touches an amount.
 */

export const pow10 = (n: number): bigint => {
  if (!Number.isInteger(n) || n < 0 || n > 36) throw new Error(`Bad scale ${n}`);
  return 10n ** BigInt(n);
};

/** At most this many digits before the decimal point: far above any amount boundary, below any overflow. */
export const MAX_INTEGER_DIGITS = 15;

/**
 * "1234.5" → 123450n for sub-unit 2. Accepts an optional leading minus, digits and an optional
 * fraction; throws on anything else (exponents, spaces, "1.", ".5", "+1", more decimals than the
 * sub-unit, more than MAX_INTEGER_DIGITS whole digits).
 */
export const toMinor = (decimal: string, subUnit: number): bigint => {
  if (typeof decimal !== 'string') throw new Error('Not a decimal');
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!m) throw new Error(`Not a decimal: ${decimal.slice(0, 40)}`);
  const whole = (m[2] ?? '0').replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_INTEGER_DIGITS) throw new Error(`Too large: ${decimal.slice(0, 40)}`);
  const frac = m[3] ?? '';
  if (frac.length > subUnit) throw new Error(`Too many decimals in ${decimal}`);
  const v = BigInt(whole) * pow10(subUnit) + BigInt(frac.padEnd(subUnit, '0') || '0');
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

/** Number of decimals in a decimal string ("1.250" → 3). */
export const decimalPlaces = (decimal: string): number => {
  const i = decimal.indexOf('.');
  return i < 0 ? 0 : decimal.length - i - 1;
};

/** Trims trailing zeros of a decimal string ("1.500" → "1.5", "2.000" → "2"). */
export const trimDecimal = (s: string): string => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);

/** Integer division rounding half away from zero (for non-negative operands: half up). */
export const divRoundHalfUp = (n: bigint, d: bigint): bigint => {
  if (d === 0n) throw new Error('Division by zero');
  const neg = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (2n * ad);
  return neg ? -q : q;
};

export const minBig = (a: bigint, b: bigint): bigint => (a < b ? a : b);
export const maxBig = (a: bigint, b: bigint): bigint => (a > b ? a : b);
