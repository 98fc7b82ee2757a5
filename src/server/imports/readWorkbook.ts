import { StringDecoder } from 'node:string_decoder';
import { columnLetter, HEADER_FIELDS, normaliseHeader, TEMPLATE_COLUMNS } from './template';
import { attributeOf, decodeEntities, decodeOoxmlEscapes, eachAttribute, XmlScanner } from './xmlScan';
import { columnOf, partName, readDateStyles, readSharedStrings, serialDate, tagsOf } from './workbookParts';
import { type CheckedEntry, guardXlsx, IMPORT_LIMITS, ImportFileError } from './zipGuard';

/** One payment row of the sheet: text values per template field, and cell-level errors found while reading. */
export type SheetRow = { row: number; values: Map<string, string>; cellErrors: Map<string, string> };

export type ParsedSheet = {
  sheet: string;
  /** Template field → column letter in this file. */
  columns: Map<string, string>;
  rows: SheetRow[];
};

/**
 * A worksheet opened for reading: its name and header columns are known, the payment rows come one
 * at a time (`rows()`, once), so a caller can work through a large file without holding every row.
 * A file-level problem found later (no payment row at all) is thrown by the iteration.
 */
export type OpenedSheet = Omit<ParsedSheet, 'rows'> & { rows: () => Generator<SheetRow, void, undefined> };

export const FORMULA_MESSAGE = 'Formulas are not allowed: enter the value itself.';
const NOT_A_NUMBER = 'The value is not a number.';
const INVALID = 'The file is not a valid xlsx file.';
const REQUIRED_HEADERS = ['amount', 'transfer_service'];


type Cell = { col: number; style: number; type: string; formula: boolean; value: string | null; inline: string | null };
type Result = { text: string; error?: string };

/**
 * Reads the first worksheet (the workbook's first tab) of a guarded xlsx. The guard (zipGuard.ts) has
 * already inflated every part within its limits; this reads the workbook, its relationships, the
 * shared strings and the styles, then the worksheet itself, a megabyte of XML at a time.
 *
 * What a cell says: formulas are refused rather than trusted (their cached result is whatever the file
 * says, not what Excel would compute), shared and inline strings (rich text joined) give their text
 * trimmed, numbers their shortest decimal form, numbers in a date format and `t="d"` cells their
 * date `YYYY-MM-DD`, booleans `true`/`false`, error cells name their error.
 */
