// npm run bench (import part): preview and import time of a 10,000-row xlsx, each as a ratio to
// exceljs's bare parse of the same file. In-process on a fresh SQLite database with the demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { nowIso } from '../../src/server/db/values';
import { enqueue } from '../../src/server/jobs/queue';
import { Worker } from '../../src/server/jobs/worker';
import { readWorkbook } from '../../src/server/imports/readWorkbook';
import { storeImportFile } from '../../src/server/modules/imports/importFiles';
import { filesOf } from '../../src/server/storage/fileStore';
import { IMPORT_JOB_TYPE, importJobHandler } from '../../src/server/modules/imports/importJob';
import { totalsOf, validateRows } from '../../src/server/modules/imports/rowDrafts';
import { draftEnv } from '../../src/server/modules/transactions/drafts';

const ROWS = Number(process.env.KONTOR_BENCH_IMPORT_ROWS ?? 10_000);

const ibanOf = (n: number): string => {
  const bban = `37040044${String(n).padStart(10, '0')}`;
  const digits = `${bban}131400`;
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(String(rest) + digits.slice(i, i + 7)) % 97;
  return `DE${String(98 - rest).padStart(2, '0')}${bban}`;
};

const sheet = async (): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payments');
  ws.addRow(['Amount', 'Transfer Service', 'Legal Type', 'Company Name', 'IBAN', 'Country', 'Reference Message']);
  for (let i = 0; i < ROWS; i += 1) ws.addRow([(10 + (i % 500) / 100).toFixed(2), 'sepa', 'company', `Bench payee ${i}`, ibanOf(100_000 + i), 'DE', `Bench ${i}`]);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

const ms = (start: number) => performance.now() - start;

export type ImportFigures = { rows: number; bareMs: number; previewMs: number; importMs: number };

export const benchImports = async (write: (line: string) => void): Promise<ImportFigures> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-bench-imports-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir, KONTOR_JOBS_INPROCESS: '0' }), portalDir: path.join(dataDir, 'none') };
  const app = await buildApp(config);
  await app.ready();
  try {
    const ctx = app.kontor;
    const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', 'manager@kontor.test').executeTakeFirstOrThrow();
    const company = await ctx.db.selectFrom('companies').selectAll().where('id', '=', user.company_id ?? 0).executeTakeFirstOrThrow();
    const account = await ctx.db.selectFrom('bank_accounts').selectAll().where('company_id', '=', company.id).where('currency', '=', 'EUR').where('currency_type', '=', 'fiat').executeTakeFirstOrThrow();
    // Bench database only: enough money for every row (the ledger's integrity is not the point here).
    await ctx.db.updateTable('bank_accounts').set({ balance: String(10n ** 12n) }).where('id', '=', account.id).execute();
    const file = await sheet();

    let start = performance.now();
    const bare = new ExcelJS.Workbook();
    await bare.xlsx.load(file as unknown as ExcelJS.Buffer);
    const bareMs = ms(start);

    start = performance.now();
    const parsed = await readWorkbook(file);
    const env = await draftEnv(ctx, user, company);
    const fresh = await ctx.db.selectFrom('bank_accounts').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();
    const totals = totalsOf((await validateRows(env, parsed, fresh)).outcomes);
    const previewMs = ms(start);

    const at = nowIso(new Date());
    const row = await ctx.db.insertInto('imports').values({
      company_id: company.id, user_id: user.id, bank_account_id: account.id, status: 'QUEUE', file_name: 'bench.xlsx', file_path: await storeImportFile(filesOf(ctx), company.id, 'original', file),
      errors_file_path: null, progress: 0, bypass_duplicate_check: 1, total_rows: ROWS, success_transactions_count: 0, success_transactions_amount: '0',
      success_transactions_amount_with_fee: '0', failed_transactions_count: 0, failed_transactions_amount: '0', errors: null, created_at: at, updated_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    await enqueue(ctx.db, { type: IMPORT_JOB_TYPE, payload: { import_id: row.id }, maxAttempts: 1 });
    const worker = new Worker({ db: ctx.db, engine: ctx.engine, handlers: { [IMPORT_JOB_TYPE]: importJobHandler(ctx) } });
    start = performance.now();
    await worker.runOnce();
    const importMs = ms(start);
    const done = await ctx.db.selectFrom('imports').select(['status', 'success_transactions_count']).where('id', '=', row.id).executeTakeFirstOrThrow();

    write(`${`import ${ROWS} rows: exceljs bare parse`.padEnd(40)} ${bareMs.toFixed(0)} ms (${(file.length / 1024).toFixed(0)} KiB)\n`);
    write(`${'import preview (guard+parse+validate)'.padEnd(40)} ${previewMs.toFixed(0)} ms  ×${(previewMs / bareMs).toFixed(1)} of bare parse  (${totals.count} rows)\n`);
    write(`${'import job (parse+validate+write)'.padEnd(40)} ${importMs.toFixed(0)} ms  ×${(importMs / bareMs).toFixed(1)} of bare parse  (${done.status}, ${done.success_transactions_count} paid)\n`);
    return { rows: ROWS, bareMs, previewMs, importMs };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
