import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, forEachEngine, type TestApp } from './harness';
import { api, fund, insertAccount } from './ledgerFixtures';
import { amountFormat, sheetNumber } from '../../src/server/modules/reports/reportWriters';
import { type Broadcast, type Company, makeJobsApp, runJobs } from './reportingFixtures';

const EVIL_NAME = '=HYPERLINK("http://evil.test","click")';

/** The 1-based column of each header of a report sheet. */
const columnsOf = (sheet: ExcelJS.Worksheet) => {
  const names = (sheet.getRow(1).values as unknown[]).map((v) => (typeof v === 'string' ? v : ''));
  return (name: string): number => {
    const i = names.indexOf(name);
    if (i < 1) throw new Error(`no column ${name}`);
    return i;
  };
};

/** The row whose cell in the given column holds the value. */
const rowOf = (sheet: ExcelJS.Worksheet, column: number, value: unknown): ExcelJS.Row => {
  for (let r = 2; r <= sheet.rowCount; r += 1) if (sheet.getRow(r).getCell(column).value === value) return sheet.getRow(r);
  throw new Error(`no row with ${String(value)}`);
};

const EVIL_MESSAGE = '@SUM(1+1)';

await forEachEngine((engine) => {
  describe(`reports (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let globex: Company;
    let sent: Broadcast[];
    const acc = { eur: 0, eur2: 0, gEur: 0 };
    let reference = '';
    let admin = '';

    const create = (body: Record<string, unknown>, who = () => acme.manager) => who().call({ method: 'POST', url: api('manager/reports/approved-transactions'), body });
    const download = (id: number, who = () => acme.manager) => who().call({ method: 'GET', url: api(`manager/reports/${id}/download`) });

    beforeAll(async () => {
      const setup = await makeJobsApp(engine);
      ({ t, sent, acme, globex, admin } = setup);
      acc.eur = setup.acmeEur;
      acc.gEur = setup.globexEur;
      acc.eur2 = await insertAccount(t, acme.companyId, 'EUR');
      await fund(t, setup.admin, acc.eur, '1000.00');
      await fund(t, setup.admin, acc.eur, '250.00');
      await fund(t, setup.admin, acc.gEur, '75.00');
      const first = await t.db.db.selectFrom('transactions').select(['id', 'source_reference']).where('bank_account_id', '=', acc.eur).orderBy('id').executeTakeFirstOrThrow();
      reference = first.source_reference;
      // A hostile remitter name and message, as an external payer could send them.
      await t.db.db.updateTable('transactions').set({ remitter_name: EVIL_NAME, ref_message: EVIL_MESSAGE }).where('id', '=', first.id).execute();
    });
    afterAll(async () => t.close());

    it('refuses readers, other companies\' accounts and bad input, and stores nothing', async () => {
      const ok = { bank_account_id: acc.eur, period: 'total', format: 'csv' };
      expect((await create(ok, () => acme.reader)).statusCode).toBe(403);
      expect((await call(t, { method: 'POST', url: api('manager/reports/approved-transactions'), body: ok })).statusCode).toBe(401);
      const foreign = await create({ ...ok, bank_account_id: acc.gEur });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors.bank_account_id).toEqual(['The selected bank account id is invalid.']);
      const noDates = await create({ bank_account_id: acc.eur, format: 'csv' });
      expect(noDates.statusCode).toBe(422);
      expect(Object.keys(noDates.json().errors).sort()).toEqual(['date_from', 'date_to']);
      expect((await create({ ...ok, format: 'doc' })).json().errors.format).toEqual(['The selected format is invalid.']);
      expect((await create({ bank_account_id: acc.eur, date_from: '2026-06-10', date_to: '2026-06-01', format: 'csv' })).statusCode).toBe(422);
      expect((await create({ ...ok, bank_account_id: 'x' })).statusCode).toBe(422);
      expect(await t.db.db.selectFrom('reports').selectAll().execute()).toEqual([]);
      expect(await t.db.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
    });

    it('queues a CSV report, generates it live and lets the company download it with escaped cells', async () => {
      sent.length = 0;
      const res = await create({ bank_account_id: acc.eur, period: 'total', format: 'csv' });
      expect(res.statusCode, res.body).toBe(201);
      const report = res.json().data;
      expect(report).toMatchObject({ status: 'QUEUE', format: 'csv', report_period: 'total', date_from: null, bank_account: { id: acc.eur, name: 'Main EUR' }, actions: { is_downloadable: false } });
      expect((await download(report.id)).statusCode).toBe(422);

      expect(await runJobs(t)).toBe(1);
      const statuses = sent.filter((b) => b.event === 'report.updated').map((b) => (b.data as { status: string }).status);
      expect(statuses).toEqual(['QUEUE', 'PROCESSING', 'DONE']);
      expect(sent.every((b) => b.channel === `private-company.${acme.companyId}`)).toBe(true);
      const notice = sent.find((b) => b.event === 'notification.created')?.data as { user_id: number; notification: { type: string; notificationable: { id: number; actions: { is_downloadable: boolean } } } };
      expect(notice.notification).toMatchObject({ type: 'report.generated', notificationable: { id: report.id, actions: { is_downloadable: true } } });

      const list = (await acme.reader.call({ method: 'GET', url: api('manager/reports') })).json();
      expect(list.data[0]).toMatchObject({ id: report.id, status: 'DONE', actions: { is_downloadable: true } });
      expect(list.meta.total).toBe(1);

      const file = await download(report.id, () => acme.reader);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('text/csv');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="report-\d+-all-time\.csv"$/);
      const lines = file.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('Date,ID,Type,Bank account,From account,To account,Remitter,Beneficiary,Status,Amount,Fee,Currency,Balance,Reference,Fee description,Reference message');
      expect(lines).toHaveLength(3);
      const evil = lines.find((l) => l.includes(reference)) ?? '';
      expect(evil).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
      expect(evil).toContain(`'${EVIL_MESSAGE}`);
      expect(evil).toContain('1000.00');
      expect(file.body).not.toMatch(/,=HYPERLINK|,@SUM/);

      expect((await download(report.id, () => globex.manager)).statusCode).toBe(404);
      expect((await globex.manager.call({ method: 'GET', url: api('manager/reports') })).json().data).toEqual([]);
    });

    it('filters the list by bid and rid lists', async () => {
      const second = (await create({ bank_account_id: acc.eur2, date_from: '2026-06-01', date_to: '2026-06-15', format: 'pdf' })).json().data;
      const all = (await acme.manager.call({ method: 'GET', url: api('manager/reports') })).json().data as { id: number }[];
      expect(all.length).toBe(2);
      const byAccount = (await acme.manager.call({ method: 'GET', url: api(`manager/reports?bid[]=${acc.eur2}`) })).json().data as { id: number }[];
      expect(byAccount.map((r) => r.id)).toEqual([second.id]);
      const byId = (await acme.manager.call({ method: 'GET', url: api(`manager/reports?report_id[]=${second.id}&report_id[]=${all[1]?.id}`) })).json().data as { id: number }[];
      expect(byId.map((r) => r.id).sort()).toEqual(all.map((r) => r.id).sort());
      expect((await acme.manager.call({ method: 'GET', url: api('manager/reports?rid[]=abc') })).statusCode).toBe(422);
    });

    it('writes xlsx with escaped text cells and PDF files', async () => {
      const x = (await create({ bank_account_id: acc.eur, period: 'current_month', format: 'xlsx' })).json().data;
      expect(x).toMatchObject({ report_period: 'current_month', date_from: '2026-06-01', date_to: '2026-06-30' });
      await runJobs(t);
      const file = await download(x.id);
      expect(file.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const values = sheet?.getSheetValues().flat().filter((v) => typeof v === 'string') as string[];
      expect(values).toContain(`'${EVIL_NAME}`);
      expect(values).toContain(reference);
      expect(values.some((v) => v.startsWith('='))).toBe(false);

      // Typed cells: numbers with the currency's decimals, UTC date-times, readable type names.
      if (!sheet) throw new Error('no sheet');
      const header = sheet.getRow(1);
      expect(header.font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      const col = columnsOf(sheet);
      expect(sheet.getColumn(col('Reference message')).width).toBeGreaterThan(20);
      const evilRow = rowOf(sheet, col('Reference'), reference);
      const tx = await t.db.db.selectFrom('transactions').selectAll().where('source_reference', '=', reference).executeTakeFirstOrThrow();
      const amount = evilRow.getCell(col('Amount'));
      expect(amount.type).toBe(ExcelJS.ValueType.Number);
      expect(amount.value).toBe(1000);
      expect(amount.numFmt).toBe('#,##0.00');
      expect(evilRow.getCell(col('Fee')).value).toBe(0);
      expect(evilRow.getCell(col('Fee')).numFmt).toBe('#,##0.00');
      expect(evilRow.getCell(col('Balance')).type).toBe(ExcelJS.ValueType.Number);
      expect(evilRow.getCell(col('Balance')).value).toBe(1000);
      const date = evilRow.getCell(col('Date (UTC)'));
      expect(date.type).toBe(ExcelJS.ValueType.Date);
      expect(date.numFmt).toBe('yyyy-mm-dd hh:mm');
      expect((date.value as Date).toISOString()).toBe(new Date(tx.log_created_at ?? tx.created_at).toISOString());
      expect(tx.type).toBe('deposit');
      expect(evilRow.getCell(col('Type')).value).toBe('Deposit');
      expect(evilRow.getCell(col('Status')).value).toBe('Completed');
      expect(evilRow.getCell(col('ID')).value).toBe(tx.id);
      expect(evilRow.getCell(col('Remitter')).value).toBe(`'${EVIL_NAME}`);
      expect(evilRow.getCell(col('Reference message')).value).toBe(`'${EVIL_MESSAGE}`);
      expect(values).not.toContain('deposit');

      const pdfReport = (await acme.manager.call({ method: 'GET', url: api('manager/reports') })).json().data.find((r: { format: string }) => r.format === 'pdf');
      const pdf = await download(pdfReport.id);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const stored = await t.db.db.selectFrom('reports').select('file_path').where('id', '=', pdfReport.id).executeTakeFirstOrThrow();
      expect(fs.existsSync(path.join(t.dataDir, stored.file_path ?? 'missing'))).toBe(true);
    });

    it('records the request in the activity log', async () => {
      const rows = await t.db.db.selectFrom('activities').select(['type', 'company_id']).where('type', '=', 'report.requested').execute();
      expect(rows.length).toBe(3);
      expect(rows.every((r) => r.company_id === acme.companyId)).toBe(true);
    });

    it('writes crypto amounts with 8 decimals and keeps amounts beyond 15 significant digits as exact text', async () => {
      const btc = await insertAccount(t, acme.companyId, 'BTC', { name: 'Cold BTC' });
      await fund(t, admin, btc, '0.12345678');
      await fund(t, admin, btc, '1.5');
      const [small, big] = await t.db.db.selectFrom('transactions').select(['id', 'source_reference']).where('bank_account_id', '=', btc).orderBy('id').execute();
      if (!small || !big) throw new Error('no BTC transactions');
      // 12,345,678.12345678 BTC: 16 significant digits, more than a spreadsheet number keeps.
      await t.db.db.updateTable('transactions').set({ amount: '1234567812345678' }).where('id', '=', big.id).execute();
      const x = (await create({ bank_account_id: btc, period: 'total', format: 'xlsx' })).json().data;
      const csv = (await create({ bank_account_id: btc, period: 'total', format: 'csv' })).json().data;
      expect(await runJobs(t)).toBe(2);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download(x.id)).rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error('no sheet');
      const col = columnsOf(sheet);
      const smallAmount = rowOf(sheet, col('ID'), small.id).getCell(col('Amount'));
      expect(smallAmount.type).toBe(ExcelJS.ValueType.Number);
      expect(smallAmount.value).toBe(0.12345678);
      expect(smallAmount.numFmt).toBe('#,##0.00000000');
      const bigRow = rowOf(sheet, col('ID'), big.id);
      expect(bigRow.getCell(col('Amount')).type).toBe(ExcelJS.ValueType.String);
      expect(bigRow.getCell(col('Amount')).value).toBe('12345678.12345678');
      expect(bigRow.getCell(col('Balance')).value).toBe(1.62345678);
      expect(bigRow.getCell(col('Currency')).value).toBe('BTC');

      // The CSV of the same rows keeps its plain text: canonical decimals, ISO timestamps, type codes.
      const lines = (await download(csv.id)).body.replace(/^\uFEFF/, '').trim().split('\r\n');
      const bigLine = lines.find((l) => l.includes(big.source_reference)) ?? '';
      expect(bigLine).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z,\d+,deposit,Cold BTC,,Cold BTC,/);
      expect(bigLine).toContain(',Completed,12345678.12345678,0.00000000,BTC,1.62345678,');
    });

    it('makes spreadsheet numbers only of amounts a cell holds exactly', () => {
      expect(sheetNumber('1234567.89')).toBe(1234567.89);
      expect(sheetNumber('-0.00000001')).toBe(-0.00000001);
      expect(sheetNumber('999999999999999')).toBe(999999999999999);
      expect(sheetNumber('100000000000000000.00000000')).toBe(1e17);
      expect(sheetNumber('1234567.123456789')).toBeNull();
      expect(sheetNumber('1e5')).toBeNull();
      expect(amountFormat(2)).toBe('#,##0.00');
      expect(amountFormat(8)).toBe('#,##0.00000000');
      expect(amountFormat(0)).toBe('#,##0');
    });
  });
});
