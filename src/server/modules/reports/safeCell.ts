/** A value that is a plain number (no letters, no functions): safe in any spreadsheet as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Text that a spreadsheet will not run as a formula (CSV/formula injection): a cell starting with
 * = + - @ (or a tab or carriage return, which some programs skip first) gets a leading apostrophe.
 * Plain numbers such as "-12.50" are left alone: they cannot call anything.
 */
export const safeCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value);

/** One CSV field (RFC 4180 quoting) of an escaped value. */
export const csvField = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : safeCell(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One CSV line, CRLF-terminated. */
export const csvLine = (values: readonly (string | number | null | undefined)[]): string => `${values.map(csvField).join(',')}\r\n`;
