import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_READ_SLOTS, importReadSlots } from '../../src/server/imports/readSlots';
import { verifyLedger } from '../../src/server/ledger/integrity';
import { IMPORT_JOB_TYPE, importJobHandler } from '../../src/server/modules/imports/importJob';
import { call, forEachEngine, type TestApp } from './harness';
import { isErrorShape } from './security/contractShape';
import { bigWorkbook, CONTENT_TYPES, HEADERS, multipart, sepaRow, sheetRows, workbook, zip } from './importFixtures';
import { api, balances, fund, insertAccount } from './ledgerFixtures';
import { type Broadcast, type Company, makeJobsApp, runJobs, testWorker } from './reportingFixtures';
import { guardXlsx } from '../../src/server/imports/zipGuard';

type Session = Company['manager'];

await forEachEngine((engine) => {
  describe(`bulk import (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let globex: Company;
    let sent: Broadcast[];
    const acc = { eur: 0, btc: 0, gEur: 0 };

    const send = async (who: Session, fields: Record<string, string>, content?: Buffer, code?: string) => {
      const m = multipart(fields, content ? { name: 'payments.xlsx', content } : undefined);
      return t.app.inject({ method: 'POST', url: api('manager/transactions/import'), payload: m.body, headers: { ...m.headers, authorization: `Bearer ${await who.token()}`, ...(code ? { 'one-time-code': code } : {}) } });
    };
    const preview = (content: Buffer, who: Session = acme.manager, account = acc.eur) => send(who, { is_submit: '0', bank_account_id: String(account) }, content);
    const create = async (content: Buffer, extra: Record<string, string> = {}) => {
      await acme.manager.token();
      t.advance(30);
      return send(acme.manager, { is_submit: '1', bank_account_id: String(acc.eur), ...extra }, content, t.code());
    };
    const count = async (table: 'imports' | 'transactions' | 'jobs' | 'import_rows') => Number((await t.db.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const importTransactions = (importId: number) => t.db.db.selectFrom('transactions').selectAll().where('import_id', '=', importId).orderBy('id').execute();

    beforeAll(async () => {
      const setup = await makeJobsApp(engine);
      ({ t, sent, acme, globex } = setup);
      acc.eur = setup.acmeEur;
      acc.gEur = setup.globexEur;
      acc.btc = await insertAccount(t, acme.companyId, 'BTC');
      await fund(t, setup.admin, acc.eur, '40000.00');
    });
    afterAll(async () => t.close());

    it('serves the template with the documented headers', async () => {
      const res = await call(t, { method: 'GET', url: api('imports/template') });
      expect(res.statusCode).toBe(200);
      const rows = await sheetRows(res.rawPayload);
      expect(rows[0]?.slice(0, 3)).toEqual(['Amount', 'Transfer Service', 'Legal Type']);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      expect(wb.worksheets[0]?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(wb.worksheets[0]?.getRow(1).getCell(1).font?.bold).toBe(true);
    });

    it('previews exact numbers with the ledger fees and writes nothing', async () => {
      const file = await workbook([sepaRow(1, '100.00'), sepaRow(2, '2500.00'), sepaRow(3, '250.55')]);
      const res = await preview(file);
      expect(res.statusCode, res.body).toBe(200);
      // Fees: 0.1 % with a minimum of 1.00 EUR: 1.00 + 2.50 + 1.00.
      expect(res.json().data).toMatchObject({ transactionsCount: 3, transactionsAmount: '2850.55', transactionsAmountWithFee: '2855.05', failedCount: 0, errors: {} });
      expect(await count('imports')).toBe(0);
      expect(await count('jobs')).toBe(0);
    });

    it('reads at most IMPORT_READ_SLOTS worksheets at once: more previews at a time wait their turn and all answer', async () => {
      // Over 1,000 rows: the validation gives the event loop a turn every 1,000 rows, so two previews overlap.
      const files = await Promise.all(Array.from({ length: IMPORT_READ_SLOTS + 3 }, (_, k) => bigWorkbook(1500, (i) => sepaRow(i, `${10 + k}.00`))));
      await acme.manager.token(); // signed in once, not by five requests at a time with one code
      // The test holds every slot: the previews queue up, all of them; then it lets go.
      const held = await Promise.all(Array.from({ length: IMPORT_READ_SLOTS }, () => importReadSlots.acquire()));
      let most = 0;
      const acquire = importReadSlots.acquire.bind(importReadSlots);
      importReadSlots.acquire = async () => {
        const release = await acquire();
        most = Math.max(most, importReadSlots.state.holders);
        return release;
      };
      let answers;
      try {
        const pending = Promise.all(files.map((f) => preview(f)));
        await vi.waitFor(() => expect(importReadSlots.state.waiting).toBe(files.length), { timeout: 20_000 });
        for (const release of held) release();
        answers = await pending;
      } finally {
        importReadSlots.acquire = acquire;
      }
      answers.forEach((res, k) => {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toMatchObject({ transactionsCount: 1500, transactionsAmount: `${(10 + k) * 1500}.00`, failedCount: 0 });
      });
      expect(most).toBe(IMPORT_READ_SLOTS);
      expect(importReadSlots.state).toEqual({ holders: 0, waiting: 0 });
      // A refused file gives its slot back too.
      expect((await preview(Buffer.from('not a zip'))).statusCode).toBe(422);
      expect(importReadSlots.state).toEqual({ holders: 0, waiting: 0 });
    });

    it('refuses readers, other companies\' accounts, crypto accounts and a missing file', async () => {
      const file = await workbook([sepaRow(1, '100.00')]);
      expect((await preview(file, acme.reader)).statusCode).toBe(403);
      const foreign = await preview(file, acme.manager, acc.gEur);
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors.bank_account_id).toEqual(['The selected bank account id is invalid.']);
      expect((await preview(file, acme.manager, acc.btc)).statusCode).toBe(422);
      const none = await send(acme.manager, { is_submit: '0', bank_account_id: String(acc.eur) });
      expect(none.json().errors.file).toEqual(['The file field is required.']);
      expect(await count('imports')).toBe(0);
    });

    it('creates an import with a code bound to the batch, runs it to DONE with 3 failed rows and serves the errors file', async () => {
      const rows = Array.from({ length: 10 }, (_, i) => sepaRow(100 + i, `${10 + i}.00`));
      rows[2] = [...sepaRow(102, '12.00')];
      rows[2][4] = 'DE00370400440532013000'; // bad IBAN check digits
      rows[5] = [...sepaRow(105, '0.001')]; // too many decimals
      rows[7] = [...sepaRow(107, '17.00')];
      rows[7][3] = ''; // company name missing
      const file = await workbook(rows);
      const pre = await preview(file);
      expect(pre.statusCode, pre.body).toBe(200);
      const errors = pre.json().data.errors as Record<string, string[]>;
      expect(Object.keys(errors).sort()).toEqual(['Payments.4.E', 'Payments.7.A', 'Payments.9.D']);
      expect(pre.json().data.transactionsCount).toBe(7);

      // Without a code: 403 asking for one; nothing stored.
      const noCode = await send(acme.manager, { is_submit: '1', bank_account_id: String(acc.eur) }, file);
      expect(noCode.statusCode).toBe(403);
      expect(noCode.headers['otp-required']).toBe('true');
      expect(await count('imports')).toBe(0);

      sent.length = 0;
      const before = await balances(t, acc.eur);
      const res = await create(file);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ message: 'Processing will begin shortly', data: { status: 'QUEUE', file_name: 'payments.xlsx', total_rows: 10 } });
      const id = res.json().data.id as number;
      expect(await runJobs(t)).toBe(1);

      const events = sent.filter((b) => b.event.startsWith('import.')).map((b) => `${b.event}:${(b.data as { status: string }).status}`);
      expect(events[0]).toBe('import.created:QUEUE');
      expect(events[1]).toBe('import.updated:PROCESSING');
      expect(events.at(-1)).toBe('import.updated:DONE');
      expect(sent.every((b) => b.channel === `private-company.${acme.companyId}`)).toBe(true);

      const detail = (await acme.manager.call({ method: 'GET', url: api(`manager/imports/${id}`) })).json().data;
      expect(detail).toMatchObject({
        status: 'DONE', progress: 100, success_transactions_count: 7, failed_transactions_count: 3, actions: { has_errors: true },
        success_transactions_amount: '101.00', success_transactions_amount_with_fee: '108.00', bank_account: { id: acc.eur },
      });
      expect(Object.keys(detail.errors).sort()).toEqual(['Payments.4.E', 'Payments.7.A', 'Payments.9.D']);
      const txs = await importTransactions(id);
      expect(txs.map((x) => [x.type, x.status])).toEqual(Array.from({ length: 7 }, () => ['import', 'pending']));
      const after = await balances(t, acc.eur);
      expect(after.balance).toBe(before.balance);
      expect(after.reserved - before.reserved).toBe(10800n);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);

      const errorsFile = await acme.manager.call({ method: 'GET', url: api(`manager/imports/${id}/downloads/errors-file`) });
      expect(errorsFile.statusCode).toBe(200);
      const errorRows = await sheetRows(errorsFile.rawPayload);
      expect(errorRows.map((r) => r[0])).toEqual(['Row', '4', '7', '9']);
      expect(errorRows[1]?.at(-1)).toMatch(/IBAN/);
      const errorsBook = new ExcelJS.Workbook();
      await errorsBook.xlsx.load(errorsFile.rawPayload as unknown as ExcelJS.Buffer);
      const errorsSheet = errorsBook.worksheets[0];
      expect(errorsSheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      // The failed values stay the text that was uploaded: "0.001" must not show as 0.00.
      expect(errorsSheet?.getRow(3).getCell(2).value).toBe('0.001');
      const original = await acme.manager.call({ method: 'GET', url: api(`manager/imports/${id}/downloads/original-file`) });
      expect(original.rawPayload.equals(file)).toBe(true);

      // Another company sees nothing of it; a reader lists but may not open the detail.
      for (const path of [`manager/imports/${id}`, `manager/imports/${id}/downloads/original-file`, `manager/imports/${id}/downloads/errors-file`]) {
        expect((await globex.manager.call({ method: 'GET', url: api(path) })).statusCode).toBe(404);
      }
      for (const path of [`manager/imports/${id}`, `manager/imports/${id}/downloads/original-file`, `manager/imports/${id}/downloads/errors-file`]) {
        expect((await acme.reader.call({ method: 'GET', url: api(path) })).statusCode).toBe(403);
      }
      const list = (await acme.reader.call({ method: 'GET', url: api('manager/imports') })).json();
      expect(list.meta.total).toBe(1);
      expect((await globex.manager.call({ method: 'GET', url: api('manager/imports') })).json().data).toEqual([]);
    });

    it('answers 409 for a batch repeated within 10 minutes before asking for the code; the code confirms that batch only', async () => {
      const file = await workbook(Array.from({ length: 3 }, (_, i) => sepaRow(200 + i, `${30 + i}.00`)));
      expect((await create(file)).statusCode).toBe(201);
      await runJobs(t);
      await acme.manager.token();
      t.advance(30);
      const code = t.code();
      const fields = { is_submit: '1', bank_account_id: String(acc.eur) };
      expect((await send(acme.manager, fields, file)).statusCode).toBe(409);
      expect((await send(acme.manager, fields, file, code)).statusCode).toBe(409);
      const confirm = await send(acme.manager, { ...fields, bypass_duplicate_check: '1' }, file);
      expect(confirm.statusCode).toBe(403);
      expect(confirm.headers['otp-required']).toBe('true');
      const again = await send(acme.manager, { ...fields, bypass_duplicate_check: '1' }, file, code);
      expect(again.statusCode, again.body).toBe(201);
      const other = await workbook(Array.from({ length: 3 }, (_, i) => sepaRow(200 + i, `${40 + i}.00`)));
      expect((await send(acme.manager, fields, other, code)).statusCode).toBe(403);
      await runJobs(t);
      expect((await importTransactions(again.json().data.id)).length).toBe(3);
    });

    it('pays every row exactly once when the job is retried after a crash in the middle of a batch', async () => {
      const file = await workbook(Array.from({ length: 6 }, (_, i) => sepaRow(300 + i, `${50 + i}.00`)));
      const res = await create(file);
      const id = res.json().data.id as number;
      let crashed = false;
      // Batches of two rows (Excel rows 2–3, 4–5, 6–7): the crash after row 4 is inside the second batch.
      const crashing = importJobHandler(t.app.kontor, {
        batchSize: 2,
        afterRow: (row) => {
          if (row === 4 && !crashed) {
            crashed = true;
            throw new Error('worker died');
          }
        },
      });
      const first = testWorker(t, { [IMPORT_JOB_TYPE]: crashing }, () => 0);
      expect(await first.runOnce()).toBe(true);
      // The first batch committed; the second rolled back as a whole (row 4 was written in it, then undone).
      expect((await importTransactions(id)).map((x) => x.amount.toString())).toEqual(['5000', '5100']);
      const second = testWorker(t);
      expect(await second.runOnce()).toBe(true);
      const txs = await importTransactions(id);
      expect(txs.length).toBe(6);
      expect(new Set(txs.map((x) => x.amount.toString())).size).toBe(6);
      const rows = await t.db.db.selectFrom('import_rows').selectAll().where('import_id', '=', id).execute();
      expect(rows.length).toBe(6);
      expect((await t.db.db.selectFrom('imports').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('DONE');
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });

    it('leaves an import in ERROR when its last attempt fails, each row still paid once', async () => {
      const file = await workbook(Array.from({ length: 5 }, (_, i) => sepaRow(600 + i, `${70 + i}.00`)));
      const id = (await create(file)).json().data.id as number;
      // Each attempt commits one batch of one row, then dies.
      const alwaysCrashing = importJobHandler(t.app.kontor, { batchSize: 1, afterBatch: () => { throw new Error('worker died'); } });
      const worker = testWorker(t, { [IMPORT_JOB_TYPE]: alwaysCrashing }, () => 0);
      for (let i = 0; i < 3; i += 1) expect(await worker.runOnce()).toBe(true);
      expect(await worker.runOnce()).toBe(false);
      expect((await t.db.db.selectFrom('imports').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('ERROR');
      expect((await importTransactions(id)).length).toBe(3);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });

    describe('hostile files: a clear 4xx, nothing stored', () => {
      const refused = async (content: Buffer, message: RegExp, status = 422) => {
        const before = { imports: await count('imports'), txs: await count('transactions') };
        const res = await preview(content);
        expect(res.statusCode, res.body).toBe(status);
        expect(isErrorShape(res.body), res.body).toBe(true);
        if (status === 422) expect(res.json().errors.file[0]).toMatch(message);
        expect({ imports: await count('imports'), txs: await count('transactions') }).toEqual(before);
      };

      it('refuses a zip bomb on its central directory and a zip lying about sizes', async () => {
        const bomb = zip([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(30 * 1024 * 1024) }]);
        expect(bomb.length).toBeLessThan(200 * 1024);
        // The malware scan sees the upload first and refuses what unpacks beyond its limits (issue 38);
        // the workbook guard would refuse it too.
        await refused(bomb, /^The file was refused: it contains malware\.$/);
        expect(() => guardXlsx(bomb)).toThrow(/compressed suspiciously/);
        const liar = zip([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }, { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(8 * 1024 * 1024), declaredSize: 1000 }]);
        await refused(liar, /not a valid xlsx/);
      });

      it('refuses files that are not xlsx workbooks', async () => {
        await refused(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), /not a valid xlsx/);
        await refused(Buffer.from('Amount,IBAN\n100,DE89370400440532013000\n'), /not a valid xlsx/);
        await refused(zip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'word/document.xml', data: Buffer.from('<w/>') }]), /xlsx workbook/);
      });

      it('marks formula cells instead of evaluating them', async () => {
        const wb = new ExcelJS.Workbook();
        const ws = wb.addWorksheet('Payments');
        ws.addRow(HEADERS);
        ws.addRow(sepaRow(400, '10.00'));
        ws.addRow(sepaRow(401, '10.00'));
        ws.getCell('A3').value = { formula: 'A2*1000', result: 10000 };
        const res = await preview(Buffer.from(await wb.xlsx.writeBuffer()));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.errors).toEqual({ 'Payments.3.A': ['Formulas are not allowed: enter the value itself.'] });
        expect(res.json().data.transactionsAmount).toBe('10.00');
      });

      it('keeps __proto__ headers and cells away from object prototypes', async () => {
        const file = await workbook([[...sepaRow(500, '10.00'), '{"polluted":true}'], ['__proto__', 'constructor', 'prototype', '__proto__', '__proto__', 'DE', 'x', '__proto__']], [...HEADERS, '__proto__']);
        const res = await preview(file);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.transactionsCount).toBe(1);
        expect(Object.keys(res.json().data.errors).every((k) => k.startsWith('Payments.3.'))).toBe(true);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      });

      it('answers 422 at once for 100,001 rows and 413 for an upload over 20 MB', async () => {
        const big = await bigWorkbook(100_001, () => [1, 'sepa'], ['Amount', 'Transfer Service']);
        const started = Date.now();
        await refused(big, /^The file may not have more than 100,000 rows\.$/);
        expect(Date.now() - started).toBeLessThan(5000);
        await refused(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(21 * 1024 * 1024, 1)]), /./, 413);
      }, 60_000);
    });

    it('announces the rows\' account changes per batch (issue 18): far fewer account.updated than rows, the last one with the final balance', async () => {
      const rows = Array.from({ length: 80 }, (_, i) => sepaRow(500 + i, '1.00'));
      sent.length = 0;
      const res = await create(await workbook(rows));
      expect(res.statusCode, res.body).toBe(201);
      expect(await runJobs(t)).toBe(1);
      const updates = sent.filter((b) => b.event === 'account.updated');
      expect(updates.length).toBeGreaterThan(0);
      expect(updates.length).toBeLessThanOrEqual(21);
      expect(updates.every((b) => b.channel === `private-company.${acme.companyId}` && (b.data as { id: number }).id === acc.eur)).toBe(true);
      const final = await balances(t, acc.eur);
      const last = updates.at(-1)?.data as { available_balance: string };
      expect(last.available_balance).toBe(`${final.available / 100n}.${String(final.available % 100n).padStart(2, '0')}`);
    });
  });
});
