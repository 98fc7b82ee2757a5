import ExcelJS from 'exceljs';
import { columnLetter, HEADER_FIELDS, normaliseHeader, TEMPLATE_COLUMNS } from './template';
import { guardXlsx, IMPORT_LIMITS, ImportFileError } from './zipGuard';

/** One payment row of the sheet: text values per template field, and cell-level errors found while reading. */
export type SheetRow = { row: number; values: Map<string, string>; cellErrors: Map<string, string> };

export type ParsedSheet = {
  sheet: string;
  /** Template field → column letter in this file. */
  columns: Map<string, string>;
  rows: SheetRow[];
};

export const FORMULA_MESSAGE = 'Formulas are not allowed: enter the value itself.';
const REQUIRED_HEADERS = ['amount', 'transfer_service'];

/**
 * A cell's value as text. Formulas are refused rather than trusted (their cached result is whatever
 * the file says, not what Excel would compute), rich text and hyperlinks give their text, numbers
 * their shortest decimal form.
 */
const cellText = (cell: ExcelJS.Cell): { text: string; error?: string } => {
  const v = cell.value;
  if (v === null || v === undefined) return { text: '' };
  if (typeof v === 'string') return { text: v.trim() };
  if (typeof v === 'number') return Number.isFinite(v) ? { text: String(v) } : { text: '', error: 'The value is not a number.' };
  if (typeof v === 'boolean') return { text: v ? 'true' : 'false' };
  if (v instanceof Date) return { text: v.toISOString().slice(0, 10) };
  if ('formula' in v || 'sharedFormula' in v) return { text: '', error: FORMULA_MESSAGE };
  if ('richText' in v) return { text: v.richText.map((r) => r.text).join('').trim() };
  if ('text' in v && typeof v.text === 'string') return { text: v.text.trim() };
  if ('error' in v) return { text: '', error: `The cell holds the error ${String(v.error)}.` };
  return { text: '' };
};

/** Reads the first worksheet of a guarded xlsx into payment rows (empty rows skipped). */
export const readWorkbook = async (buf: Buffer): Promise<ParsedSheet> => {
  guardXlsx(buf);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  } catch {
    throw new ImportFileError('The file is not a valid xlsx file.');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new ImportFileError('The file has no worksheet.');
  const columns = new Map<string, string>();
  const byIndex = new Map<number, string>();
  ws.getRow(1).eachCell((cell, col) => {
    const field = HEADER_FIELDS.get(normaliseHeader(cellText(cell).text));
    if (field && !columns.has(field)) {
      columns.set(field, columnLetter(col));
      byIndex.set(col, field);
    }
  });
  const missing = REQUIRED_HEADERS.filter((f) => !columns.has(f));
  if (missing.length) {
    const names = missing.map((f) => TEMPLATE_COLUMNS.find((c) => c.field === f)?.header ?? f).join(', ');
    throw new ImportFileError(`The first row must hold the template headers (missing: ${names}).`);
  }
  const rows: SheetRow[] = [];
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const values = new Map<string, string>();
    const cellErrors = new Map<string, string>();
    for (const [col, field] of byIndex) {
      const { text, error } = cellText(r.getCell(col));
      if (text) values.set(field, text);
      if (error) cellErrors.set(columnLetter(col), error);
    }
    if (values.size > 0 || cellErrors.size > 0) rows.push({ row: n, values, cellErrors });
  });
  if (rows.length > IMPORT_LIMITS.maxRows) throw new ImportFileError(`The file may not have more than ${IMPORT_LIMITS.maxRows.toLocaleString('en')} rows.`);
  if (rows.length === 0) throw new ImportFileError('The file has no payment rows.');
  return { sheet: ws.name, columns, rows };
};
