import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/server/db/values';
import { openWorkbook } from '../../src/server/imports/readWorkbook';
import { verifyLedger } from '../../src/server/ledger/integrity';
import { writeImportRows } from '../../src/server/modules/transactions/batchWrite';
import { IMPORT_BATCH_ROWS, IMPORT_JOB_TYPE, importJobHandler } from '../../src/server/modules/imports/importJob';
import { rowContext, validateRow } from '../../src/server/modules/imports/rowDrafts';
import { draftEnv } from '../../src/server/modules/transactions/drafts';
import { writePaymentIn } from '../../src/server/modules/transactions/payments';
import { forEachEngine, type TestApp } from './harness';
import { bigWorkbook, multipart, sepaRow } from './importFixtures';
import { api, balances, fund } from './ledgerFixtures';
import { type Broadcast, type Company, makeJobsApp, runJobs, testWorker } from './reportingFixtures';

// Issue 14: large imports are written in batches (one database transaction per batch). These tests
// run several batches with rows failing in the middle of a batch, both at validation (a wrong IBAN)
// and at write time (the balance no longer covers a row), and check the money to the cent.

const ROWS = 2400;
/** Rows in the middle of each batch of 500 (0-based index in the file). */
const BAD_IBAN = (i: number) => i % IMPORT_BATCH_ROWS === 250;
const TOO_BIG = (i: number) => i % IMPORT_BATCH_ROWS === 300;

const rowOf = (i: number): (string | number)[] => {
  const r = sepaRow(10_000 + i, TOO_BIG(i) ? '5000.00' : '1.00');
  if (BAD_IBAN(i)) r[4] = 'DE00370400440532013000';
  return r;
};

