import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, forEachEngine, type TestApp } from './harness';
import { api, fund, insertAccount } from './ledgerFixtures';
import { amountFormat, sheetNumber } from '../../src/server/modules/reports/reportWriters';
import { type Broadcast, type Company, makeJobsApp, runJobs } from './reportingFixtures';
import { pdfText } from '../e2e/pdfText';

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
      // A request that names no reader: English, and the date's header names the time zone of its times (UTC).
      expect(lines[0]).toBe('Date (UTC),ID,Type,Bank account,From account,To account,Remitter,Beneficiary,Status,Amount,Fee,Currency,Balance,Reference,Fee description,Reference message');
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

      // The CSV of the same rows: canonical decimals (every program reads them), the reader's dates (English, UTC) and type names (issue 43).
      const lines = (await download(csv.id)).body.replace(/^\uFEFF/, '').trim().split('\r\n');
      const bigLine = lines.find((l) => l.includes(big.source_reference)) ?? '';
      expect(bigLine).toMatch(/^"\d\d\/\d\d\/\d{4}, \d\d:\d\d [AP]M",\d+,Deposit,Cold BTC,,Cold BTC,/);
      expect(bigLine).toContain(',Completed,12345678.12345678,0.00000000,BTC,1.62345678,');
    });

    it('writes each account its own statement: an exchange debits the EUR account in EUR and credits the USD account in USD, each with its balance (issue 43)', async () => {
      const usd = await insertAccount(t, acme.companyId, 'USD', { name: 'Main USD' });
      const sentEx = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/transfer'), body: { bank_account_id: acc.eur, to_account_id: usd, amount: '100.00' } });
      expect(sentEx.statusCode, sentEx.body).toBe(201);
      const ex = sentEx.json().data as { id: number; name: string; type_id: string; status: string; fee_amount: string; to_amount: string };
      expect(ex.type_id).toBe('exchange');
      if (ex.status !== 'approved') {
        const ok = await call(t, { method: 'POST', url: api('a/transactions/approve-api-payments'), token: admin, body: { id: [ex.id], action: 'approve' } });
        expect(ok.statusCode, ok.body).toBe(200);
      }
      const balance = async (id: number) => (await acme.manager.call({ method: 'GET', url: api(`manager/bank-accounts/${id}`) })).json().data.balance as string;
      const eurCsv = (await create({ bank_account_id: acc.eur, period: 'total', format: 'csv' })).json().data;
      const usdCsv = (await create({ bank_account_id: usd, period: 'total', format: 'csv' })).json().data;
      expect(await runJobs(t)).toBe(2);
      const lineOf = async (id: number) => ((await download(id)).body.split('\r\n').find((l) => l.includes(ex.name)) ?? '');
      // The EUR account: what left it, the fee it paid, its EUR balance after.
      expect(await lineOf(eurCsv.id)).toContain(`,Completed,-100.00,-${ex.fee_amount},EUR,${await balance(acc.eur)},${ex.name},`);
      // The USD account: what it was credited, no fee, its own USD balance (the only movement on it).
      expect(await lineOf(usdCsv.id)).toContain(`,Completed,${ex.to_amount},0.00,USD,${ex.to_amount},${ex.name},`);
      expect(await balance(usd)).toBe(ex.to_amount);
    });

    it('writes the file in its reader\'s language and time zone: words, dates and the PDF statement (issue 43)', async () => {
      const reader = { language: 'de', time_zone: 'Europe/Berlin' };
      expect((await create({ bank_account_id: acc.eur, period: 'total', format: 'csv', language: 'xx' })).json().errors.language).toEqual(['The selected language is invalid.']);
      expect((await create({ bank_account_id: acc.eur, period: 'total', format: 'csv', time_zone: 'Mars/Olympus' })).json().errors.time_zone).toEqual(['The selected time zone is invalid.']);
      const csv = (await create({ bank_account_id: acc.eur, period: 'total', format: 'csv', ...reader })).json().data;
      const x = (await create({ bank_account_id: acc.eur, period: 'total', format: 'xlsx', ...reader })).json().data;
      const pdf = (await create({ bank_account_id: acc.eur, period: 'total', format: 'pdf', ...reader })).json().data;
      expect(await runJobs(t)).toBe(3);
      const tx = await t.db.db.selectFrom('transactions').selectAll().where('source_reference', '=', reference).executeTakeFirstOrThrow();
      const at = new Date(tx.log_created_at ?? tx.created_at);
      const berlin = new Intl.DateTimeFormat('de', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(at);

      const lines = (await download(csv.id)).body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Datum (Europe/Berlin),ID,Art,Konto,Von Konto,An Konto,Auftraggeber,Empfänger,Status,Betrag,Gebühr,Währung,Saldo,Referenz,Gebührenart,Verwendungszweck');
      const deposit = lines.find((l) => l.includes(reference)) ?? '';
      expect(deposit.startsWith(`"${berlin}",${tx.id},Einzahlung,Main EUR,`)).toBe(true);
      expect(deposit).toContain(',Abgeschlossen,1000.00,0.00,EUR,1000.00,');
      expect(deposit).not.toMatch(/\d{4}-\d\d-\d\dT/);

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download(x.id)).rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (!sheet) throw new Error('no sheet');
      const col = columnsOf(sheet);
      const row = rowOf(sheet, col('Referenz'), reference);
      const date = row.getCell(col('Datum (Europe/Berlin)'));
      // A spreadsheet date has no zone: the cell holds Berlin's wall clock, shown day first.
      expect(date.numFmt).toBe('dd.mm.yyyy hh:mm');
      const wall = date.value as Date;
      expect(`${String(wall.getUTCDate()).padStart(2, '0')}.${String(wall.getUTCMonth() + 1).padStart(2, '0')}.${wall.getUTCFullYear()}, ${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`).toBe(berlin);
      expect(row.getCell(col('Art')).value).toBe('Einzahlung');
      expect(row.getCell(col('Status')).value).toBe('Abgeschlossen');

      // The PDF: a statement under the brand, in German, amounts written the German way, not a dump of codes.
      const text = pdfText((await download(pdf.id)).rawPayload);
      for (const words of ['Kontoauszug', 'Main EUR', 'Anfangssaldo', 'Endsaldo', 'Betrag (EUR)', 'Saldo (EUR)', 'Einzahlung', berlin, '1.000,00', reference, 'Seite 1']) expect(text).toContain(words);
      expect(text).not.toContain('deposit');
      expect(text).not.toContain('|');
      expect(text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d/);
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
