import { z } from 'zod';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { openImportFile } from '../../imports/openImportFile';
import type { OpenedSheet, SheetRow } from '../../imports/readWorkbook';
import { ImportFileError } from '../../imports/zipGuard';
import { assertLease, JobLeaseLostError, PermanentJobError } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { AccountChanges } from '../../ledger/accountChanges';
import { filesOf } from '../../storage/fileStore';
import { accountTransaction, publishAccountChanges } from '../bankAccounts/events';
import { ownAccount } from '../bankAccounts/queries';
import { companyById } from '../companies/queries';
import { draftEnv } from '../transactions/drafts';
import { userById } from '../users/queries';
import { type BatchRow, writeImportRows } from '../transactions/batchWrite';
import { type ErrorsFileRow, storeErrorsFile } from './importFiles';
import { type ImportRow, publishImport } from './importResource';
import { ErrorList, type RowOutcome, rowContext, validateRow, yieldToLoop } from './rowDrafts';

export const IMPORT_JOB_TYPE = 'import.transactions';

const payloadSchema = z.object({ import_id: z.number().int().positive() });

/** Rows written per database transaction: one commit per batch instead of one per row. */
export const IMPORT_BATCH_ROWS = 500;

/** Test hooks: a throw simulates a crash at that point. */
export type ImportJobHooks = {
  /** Rows per batch (default IMPORT_BATCH_ROWS). */
  batchSize?: number;
  /** Inside a batch's database transaction, after each row is written: a throw rolls the batch back. */
  afterRow?: (row: number) => void;
  /** After a batch has committed, with its rows' numbers. */
  afterBatch?: (rows: readonly number[]) => void | Promise<void>;
};

