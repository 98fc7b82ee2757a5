import { OTP_CODE_LENGTH } from '../../contract/constants';

/** A two-factor code being typed: one cell per digit, '' for an empty cell. */
export type OtpDigits = readonly string[];

export const emptyOtp = (): OtpDigits => Array.from({ length: OTP_CODE_LENGTH }, () => '');

export const otpValue = (digits: OtpDigits): string => digits.join('');

export const isOtpComplete = (digits: OtpDigits): boolean => digits.length === OTP_CODE_LENGTH && digits.every((d) => /^\d$/.test(d));

/** Paste takes the first six digits of the text, from the first cell (document 1, section 5). */
export const otpFromPaste = (text: string): OtpDigits => {
  const pasted = text.replace(/\D/g, '').slice(0, OTP_CODE_LENGTH).split('');
  return emptyOtp().map((_, i) => pasted[i] ?? '');
};

/**
 * What a cell's input now holds, reduced to the digit(s) to keep: a digit typed next to the cell's
 * old digit replaces it; several digits at once (autofill) are spread over the following cells.
 */
export const typedDigits = (raw: string, previous: string): string => {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 2 && previous !== '' && digits.includes(previous)) return digits.replace(previous, '');
  return digits;
};

/** Writes `typed` from cell `index` onwards; returns the new digits and the cell to focus next. */
export const writeDigits = (digits: OtpDigits, index: number, typed: string): { digits: OtpDigits; focus: number } => {
  const next = [...digits];
  const chars = typed.split('').slice(0, OTP_CODE_LENGTH - index);
  chars.forEach((char, offset) => {
    next[index + offset] = char;
  });
  return { digits: next, focus: Math.min(index + chars.length, OTP_CODE_LENGTH - 1) };
};
