import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../../src/server/imports/readWorkbook';
import { MAX_PENDING_CHARS, XmlScanner } from '../../src/server/imports/xmlScan';
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

  describe('the XML of the parts, written by hand (what other spreadsheet programs may write)', () => {
    const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
    const TYPES = Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>');
    const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const xlsx = (p: { sheetData: string; strings?: string[]; styles?: string; date1904?: boolean; prolog?: string }) =>
      zip([
        { name: '[Content_Types].xml', data: TYPES },
        { name: 'xl/workbook.xml', data: Buffer.from(`<workbook ${NS}>${p.date1904 ? '<workbookPr date1904="1"/>' : ''}<sheets><sheet name="Pay &amp; Co" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
        { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/s.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="/xl/strings.xml"/><Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/></Relationships>`) },
        { name: 'xl/strings.xml', data: Buffer.from(`<sst ${NS}>${(p.strings ?? []).join('')}</sst>`) },
        { name: 'xl/styles.xml', data: Buffer.from(p.styles ?? `<styleSheet ${NS}><cellXfs count="1"><xf numFmtId="0"/></cellXfs></styleSheet>`) },
        { name: 'xl/worksheets/s.xml', data: Buffer.from(`${p.prolog ?? '<?xml version="1.0" encoding="UTF-8"?>'}<worksheet ${NS}><sheetData>${p.sheetData}</sheetData></worksheet>`) },
      ]);
    const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>Amount</t></is></c><c r="B1" t="inlineStr"><is><t>Transfer Service</t></is></c><c r="C1" t="s"><v>0</v></c></row>';
    const strings = ['<si><t>Company Name</t></si>'];

    it('reads shared and inline strings (rich runs joined, phonetic guides left out), entities, CDATA and _xHHHH_ escapes', async () => {
      const sheet = await readWorkbook(xlsx({
        strings: [...strings, '<si><r><t>Rich </t></r><r><rPr><b/></rPr><t>Payee</t></r><rPh sb="0" eb="1"><t>ruby</t></rPh></si>', '<si><t>A &amp; B_x000D_C</t></si>'],
        sheetData: `${header}<row r="2"><c r="A2"><v>12.5</v></c><c r="B2" t="inlineStr"><is><r><t>se</t></r><r><t>pa</t></r></is></c><c r="C2" t="s"><v>1</v></c></row>`
          + '<row r="3"><c r="A3" t="str"><v>&#49;0.00</v></c><c r="B3" t="inlineStr"><is><t><![CDATA[sepa]]></t></is></c><c r="C3" t="s"><v>2</v></c></row>',
      }));
      expect(sheet.sheet).toBe('Pay & Co');
      expect(sheet.rows.map((r) => Object.fromEntries(r.values))).toEqual([
        { amount: '12.5', transfer_service: 'sepa', customer_name: 'Rich Payee' },
        { amount: '10.00', transfer_service: 'sepa', customer_name: 'A & B\rC' },
      ]);
    });

    it('gives every shared string back exactly (kept as UTF-8 bytes): non-ASCII text, characters outside the BMP, a lone surrogate, empty strings, indexes out of range', async () => {
      const texts = ['Ünïcødé Zürich', '東京 株式会社', 'Emoji \u{1F600} GmbH', '', 'Plain'];
      const sheet = await readWorkbook(xlsx({
        strings: [...strings, ...texts.map((t) => `<si><t>${t}</t></si>`), '<si><t>Odd _xD800_ one</t></si>', '<si><t>&#x1F601;</t></si>'],
        sheetData: `${header}${[1, 2, 3, 4, 5, 6, 7, 99, -1].map((s, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>1</v></c><c r="B${i + 2}" t="inlineStr"><is><t>sepa</t></is></c><c r="C${i + 2}" t="s"><v>${s}</v></c></row>`).join('')}`,
      }));
      // An empty text is no value (as an empty cell), an index the table does not have reads as empty.
      expect(sheet.rows.map((r) => r.values.get('customer_name'))).toEqual([...texts.map((t) => t || undefined), 'Odd \uD800 one', '\u{1F601}', undefined, undefined]);
    });

    it('reads dates by their number format (built-in and custom, cell, row or column style; 1900 and 1904 systems), t="d" dates and booleans', async () => {
      const styles = `<styleSheet ${NS}><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="4"/></cellXfs></styleSheet>`;
      const rows = (r: number, a: string) => `<row r="${r}">${a}<c r="B${r}" t="inlineStr"><is><t>sepa</t></is></c></row>`;
      const sheet = await readWorkbook(xlsx({
        strings, styles,
        sheetData: header + rows(2, '<c r="A2" s="1"><v>46159</v></c>') + rows(3, '<c r="A3" s="2"><v>46159</v></c>') + rows(4, '<c r="A4" s="3"><v>46159</v></c>')
          + '<row r="5" s="2" customFormat="1"><c r="A5"><v>46159</v></c><c r="B5" t="inlineStr"><is><t>sepa</t></is></c></row>'
          + rows(6, '<c r="A6" t="d"><v>2026-05-17T00:00:00Z</v></c>') + rows(7, '<c r="A7" t="b"><v>1</v></c>'),
      }));
      expect(sheet.rows.map((r) => r.values.get('amount'))).toEqual(['2026-05-17', '2026-05-17', '46159', '2026-05-17', '2026-05-17', 'true']);
      const in1904 = await readWorkbook(xlsx({ strings, styles, date1904: true, sheetData: header + rows(2, '<c r="A2" s="1"><v>44697</v></c>') }));
      expect(in1904.rows[0]?.values.get('amount')).toBe('2026-05-17');
    });

    it('takes cells and rows without a reference as the next ones, and refuses rows out of order', async () => {
      const sheet = await readWorkbook(xlsx({ strings, sheetData: `${header}<row><c><v>7</v></c><c t="inlineStr"><is><t>swift</t></is></c></row>` }));
      expect(sheet.rows).toEqual([{ row: 2, values: new Map([['amount', '7'], ['transfer_service', 'swift']]), cellErrors: new Map() }]);
      await expect(readWorkbook(xlsx({ strings, sheetData: `${header}<row r="3"><c r="A3"><v>1</v></c></row><row r="2"><c r="A2"><v>1</v></c></row>` }))).rejects.toThrow(/not a valid xlsx/);
    });

    it('refuses a document type declaration (no entity is ever declared or expanded) and unknown entities', async () => {
      const bomb = '<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>';
      await expect(readWorkbook(xlsx({ strings, prolog: bomb, sheetData: `${header}<row r="2"><c r="A2" t="inlineStr"><is><t>&b;</t></is></c></row>` }))).rejects.toThrow(ImportFileError);
      await expect(readWorkbook(xlsx({ strings, sheetData: `${header}<row r="2"><c r="A2" t="inlineStr"><is><t>&b;</t></is></c><c r="B2" t="inlineStr"><is><t>sepa</t></is></c></row>` }))).rejects.toThrow(/not a valid xlsx/);
    });

    it('refuses a tag, comment or text that never ends instead of keeping and rescanning it on every chunk', () => {
      const open = () => undefined;
      const handler = { open, close: open, text: open };
      // 64 KiB chunks of an attribute whose quote never closes: refused once more than MAX_PENDING_CHARS
      // wait, long before the 16 MiB the part would hold.
      for (const start of ['<c r="A1" s="', '<!-- ', '<t>']) {
        const scanner = new XmlScanner(handler);
        const chunk = 'a'.repeat(1 << 16);
        let fed = 0;
        expect(() => {
          scanner.feed(`<worksheet>${start}`, false);
          for (; fed < 256; fed += 1) scanner.feed(chunk, false);
        }).toThrow(ImportFileError);
        expect(fed * chunk.length).toBeLessThanOrEqual(MAX_PENDING_CHARS);
      }
      // A long cell text (Excel's limit is 32,767 characters) across many small chunks is still read.
      const texts: string[] = [];
      const reader = new XmlScanner({ open, close: open, text: (raw) => void texts.push(raw) });
      reader.feed('<t>', false);
      for (let i = 0; i < 32; i += 1) reader.feed('b'.repeat(1024), false);
      reader.feed('</t>', true);
      expect(texts.join('')).toHaveLength(32 * 1024);
    });
  });
});
