// npm run bench: measures the server's hot paths in-process (no network), on a fresh SQLite database,
// then the parts in scripts/bench/, and ends with one table of the issue 14 and issue 39 figures against their goals.
// `npm run bench -- --quick`: smaller sizes (each can still be set by its KONTOR_BENCH_* variable).
// `npm run bench -- --http`: only the HTTP part (scripts/bench/http.ts: a started server, autocannon), on
// SQLite and, when DATABASE_URL is set, on PostgreSQL.
const QUICK_SIZES: Record<string, string> = {
  KONTOR_BENCH_TRANSACTIONS: '100000',
  KONTOR_BENCH_TRANSFERS: '1000',
  KONTOR_BENCH_TRANSFER_WARMUP: '500',
  KONTOR_BENCH_LIST_SAMPLES: '100',
  KONTOR_BENCH_IMPORT_ROWS: '10000',
  KONTOR_BENCH_IMPORT_ROUNDS: '3',
  KONTOR_BENCH_BIG_IMPORT_ROWS: '20000',
  KONTOR_BENCH_SOCKETS: '200',
  KONTOR_BENCH_REALTIME_ROUNDS: '10',
  KONTOR_BENCH_LIST_ROUNDS: '6',
  KONTOR_BENCH_HTTP_REQUESTS: '1000',
  KONTOR_BENCH_HTTP_WARMUP: '200',
};
if (process.argv.includes('--quick')) for (const [name, value] of Object.entries(QUICK_SIZES)) process.env[name] ??= value;
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { DEMO_PASSWORD } from '../src/server/db/seed';

type Row = { figure: string; now: string; goal: string; ratio: number };
const ceiling = (figure: string, value: number, goal: number, unit: string, digits = 0): Row => ({ figure, now: `${value.toFixed(digits)}${unit}`, goal: `≤ ${goal}${unit}`, ratio: value / goal });
const floor = (figure: string, value: number, goal: number, unit: string): Row => ({ figure, now: `${value.toFixed(0)}${unit}`, goal: `≥ ${goal}${unit}`, ratio: goal / Math.max(value, 1e-9) });
/** A figure the issue asks to measure without a goal of its own (PostgreSQL's transfers/s): no ratio. */
const measured = (figure: string, value: number, unit: string): Row => ({ figure, now: `${value.toFixed(0)}${unit}`, goal: 'no goal', ratio: Number.NaN });
const printRows = (rows: readonly Row[]) => {
  const width = Math.max(...rows.map((r) => r.figure.length));
  process.stdout.write(`\n${'figure'.padEnd(width)}  ${'now'.padStart(10)}  ${'goal'.padStart(10)}  ratio\n`);
  for (const r of rows) {
    const ratio = Number.isNaN(r.ratio) ? '   —' : `${r.ratio.toFixed(2)}${r.ratio <= 1 ? '' : '  (goal not met)'}`;
    process.stdout.write(`${r.figure.padEnd(width)}  ${r.now.padStart(10)}  ${r.goal.padStart(10)}  ${ratio}\n`);
  }
};

// Over real HTTP (issue 39): a started server, autocannon with 50 connections (scripts/bench/http.ts).
const { benchHttp } = await import('./bench/http');
type HttpFigures = Awaited<ReturnType<typeof benchHttp>>;
const httpRows = (h: HttpFigures): Row[] => {
  const name = h.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const errors = (k: HttpFigures['transfers']) => Object.values(k.errors).reduce((a, b) => a + b, 0);
  return [
    floor(`HTTP ${name}: transfers/s, ${h.connections} connections (integrity ${h.integrity ? 'PASS' : 'FAIL'})`, h.transfers.perSecond, 1000, ''),
    ceiling(`HTTP ${name}: transfer p99`, h.transfers.p99, 100, ' ms'),
    { figure: `HTTP ${name}: transfer errors`, now: String(errors(h.transfers)), goal: '0', ratio: errors(h.transfers) === 0 ? 1 : Number.POSITIVE_INFINITY },
    measured(`HTTP ${name}: exchanges/s (p99 ${h.exchanges.p99.toFixed(0)} ms, ${errors(h.exchanges)} errors)`, h.exchanges.perSecond, ''),
    floor(`HTTP ${name}: 100-row list reads/s (p99 ${h.reads.p99.toFixed(0)} ms, ${errors(h.reads)} errors)`, h.reads.perSecond, 2000, ''),
  ];
};
const runHttp = async (): Promise<HttpFigures[]> => {
  const out = [await benchHttp((line) => process.stdout.write(line))];
  if (process.env.DATABASE_URL) out.push(await benchHttp((line) => process.stdout.write(line), 'postgres'));
  return out;
};
if (process.argv.includes('--http')) {
  const figures = await runHttp();
  printRows(figures.flatMap(httpRows));
  if (figures.some((h) => !h.integrity)) process.exitCode = 1;
  process.exit();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-bench-'));
const config = { ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir }), portalDir: path.join(dataDir, 'none') };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const report = (name: string, samples: number[]) =>
  process.stdout.write(`${name.padEnd(40)} n=${String(samples.length).padStart(4)}  p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${percentile(samples, 95).toFixed(2)} ms\n`);

const t0 = performance.now();
const app = await buildApp(config);
await app.ready();
process.stdout.write(`${'start + migrate + seed demo data'.padEnd(40)} ${(performance.now() - t0).toFixed(0)} ms\n`);

