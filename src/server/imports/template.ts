import ExcelJS from 'exceljs';

/**
 * The import template: one payment (an IBAN withdrawal) per row under a header row. Headers are
 * matched by name (case and spaces ignored), so columns may be reordered; unknown headers are
 * ignored. Errors are keyed by the column letter the header has in the uploaded file.
 */
export type TemplateColumn = { header: string; field: string; width: number; example: string; note: string };

export const TEMPLATE_COLUMNS: readonly TemplateColumn[] = [
  { header: 'Amount', field: 'amount', width: 12, example: '100.00', note: 'Decimal, in the account currency (at most the currency decimals).' },
  { header: 'Transfer Service', field: 'transfer_service', width: 16, example: 'sepa', note: 'sepa, swift, fps_chaps or israel.' },
  { header: 'Legal Type', field: 'customer_legal_type', width: 12, example: 'company', note: 'company (default) or individual.' },
  { header: 'Company Name', field: 'customer_name', width: 24, example: 'Example GmbH', note: 'Required for a company.' },
  { header: 'First Name', field: 'customer_first_name', width: 14, example: '', note: 'Required for an individual.' },
  { header: 'Last Name', field: 'customer_last_name', width: 14, example: '', note: 'Required for an individual.' },
  { header: 'IBAN', field: 'customer_iban', width: 28, example: 'DE89370400440532013000', note: 'Required for SEPA.' },
  { header: 'Account Number', field: 'customer_account', width: 16, example: '', note: 'Without an IBAN (SWIFT, FPS/CHAPS).' },
  { header: 'Sort Code', field: 'customer_sort_code', width: 10, example: '', note: 'FPS/CHAPS without an IBAN.' },
  { header: 'SWIFT/BIC', field: 'bank_swift', width: 12, example: '', note: 'Required for SWIFT.' },
  { header: 'Bank Name', field: 'bank_name', width: 20, example: '', note: 'Optional.' },
  { header: 'Country', field: 'customer_country', width: 9, example: 'DE', note: 'ISO code of the beneficiary country.' },
  { header: 'City', field: 'customer_city', width: 14, example: 'Berlin', note: 'Optional.' },
  { header: 'Address', field: 'customer_address', width: 24, example: '', note: 'Optional.' },
  { header: 'Reference Message', field: 'customer_ref_message', width: 28, example: 'Invoice 2026-001', note: 'At most 140 characters.' },
];

export const TEMPLATE_SHEET = 'Payments';
export const TEMPLATE_FILE_NAME = 'kontor-import-template.xlsx';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The normalised header → field lookup (a Map: no header can reach an object prototype). */
export const HEADER_FIELDS: ReadonlyMap<string, string> = new Map(TEMPLATE_COLUMNS.map((c) => [normaliseHeader(c.header), c.field]));

export function normaliseHeader(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** Column letters of a 1-based column number (1 → A, 27 → AA). */
export const columnLetter = (n: number): string => {
  let s = '';
  for (let v = n; v > 0; v = Math.floor((v - 1) / 26)) s = String.fromCharCode(65 + ((v - 1) % 26)) + s;
  return s;
};

/** The template: the header row, one example row and a second sheet explaining each column. */
export const templateWorkbook = async (): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kontor';
  const sheet = wb.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  sheet.columns = TEMPLATE_COLUMNS.map((c) => ({ header: c.header, key: c.field, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(TEMPLATE_COLUMNS.map((c) => [c.field, c.example])));
  const help = wb.addWorksheet('Columns');
  help.columns = [{ header: 'Column', key: 'header', width: 20 }, { header: 'Meaning', key: 'note', width: 70 }];
  help.getRow(1).font = { bold: true };
  for (const c of TEMPLATE_COLUMNS) help.addRow({ header: c.header, note: c.note });
  return Buffer.from(await wb.xlsx.writeBuffer());
};
