import ExcelJS from 'exceljs';
import type { ParsedSheet } from '../../imports/readWorkbook';
import { TEMPLATE_COLUMNS } from '../../imports/template';
import { type FileStore, newKey } from '../../storage/fileStore';
import { safeCell } from '../reports/safeCell';

/** Import files live in the file store (KONTOR_FILE_STORAGE), one folder per company, under names nobody can guess. */
export const storeImportFile = async (files: FileStore, companyId: number, suffix: string, content: Buffer): Promise<string> => {
  const key = newKey(`imports/${companyId}`, `${suffix}.xlsx`);
  await files.put(key, content);
  return key;
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
