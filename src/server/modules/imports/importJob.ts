import { z } from 'zod';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { HttpError } from '../../http/errors';
import { readWorkbook } from '../../imports/readWorkbook';
import { PermanentJobError } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { filesOf } from '../../storage/fileStore';
import { draftEnv } from '../transactions/drafts';
import { writePayment } from '../transactions/service';
import { AccountChanges } from '../../ledger/accountChanges';
import { publishAccountChanges } from '../bankAccounts/events';
import { errorsWorkbook, storeImportFile } from './importFiles';
import { type ImportRow, publishImport } from './importResource';
import { validateRows } from './rowDrafts';

export const IMPORT_JOB_TYPE = 'import.transactions';

const payloadSchema = z.object({ import_id: z.number().int().positive() });

/** Test hook: runs after each written row (a throw simulates a crash mid-file). */
export type ImportJobHooks = { afterRow?: (row: number) => void };

const update = async (ctx: AppContext, id: number, values: Partial<Pick<ImportRow, 'status' | 'progress'>>): Promise<ImportRow> =>
  ctx.db.updateTable('imports').set({ ...values, updated_at: nowIso(ctx.now()) }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

const fail = async (ctx: AppContext, row: ImportRow, why: string): Promise<never> => {
  await publishImport(ctx, await update(ctx, row.id, { status: 'ERROR' }));
  throw new PermanentJobError(`Import ${row.id} failed: ${why}`);
};

const isUniqueViolation = (e: unknown): boolean => /unique|duplicate key/i.test(e instanceof Error ? e.message : String(e));

/**
 * Processes an import: QUEUE → PROCESSING → DONE (some or all rows paid; failed rows in the errors
 * file) or ERROR (no row paid, or the file could not be read). Each row is validated again (balances
 * and settings may have changed since the preview) and written in its own database transaction
 * together with its `import_rows` line; (import, row) is unique, so a retried job skips written rows
 * and a row is never paid twice.
 */
export const importJobHandler = (app: AppContext, hooks: ImportJobHooks = {}): JobHandler => async (job) => {
  try {
    return await runImport(app, hooks, job);
  } catch (e) {
    // The last attempt failing unexpectedly leaves the import in ERROR, not PROCESSING for ever.
    const id = payloadSchema.safeParse(job.payload).data?.import_id;
    if (!(e instanceof PermanentJobError) && id !== undefined && job.job.attempts >= job.job.max_attempts) {
      const row = await app.db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
      if (row && (row.status === 'QUEUE' || row.status === 'PROCESSING')) await publishImport(app, await update(app, id, { status: 'ERROR' }));
    }
    throw e;
  }
};

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
  const user = record.user_id === null ? undefined : await app.db.selectFrom('users').selectAll().where('id', '=', record.user_id).executeTakeFirst();
  const company = await app.db.selectFrom('companies').selectAll().where('id', '=', record.company_id).executeTakeFirst();
  const account = await app.db.selectFrom('bank_accounts').selectAll().where('id', '=', record.bank_account_id).where('company_id', '=', record.company_id).executeTakeFirst();
  if (!user || !company || !account) return fail(app, record, 'the user, company or account is gone');
  let sheet;
  try {
    sheet = await readWorkbook(file);
  } catch (e) {
    return fail(app, record, e instanceof Error ? e.message : 'unreadable file');
  }
  const env = await draftEnv(app, user, company);
  const done = new Set((await app.db.selectFrom('import_rows').select('row_number').where('import_id', '=', record.id).execute()).map((r) => r.row_number));
  const total = sheet.rows.length;
  const importId = record.id;
  let processed = done.size;
  let lastPercent = -1;
  const pending = sheet.rows.filter((r) => !done.has(r.row));
  const { outcomes } = await validateRows(env, { ...sheet, rows: pending }, account);
  // The rows' account changes are announced once per batch (with each progress step), not once per row.
  const accountChanges = new AccountChanges();
  try {
    for (const o of outcomes) {
      const at = nowIso(app.now());
      if ('errors' in o) {
        await app.db.insertInto('import_rows').values({ import_id: importId, row_number: o.row, transaction_id: null, amount: '0', fee: '0', error: JSON.stringify(Object.fromEntries(o.errors)), created_at: at })
          .onConflict((oc) => oc.columns(['import_id', 'row_number']).doNothing()).execute();
      } else {
        try {
          await writePayment(app, o.draft, {
            accountChanges,
            inTransaction: async (trx, transactionId) => {
              await trx.updateTable('transactions').set({ import_id: importId }).where('id', '=', transactionId).execute();
              await trx.insertInto('import_rows').values({ import_id: importId, row_number: o.row, transaction_id: transactionId, amount: o.draft.amount.toString(), fee: o.draft.fee.toString(), error: null, created_at: at }).execute();
            },
          });
        } catch (e) {
          if (isUniqueViolation(e)) continue; // another attempt wrote this row first
          if (!(e instanceof HttpError)) throw e; // unexpected: the job retries and skips the rows already written
          const col = sheet.columns.get('amount') ?? 'A';
          await app.db.insertInto('import_rows').values({ import_id: importId, row_number: o.row, transaction_id: null, amount: o.draft.amount.toString(), fee: '0', error: JSON.stringify({ [col]: Object.values(e.errors ?? {}).flat().concat(e.errors ? [] : [e.message]) }), created_at: at })
            .onConflict((oc) => oc.columns(['import_id', 'row_number']).doNothing()).execute();
        }
      }
      hooks.afterRow?.(o.row);
      processed += 1;
      const percent = Math.floor((processed * 100) / total);
      if (percent !== lastPercent && (percent - lastPercent >= 5 || processed === total)) {
        lastPercent = percent;
        await publishAccountChanges(app, accountChanges);
        await publishImport(app, await update(app, importId, { progress: percent }));
      }
    }
  } finally {
    // Also when a row fails unexpectedly (the job retries): what committed is announced.
    await publishAccountChanges(app, accountChanges);
  }
  return finish(app, job.runInTransaction, importId, sheet);
};