const time = async (name: string, n: number, fn: () => Promise<void>) => {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await fn();
    samples.push(performance.now() - s);
  }
  report(name, samples);
};

let token = '';
await time('POST auth/login (argon2id verify)', 20, async () => {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'admin@kontor.test', password: DEMO_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode} ${res.body}`);
  token = res.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
});
await time('GET auth/me (token lookup + user)', 500, async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`me failed ${res.statusCode}`);
});
await time('POST auth/login 422 (validation only)', 500, async () => {
  await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'x', password: '' } });
});

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

// Realtime delivery with many sockets open (scripts/bench/realtime.ts).
const { benchRealtime } = await import('./bench/realtime');
await benchRealtime((line) => process.stdout.write(line));

// Bulk import: the preview of a 10,000-row xlsx against exceljs's bare parse, then the big import (100,000 rows;
// 20,000 with --quick) through a server in a child process: time to DONE, its peak memory, live progress (scripts/bench/imports.ts).
const { benchImports } = await import('./bench/imports');
const imports = await benchImports((line) => process.stdout.write(line));

// The portal's 100-row transaction list in Chromium: data arrival to rendered rows (scripts/bench/listRender.ts).
const { benchListRender } = await import('./bench/listRender');
const listRender = await benchListRender((line) => process.stdout.write(line));

// The portal's weight as a browser downloads it: sign-in screen and manager dashboard (scripts/bench/weight.ts).
const { benchWeight } = await import('./bench/weight');
const weight = await benchWeight((line) => process.stdout.write(line));

// Ledger at scale: 1,000,000 seeded transactions (KONTOR_BENCH_TRANSACTIONS), list latency, transfers/s (scripts/bench/ledger.ts).
const { benchLedger } = await import('./bench/ledger');
const ledger = await benchLedger((line) => process.stdout.write(line));
// The same on PostgreSQL when DATABASE_URL names a server (a database kontor_bench_ledger, or KONTOR_BENCH_PG_DATABASE, is made afresh there).
const ledgerPg = process.env.DATABASE_URL ? await benchLedger((line) => process.stdout.write(line), 'postgres') : null;

const http = await runHttp();

// The figures of issues 14 and 39 against their goals, all from this run. "ratio" is figure / goal for a
// ceiling and goal / figure for a floor: at most 1.00 meets the goal.
const rows: Row[] = [
  floor(`transfers/s, SQLite, ${ledger.concurrency} concurrent (integrity ${ledger.integrity ? 'PASS' : 'FAIL'})`, ledger.transfersPerSecond, 1500, ''),
  ceiling(`${imports.rows}-row import preview / exceljs bare parse (p50 of ${imports.rounds})`, imports.ratio, 1.5, 'x', 2),
  ceiling(`${imports.big.rows.toLocaleString('en')}-row import, preview + job to DONE${imports.big.fullSize ? '' : ' (not the full 100,000)'}`, imports.big.totalMs / 1000, 60, ' s', 1),
  ceiling(`peak server memory during it (RSS)`, imports.big.peakRssMb, 512, ' MB'),
  floor(`progress updates seen live during the job (${imports.big.status}, integrity ${imports.big.integrity ? 'PASS' : 'FAIL'})`, imports.big.progressEvents, 10, ''),
  ceiling('sign-in screen JavaScript (as sent)', weight.signInKb, 300, ' KB'),
  ceiling('manager dashboard JavaScript (as sent)', weight.dashboardKb, 400, ' KB'),
  ceiling('100-row transaction list, data → rows, p50', listRender.p50, 100, ' ms'),
  ceiling(`list of 100 of one account on ${ledger.transactions} rows, API / query p50`, ledger.apiOverQuery, 2, 'x', 2),
  ...(ledgerPg
    ? [
        // Issue 14 sets 1,500/s for SQLite; on PostgreSQL it asks for the ledger figures to be measured
        // and for the list goal to hold there too.
        measured(`transfers/s, PostgreSQL, ${ledgerPg.concurrency} concurrent (integrity ${ledgerPg.integrity ? 'PASS' : 'FAIL'})`, ledgerPg.transfersPerSecond, ''),
        // Issue 39: in process, PostgreSQL within 1.5x of SQLite.
        ceiling('in-process transfers/s, SQLite / PostgreSQL', ledger.transfersPerSecond / Math.max(ledgerPg.transfersPerSecond, 1e-9), 1.5, 'x', 2),
        ceiling(`PostgreSQL: list of 100 of one account on ${ledgerPg.transactions} rows, API / query p50`, ledgerPg.apiOverQuery, 2, 'x', 2),
      ]
    : []),
  ...http.flatMap(httpRows),
];
printRows(rows);
const notMeasured = [...(imports.big.fullSize ? [] : [`the 100,000-row import at full size (${imports.big.rows.toLocaleString('en')} rows were run)`]), ...(ledgerPg ? [] : ['the PostgreSQL ledger and list figures (set DATABASE_URL)'])];
if (notMeasured.length > 0) process.stdout.write(`Not measured here: ${notMeasured.join('; ')}.\n`);
if (!ledger.integrity || (ledgerPg && !ledgerPg.integrity) || http.some((h) => !h.integrity) || !imports.big.integrity || imports.big.status !== 'DONE') process.exitCode = 1;
