/** Characters that make a spreadsheet read a cell as a formula (plus tab and carriage return, which some programs strip first). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed decimal (a negative amount) cannot be a formula and stays a number. */
const PLAIN_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * A text cell safe to open in a spreadsheet: values starting with = + - @ get a leading apostrophe,
 * so a beneficiary named "=HYPERLINK(…)" stays text (CSV/formula injection). Negative amounts stay numbers.
 */
export const escapeSpreadsheetText = (value: string): string => (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value);

/** One CSV field: escaped as above, then quoted when it holds a separator, quote or line break. */
export const csvField = (value: string): string => {
  const safe = escapeSpreadsheetText(value);
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A CSV document (header row first), CRLF line ends as RFC 4180 asks. */
export const toCsv = (rows: readonly (readonly string[])[]): string => rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