export const openWorkbook = (buf: Buffer): OpenedSheet => {
  const entries = guardXlsx(buf);
  const byName = new Map(entries.map((e): [string, CheckedEntry] => [e.name, e]));
  const workbook = byName.get('xl/workbook.xml');
  const rels = byName.get('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw new ImportFileError('The file must be an xlsx workbook.');
  const relations = tagsOf(rels.data, new Set(['Relationship'])).map((r) => ({ id: attributeOf(r.tag, 'Id'), type: attributeOf(r.tag, 'Type') ?? '', target: attributeOf(r.tag, 'Target') }));
  const workbookTags = tagsOf(workbook.data, new Set(['sheet', 'workbookPr']));
  const sheetTag = workbookTags.find((t) => t.name === 'sheet')?.tag;
  let sheetRel: string | undefined;
  if (sheetTag) eachAttribute(sheetTag, (name, raw) => (name.endsWith(':id') ? ((sheetRel = decodeEntities(raw)), false) : true));
  const sheetTarget = relations.find((r) => r.id !== undefined && r.id === sheetRel)?.target;
  const sheetPart = sheetTarget ? byName.get(partName(sheetTarget)) : undefined;
  if (!sheetTag || !sheetPart) throw new ImportFileError('The file has no worksheet.');
  const typed = (kind: string) => {
    const target = relations.find((r) => r.type.endsWith(`/${kind}`))?.target;
    return target ? byName.get(partName(target))?.data : undefined;
  };
  const date1904Attr = workbookTags.find((t) => t.name === 'workbookPr')?.tag;
  const date1904 = date1904Attr ? ['1', 'true'].includes(attributeOf(date1904Attr, 'date1904') ?? '') : false;
  const strings = readSharedStrings(typed('sharedStrings'));
  const dateStyles = readDateStyles(typed('styles'));
  // The worksheet's bytes, let go (with the shared strings) once its rows are read.
  let data = sheetPart.data;
  // Only the worksheet's bytes are needed from here on: the other parts can go while its rows are read.
  byName.clear();
  entries.length = 0;

  const valueOf = (c: Cell): Result => {
    if (c.formula) return { text: '', error: FORMULA_MESSAGE };
    if (c.type === 'inlineStr' && c.inline !== null) return { text: decodeOoxmlEscapes(c.inline).trim() };
    if (c.value === null) return { text: '' };
    switch (c.type) {
      case 's':
        return { text: (strings.get(Number.parseInt(c.value, 10)) ?? '').trim() };
      case 'str':
      case 'inlineStr':
        return { text: decodeOoxmlEscapes(c.value).trim() };
      case 'e':
        return { text: '', error: `The cell holds the error ${c.value}.` };
      case 'b':
        return { text: Number.parseInt(c.value, 10) !== 0 ? 'true' : 'false' };
      case 'd': {
        const d = new Date(c.value.trim());
        return Number.isFinite(d.getTime()) ? { text: d.toISOString().slice(0, 10) } : { text: '', error: NOT_A_NUMBER };
      }
      default: {
        const n = Number.parseFloat(c.value);
        if (!Number.isFinite(n)) return { text: '', error: NOT_A_NUMBER };
        if (dateStyles[c.style] === true) {
          const date = serialDate(n, date1904);
          return date === null ? { text: '', error: NOT_A_NUMBER } : { text: date };
        }
        return { text: String(n) };
      }
    }
  };

  // The worksheet, scanned a chunk at a time; finished rows wait in `ready` until they are taken.
  const columns = new Map<string, string>();
  const byIndex = new Map<number, string>();
  const ready: SheetRow[] = [];
  let headerDone = false;
  let headerRefused = false;
  let inSheetData = false;
  let rowNumber = 0;
  let rowStyle = -1;
  let rowCells: { col: number; result: Result }[] | null = null;
  let lastCol = 0;
  let cell: Cell | null = null;
  let capture: 'value' | 'inline' | 'formula' | null = null;
  let inInline = false;
  let phonetic = 0;
  let columnStyles: { min: number; max: number; style: number }[] = [];
  let rowCount = 0;

  const finishRow = (cells: { col: number; result: Result }[]) => {
    if (!headerDone) {
      headerDone = true;
      if (rowNumber !== 1) {
        headerRefused = true;
        return;
      }
      for (const { col, result } of cells) {
        const field = HEADER_FIELDS.get(normaliseHeader(result.text));
        if (field && !columns.has(field)) {
          columns.set(field, columnLetter(col));
          byIndex.set(col, field);
        }
      }
      if (REQUIRED_HEADERS.some((f) => !columns.has(f))) headerRefused = true;
      return;
    }
    let values: Map<string, string> | null = null;
    let cellErrors: Map<string, string> | null = null;
    for (const { col, result } of cells) {
      const field = byIndex.get(col);
      if (field === undefined) continue;
      if (result.text) (values ??= new Map()).set(field, result.text);
      if (result.error) (cellErrors ??= new Map()).set(columnLetter(col), result.error);
    }
    if (values === null && cellErrors === null) return;
    rowCount += 1;
    if (rowCount > IMPORT_LIMITS.maxRows) throw new ImportFileError(`The file may not have more than ${IMPORT_LIMITS.maxRows.toLocaleString('en')} rows.`);
    ready.push({ row: rowNumber, values: values ?? new Map(), cellErrors: cellErrors ?? new Map() });
  };

  const scanner = new XmlScanner({
    open: (name, tag, selfClosing) => {
      if (!inSheetData) {
        if (name === 'sheetData') inSheetData = true;
        else if (name === 'col') {
          const min = Number(attributeOf(tag, 'min'));
          const max = Number(attributeOf(tag, 'max'));
          const style = Number(attributeOf(tag, 'style') ?? '-1');
          if (Number.isInteger(min) && Number.isInteger(max) && style >= 0) columnStyles.push({ min, max, style });
        } else if (name === 'cols') columnStyles = [];
        return;
      }
      if (name === 'row') {
        let r: string | undefined;
        let s: string | undefined;
        eachAttribute(tag, (n, raw) => {
          if (n === 'r') r = raw;
          else if (n === 's') s = raw;
        });
        const next = r === undefined ? rowNumber + 1 : Number.parseInt(r, 10);
        if (!Number.isInteger(next) || next <= rowNumber) throw new ImportFileError(INVALID);
        rowNumber = next;
        rowStyle = s === undefined ? -1 : Number.parseInt(s, 10);
        rowCells = [];
        lastCol = 0;
      } else if (name === 'c' && rowCells) {
        let ref: string | undefined;
        let s: string | undefined;
        let t = 'n';
        eachAttribute(tag, (n, raw) => {
          if (n === 'r') ref = raw;
          else if (n === 's') s = raw;
          else if (n === 't') t = raw;
        });
        const col = ref === undefined ? lastCol + 1 : columnOf(ref);
        if (col <= lastCol) throw new ImportFileError(INVALID);
        lastCol = col;
        const style = s !== undefined ? Number.parseInt(s, 10) : rowStyle >= 0 ? rowStyle : (columnStyles.find((c) => col >= c.min && col <= c.max)?.style ?? -1);
        cell = { col, style, type: t, formula: false, value: null, inline: null };
      } else if (cell) {
        if (name === 'f') {
          cell.formula = true;
          if (!selfClosing) capture = 'formula';
        } else if (name === 'v') {
          cell.value = '';
          capture = 'value';
        } else if (name === 'is') {
          inInline = true;
          cell.inline = '';
        } else if (name === 'rPh') phonetic += 1;
        else if (name === 't' && inInline && phonetic === 0) capture = 'inline';
      }
    },
    close: (name) => {
      if (!inSheetData) return;
      if (name === 'v' || name === 'f' || name === 't') capture = null;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'is') inInline = false;
      else if (name === 'c' && cell && rowCells) {
        // Only the columns the header names are ever looked at (and the header row's own cells).
        if (!headerDone || byIndex.has(cell.col)) rowCells.push({ col: cell.col, result: valueOf(cell) });
        cell = null;
        capture = null;
      } else if (name === 'row' && rowCells) {
        const cells = rowCells;
        rowCells = null;
        finishRow(cells);
        if (headerRefused) scanner.stop();
      } else if (name === 'sheetData') {
        inSheetData = false;
        scanner.stop();
      }
    },
    text: (raw, cdata) => {
      if (capture === null || !cell) return;
      const text = cdata ? raw : decodeEntities(raw);
      if (capture === 'value') cell.value += text;
      else if (capture === 'inline') cell.inline += text;
    },
  });

  const decoder = new StringDecoder('utf8');
  // 256 KiB of XML at a time: about a thousand rows wait to be taken, not the whole sheet.
  const CHUNK = 1 << 18;
  let at = 0;
  /** Scans the next chunk; false when the worksheet is done. */
  const step = (): boolean => {
    if (scanner.isStopped) return false;
    if (at >= data.length) {
      scanner.feed(decoder.end(), true);
      scanner.stop();
      return false;
    }
    scanner.feed(decoder.write(data.subarray(at, Math.min(data.length, at + CHUNK))), false);
    at += CHUNK;
    return true;
  };
  while (!headerDone && step());
  const missing = headerRefused || !headerDone ? REQUIRED_HEADERS.filter((f) => !columns.has(f)) : [];
  if (missing.length > 0 || headerRefused) {
    const names = (missing.length ? missing : REQUIRED_HEADERS).map((f) => TEMPLATE_COLUMNS.find((c) => c.field === f)?.header ?? f).join(', ');
    throw new ImportFileError(`The first row must hold the template headers (missing: ${names}).`);
  }

  let taken = false;
  function* rows(): Generator<SheetRow, void, undefined> {
    if (taken) throw new Error('The rows of an opened sheet can be read once.');
    taken = true;
    let seen = 0;
    for (;;) {
      if (ready.length > 0) {
        const batch = ready.splice(0);
        seen += batch.length;
        yield* batch;
      }
      if (!step() && ready.length === 0) break;
    }
    // A caller that keeps the opened sheet (its name and columns) does not keep the worksheet's text.
    data = Buffer.alloc(0);
    strings.clear();
    if (seen === 0) throw new ImportFileError('The file has no payment rows.');
  }
  return { sheet: attributeOf(sheetTag, 'name') ?? 'Sheet1', columns, rows };
};

/** Reads every payment row of the first worksheet (empty rows skipped) at once: see openWorkbook. */
export const readWorkbook = async (buf: Buffer): Promise<ParsedSheet> => {
  const opened = openWorkbook(buf);
  return { sheet: opened.sheet, columns: opened.columns, rows: [...opened.rows()] };
};
