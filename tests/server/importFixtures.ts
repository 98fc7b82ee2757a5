import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { iban } from './ledgerFixtures';

/** Fixtures of the import tests: multipart bodies, payment workbooks and hand-made (hostile) zips. */

export const HEADERS = ['Amount', 'Transfer Service', 'Legal Type', 'Company Name', 'IBAN', 'Country', 'Reference Message'];

/** A SEPA row paying a distinct German IBAN. */
export const sepaRow = (i: number, amount: string): (string | number)[] => [amount, 'sepa', 'company', `Payee ${i} GmbH`, iban('DE', `37040044${String(532013000 + i).padStart(10, '0')}`), 'DE', `Invoice ${i}`];

export const workbook = async (rows: unknown[][], headers: unknown[] = HEADERS, sheet = 'Payments'): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

/** A large workbook, written with exceljs's streaming writer (shared strings, as Excel writes them): much faster than addRow on a Workbook. */
export const bigWorkbook = async (count: number, rowOf: (i: number) => unknown[], headers: unknown[] = HEADERS): Promise<Buffer> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: true });
  const ws = wb.addWorksheet('Payments');
  ws.addRow(headers).commit();
  for (let i = 0; i < count; i += 1) ws.addRow(rowOf(i)).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
};

export const multipart = (fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }): { body: Buffer; headers: Record<string, string> } => {
  const boundary = `----kontor${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`));
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

type Entry = { name: string; data: Buffer; declaredSize?: number };

/** A zip written by hand, so a test can lie about sizes or pack a bomb. */
export const zip = (entries: Entry[]): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const packed = zlib.deflateRawSync(e.data);
    const crc = zlib.crc32(e.data);
    const size = e.declaredSize ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14); local.writeUInt32LE(packed.length, 18); local.writeUInt32LE(size, 22); local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16); central.writeUInt32LE(packed.length, 20); central.writeUInt32LE(size, 24); central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(entries.length, 8); end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
};

export const CONTENT_TYPES = Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>');

/** Reads an xlsx answer's first sheet as rows of text. */
export const sheetRows = async (content: Buffer): Promise<string[][]> => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(content as unknown as ExcelJS.Buffer);
  const out: string[][] = [];
  wb.worksheets[0]?.eachRow((r) => out.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
};
