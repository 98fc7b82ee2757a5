import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { ParsedSheet } from '../../imports/readWorkbook';
import { TEMPLATE_COLUMNS } from '../../imports/template';
import { safeCell } from '../reports/safeCell';

/** Import files live under the data folder, one folder per company, under names nobody can guess (mode 600). */
export const importsDir = (dataDir: string, companyId: number): string => path.join(dataDir, 'imports', String(companyId));

export const storeImportFile = (dataDir: string, companyId: number, suffix: string, content: Buffer): string => {
  const dir = importsDir(dataDir, companyId);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${crypto.randomBytes(12).toString('hex')}-${suffix}.xlsx`);
  fs.writeFileSync(file, content, { mode: 0o600 });
  return path.relative(dataDir, file);
};

/** The stored file, or null when it is missing or (never expected) outside the data folder. */
export const storedFile = (dataDir: string, relative: string | null): string | null => {
  if (!relative) return null;
  const root = path.resolve(dataDir);
  const file = path.resolve(root, relative);
  return file.startsWith(`${root}${path.sep}`) && fs.existsSync(file) ? file : null;
};

/**
 * The rows that failed, with their values in the template's columns and an Errors column (text cells,
 * escaped). The values stay the text the uploaded file held, amounts included: they are what is to
 * be corrected, and a number cell could hide the very error reported (0.001 shown as 0.00).
 */
export const errorsWorkbook = async (sheet: ParsedSheet, failed: ReadonlyMap<number, string[]>): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kontor';
  const ws = wb.addWorksheet(sheet.sheet.slice(0, 31) || 'Errors', { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  const used = TEMPLATE_COLUMNS.filter((c) => sheet.columns.has(c.field));
  ws.columns = [{ header: 'Row', key: '__row', width: 6 }, ...used.map((c) => ({ header: c.header, key: c.field, width: c.width })), { header: 'Errors', key: '__errors', width: 60 }];
  ws.getRow(1).font = { bold: true };
  for (const r of sheet.rows) {
    const messages = failed.get(r.row);
    if (!messages) continue;
    const cells: (string | number)[] = [r.row, ...used.map((c) => safeCell(r.values.get(c.field) ?? '')), safeCell(messages.join('\n'))];
    ws.addRow(cells);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
};
