import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { columnLetter, HEADER_FIELDS, normaliseHeader, TEMPLATE_COLUMNS } from './template';
import { type CheckedEntry, guardXlsx, IMPORT_LIMITS, ImportFileError, storedArchive } from './zipGuard';

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

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (raw: string): string =>
  raw.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return XML_ENTITIES[name] ?? whole;
  });
const attribute = (tag: string, name: RegExp): string | undefined => {
  const m = new RegExp(`\\s${name.source}\\s*=\\s*"([^"]*)"`).exec(tag) ?? new RegExp(`\\s${name.source}\\s*=\\s*'([^']*)'`).exec(tag);
  return m?.[1] === undefined ? undefined : xmlText(m[1]);
};

/** A relationship target relative to xl/ (`worksheets/sheet1.xml`, `/xl/worksheets/sheet1.xml`) as an entry name. */
const partName = (target: string): string => (target.startsWith('/') ? target.slice(1) : `xl/${target}`).replace(/\/\.\//g, '/');

/**
 * The parts the streaming reader needs, in the order it needs them, under the names it knows: the
 * workbook and its relationships, shared strings and styles, then the first worksheet (the workbook's
 * order, as Excel shows its tabs) as sheet1. Other worksheets are left out: they are never read.
 */
const firstSheetArchive = (entries: CheckedEntry[]): { archive: Buffer; name: string } => {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const workbook = byName.get('xl/workbook.xml');
  const rels = byName.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new ImportFileError('The file must be an xlsx workbook.');
  const relTags = rels.data.toString('utf8').match(/<(?:\w+:)?Relationship\b[^>]*>/g) ?? [];
  const relation = (test: (tag: string) => boolean) => relTags.find(test);
  const targetOf = (tag: string | undefined) => (tag ? attribute(tag, /Target/) : undefined);
  const sheetTag = workbook.data.toString('utf8').match(/<(?:\w+:)?sheet\b[^>]*>/)?.[0];
  const sheetRel = sheetTag ? attribute(sheetTag, /[\w]+:id/) : undefined;
  const sheetTarget = targetOf(relation((tag) => attribute(tag, /Id/) === sheetRel));
  const sheet = sheetTarget ? byName.get(partName(sheetTarget)) : undefined;
  if (!sheetTag || !sheet) throw new ImportFileError('The file has no worksheet.');
  const typed = (kind: string) => {
    const target = targetOf(relation((tag) => (attribute(tag, /Type/) ?? '').endsWith(`/${kind}`)));
    return target ? byName.get(partName(target)) : undefined;
  };
  const strings = typed('sharedStrings');
  const styles = typed('styles');
  const parts: CheckedEntry[] = [
    rels,
    workbook,
    // Without shared strings the reader would park the worksheet in a temporary file: an empty table instead.
    { name: 'xl/sharedStrings.xml', crc32: strings?.crc32 ?? 0, data: strings?.data ?? Buffer.from('<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>') },
    ...(styles ? [{ ...styles, name: 'xl/styles.xml' }] : []),
    { ...sheet, name: 'xl/worksheets/sheet1.xml' },
  ];
  return { archive: storedArchive(parts), name: attribute(sheetTag, /name/) ?? 'Sheet1' };
};

/**
 * Reads the first worksheet of a guarded xlsx into payment rows (empty rows skipped), in one pass of
 * exceljs's streaming reader over the guard's own copy of the parts: the cells are turned into payment
 * rows as they are read, and a file with too many rows stops at the first row too many.
 */
export const readWorkbook = async (buf: Buffer): Promise<ParsedSheet> => {
  const { archive, name } = firstSheetArchive(guardXlsx(buf));
  const columns = new Map<string, string>();
  const byIndex = new Map<number, string>();
  const rows: SheetRow[] = [];
  let headerSeen = false;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([archive]), {
      sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore',
    });
    for await (const worksheet of reader) {
      for await (const r of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (!headerSeen) {
          headerSeen = true;
          if (r.number !== 1) break;
          r.eachCell((cell, col) => {
            const field = HEADER_FIELDS.get(normaliseHeader(cellText(cell).text));
            if (field && !columns.has(field)) {
              columns.set(field, columnLetter(col));
              byIndex.set(col, field);
            }
          });
          if (REQUIRED_HEADERS.some((f) => !columns.has(f))) break;
          continue;
        }
        const values = new Map<string, string>();
        const cellErrors = new Map<string, string>();
        for (const [col, field] of byIndex) {
          const { text, error } = cellText(r.getCell(col));
          if (text) values.set(field, text);
          if (error) cellErrors.set(columnLetter(col), error);
        }
        if (values.size === 0 && cellErrors.size === 0) continue;
        rows.push({ row: r.number, values, cellErrors });
        if (rows.length > IMPORT_LIMITS.maxRows) throw new ImportFileError(`The file may not have more than ${IMPORT_LIMITS.maxRows.toLocaleString('en')} rows.`);
      }
    }
  } catch (e) {
    if (e instanceof ImportFileError) throw e;
    throw new ImportFileError('The file is not a valid xlsx file.');
  }
  const missing = REQUIRED_HEADERS.filter((f) => !columns.has(f));
  if (missing.length) {
    const names = missing.map((f) => TEMPLATE_COLUMNS.find((c) => c.field === f)?.header ?? f).join(', ');
    throw new ImportFileError(`The first row must hold the template headers (missing: ${names}).`);
  }
  if (rows.length === 0) throw new ImportFileError('The file has no payment rows.');
  return { sheet: name, columns, rows };
};
