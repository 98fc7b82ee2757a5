import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, type CallDef } from '../../../src/contract/http';
import { forEachEngine, type TestApp } from '../harness';
import { multipart, sepaRow, workbook } from '../importFixtures';
import { fund } from '../ledgerFixtures';
import { type Company, makeJobsApp, runJobs } from '../reportingFixtures';
import { CALL_NAMES, defs } from './contractShape';

/**
 * Issue 16, ASVS V1.2.10 (CSV and formula injection): every spreadsheet the server writes (CSV or
 * xlsx) neutralises cells that start with = + - @, a tab or a carriage return, whatever text the
 * cell came from (a remitter name an outside payer chose, an activity description, an uploaded row).
 * Plain numbers such as -12.50 stay numbers. Every file download of the contract is classified below;
 * a new one fails the test until it is.
 */

/** File downloads the server builds as a table from stored text: tested here. */
const TABLES = ['manager.reports.download', 'manager.activities.report', 'admin.activities.report', 'manager.imports.errorsFile'];
/** Other file downloads and why they hold no spreadsheet cells of the server's making. */
const NOT_TABLES: Record<string, string> = {
  'manager.bankAccounts.referenceLetter': 'a PDF letter',
  'manager.transactions.wireConfirmation': 'a PDF confirmation',
  'manager.imports.originalFile': 'the customer’s own upload, returned as it was (attachment)',
  'manager.tickets.attachmentContent': 'a file the customer or support attached',
  'admin.compliance.document': 'a KYC document the customer uploaded',
  'manager.bankAccounts.statement': 'an account statement for bookkeeping software (camt.053 XML, MT940 text or a PDF), never a CSV or xlsx',
  'manager.scheduledStatements.download': 'a scheduled account statement (camt.053 XML, MT940 text or a PDF), never a CSV or xlsx',
  'admin.kycFileArchives.download': 'a zip of KYC documents as uploaded (its index is tested in kycArchives.test.ts)',
};

/** One hostile text per dangerous first character. */
const PAYLOADS = ['=HYPERLINK("http://evil.test","x")', '+cmd|\' /C calc\'!A0', '-2+3+cmd|\' /C calc\'!A0', '@SUM(1+1)*cmd|\' /C calc\'!A0', '\t=1+1', '\r=1+1'];
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const dangerous = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !PLAIN_NUMBER.test(cell);

/** The fields of an RFC 4180 CSV text. */
const csvCells = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
};

const xlsxCells = async (content: Buffer): Promise<{ text: string[]; formulas: number }> => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ExcelJS.Buffer);
  const text: string[] = [];
  let formulas = 0;
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
        if (typeof cell.value === 'string') text.push(cell.value);
        else if (cell.value && typeof cell.value === 'object' && 'richText' in cell.value) text.push(cell.value.richText.map((r) => r.text).join(''));
      }),
    ),
  );
  return { text, formulas };
};

/** Every payload shows up in the cells, each neutralised; no cell is dangerous. */
const expectNeutralised = (cells: string[], label: string, read: (p: string) => string = (p) => p) => {
  expect(cells.filter(dangerous), label).toEqual([]);
  // XML turns a carriage return into a line feed when the xlsx is read back: compare both that way.
  const lf = (s: string) => s.replace(/\r\n?/g, '\n');
  for (const p of PAYLOADS) expect(cells.some((c) => lf(c).includes(lf(`'${read(p)}`))), `${label}: ${JSON.stringify(p)} not found neutralised`).toBe(true);
};

