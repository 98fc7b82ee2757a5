import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { ParsedSheet } from '../../imports/readWorkbook';
import { TEMPLATE_COLUMNS } from '../../imports/template';
import { type FileStore, newKey } from '../../storage/fileStore';
import { safeCell } from '../reports/safeCell';

/** Import files live in the file store (KONTOR_FILE_STORAGE), one folder per company, under names nobody can guess. */
export const storeImportFile = async (files: FileStore, companyId: number, suffix: string, content: Buffer, extension: 'xlsx' | 'xml' = 'xlsx'): Promise<string> => {
  const key = newKey(`imports/${companyId}`, `${suffix}.${extension}`);
  await files.put(key, content);
  return key;
};

/** One failed row of the errors file: its row number, the values the uploaded file held, and its messages. */
export type ErrorsFileRow = { row: number; values: ReadonlyMap<string, string>; messages: readonly string[] };

/** Rows go in one at a time, in row order; `close()` finishes the file. */
export type ErrorsFileWriter = { row: (r: ErrorsFileRow) => Promise<void>; close: () => Promise<void> };

/**
 * The uploaded sheet's name as the errors file's: at most 31 characters, without what Excel refuses in
 * a sheet name (a hand-made file may have it; the streaming writer does not check): * ? : \ / [ ] and
 * control characters become spaces, quotes at either end go, and an empty name or Excel's reserved
 * "History" becomes "Errors".
 */
export const errorsSheetName = (name: string): string => {
  const clean = name.replace(/[*?:\\/[\]\p{Cc}]/gu, ' ').slice(0, 31).trim().replace(/^'+|'+$/g, '').trim();
  return clean === '' || clean.toLowerCase() === 'history' ? 'Errors' : clean;
};

/**
 * The errors file, written with exceljs's streaming writer into `file` (a row is written out when it
 * is added, so memory does not grow with the rows): the failed rows with their values in the
 * template's columns and an Errors column (text cells, escaped). The values stay the text the uploaded
 * file held, amounts included: they are what is to be corrected, and a number cell could hide the
 * very error reported (0.001 shown as 0.00). Strings are written inline (shared strings would keep a
 * table of every text until the end).
 */
export const openErrorsFile = (file: string, sheet: Pick<ParsedSheet, 'sheet' | 'columns'>): ErrorsFileWriter => {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  wb.creator = 'Kontor';
  const ws = wb.addWorksheet(errorsSheetName(sheet.sheet), { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  const used = TEMPLATE_COLUMNS.filter((c) => sheet.columns.has(c.field));
  ws.columns = [{ width: 6 }, ...used.map((c) => ({ width: c.width })), { width: 60 }];
  const header = ws.addRow(['Row', ...used.map((c) => c.header), 'Errors']);
  header.font = { bold: true };
  header.commit();
  return {
    row: async (r) => {
      ws.addRow([r.row, ...used.map((c) => safeCell(r.values.get(c.field) ?? '')), safeCell(r.messages.join('\n'))]).commit();
    },
    close: async () => {
      ws.commit();
      await wb.commit();
    },
  };
};

/**
 * Writes the errors file of `rows` (in row order, read as they come) into the file store, through a
 * scratch file of this instance; answers its key, or null when there was no row.
 */
export const storeErrorsFile = async (files: FileStore, companyId: number, sheet: Pick<ParsedSheet, 'sheet' | 'columns'>, rows: AsyncIterable<ErrorsFileRow>): Promise<string | null> => {
  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'kontor-import-errors-'));
  try {
    const file = path.join(scratch, 'errors.xlsx');
    let writer: ErrorsFileWriter | null = null;
    for await (const r of rows) {
      writer ??= openErrorsFile(file, sheet);
      await writer.row(r);
    }
    if (!writer) return null;
    await writer.close();
    const key = newKey(`imports/${companyId}`, 'errors.xlsx');
    try {
      await files.putStream(key, fs.createReadStream(file));
    } catch (e) {
      await files.remove(key).catch(() => undefined);
      throw e;
    }
    return key;
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
};

/** The errors file of a sheet already read (small files, tests): see openErrorsFile. */
export const errorsWorkbook = async (sheet: ParsedSheet, failed: ReadonlyMap<number, string[]>): Promise<Buffer> => {
  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'kontor-import-errors-'));
  try {
    const file = path.join(scratch, 'errors.xlsx');
    const writer = openErrorsFile(file, sheet);
    for (const r of sheet.rows) {
      const messages = failed.get(r.row);
      if (messages) await writer.row({ row: r.row, values: r.values, messages });
    }
    await writer.close();
    return await fs.promises.readFile(file);
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
};
