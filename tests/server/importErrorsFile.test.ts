import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedSheet } from '../../src/server/imports/readWorkbook';
import { TEMPLATE_COLUMNS } from '../../src/server/imports/template';
import { errorsSheetName, errorsWorkbook } from '../../src/server/modules/imports/importFiles';
import { ERRORS_LISTED_ROWS, MORE_ERRORS_KEY } from '../../src/server/modules/imports/rowDrafts';
import { safeCell } from '../../src/server/modules/reports/safeCell';
import { verifyLedger } from '../../src/server/ledger/integrity';
import { forEachEngine, type TestApp } from './harness';
import { bigWorkbook, multipart, sepaRow, sheetRows } from './importFixtures';
import { api, fund } from './ledgerFixtures';
import { type Company, makeJobsApp, runJobs } from './reportingFixtures';

// The errors file is written with exceljs's streaming writer, a row at a time (issue 14, memory):
// the same content as the in-memory workbook it replaces, and a large import with most rows failing
// gets every failed row in its file while the lists in the answer and the record stay bounded.

/** The errors file as it was written before (a whole exceljs Workbook in memory): the reference for its content. */
const inMemoryErrorsWorkbook = async (sheet: ParsedSheet, failed: ReadonlyMap<number, string[]>): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kontor';
  const ws = wb.addWorksheet(sheet.sheet.slice(0, 31) || 'Errors', { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  const used = TEMPLATE_COLUMNS.filter((c) => sheet.columns.has(c.field));
  ws.columns = [{ header: 'Row', key: '__row', width: 6 }, ...used.map((c) => ({ header: c.header, key: c.field, width: c.width })), { header: 'Errors', key: '__errors', width: 60 }];
  ws.getRow(1).font = { bold: true };
  for (const r of sheet.rows) {
    const messages = failed.get(r.row);
    if (messages) ws.addRow([r.row, ...used.map((c) => safeCell(r.values.get(c.field) ?? '')), safeCell(messages.join('\n'))]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
};

type Content = { name: string; creator: string; views: unknown; widths: (number | undefined)[]; bold: boolean[]; cells: unknown[][] };

const contentOf = async (file: Buffer): Promise<Content> => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error('no worksheet');
  const cells: unknown[][] = [];
  // An empty value: the in-memory writer kept a cell holding '' (a shared string), the streaming one
  // writes no text (the same empty cell on screen); both read here as no value.
  ws.eachRow({ includeEmpty: true }, (r) => cells.push(Array.from((r.values as unknown[]).slice(1), (v) => (v === '' ? undefined : v))));
  return {
    name: ws.name, creator: wb.creator, views: ws.views.map((v) => ({ state: v.state, xSplit: (v as { xSplit?: number }).xSplit, ySplit: (v as { ySplit?: number }).ySplit })),
    widths: Array.from({ length: ws.columnCount }, (_, i) => ws.getColumn(i + 1).width),
    bold: Array.from({ length: ws.columnCount }, (_, i) => ws.getRow(1).getCell(i + 1).font?.bold === true),
    cells,
  };
};

describe('import errors file (streaming writer)', () => {
  it('names its sheet as the uploaded one, without what Excel refuses in a sheet name', async () => {
    expect(errorsSheetName('Payments')).toBe('Payments');
    expect(errorsSheetName('A sheet name longer than thirty-one characters')).toBe('A sheet name longer than thirty');
    expect(errorsSheetName("'Pay[1]: a/b\\c*?'")).toBe('Pay 1   a b c');
    expect(errorsSheetName('Tab\u0001x')).toBe('Tab x');
    for (const name of ['', "''", 'History', 'history', ' [ ] ']) expect(errorsSheetName(name)).toBe('Errors');
    // Such a name gives a workbook exceljs reads back (it refuses the raw one).
    const sheet: ParsedSheet = { sheet: "'Bad:[name]'", columns: new Map([['amount', 'A']]), rows: [{ row: 2, values: new Map([['amount', 'x']]), cellErrors: new Map() }] };
    expect((await contentOf(await errorsWorkbook(sheet, new Map([[2, ['The value is not a number.']]])))).name).toBe('Bad  name');
  });

  it('holds what the in-memory workbook held: sheet name, frozen header in bold, widths, every failed row with its text values and messages', async () => {
    const values = (amount: string, name: string, iban: string) => new Map([['amount', amount], ['transfer_service', 'sepa'], ['customer_name', name], ['customer_iban', iban], ['customer_ref_message', '=HYPERLINK("x")']]);
    const sheet: ParsedSheet = {
      sheet: 'A sheet name longer than thirty-one characters',
      columns: new Map([['amount', 'A'], ['transfer_service', 'B'], ['customer_name', 'C'], ['customer_iban', 'D'], ['customer_ref_message', 'E']]),
      rows: [
        { row: 2, values: values('0.001', 'Ünïcødé GmbH', 'DE00370400440532013000'), cellErrors: new Map() },
        { row: 3, values: values('10.00', 'Paid Ltd', 'DE89370400440532013000'), cellErrors: new Map() },
        { row: 5, values: values('-5', '+cmd|calc', ''), cellErrors: new Map() },
        { row: 7, values: new Map([['amount', '12.00']]), cellErrors: new Map() },
      ],
    };
    const failed = new Map([[2, ['The amount has too many decimals.', 'The IBAN is invalid: its check digits do not match.']], [5, ['@SUM(1)']], [7, ['The Company Name field is required.']]]);
    const streamed = await contentOf(await errorsWorkbook(sheet, failed));
    const reference = await contentOf(await inMemoryErrorsWorkbook(sheet, failed));
    expect(streamed).toEqual(reference);
    expect(streamed.cells.map((r) => r[0])).toEqual(['Row', 2, 5, 7]);
    expect(streamed.cells[1]?.[1]).toBe('0.001');
    expect(streamed.cells[2]?.at(-1)).toBe("'@SUM(1)");
  });
});

/** 1,600 rows: one in 16 pays 1.00, the others have a wrong IBAN. */
const ROWS = 1600;
const PAID = (i: number) => i % 16 === 0;
const rowOf = (i: number): (string | number)[] => {
  const r = sepaRow(20_000 + i, '1.00');
  if (!PAID(i)) r[4] = 'DE00370400440532013000';
  return r;
};
const FAILED = ROWS - ROWS / 16;

await forEachEngine((engine) => {
  describe(`an import with most rows failing (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let eur = 0;

    const send = async (fields: Record<string, string>, content: Buffer, code?: string) => {
      const m = multipart(fields, { name: 'failing.xlsx', content });
      return t.app.inject({ method: 'POST', url: api('manager/transactions/import'), payload: m.body, headers: { ...m.headers, authorization: `Bearer ${await acme.manager.token()}`, ...(code ? { 'one-time-code': code } : {}) } });
    };

    beforeAll(async () => {
      const setup = await makeJobsApp(engine);
      ({ t, acme } = setup);
      eur = setup.acmeEur;
      await fund(t, setup.admin, eur, '1000.00');
    });
    afterAll(async () => t.close());

    it(`lists the errors of the first ${ERRORS_LISTED_ROWS} failed rows and the count of the others; the errors file has every failed row`, async () => {
      const file = await bigWorkbook(ROWS, rowOf);
      const more = `The errors of ${(FAILED - ERRORS_LISTED_ROWS).toLocaleString('en')} more failed rows are not listed here.`;
      const preview = await send({ is_submit: '0', bank_account_id: String(eur) }, file);
      expect(preview.statusCode, preview.body).toBe(200);
      const data = preview.json().data as { transactionsCount: number; failedCount: number; errors: Record<string, string[]> };
      expect(data).toMatchObject({ transactionsCount: ROWS / 16, failedCount: FAILED });
      const listed = Object.keys(data.errors).filter((k) => k !== MORE_ERRORS_KEY);
      expect(listed).toHaveLength(ERRORS_LISTED_ROWS);
      // The first failed rows, in row order: file rows 3–17, 19–33, … (row 2 + 16k pays).
      expect(listed[0]).toBe('Payments.3.E');
      expect(listed.every((k) => /^Payments\.\d+\.E$/.test(k))).toBe(true);
      expect(data.errors[MORE_ERRORS_KEY]).toEqual([more]);

      await acme.manager.token();
      t.advance(30);
      const created = await send({ is_submit: '1', bank_account_id: String(eur) }, file, t.code());
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      expect(await runJobs(t)).toBe(1);

      const detail = (await acme.manager.call({ method: 'GET', url: api(`manager/imports/${id}`) })).json().data;
      expect(detail).toMatchObject({ status: 'DONE', success_transactions_count: ROWS / 16, failed_transactions_count: FAILED, failed_transactions_amount: `${FAILED}.00`, actions: { has_errors: true } });
      expect(Object.keys(detail.errors).filter((k) => k !== MORE_ERRORS_KEY)).toEqual(listed);
      expect(detail.errors[MORE_ERRORS_KEY]).toEqual([more]);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);

      const errorsFile = await acme.manager.call({ method: 'GET', url: api(`manager/imports/${id}/downloads/errors-file`) });
      expect(errorsFile.statusCode).toBe(200);
      const rows = await sheetRows(errorsFile.rawPayload);
      expect(rows[0]).toEqual(['Row', 'Amount', 'Transfer Service', 'Legal Type', 'Company Name', 'IBAN', 'Country', 'Reference Message', 'Errors']);
      const expected = Array.from({ length: ROWS }, (_, i) => i).filter((i) => !PAID(i)).map((i) => {
        const r = rowOf(i).map(String);
        return [String(i + 2), r[0], r[1], r[2], r[3], r[4], r[5], r[6], 'The IBAN is invalid: its check digits do not match.'];
      });
      expect(rows.slice(1)).toEqual(expected);
    });
  });
});