await forEachEngine((engine) => {
  describe(`security: spreadsheet exports neutralise formulas (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let admin = '';
    let eur = 0;

    beforeAll(async () => {
      const setup = await makeJobsApp(engine);
      ({ t, acme, admin } = setup);
      eur = setup.acmeEur;
      for (const [i] of PAYLOADS.entries()) await fund(t, admin, eur, `${100 + i}.00`);
      const txs = await t.db.db.selectFrom('transactions').select('id').where('bank_account_id', '=', eur).orderBy('id').execute();
      for (const [i, p] of PAYLOADS.entries()) await t.db.db.updateTable('transactions').set({ remitter_name: p, ref_message: p }).where('id', '=', txs[i]?.id ?? 0).execute();
      const userId = (await t.db.db.selectFrom('users').select('id').where('email', '=', acme.managerEmail).executeTakeFirstOrThrow()).id;
      for (const p of PAYLOADS) {
        await t.db.db.insertInto('activities').values({ user_id: userId, company_id: acme.companyId, type: 'auth.login', description: p, ip: '10.0.0.1', user_agent: p, meta: null, created_at: '2026-06-15T09:00:00.000Z' }).execute();
      }
    });
    afterAll(async () => t.close());

    it('classifies every file download of the contract', () => {
      const files = CALL_NAMES.filter((n) => (defs[n] as CallDef).response === 'file');
      expect(files).toEqual([...TABLES, ...Object.keys(NOT_TABLES)].sort());
    });

    for (const format of ['csv', 'xlsx'] as const) {
      it(`V1.2.10: manager.reports.download (${format}) neutralises = + - @ tab and CR in every cell`, async () => {
        const made = await acme.manager.call({ method: 'POST', url: `${API_BASE}/manager/reports/approved-transactions`, body: { bank_account_id: eur, period: 'total', format } });
        expect(made.statusCode, made.body).toBe(201);
        await runJobs(t);
        const file = await acme.manager.call({ method: 'GET', url: `${API_BASE}/manager/reports/${made.json<{ data: { id: number } }>().data.id}/download` });
        expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
        if (format === 'csv') expectNeutralised(csvCells(file.body).flat(), 'report csv');
        else {
          const { text, formulas } = await xlsxCells(file.rawPayload);
          expect(formulas).toBe(0);
          expectNeutralised(text, 'report xlsx');
        }
      });
    }

    it('V1.2.10: manager.activities.report and admin.activities.report neutralise every cell', async () => {
      const mine = await acme.manager.call({ method: 'GET', url: `${API_BASE}/manager/activities/report` });
      expect(mine.statusCode, mine.body.slice(0, 200)).toBe(200);
      expectNeutralised(csvCells(mine.body).flat(), 'manager activities');
      const all = await t.app.inject({ method: 'GET', url: `${API_BASE}/a/activities/report`, headers: { authorization: `Bearer ${admin}` } });
      expect(all.statusCode, all.body.slice(0, 200)).toBe(200);
      expectNeutralised(csvCells(all.body).flat(), 'admin activities');
    });

    it('V1.2.10: manager.imports.errorsFile neutralises the uploaded values it repeats', async () => {
      const rows = PAYLOADS.map((p) => ['10.00', 'sepa', 'company', p, 'DE00370400440532013000', 'DE', p]);
      const content = await workbook([sepaRow(1, '10.00'), ...rows]);
      await acme.manager.token();
      t.advance(30);
      const m = multipart({ is_submit: '1', bank_account_id: String(eur) }, { name: 'payments.xlsx', content });
      const res = await t.app.inject({ method: 'POST', url: `${API_BASE}/manager/transactions/import`, payload: m.body, headers: { ...m.headers, authorization: `Bearer ${await acme.manager.token()}`, 'one-time-code': t.code() } });
      expect(res.statusCode, res.body).toBe(201);
      await runJobs(t);
      const id = res.json<{ data: { id: number } }>().data.id;
      const file = await acme.manager.call({ method: 'GET', url: `${API_BASE}/manager/imports/${id}/downloads/errors-file` });
      expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
      const { text, formulas } = await xlsxCells(file.rawPayload);
      expect(formulas).toBe(0);
      // The import reads cells trimmed (a leading tab or CR is dropped), so the rest is what must be neutralised.
      expectNeutralised(text, 'import errors file', (p) => p.trim());
    });
  });
});