await forEachEngine((engine) => {
  describe(`large import in batches (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let sent: Broadcast[];
    let eur = 0;
    let admin = '';

    const send = async (fields: Record<string, string>, content: Buffer, code?: string) => {
      const m = multipart(fields, { name: 'large.xlsx', content });
      return t.app.inject({ method: 'POST', url: api('manager/transactions/import'), payload: m.body, headers: { ...m.headers, authorization: `Bearer ${await acme.manager.token()}`, ...(code ? { 'one-time-code': code } : {}) } });
    };
    const create = async (content: Buffer) => {
      await acme.manager.token();
      t.advance(30);
      return send({ is_submit: '1', bank_account_id: String(eur) }, content, t.code());
    };
    const importRows = (id: number) => t.db.db.selectFrom('import_rows').selectAll().where('import_id', '=', id).orderBy('row_number').execute();
    const importTransactions = (id: number) => t.db.db.selectFrom('transactions').selectAll().where('import_id', '=', id).orderBy('id').execute();

    beforeAll(async () => {
      const setup = await makeJobsApp(engine);
      ({ t, sent, acme } = setup);
      eur = setup.acmeEur;
      admin = setup.admin;
      await fund(t, admin, eur, '30000.00');
    });
    afterAll(async () => t.close());

    it(`writes ${ROWS} rows in batches of ${IMPORT_BATCH_ROWS}: rows failing mid-batch are failed rows, every other row is paid once, to the cent`, async () => {
      const file = await bigWorkbook(ROWS, rowOf);
      const preview = await send({ is_submit: '0', bank_account_id: String(eur) }, file);
      expect(preview.statusCode, preview.body).toBe(200);
      // 2,390 rows of 1.00 (fee 1.00) and five of 5,000.00 (fee 5.00); five wrong IBANs.
      expect(preview.json().data).toMatchObject({ transactionsCount: 2395, transactionsAmount: '27390.00', transactionsAmountWithFee: '29805.00', failedCount: 5 });
      const created = await create(file);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;

      // Before the job runs, a single withdrawal holds 25,000.00 (+25.00 fee): what is left covers the small rows only.
      const hold = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body: {
        bank_account_id: eur, amount: '25000.00', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Big Payee GmbH', customer_iban: 'DE89370400440532013000', customer_country: 'DE',
      } });
      expect(hold.statusCode, hold.body).toBe(201);
      const before = await balances(t, eur);
      expect(before.available).toBe(497_500n);

      sent.length = 0;
      expect(await runJobs(t)).toBe(1);

      const record = await t.db.db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(record).toMatchObject({ status: 'DONE', progress: 100, success_transactions_count: 2390, failed_transactions_count: 10 });
      expect(String(record.success_transactions_amount)).toBe('239000');
      expect(String(record.success_transactions_amount_with_fee)).toBe('478000');
      // The failed rows' own amounts: five of 5,000.00 refused by the ledger and five of 1.00 with a wrong IBAN (issue 43).
      expect(String(record.failed_transactions_amount)).toBe('2500500');

      const lines = await importRows(id);
      expect(lines).toHaveLength(ROWS);
      const failed = lines.filter((l) => l.transaction_id === null);
      expect(failed.map((l) => l.row_number)).toEqual([252, 302, 752, 802, 1252, 1302, 1752, 1802, 2252, 2302]);
      for (const l of failed) {
        const errors = JSON.parse(l.error ?? '{}') as Record<string, string[]>;
        if ((l.row_number - 2) % IMPORT_BATCH_ROWS === 250) expect(errors.E?.[0]).toMatch(/IBAN/);
        else expect(errors.A?.[0]).toMatch(/^Insufficient funds: the available balance is .* EUR and this payment needs 5005\.00 EUR with fees\.$/);
      }

      const txs = await importTransactions(id);
      expect(txs).toHaveLength(2390);
      expect(txs.every((x) => x.type === 'import' && x.status === 'pending' && String(x.amount) === '100' && String(x.fee_amount) === '100')).toBe(true);
      // Each paid line has its own transaction, and each transaction its reference and its history event.
      const paid = lines.filter((l) => l.transaction_id !== null);
      expect(new Set(paid.map((l) => l.transaction_id)).size).toBe(2390);
      expect(new Set(txs.map((x) => x.id))).toEqual(new Set(paid.map((l) => l.transaction_id)));
      expect(txs.every((x) => x.source_reference === `KTR-${x.created_at.slice(0, 4)}-${String(x.id).padStart(6, '0')}`)).toBe(true);
      const events = await t.db.db.selectFrom('transaction_events').select(['transaction_id', 'status']).where('transaction_id', 'in', txs.map((x) => x.id)).execute();
      expect(events).toHaveLength(2390);

      const after = await balances(t, eur);
      expect(after.balance).toBe(before.balance);
      expect(after.reserved - before.reserved).toBe(478_000n);
      expect((await verifyLedger(t.db.db)).passed).toBe(true);

      // Live: progress in steps while running (not once per row), the account announced per step.
      const progress = sent.filter((b) => b.event === 'import.updated').map((b) => b.data as { status: string; progress: number });
      const running = progress.filter((p) => p.status === 'PROCESSING').map((p) => p.progress);
      expect(running.length).toBeGreaterThanOrEqual(4);
      expect(running).toEqual([...running].sort((a, b) => a - b));
      expect(progress.at(-1)).toMatchObject({ status: 'DONE', progress: 100 });
      const accountUpdates = sent.filter((b) => b.event === 'account.updated');
      expect(accountUpdates.length).toBeGreaterThan(0);
      expect(accountUpdates.length).toBeLessThanOrEqual(21);
    }, 120_000);

    it('writes a row with the same columns, event and hold as a single payment of the same draft', async () => {
      const file = await bigWorkbook(2, (i) => sepaRow(20_000 + i, '12.34'));
      const sheet = openWorkbook(file);
      const user = await t.db.db.selectFrom('users').selectAll().where('email', '=', acme.managerEmail).executeTakeFirstOrThrow();
      const company = await t.db.db.selectFrom('companies').selectAll().where('id', '=', acme.companyId).executeTakeFirstOrThrow();
      const account = await t.db.db.selectFrom('bank_accounts').selectAll().where('id', '=', eur).executeTakeFirstOrThrow();
      const c = rowContext(await draftEnv(t.app.kontor, user, company), account, sheet);
      const [one, two] = [...sheet.rows()];
      if (!one || !two) throw new Error('two rows expected');
      const a = await validateRow(c, one);
      const b = await validateRow(c, { ...two, values: one.values });
      if (!('draft' in a) || !('draft' in b)) throw new Error('valid rows expected');
      const at = nowIso(t.clock.now);
      const importId = (await t.db.db.insertInto('imports').values({
        company_id: acme.companyId, user_id: user.id, bank_account_id: eur, status: 'PROCESSING', file_name: 'same.xlsx', file_path: null, errors_file_path: null, progress: 0,
        bypass_duplicate_check: 1, total_rows: 2, success_transactions_count: 0, success_transactions_amount: '0', success_transactions_amount_with_fee: '0',
        failed_transactions_count: 0, failed_transactions_amount: '0', errors: null, created_at: at, updated_at: at,
      }).returning('id').executeTakeFirstOrThrow()).id;
      const before = await balances(t, eur);
      const ids = await t.db.db.transaction().execute(async (trx) => {
        const single = await writePaymentIn(t.app.kontor, trx, a.draft, { inTransaction: async (x, txId) => void (await x.updateTable('transactions').set({ import_id: importId }).where('id', '=', txId).execute()) });
        const [batch] = await writeImportRows(t.app.kontor, trx, importId, [{ row: b.row, draft: b.draft }], at);
        if (!batch || !('transactionId' in batch)) throw new Error('the batch row was not written');
        return [single, batch.transactionId];
      });
      const rows = await t.db.db.selectFrom('transactions').selectAll().where('id', 'in', ids).orderBy('id').execute();
      const comparable = (r: Record<string, unknown>) => {
        const { id: _id, source_reference: ref, ...rest } = r;
        return { ...rest, reference: String(ref).replace(/\d+$/, '') };
      };
      expect(rows).toHaveLength(2);
      expect(comparable(rows[1] as Record<string, unknown>)).toEqual(comparable(rows[0] as Record<string, unknown>));
      const events = await t.db.db.selectFrom('transaction_events').select(['transaction_id', 'status', 'user_id', 'comment', 'acting_admin_id', 'created_at']).where('transaction_id', 'in', ids).orderBy('transaction_id').execute();
      const [single, batch] = events.map(({ transaction_id: _t, ...e }) => e);
      expect(events).toHaveLength(2);
      expect(batch).toEqual(single);
      const after = await balances(t, eur);
      expect(after.reserved - before.reserved).toBe(2n * (a.draft.amount + a.draft.fee));
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });

    it('a worker that lost its lease commits no further batch', async () => {
      await fund(t, admin, eur, '1000.00');
      const file = await bigWorkbook(300, (i) => sepaRow(30_000 + i, '1.00'));
      const created = await create(file);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const worker = testWorker(t, {
        // After the first batch of 100 has committed, another worker takes the job over (as after an expired lock).
        [IMPORT_JOB_TYPE]: async (job) =>
          importJobHandler(t.app.kontor, {
            batchSize: 100,
            afterBatch: async () => {
              await t.db.db.updateTable('jobs').set({ locked_by: 'another-worker', attempts: job.job.attempts + 1 }).where('id', '=', job.job.id).execute();
            },
          })(job),
      });
      expect(await worker.runOnce()).toBe(true);
      expect(await importRows(id)).toHaveLength(100);
      expect(await importTransactions(id)).toHaveLength(100);
      const job = await t.db.db.selectFrom('jobs').selectAll().where('type', '=', IMPORT_JOB_TYPE).orderBy('id', 'desc').executeTakeFirstOrThrow();
      // Not failed, not completed by this worker: the attempt was abandoned.
      expect(job).toMatchObject({ status: 'running', locked_by: 'another-worker' });
      expect((await verifyLedger(t.db.db)).passed).toBe(true);
    });
  });
});
