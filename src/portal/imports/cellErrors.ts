import { IMPORT_MORE_ERRORS_KEY } from '../../contract/constants';
import type { ImportErrors } from '../../contract/entities';

/** A cell of the shown sheet: 1-based row as Excel numbers it, column letters. */
export type CellRef = `${number}.${string}`;

/** The server's whole-file amount error (insufficient funds for the batch) is keyed `amount`. */
export const AMOUNT_KEY = 'amount';

/**
 * The errors of a sheet by cell. Keys are `sheet.row.column`; a sheet name may itself contain dots,
 * so row and column are read from the end. Errors of other sheets are left out. An Amount error
 * (the `amount` key, or any error in the amount column when `amountColumn` is given for it) marks
 * every amount cell of the data rows (document 1 section 5).
 */
export const cellErrors = (errors: ImportErrors | null | undefined, sheet: string, amountColumn: string | null, rowNumbers: readonly number[]): Map<CellRef, string> => {
  const out = new Map<CellRef, string>();
  if (!errors) return out;
  const add = (ref: CellRef, message: string) => out.set(ref, out.has(ref) ? `${out.get(ref) ?? ''}\n${message}` : message);
  for (const [key, messages] of Object.entries(errors)) {
    const text = messages.join('\n');
    if (key === AMOUNT_KEY) {
      if (amountColumn) for (const row of rowNumbers) add(`${row}.${amountColumn}`, text);
      continue;
    }
    const match = /^(.*)\.(\d+)\.([A-Z]{1,3})$/.exec(key);
    if (!match || match[1] !== sheet) continue;
    add(`${Number(match[2])}.${match[3]}`, text);
  }
  return out;
};

/** The column letter of the Amount header in the first row of the grid, or null. */
export const amountColumnOf = (header: readonly string[]): string | null => {
  const i = header.findIndex((h) => h.trim().toLowerCase() === 'amount');
  return i < 0 ? null : columnLetter(i + 1);
};

export const columnLetter = (n: number): string => {
  let s = '';
  for (let v = n; v > 0; v = Math.floor((v - 1) / 26)) s = String.fromCharCode(65 + ((v - 1) % 26)) + s;
  return s;
};

/** A failed cell of an import as its detail lists it: Excel's row number and column letters. */
export type ImportFailure = { row: number; column: string; message: string };

const byColumn = (a: string, b: string): number => a.length - b.length || a.localeCompare(b);

/**
 * What failed in a finished import (issue 21 item 11), row by row and column by column: the cells
 * of the record's errors (keys `sheet.row.column`, read from the end like cellErrors); a message
 * that names no cell (a whole-file one) comes first with row 0 and no column.
 */
export const importFailures = (errors: ImportErrors | null | undefined): ImportFailure[] => {
  if (!errors) return [];
  const out: ImportFailure[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    if (key === IMPORT_MORE_ERRORS_KEY) continue;
    const match = /^(.*)\.(\d+)\.([A-Z]{1,3})$/.exec(key);
    const message = messages.join(' ');
    out.push(match ? { row: Number(match[2]), column: match[3] ?? '', message } : { row: 0, column: '', message });
  }
  return out.sort((a, b) => a.row - b.row || byColumn(a.column, b.column));
};

/** The server's note that more failed rows exist than its list names (a file with over 1,000 failed rows), or null. */
export const importMoreNote = (errors: ImportErrors | null | undefined): string | null => errors?.[IMPORT_MORE_ERRORS_KEY]?.join(' ') ?? null;