type Sheet = Awaited<ReturnType<typeof readWorkbook>>;

/** Totals from the written rows, the errors file, and the final status in one fenced transaction. */
const finish = async (app: AppContext, runInTransaction: Parameters<JobHandler>[0]['runInTransaction'], importId: number, sheet: Sheet) => {
  const rows = await app.db.selectFrom('import_rows').selectAll().where('import_id', '=', importId).execute();
  const record = await app.db.selectFrom('imports').selectAll().where('id', '=', importId).executeTakeFirstOrThrow();
  let ok = 0;
  let okAmount = 0n;
  let okFee = 0n;
  let failedAmount = 0n;
  const failed = new Map<number, string[]>();
  const errors: Record<string, string[]> = {};
  for (const r of rows) {
    if (r.transaction_id !== null) {
      ok += 1;
      okAmount += BigInt(r.amount);
      okFee += BigInt(r.fee);
      continue;
    }
    failedAmount += BigInt(r.amount);
    const byCol = JSON.parse(r.error ?? '{}') as Record<string, string[]>;
    failed.set(r.row_number, Object.values(byCol).flat());
    for (const [col, messages] of Object.entries(byCol)) errors[`${sheet.sheet}.${r.row_number}.${col}`] = messages;
  }
  const errorsPath = failed.size > 0 ? await storeImportFile(filesOf(app), record.company_id, 'errors', await errorsWorkbook(sheet, failed)) : null;
  const final = await runInTransaction(async (trx) =>
    trx.updateTable('imports').set({
      status: ok > 0 ? 'DONE' : 'ERROR', progress: 100, errors_file_path: errorsPath, errors: failed.size > 0 ? JSON.stringify(errors) : null,
      success_transactions_count: ok, success_transactions_amount: okAmount.toString(), success_transactions_amount_with_fee: (okAmount + okFee).toString(),
      failed_transactions_count: failed.size, failed_transactions_amount: failedAmount.toString(), updated_at: nowIso(app.now()),
    }).where('id', '=', importId).returningAll().executeTakeFirstOrThrow(),
  );
  await publishImport(app, final);
  return { import_id: importId, status: final.status };
};
