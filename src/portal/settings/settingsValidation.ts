/** A decimal amount as the settings take it: digits, up to 8 decimals (no signs, no exponents). */
const DECIMAL = /^\d{1,15}(\.\d{1,8})?$/;

/** react-admin validator of an amount input: the translation key of the message, or undefined. */
export const decimalAmount = (value: unknown): string | undefined =>
  typeof value === 'string' && DECIMAL.test(value.trim()) ? undefined : 'app.settings.errors.decimal';

/** react-admin validator of the maximum compliance age: whole days 0..3650. */
export const wholeDays = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 3650 ? undefined : 'app.settings.errors.whole_days';
