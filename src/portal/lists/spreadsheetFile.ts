import { escapeSpreadsheetText, toCsv } from './spreadsheetCell';

export type ExportFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An xlsx workbook of the rows; exceljs is loaded only when someone exports (it is large). */
export const buildXlsx = async (rows: readonly (readonly string[])[], sheetName: string): Promise<ArrayBuffer> => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  // Every cell is written as text: escaped formulas stay text, amounts keep their exact decimals.
  for (const row of rows) sheet.addRow(row.map(escapeSpreadsheetText));
  sheet.getRow(1).font = { bold: true };
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
};

/** The export as a Blob of the chosen format. */
export const spreadsheetBlob = async (rows: readonly (readonly string[])[], format: ExportFormat, sheetName: string): Promise<Blob> =>
  format === 'csv'
    ? new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' })
    : new Blob([await buildXlsx(rows, sheetName)], { type: XLSX_TYPE });

/** Hands a Blob to the browser as a download. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
