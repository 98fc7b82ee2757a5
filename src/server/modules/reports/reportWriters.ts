import fs from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { ReportFormat } from '../../../contract/enums';
import { pdfSafe } from '../../pdf/layout';
import { csvLine, safeCell } from './safeCell';

/** Rows go in one at a time; close() finishes the file. */
export type ReportWriter = { row: (cells: readonly (string | number | null)[]) => Promise<void>; close: () => Promise<void> };

const writeChunk = async (out: fs.WriteStream, chunk: string): Promise<void> => {
  if (!out.write(chunk)) await once(out, 'drain');
};

const finish = async (out: fs.WriteStream): Promise<void> => {
  out.end();
  await once(out, 'finish');
};

const csvWriter = async (file: string, header: readonly string[]): Promise<ReportWriter> => {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  // A BOM so that spreadsheet programs read the names as UTF-8.
  await writeChunk(out, `\uFEFF${csvLine(header)}`);
  return { row: (cells) => writeChunk(out, csvLine(cells)), close: () => finish(out) };
};

const xlsxWriter = async (file: string, header: readonly string[], title: string): Promise<ReportWriter> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(title.slice(0, 31).replace(/[\\/*?:[\]]/g, ' '));
  sheet.addRow([...header]).commit();
  // Text cells are escaped like CSV ones: a file opened elsewhere must not run formulas either.
  const cell = (v: string | number | null) => (typeof v === 'string' ? safeCell(v) : v);
  return {
    row: async (cells) => sheet.addRow(cells.map(cell)).commit(),
    close: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
};

const pdfWriter = async (file: string, header: readonly string[], title: string): Promise<ReportWriter> => {
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: pdfSafe(title), Creator: 'Kontor', Producer: 'Kontor' } });
  doc.pipe(out);
  doc.font('Helvetica-Bold').fontSize(12).text(pdfSafe(title)).moveDown(0.5);
  doc.font('Helvetica').fontSize(7);
  const line = (cells: readonly (string | number | null)[]) => doc.text(pdfSafe(cells.map((c) => (c === null ? '' : String(c))).join('  |  ')), { width: doc.page.width - 72 });
  doc.font('Helvetica-Bold');
  line(header);
  doc.font('Helvetica');
  return {
    row: async (cells) => {
      line(cells);
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

export const openReportWriter = (format: ReportFormat, file: string, header: readonly string[], title: string): Promise<ReportWriter> =>
  format === 'csv' ? csvWriter(file, header) : format === 'xlsx' ? xlsxWriter(file, header, title) : pdfWriter(file, header, title);
