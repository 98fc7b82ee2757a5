import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from '../../src/server/db/values';
import { formatMinor } from '../../src/server/ledger/money';
import { minorText } from '../../src/server/modules/transactions/resource';

/** What the lists answered before minorText: the same text, or the same refusal. */
const reference = (v: string | number | bigint | null, subUnit: number): string | Error => {
  try {
    return formatMinor(minor(v), subUnit);
  } catch (error) {
    return error as Error;
  }
};
const outcome = (v: string | number | bigint | null, subUnit: number): string | Error => {
  try {
    return minorText(v, subUnit);
  } catch (error) {
    return error as Error;
  }
};
const same = (v: string | number | bigint | null, subUnit: number) => {
  const want = reference(v, subUnit);
  const got = outcome(v, subUnit);
  if (want instanceof Error) expect(got, `${String(v)} / ${subUnit}`).toBeInstanceOf(Error);
  else expect(got, `${String(v)} / ${subUnit}`).toBe(want);
};

describe('minorText (amounts of the transaction lists)', () => {
  it('prints what formatMinor(minor(v)) prints for the values rows hold', () => {
    for (const v of [0, -0, 1, -1, 5, 99, 100, 101, -100, 123456789, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) for (const s of [0, 1, 2, 3, 8, 18]) same(v, s);
    for (const v of ['0', '1', '-1', '100', '-100', '99999999999999999', '-123456789012345678901234567890']) for (const s of [0, 2, 8, 18]) same(v, s);
    for (const v of [0n, -5n, 10n ** 30n, -(10n ** 30n) - 7n]) for (const s of [0, 2, 8]) same(v, s);
    expect(minorText(123450, 2)).toBe('1234.50');
    expect(minorText('-5', 2)).toBe('-0.05');
    expect(minorText(1n, 8)).toBe('0.00000001');
    expect(minorText(null, 2)).toBe('0.00');
  });

  it('leaves anything else to formatMinor: other text, unsafe or fractional numbers, bad sub-units', () => {
    for (const v of ['007', '-0', ' 5', '5 ', '+5', '1e3', '0x10', '', '1.5', 'abc', '--1']) for (const s of [0, 2]) same(v, s);
    for (const v of [1.5, Number.MAX_SAFE_INTEGER + 2, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) same(v, 2);
    for (const s of [-1, 1.5, 37, Number.NaN]) same(100, s);
  });

  it('agrees with formatMinor on any integer, number, text or bigint, for any sub-unit up to 36', () => {
    const value = fc.oneof(
      fc.maxSafeInteger(),
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
      fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
      fc.string({ unit: fc.constantFrom('0', '1', '9', '-', '.', ' ', 'e', 'x'), maxLength: 12 }),
      fc.double(),
    );
    fc.assert(fc.property(value, fc.integer({ min: -2, max: 38 }), (v, s) => same(v, s)), { numRuns: 5000 });
  });
});
