import { describe, expect, it } from 'vitest';
import { convertAmount } from '../../../../src/portal/payments/convertAmount';

describe('convertAmount', () => {
  it.each([
    ['100', '1.082345000000', 2, '108.23'],
    ['1', '0.000015234567', 8, '0.00001523'],
    ['0.1', '3', 2, '0.30'],
    ['10', '0.333333333333', 0, '3'],
    ['1.005', '1', 2, '1.00'],
    ['abc', '1', 2, null],
    ['1', '', 2, null],
  ])('%s at %s (%i decimals) → %s', (amount, rate, decimals, expected) => expect(convertAmount(amount, rate, decimals)).toBe(expected));
});
