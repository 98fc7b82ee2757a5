import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../../src/contract/entities';
import { exportRows } from '../../../../src/portal/lists/exportValue';
import { csvField, escapeSpreadsheetText, toCsv } from '../../../../src/portal/lists/spreadsheetCell';
import { buildXlsx } from '../../../../src/portal/lists/spreadsheetFile';

describe('spreadsheet cells', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+49 30 123', `'+49 30 123`],
    ['-cmd|calc', `'-cmd|calc`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1+1', `'\t=1+1`],
    ['ACME GmbH', 'ACME GmbH'],
    ['-12.50', '-12.50'],
    ['1234.56', '1234.56'],
    ['-1+2', `'-1+2`],
  ])('escapes %j', (input, expected) => {
    expect(escapeSpreadsheetText(input)).toBe(expected);
  });

  it('quotes CSV fields with separators, quotes and line breaks after escaping', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    expect(toCsv([['h1', 'h2'], ['=x', 'y\nz']])).toBe(`h1,h2\r\n'=x,"y\nz"\r\n`);
  });
});

const tx = (over: Partial<Transaction>): Transaction => ({
  id: 1, name: 'KTR-2026-000001', type_id: 'withdrawal', status: 'approved', readable_status: 'Completed', bank_account_id: 3, from_account_id: 3, to_account_id: null,
  company_id: 1, currency: 'EUR', remitter_name: 'Acme', beneficiary_name: 'Bob', amount: '100.00', fee_amount: '1.00', balance: '900.00', source_reference: 'KTR-2026-000001',
  fee_description: null, fee_related_transaction: null, ref_message: null, transmission_protocol_id: 'SEPA', transfer_service: 'sepa', source_id: null,
  log_created_at: '2026-06-01T10:00:00.000Z', created_at: '2026-06-01T09:00:00.000Z', ...over,
});

describe('transaction export', () => {
  const rows = exportRows([tx({ beneficiary_name: '=cmd|" /C calc"!A0', ref_message: '@evil' })], ['id', 'beneficiary_name', 'amount', 'ref_message', 'actions'], (c) => c.toUpperCase());

  it('has the header, the currency next to the amount and no actions column', () => {
    expect(rows[0]).toEqual(['ID', 'BENEFICIARY_NAME', 'AMOUNT', 'CURRENCY', 'REF_MESSAGE']);
    expect(rows[1]).toEqual(['1', '=cmd|" /C calc"!A0', '100.00', 'EUR', '@evil']);
  });

  it('writes an xlsx whose cells are text, formulas escaped, amounts exact', async () => {
    const buffer = await buildXlsx(rows, 'Approved Transactions');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    const sheet = book.getWorksheet('Approved Transactions');
    expect(sheet?.getRow(2).values).toEqual([undefined, '1', `'=cmd|" /C calc"!A0`, '100.00', 'EUR', `'@evil`]);
    for (let c = 1; c <= 5; c += 1) expect(sheet?.getRow(2).getCell(c).type).toBe(ExcelJS.ValueType.String);
  });
});
