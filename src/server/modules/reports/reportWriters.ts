import fs from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type { ReportFormat } from '../../../contract/enums';
import { SHEET_DATE_FORMATS, wallClock } from '../../readerTexts/reader';
import { type ReportCell, type ReportColumn, plainCell, reportCells } from './reportCells';
import { csvLine, safeCell } from './safeCell';
import type { ReportWriter, StatementDocument } from './statementDocument';
import type { StatementLine } from './statementLines';
import { statementPdfWriter } from './statementPdfRows';


const writeChunk = async (out: fs.WriteStream, chunk: string): Promise<void> => {
  if (!out.write(chunk)) await once(out, 'drain');
};

const finish = async (out: fs.WriteStream): Promise<void> => {
  out.end();
  await once(out, 'finish');
};

const cellsOf = (line: StatementLine, doc: StatementDocument): ReportCell[] => reportCells(line, doc.account, doc.texts, doc.reader);

const csvWriter = async (file: string, doc: StatementDocument): Promise<ReportWriter> => {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  // A BOM so that spreadsheet programs read the names as UTF-8.
  await writeChunk(out, `\uFEFF${csvLine(doc.columns.map((c) => c.header))}`);
  return { row: (line) => writeChunk(out, csvLine(cellsOf(line, doc).map(plainCell))), close: () => finish(out) };
};

/** Excel keeps 15 significant digits of a number: up to that, the cell's number is the exact amount. */
const EXCEL_DIGITS = 15;

/**
 * The number of a canonical decimal string for a spreadsheet cell, or null when the cell could not
 * hold it exactly (more than 15 significant digits, e.g. a very large crypto amount with its 8
 * decimals): such an amount stays text, with every digit. The float is made only here, from the
 * exact string; nothing is computed with it.
 */
export const sheetNumber = (decimal: string): number | null => {
  const m = /^-?(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!m) return null;
  const significant = `${m[1]}${m[2] ?? ''}`.replace(/^0+/, '').replace(/0+$/, '');
  return significant.length <= EXCEL_DIGITS ? Number(decimal) : null;
};

/** The number format showing a currency's decimals: 2 → #,##0.00, 8 → #,##0.00000000. */
export const amountFormat = (decimals: number): string => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');

type SheetCell = { value: string | number | Date | null; numFmt?: string; right?: boolean };

/**
 * A cell as a spreadsheet holds it. A time is the wall clock of the reader's time zone (the header
 * names it: a spreadsheet date has no zone), shown in the reader's order of day, month and year.
 */
const sheetCell = (c: ReportCell, doc: StatementDocument): SheetCell => {
  // Text cells are escaped like CSV ones: a file opened elsewhere must not run formulas either.
  if (c === null || typeof c === 'number') return { value: c };
  if (typeof c === 'string') return { value: safeCell(c) };
  if (c.kind === 'timestamp') {
    const at = new Date(c.iso);
    return Number.isNaN(at.getTime()) ? { value: safeCell(c.text) } : { value: wallClock(at, doc.reader.timeZone), numFmt: SHEET_DATE_FORMATS[doc.reader.language] };
  }
  const n = sheetNumber(c.text);
  return n === null ? { value: safeCell(c.text), right: true } : { value: n, numFmt: amountFormat(c.decimals) };
};

const xlsxWriter = async (file: string, doc: StatementDocument): Promise<ReportWriter> => {
  const columns: readonly ReportColumn[] = doc.columns;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Kontor';
  const sheet = workbook.addWorksheet(doc.title.slice(0, 31).replace(/[\\/*?:[\]]/g, ' '), { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ width: c.width }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  return {
    row: async (line) => {
      const typed = cellsOf(line, doc).map((c) => sheetCell(c, doc));
      const row = sheet.addRow(typed.map((s) => s.value));
      typed.forEach((s, i) => {
        if (s.numFmt) row.getCell(i + 1).numFmt = s.numFmt;
        if (s.right) row.getCell(i + 1).alignment = { horizontal: 'right' };
      });
      row.commit();
    },
    close: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
};

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The writer of a report's format: CSV and xlsx take every column, the PDF a statement's table (statementPdfRows.ts). */
export const openReportWriter = (format: ReportFormat, file: string, doc: StatementDocument): Promise<ReportWriter> =>
  format === 'csv' ? csvWriter(file, doc) : format === 'xlsx' ? xlsxWriter(file, doc) : statementPdfWriter(file, doc);
