import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../../src/server/imports/readWorkbook';
import { ImportFileError } from '../../src/server/imports/zipGuard';
import { bigWorkbook, HEADERS, sepaRow, workbook, zip } from './importFixtures';

// The import reader (issue 14: one streaming pass over the guard's own copy of the parts). What a
// person's file says must come out the same as with exceljs's whole-workbook reader it replaced.

const read = async (wb: ExcelJS.Workbook) => readWorkbook(Buffer.from(await wb.xlsx.writeBuffer()));

describe('readWorkbook', () => {
  it('reads the first worksheet (the first tab), names errors by its name, and never reads the others', async () => {
    const wb = new ExcelJS.Workbook();
    const first = wb.addWorksheet('Zahlungen März');
    first.addRow(HEADERS);
    first.addRow(sepaRow(1, '12.50'));
    const other = wb.addWorksheet('Notes');
    other.addRow(HEADERS);
    for (let i = 0; i < 20; i += 1) other.addRow(sepaRow(100 + i, '1.00'));
    const sheet = await read(wb);
    expect(sheet.sheet).toBe('Zahlungen März');
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0]?.values.get('amount')).toBe('12.50');
    expect(sheet.rows[0]?.values.get('customer_name')).toBe('Payee 1 GmbH');
    expect([...sheet.columns.entries()].slice(0, 2)).toEqual([['amount', 'A'], ['transfer_service', 'B']]);
  });

  it('turns rich text, hyperlinks, numbers and booleans into their text, keeps row numbers and skips empty rows', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Payments');
    ws.addRow(HEADERS);
    ws.addRow(sepaRow(1, '10.00'));
    ws.addRow([]);
    ws.addRow(sepaRow(2, '11.00'));
    ws.getCell('A4').value = 11.25;
    ws.getCell('D4').value = { richText: [{ text: 'Rich ' }, { text: 'Payee', font: { bold: true } }] };
    ws.getCell('G4').value = { text: 'Invoice link', hyperlink: 'https://example.test/i/2' };
    const sheet = await read(wb);
    expect(sheet.rows.map((r) => r.row)).toEqual([2, 4]);
    expect(sheet.rows[1]?.values.get('amount')).toBe('11.25');
    expect(sheet.rows[1]?.values.get('customer_name')).toBe('Rich Payee');
    expect(sheet.rows[1]?.values.get('customer_ref_message')).toBe('Invoice link');
  });

  it('reads a date typed into the amount column as a date, never as its serial number', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Payments');
    ws.addRow(HEADERS);
    ws.addRow(sepaRow(1, '10.00'));
    ws.getCell('A2').value = new Date(Date.UTC(2026, 4, 17));
    ws.getCell('A2').numFmt = 'dd.mm.yyyy';
    const sheet = await read(wb);
    expect(sheet.rows[0]?.values.get('amount')).toBe('2026-05-17');
  });

  it('marks formulas and error cells by their column', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Payments');
    ws.addRow(HEADERS);
    ws.addRow(sepaRow(1, '10.00'));
    ws.getCell('A2').value = { formula: 'B9*3', result: 30 };
    ws.getCell('D2').value = { error: '#REF!' };
    const sheet = await read(wb);
    expect(Object.fromEntries(sheet.rows[0]?.cellErrors ?? [])).toEqual({ A: 'Formulas are not allowed: enter the value itself.', D: 'The cell holds the error #REF!.' });
  });

  it('refuses a first row without the template headers, a sheet without payment rows, and a workbook that names no worksheet', async () => {
    await expect(readWorkbook(await workbook([sepaRow(1, '1.00')], ['Betrag', 'Dienst']))).rejects.toThrow(/missing: Amount, Transfer Service/);
    await expect(readWorkbook(await workbook([]))).rejects.toThrow(/no payment rows/);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Payments');
    ws.getCell('A3').value = 'Amount';
    ws.getCell('B3').value = 'Transfer Service';
    ws.addRow(sepaRow(1, '1.00'));
    await expect(read(wb)).rejects.toThrow(/first row must hold the template headers/);
    const CONTENT_TYPES = Buffer.from('<Types><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>');
    const empty = zip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook><sheets/></workbook>') },
      { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from('<Relationships/>') },
    ]);
    await expect(readWorkbook(empty)).rejects.toThrow(ImportFileError);
    await expect(readWorkbook(empty)).rejects.toThrow(/no worksheet/);
  });

  it('reads the parts the zip directory lists, not a part smuggled in between that only a streaming reader would see', async () => {
    const honest = await workbook([sepaRow(1, '10.00')]);
    // A stored local entry named like the worksheet, placed before the central directory but not listed in it.
    const smuggled = Buffer.from('<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Amount</t></is></c><c r="B1" t="inlineStr"><is><t>Transfer Service</t></is></c></row><row r="2"><c r="A2"><v>999999</v></c><c r="B2" t="inlineStr"><is><t>sepa</t></is></c></row></sheetData></worksheet>');
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(smuggled.length, 18);
    local.writeUInt32LE(smuggled.length, 22);
    local.writeUInt16LE(name.length, 26);
    const end = honest.length - 22;
    const directoryAt = honest.readUInt32LE(end + 16);
    const insert = Buffer.concat([local, name, smuggled]);
    const eocd = Buffer.from(honest.subarray(end));
    eocd.writeUInt32LE(directoryAt + insert.length, 16);
    const hostile = Buffer.concat([honest.subarray(0, directoryAt), insert, honest.subarray(directoryAt, end), eocd]);
    const sheet = await readWorkbook(hostile);
    expect(sheet.rows.map((r) => r.values.get('amount'))).toEqual(['10.00']);
  });

  it('reads 100,000 payment rows and stops at the first row too many', async () => {
    const limit = await readWorkbook(await bigWorkbook(100_000, (i) => [i + 1, 'sepa'], ['Amount', 'Transfer Service']));
    expect(limit.rows).toHaveLength(100_000);
    expect(limit.rows.at(-1)).toMatchObject({ row: 100_001 });
    expect(limit.rows.at(-1)?.values.get('amount')).toBe('100000');
    await expect(readWorkbook(await bigWorkbook(100_001, () => [1, 'sepa'], ['Amount', 'Transfer Service']))).rejects.toThrow(/more than 100,000 rows/);
  }, 120_000);
});
