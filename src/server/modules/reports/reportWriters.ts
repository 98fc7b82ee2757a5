import fs from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { ReportFormat } from '../../../contract/enums';
import { pdfSafe } from '../../pdf/layout';
import { type ReportCell, type ReportColumn, plainCell } from './reportRows';
import { csvLine, safeCell } from './safeCell';

/** Rows go in one at a time; close() finishes the file. */
export type ReportWriter = { row: (cells: readonly ReportCell[]) => Promise<void>; close: () => Promise<void> };

const writeChunk = async (out: fs.WriteStream, chunk: string): Promise<void> => {
  if (!out.write(chunk)) await once(out, 'drain');
};

const finish = async (out: fs.WriteStream): Promise<void> => {
  out.end();
  await once(out, 'finish');
};

const csvWriter = async (file: string, columns: readonly ReportColumn[]): Promise<ReportWriter> => {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  // A BOM so that spreadsheet programs read the names as UTF-8.
  await writeChunk(out, `\uFEFF${csvLine(columns.map((c) => c.header))}`);
  return { row: (cells) => writeChunk(out, csvLine(cells.map(plainCell))), close: () => finish(out) };
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

/** Timestamps are written as UTC date-times (the header says so). */
export const TIMESTAMP_FORMAT = 'yyyy-mm-dd hh:mm';

type SheetCell = { value: string | number | Date | null; numFmt?: string; right?: boolean };

const sheetCell = (c: ReportCell): SheetCell => {
  // Text cells are escaped like CSV ones: a file opened elsewhere must not run formulas either.
  if (c === null || typeof c === 'number') return { value: c };
  if (typeof c === 'string') return { value: safeCell(c) };
  if (c.kind === 'label') return { value: safeCell(c.label) };
  if (c.kind === 'timestamp') {
    const at = new Date(c.text);
    return Number.isNaN(at.getTime()) ? { value: safeCell(c.text) } : { value: at, numFmt: TIMESTAMP_FORMAT };
  }
  const n = sheetNumber(c.text);
  return n === null ? { value: safeCell(c.text), right: true } : { value: n, numFmt: amountFormat(c.decimals) };
};

const xlsxWriter = async (file: string, columns: readonly ReportColumn[], title: string): Promise<ReportWriter> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Kontor';
  const sheet = workbook.addWorksheet(title.slice(0, 31).replace(/[\\/*?:[\]]/g, ' '), { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ width: c.width }));
  const header = sheet.addRow(columns.map((c) => c.sheetHeader ?? c.header));
  header.font = { bold: true };
  header.commit();
  return {
    row: async (cells) => {
      const typed = cells.map(sheetCell);
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

const pdfWriter = async (file: string, columns: readonly ReportColumn[], title: string): Promise<ReportWriter> => {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: pdfSafe(title), Creator: 'Kontor', Producer: 'Kontor' } });
  doc.pipe(out);
  doc.font('Helvetica-Bold').fontSize(12).text(pdfSafe(title)).moveDown(0.5);
  doc.font('Helvetica').fontSize(7);
  const line = (cells: readonly (string | number | null)[]) => doc.text(pdfSafe(cells.map((c) => (c === null ? '' : String(c))).join('  |  ')), { width: doc.page.width - 72 });
  doc.font('Helvetica-Bold');
  line(columns.map((c) => c.header));
  doc.font('Helvetica');
  return {
    row: async (cells) => {
      line(cells.map(plainCell));
    },
    close: async () => {
      doc.end();
      await once(out, 'finish');
    },
  };
};

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export const openReportWriter = (format: ReportFormat, file: string, columns: readonly ReportColumn[], title: string): Promise<ReportWriter> =>
  format === 'csv' ? csvWriter(file, columns) : format === 'xlsx' ? xlsxWriter(file, columns, title) : pdfWriter(file, columns, title);