const update = async (ctx: AppContext, id: number, values: Partial<Pick<ImportRow, 'status' | 'progress'>>): Promise<ImportRow> =>
  ctx.db.updateTable('imports').set({ ...values, updated_at: nowIso(ctx.now()) }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

const fail = async (ctx: AppContext, row: ImportRow, why: string): Promise<never> => {
  await publishImport(ctx, await update(ctx, row.id, { status: 'ERROR' }));
  throw new PermanentJobError(`Import ${row.id} failed: ${why}`);
};

/**
 * Processes an import: QUEUE → PROCESSING → DONE (some or all rows paid; failed rows in the errors
 * file) or ERROR (no row paid, or the file could not be read). The file is read row by row; each row
 * is validated again (balances and settings may have changed since the preview), and every
 * IMPORT_BATCH_ROWS rows are written in ONE database transaction (batchWrite.ts) together with their
 * `import_rows` lines: a row the ledger refuses (insufficient funds) becomes a failed line, the others
 * stay. Each batch first checks that this worker still holds the job (queue.ts assertLease), so a
 * worker that lost its lease commits nothing more. (import, row) is unique, so a retried job skips
 * written rows and a row is never paid twice.
 */
export const importJobHandler = (app: AppContext, hooks: ImportJobHooks = {}): JobHandler => async (job) => {
  try {
    return await runImport(app, hooks, job);
  } catch (e) {
    // The last attempt failing unexpectedly leaves the import in ERROR, not PROCESSING for ever.
    const id = payloadSchema.safeParse(job.payload).data?.import_id;
    if (!(e instanceof PermanentJobError) && !(e instanceof JobLeaseLostError) && id !== undefined && job.job.attempts >= job.job.max_attempts) {
      const row = await app.db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
      if (row && (row.status === 'QUEUE' || row.status === 'PROCESSING')) await publishImport(app, await update(app, id, { status: 'ERROR' }));
    }
    throw e;
  }
};

type Outcome = RowOutcome & { sheetRow: SheetRow };

const failedLine = (importId: number, row: number, amount: bigint, errors: Record<string, string[]>, at: string) =>
  ({ import_id: importId, row_number: row, transaction_id: null, amount: amount.toString(), fee: '0', error: JSON.stringify(errors), created_at: at });

const runImport = async (app: AppContext, hooks: ImportJobHooks, job: Parameters<JobHandler>[0]): Promise<unknown> => {
  const parsed = payloadSchema.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError('Invalid import job payload.');
  let record = await app.db.selectFrom('imports').selectAll().where('id', '=', parsed.data.import_id).executeTakeFirst();
  if (!record) throw new PermanentJobError(`Unknown import ${parsed.data.import_id}.`);
  if (record.status === 'DONE' || record.status === 'ERROR') return { import_id: record.id, status: record.status };
  record = await update(app, record.id, { status: 'PROCESSING' });
  await publishImport(app, record);

  const file = record.file_path ? await filesOf(app).read(record.file_path) : null;
  if (!file) return fail(app, record, 'the original file is missing');
  const user = record.user_id === null ? undefined : await userById(app.db, record.user_id);
  const company = await companyById(app.db, record.company_id);
  const account = await ownAccount(app.db, record.company_id, record.bank_account_id);
  if (!user || !company || !account) return fail(app, record, 'the user, company or account is gone');
  let sheet: OpenedSheet;
  try {
    sheet = openImportFile(file, account);
  } catch (e) {
    return fail(app, record, e instanceof Error ? e.message : 'unreadable file');
  }
  const rows = rowContext(await draftEnv(app, user, company), account, sheet);
  const written = await app.db.selectFrom('import_rows').select(['row_number', 'transaction_id']).where('import_id', '=', record.id).execute();
  const done = new Set(written.map((r) => r.row_number));
  const importId = record.id;
  const amountColumn = sheet.columns.get('amount') ?? 'A';
  const batchSize = Math.max(1, hooks.batchSize ?? IMPORT_BATCH_ROWS);
  let processed = done.size;
  const total = Math.max(record.total_rows, processed, 1);
  let lastPercent = -1;
  // The rows' account changes are announced once per progress step, not once per row.
  const accountChanges = new AccountChanges();

  /** Writes one batch in one database transaction. */
  const writeBatch = async (batch: Outcome[]): Promise<void> => {
    const at = nowIso(app.now());
    await accountTransaction(app, async (trx) => {
      await assertLease(trx, job.job, job.now());
      const valid: BatchRow[] = batch.flatMap((o) => ('draft' in o ? [{ row: o.row, draft: o.draft }] : []));
      const written = new Map((await writeImportRows(app, trx, importId, valid, at)).map((w) => [w.row, w]));
      const lines = batch.map((o) => {
        if ('errors' in o) return failedLine(importId, o.row, o.amount, Object.fromEntries(o.errors), at);
        const w = written.get(o.row);
        if (!w) throw new Error(`Import ${importId}: row ${o.row} has no outcome`);
        if ('transactionId' in w) return { import_id: importId, row_number: o.row, transaction_id: w.transactionId, amount: o.draft.amount.toString(), fee: o.draft.fee.toString(), error: null, created_at: at };
        return failedLine(importId, o.row, o.draft.amount, { [amountColumn]: Object.values(w.error.errors ?? {}).flat().concat(w.error.errors ? [] : [w.error.message]) }, at);
      });
      for (let i = 0; i < lines.length; i += 500) await trx.insertInto('import_rows').values(lines.slice(i, i + 500)).execute();
      for (const line of lines) hooks.afterRow?.(line.row_number);
    }, accountChanges);
  };

  const flush = async (batch: Outcome[]) => {
    if (batch.length === 0) return;
    await writeBatch(batch);
    await hooks.afterBatch?.(batch.map((o) => o.row));
    processed += batch.length;
    const percent = Math.floor((processed * 100) / total);
    if (percent !== lastPercent && (percent - lastPercent >= 5 || processed >= total)) {
      lastPercent = Math.min(percent, 100);
      await publishAccountChanges(app, accountChanges);
      await publishImport(app, await update(app, importId, { progress: lastPercent }));
    }
    // Other requests and the events just published go out before the next batch.
    await yieldToLoop();
  };

  try {
    let batch: Outcome[] = [];
    try {
      for (const row of sheet.rows()) {
        if (done.has(row.row)) continue;
        batch.push({ ...(await validateRow(rows, row)), sheetRow: row });
        if (batch.length >= batchSize) {
          await flush(batch);
          batch = [];
        }
      }
    } catch (e) {
      // The same bytes were read to the end at submit: a file error here means the reader changed meanwhile.
      if (e instanceof ImportFileError) return fail(app, record, e.message);
      throw e;
    }
    await flush(batch);
  } finally {
    // Also when a batch fails unexpectedly (the job retries): what committed is announced.
    await publishAccountChanges(app, accountChanges);
  }
  return finish(app, job.runInTransaction, importId, file, account);
};

/** An import's written lines in row order, a page at a time (not all of a large import's lines at once). */
async function* linesOf(app: AppContext, importId: number) {
  const pageSize = 5000;
  for (let after = -1; ; ) {
    const page = await app.db.selectFrom('import_rows').select(['row_number', 'transaction_id', 'amount', 'fee', 'error']).where('import_id', '=', importId).where('row_number', '>', after)
      .orderBy('row_number').limit(pageSize).execute();
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = last.row_number;
  }
}

/**
 * Totals from the written lines, the errors file, and the final status in one fenced transaction.
 * The lines are read in row order, a page at a time, beside the rows of the file (read again, also
 * in row order): each failed line's row, with its values and messages, goes into the errors file as
 * it comes, so neither the failed rows nor their messages are held (only the first
 * ERRORS_LISTED_ROWS rows' errors are kept for the record).
 */
const finish = async (app: AppContext, runInTransaction: Parameters<JobHandler>[0]['runInTransaction'], importId: number, file: Buffer, account: { iban: string | null; currency: string }) => {
  const record = await app.db.selectFrom('imports').selectAll().where('id', '=', importId).executeTakeFirstOrThrow();
  const sheet = openImportFile(file, account);
  let ok = 0;
  let okAmount = 0n;
  let okFee = 0n;
  let failed = 0;
  let failedAmount = 0n;
  const errors = new ErrorList(sheet.sheet);
  async function* failedRows(): AsyncGenerator<ErrorsFileRow> {
    const rows = sheet.rows();
    let next = rows.next();
    for await (const r of linesOf(app, importId)) {
      if (r.transaction_id !== null) {
        ok += 1;
        okAmount += BigInt(r.amount);
        okFee += BigInt(r.fee);
        continue;
      }
      failed += 1;
      failedAmount += BigInt(r.amount);
      const byCol = Object.entries(JSON.parse(r.error ?? '{}') as Record<string, string[]>);
      errors.add(r.row_number, byCol);
      // The file's row of this line (rows and lines both come in row order; a line without a row has none).
      while (!next.done && next.value.row < r.row_number) next = rows.next();
      if (!next.done && next.value.row === r.row_number) yield { row: r.row_number, values: next.value.values, messages: byCol.flatMap(([, m]) => m) };
    }
  }
  const errorsPath = await storeErrorsFile(filesOf(app), record.company_id, sheet, failedRows());
  const final = await runInTransaction(async (trx) =>
    trx.updateTable('imports').set({
      status: ok > 0 ? 'DONE' : 'ERROR', progress: 100, errors_file_path: errorsPath, errors: failed > 0 ? JSON.stringify(errors.result()) : null,
      success_transactions_count: ok, success_transactions_amount: okAmount.toString(), success_transactions_amount_with_fee: (okAmount + okFee).toString(),
      failed_transactions_count: failed, failed_transactions_amount: failedAmount.toString(), updated_at: nowIso(app.now()),
    }).where('id', '=', importId).returningAll().executeTakeFirstOrThrow(),
  );
  await publishImport(app, final);
  return { import_id: importId, status: final.status };
};
