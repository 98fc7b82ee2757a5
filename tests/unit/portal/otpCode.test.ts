import { describe, expect, it } from 'vitest';
import { emptyOtp, isOtpComplete, otpFromPaste, otpValue, typedDigits, writeDigits } from '../../../src/portal/twoFactor/otpCode';

const cells = (text: string) => text.split('').map((c) => (c === '_' ? '' : c));

describe('otpCode', () => {
  it.each([
    ['12a3456789', '123456'],
    [' 98 7', '987___'],
    ['abc', '______'],
    ['123-456', '123456'],
  ])('a paste of %j fills %s', (text, expected) => {
    expect(otpFromPaste(text)).toEqual(cells(expected));
  });

  it.each([
    ['5', '', '5'],
    ['35', '3', '5'],
    ['53', '3', '5'],
    ['33', '3', '3'],
    ['x', '', ''],
    ['123456', '', '123456'],
  ])('typing gives %j over the old digit %j: keeps %j', (raw, previous, expected) => {
    expect(typedDigits(raw, previous)).toBe(expected);
  });

  it.each([
    ['______', 0, '1', '1_____', 1],
    ['12____', 2, '3', '123___', 3],
    ['12345_', 5, '6', '123456', 5],
    ['______', 2, '9876', '__9876', 5],
  ])('writing into %s at %i the digits %j gives %s and focuses %i', (start, index, typed, expected, focus) => {
    expect(writeDigits(cells(start), index, typed)).toEqual({ digits: cells(expected), focus });
  });

  it('knows a complete code', () => {
    expect(isOtpComplete(emptyOtp())).toBe(false);
    expect(isOtpComplete(cells('12345_'))).toBe(false);
    expect(isOtpComplete(cells('123456'))).toBe(true);
    expect(otpValue(cells('123456'))).toBe('123456');
  });
});
