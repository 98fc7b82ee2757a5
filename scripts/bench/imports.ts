// npm run bench (import part), or on its own: npx tsx scripts/bench/imports.ts [--quick]
//
// 1. The preview of a KONTOR_BENCH_IMPORT_ROWS-row xlsx (default 10,000) against exceljs's bare parse
//    of the same file, in-process on a fresh SQLite database with the demo data. The preview is the
//    call the portal makes (POST manager/transactions/import, is_submit 0: multipart, malware scan,
//    zip guard, reading, every row validated). Both are warmed up once, then measured alternately
//    KONTOR_BENCH_IMPORT_ROUNDS times (default 5); the figure is p50(preview) / p50(bare parse).
// 2. The big import: KONTOR_BENCH_BIG_IMPORT_ROWS rows (default 100,000) through a real server in a
//    child process (scripts/bench/importServer.ts: HTTP, realtime, its in-process job worker; compiled
//    and started with the node options of `npm start`, scripts/serverBuild.mjs), as the
//    portal does it: preview, submit with the one-time code, then the job to DONE. Measured: the time
//    from the preview's request to the DONE event, the server process's peak memory (its RSS sampled
//    from /proc every 50 ms, and the kernel's high-water mark VmHWM), the import.updated progress
//    events a subscribed socket received while the job ran, and the ledger's integrity afterwards.
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { WebSocket } from 'ws';
import { companyChannel } from '../../src/contract/enums';
import { buildApp, sqliteFile } from '../../src/server/app';
import { totpCode } from '../../src/server/auth/totp';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/connection';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { DEMO_TOTP_SECRET } from '../../src/server/db/seed/constants';
import { readWorkbook } from '../../src/server/imports/readWorkbook';
import { verifyLedger } from '../../src/server/ledger/integrity';
import { buildServer, SERVER_NODE_ARGS } from '../serverBuild.mjs';

const QUICK = process.argv.includes('--quick');
const ROWS = Number(process.env.KONTOR_BENCH_IMPORT_ROWS ?? 10_000);
const ROUNDS = Number(process.env.KONTOR_BENCH_IMPORT_ROUNDS ?? (QUICK ? 3 : 5));
const FULL_BIG_ROWS = 100_000;
const BIG_ROWS = Number(process.env.KONTOR_BENCH_BIG_IMPORT_ROWS ?? (QUICK ? 20_000 : FULL_BIG_ROWS));
/** Every this many rows of the big file one has a wrong IBAN: failed rows are part of a real import. */
const BAD_ROW_EVERY = 1000;
const MANAGER = 'manager@kontor.test';

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const ibanOf = (n: number): string => {
  const bban = `37040044${String(n).padStart(10, '0')}`;
  const digits = `${bban}131400`;
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(String(rest) + digits.slice(i, i + 7)) % 97;
  return `DE${String(98 - rest).padStart(2, '0')}${bban}`;
};

const HEADER = ['Amount', 'Transfer Service', 'Legal Type', 'Company Name', 'IBAN', 'Country', 'Reference Message'];
const rowOf = (i: number, bad: boolean): string[] => {
  const iban = ibanOf(100_000 + i);
  return [(10 + (i % 500) / 100).toFixed(2), 'sepa', 'company', `Bench payee ${i}`, bad ? `${iban.slice(0, 2)}00${iban.slice(4)}` : iban, 'DE', `Bench ${i}`];
};

/** An xlsx of `rows` payment rows, written with exceljs's streaming writer (shared strings, as Excel writes them). */
const sheet = async (rows: number, badEvery = 0): Promise<Buffer> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: true });
  const ws = wb.addWorksheet('Payments');
  ws.addRow(HEADER).commit();
  for (let i = 0; i < rows; i += 1) ws.addRow(rowOf(i, badEvery > 0 && i % badEvery === badEvery - 1)).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
};

const multipart = (fields: Record<string, string>, file: Buffer): { body: Buffer; type: string } => {
  const boundary = `----kontorbench${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`), file, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
};

/** A code of the next time step: the sign-in used the current one, and a code is good once. */
const nextCode = (): string => totpCode(DEMO_TOTP_SECRET, Date.now() + 30_000);

export type BigImportFigures = {
  rows: number;
  fullSize: boolean;
  previewMs: number;
  submitMs: number;
  jobMs: number;
  totalMs: number;
  /** Highest RSS sampled during the import (MB), and the kernel's high-water mark of the server process. */
  peakRssMb: number;
  hwmMb: number;
  /** RSS of the started server before the import. */
  idleRssMb: number;
  /** CPU time (user + system) of the server process during the import, less sensitive to the machine's load than the wall time. */
  serverCpuS: number;
  progressEvents: number;
  progressValues: number[];
  accountEvents: number;
  status: string;
  paid: number;
  failed: number;
  integrity: boolean;
};

export type ImportFigures = { rows: number; rounds: number; bareMs: number; previewMs: number; readMs: number; ratio: number; big: BigImportFigures };

/** Part 1: preview against bare parse, in-process. */
const benchPreview = async (write: (line: string) => void) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-bench-imports-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir, KONTOR_JOBS_INPROCESS: '0' }), portalDir: path.join(dataDir, 'none') };
  const app = await buildApp(config);
  await app.ready();
  try {
    const inject = async (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method, url: `/api/v1/${url}`, payload: payload as string, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
    const admin = (await inject('POST', 'auth/login', null, { email: 'admin@kontor.test', password: DEMO_PASSWORD })).json<{ data: { token: { access_token: string } } }>().data.token.access_token;
    const login = await inject('POST', 'auth/login', null, { email: MANAGER, password: DEMO_PASSWORD }, { 'one-time-code': totpCode(DEMO_TOTP_SECRET) });
    if (login.statusCode !== 200) throw new Error(`manager login failed ${login.statusCode} ${login.body}`);
    const token = login.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
    const account = await app.kontor.db.selectFrom('bank_accounts').select('id').where('company_id', '=', (await app.kontor.db.selectFrom('users').select('company_id').where('email', '=', MANAGER).executeTakeFirstOrThrow()).company_id ?? 0)
      .where('currency', '=', 'EUR').where('currency_type', '=', 'fiat').orderBy('id').executeTakeFirstOrThrow();
    for (const amount of ['900000.00', '900000.01']) {
      const credit = await inject('POST', 'a/transactions/credit', admin, { bank_account_id: account.id, amount, bypass_duplicate_check: true });
      if (credit.statusCode !== 201) throw new Error(`credit failed ${credit.statusCode} ${credit.body}`);
    }
    const file = await sheet(ROWS);
    const form = multipart({ is_submit: '0', bank_account_id: String(account.id) }, file);

    const bare = async () => {
      const start = performance.now();
      await new ExcelJS.Workbook().xlsx.load(file as unknown as ExcelJS.Buffer);
      return performance.now() - start;
    };
    const preview = async () => {
      const start = performance.now();
      const res = await inject('POST', 'manager/transactions/import', token, form.body, { 'content-type': form.type });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`preview failed ${res.statusCode} ${res.body.slice(0, 300)}`);
      const count = res.json<{ data: { transactionsCount: number } }>().data.transactionsCount;
      if (count !== ROWS) throw new Error(`preview counted ${count} rows, not ${ROWS}`);
      return ms;
    };
    const read = async () => {
      const start = performance.now();
      await readWorkbook(file);
      return performance.now() - start;
    };
    // Warm-up (JIT, caches, statement cache), not counted.
    await bare();
    await preview();
    const samples = { bare: [] as number[], preview: [] as number[], read: [] as number[] };
    for (let i = 0; i < ROUNDS; i += 1) {
      samples.bare.push(await bare());
      samples.preview.push(await preview());
      samples.read.push(await read());
    }
    const bareMs = percentile(samples.bare, 50);
    const previewMs = percentile(samples.preview, 50);
    const readMs = percentile(samples.read, 50);
    const fmt = (v: number[]) => v.map((x) => x.toFixed(0)).join(' ');
    write(`${`import ${ROWS} rows: exceljs bare parse`.padEnd(40)} p50 ${bareMs.toFixed(0)} ms  (${(file.length / 1024).toFixed(0)} KiB; rounds ${fmt(samples.bare)})\n`);
    write(`${'import preview (HTTP call, is_submit 0)'.padEnd(40)} p50 ${previewMs.toFixed(0)} ms  ×${(previewMs / bareMs).toFixed(2)} of bare parse  (rounds ${fmt(samples.preview)})\n`);
    write(`${'  of which guard + read of the sheet'.padEnd(40)} p50 ${readMs.toFixed(0)} ms  (rounds ${fmt(samples.read)})\n`);
    return { rows: ROWS, rounds: ROUNDS, bareMs, previewMs, readMs, ratio: previewMs / bareMs };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

type Frame = { event: string; channel?: string; data?: unknown };
type ImportEvent = { id: number; status: string; progress: number; processed_rows: number; success_transactions_count: number; failed_transactions_count: number };

const rssOf = (pid: number): { rss: number; hwm: number } | null => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
};

/** CPU seconds (user + system) the process has used so far, from /proc (clock ticks of 1/100 s on Linux). */
const cpuOf = (pid: number): number => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};

/** Part 2: the big import through a server in a child process. */
const benchBigImport = async (write: (line: string) => void): Promise<BigImportFigures> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-bench-bigimport-'));
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = await sheet(BIG_ROWS, BAD_ROW_EVERY);
  const expectedBad = Math.floor(BIG_ROWS / BAD_ROW_EVERY);
  let child: ChildProcess | null = null;
  let ws: WebSocket | null = null;
  try {
    // Built and started as `npm start` builds and starts the server (scripts/serverBuild.mjs): compiled, with its node options.
    const serverFile = buildServer('scripts/bench/importServer.ts', ['scripts/bench/importServer.ts']);
    child = fork(serverFile, [], {
      execArgv: [...SERVER_NODE_ARGS, ...(process.env.KONTOR_BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
      env: { ...process.env, NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', process.env.KONTOR_BENCH_SERVER_NODE_ARGS ? 'inherit' : 'ignore', 'inherit', 'ipc'],
    });
    const server = child;
    const ports = await new Promise<{ httpPort: number; realtimePort: number; realtimeKey: string }>((resolve, reject) => {
      server.once('message', (m) => resolve(m as { httpPort: number; realtimePort: number; realtimeKey: string }));
      server.once('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
    });
    const pid = server.pid ?? 0;
    const base = `http://127.0.0.1:${ports.httpPort}/api/v1/`;
    const request = async (method: string, url: string, token: string | null, body?: string | Buffer, headers: Record<string, string> = {}) => {
      const res = await fetch(`${base}${url}`, { method, body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body), headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
      const text = await res.text();
      return { status: res.status, text, json: <T>() => JSON.parse(text) as T };
    };
    const json = { 'content-type': 'application/json' };
    const admin = (await request('POST', 'auth/login', null, JSON.stringify({ email: 'admin@kontor.test', password: DEMO_PASSWORD }), json)).json<{ data: { token: { access_token: string } } }>().data.token.access_token;
    const login = await request('POST', 'auth/login', null, JSON.stringify({ email: MANAGER, password: DEMO_PASSWORD }), { ...json, 'one-time-code': totpCode(DEMO_TOTP_SECRET) });
    if (login.status !== 200) throw new Error(`manager login failed ${login.status} ${login.text}`);
    const { token, user } = login.json<{ data: { token: { access_token: string }; user: { company: { id: number } } } }>().data;
    const accounts = (await request('GET', 'manager/bank-accounts?per_page=100', token.access_token)).json<{ data: { id: number; currency: string; currency_type?: string }[] }>().data;
    const account = accounts.filter((a) => a.currency === 'EUR').sort((a, b) => a.id - b.id)[0];
    if (!account) throw new Error('the demo manager has no EUR account');
    for (const amount of ['900000.00', '900000.01']) {
      const credit = await request('POST', 'a/transactions/credit', admin, JSON.stringify({ bank_account_id: account.id, amount, bypass_duplicate_check: true }), json);
      if (credit.status !== 201) throw new Error(`credit failed ${credit.status} ${credit.text}`);
    }

    // A socket on the company channel, as the portal listens.
    const channel = companyChannel(user.company.id);
    const events: { at: number; record: ImportEvent }[] = [];
    let accountEvents = 0;
    let done: (record: ImportEvent) => void = () => undefined;
    const finished = new Promise<ImportEvent>((resolve) => (done = resolve));
    ws = new WebSocket(`ws://127.0.0.1:${ports.realtimePort}/app/${ports.realtimeKey}?protocol=7&client=js&version=8.6.0&flash=false`);
    const socket = ws;
    const socketId = await new Promise<string>((resolve, reject) => {
      socket.once('error', reject);
      socket.on('message', (raw: WebSocket.RawData) => {
        const frame = JSON.parse(raw.toString()) as Frame;
        const data = (typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data) as Record<string, unknown>;
        if (frame.event === 'pusher:connection_established') resolve(String(data.socket_id));
        if (frame.event === 'account.updated') accountEvents += 1;
        if (frame.event === 'import.updated') {
          const record = data as unknown as ImportEvent;
          events.push({ at: performance.now(), record });
          if (record.status === 'DONE' || record.status === 'ERROR') done(record);
        }
      });
    });
    const auth = await request('POST', '../../broadcasting/auth', token.access_token, new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    if (auth.status !== 200) throw new Error(`channel auth failed ${auth.status} ${auth.text}`);
    const subscribed = new Promise<void>((resolve) => {
      socket.on('message', (raw: WebSocket.RawData) => {
        if ((JSON.parse(raw.toString()) as Frame).event === 'pusher_internal:subscription_succeeded') resolve();
      });
    });
    socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: auth.json<{ auth: string }>().auth } }));
    await subscribed;

    // Memory: the server's RSS every 50 ms from now on.
    const idleRss = rssOf(pid)?.rss ?? 0;
    const cpuBefore = cpuOf(pid);
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssOf(pid)?.rss ?? 0);
    }, 50);
    try {
      const t0 = performance.now();
      const previewForm = multipart({ is_submit: '0', bank_account_id: String(account.id) }, file);
      const preview = await request('POST', 'manager/transactions/import', token.access_token, previewForm.body, { 'content-type': previewForm.type });
      if (preview.status !== 200) throw new Error(`big preview failed ${preview.status} ${preview.text.slice(0, 300)}`);
      const stats = preview.json<{ data: { transactionsCount: number; failedCount: number } }>().data;
      if (stats.transactionsCount !== BIG_ROWS - expectedBad || stats.failedCount !== expectedBad) throw new Error(`big preview: ${JSON.stringify(stats)}`);
      const t1 = performance.now();
      if (process.env.KONTOR_BENCH_MEMLOG === '1') process.stderr.write(`-- preview done, peak so far ${peakRss.toFixed(0)}\n`);
      const submitForm = multipart({ is_submit: '1', bank_account_id: String(account.id), bypass_duplicate_check: '1' }, file);
      const created = await request('POST', 'manager/transactions/import', token.access_token, submitForm.body, { 'content-type': submitForm.type, 'one-time-code': nextCode() });
      if (created.status !== 201) throw new Error(`big submit failed ${created.status} ${created.text.slice(0, 300)}`);
      const t2 = performance.now();
      if (process.env.KONTOR_BENCH_MEMLOG === '1') process.stderr.write(`-- submit done, peak so far ${peakRss.toFixed(0)}\n`);
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the big import did not finish within 10 minutes')), 600_000).unref());
      const final = await Promise.race([finished, timeout]);
      const t3 = performance.now();
      clearInterval(sampler);
      const running = events.filter((e) => e.record.status === 'PROCESSING' && e.at < t3);
      const progress = running.map((e) => e.record.progress);
      // Live, not in a burst at the end: when the progress events arrived, from the submit's answer on.
      const arrivals = running.map((e) => ((e.at - t2) / 1000).toFixed(1));
      const hwm = rssOf(pid)?.hwm ?? 0;
      const serverCpuS = cpuOf(pid) - cpuBefore;
      const figures: BigImportFigures = {
        rows: BIG_ROWS, fullSize: BIG_ROWS >= FULL_BIG_ROWS, previewMs: t1 - t0, submitMs: t2 - t1, jobMs: t3 - t2, totalMs: t3 - t0,
        peakRssMb: peakRss, hwmMb: hwm, idleRssMb: idleRss, serverCpuS, progressEvents: progress.filter((p) => p > 0 && p < 100).length, progressValues: progress, accountEvents,
        status: final.status, paid: final.success_transactions_count, failed: final.failed_transactions_count, integrity: false,
      };
      // The ledger after the import (the server stopped first, so its last writes are in the file).
      server.send('stop');
      await new Promise((resolve) => server.once('exit', resolve));
      child = null;
      const db = openDb({ sqliteFile: sqliteFile(loadConfig({ KONTOR_DATA_DIR: dataDir })) });
      try {
        figures.integrity = (await verifyLedger(db.db)).passed;
      } finally {
        await db.close();
      }
      write(`${`big import ${BIG_ROWS} rows (${(file.length / 1024 / 1024).toFixed(1)} MiB)`.padEnd(40)} preview ${(figures.previewMs / 1000).toFixed(1)} s, submit ${(figures.submitMs / 1000).toFixed(1)} s, job ${(figures.jobMs / 1000).toFixed(1)} s: total ${(figures.totalMs / 1000).toFixed(1)} s  (${figures.status}, ${figures.paid} paid, ${figures.failed} failed); server CPU ${figures.serverCpuS.toFixed(1)} s\n`);
      write(`${'  server memory'.padEnd(40)} peak RSS sampled ${figures.peakRssMb.toFixed(0)} MB, VmHWM ${figures.hwmMb.toFixed(0)} MB (started and idle: ${figures.idleRssMb.toFixed(0)} MB)\n`);
      write(`${'  live progress (import.updated)'.padEnd(40)} ${figures.progressEvents} updates while running: ${progress.join(' ')} % at ${arrivals.join(' ')} s; account.updated ${accountEvents}; ledger integrity ${figures.integrity ? 'PASS' : 'FAIL'}\n`);
      if (!figures.fullSize) write(`  (the full size, ${FULL_BIG_ROWS.toLocaleString('en')} rows, was not run: --quick or KONTOR_BENCH_BIG_IMPORT_ROWS)\n`);
      return figures;
    } finally {
      clearInterval(sampler);
    }
  } finally {
    ws?.terminate();
    if (child) {
      child.kill('SIGKILL');
      await new Promise((resolve) => child?.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

export const benchImports = async (write: (line: string) => void): Promise<ImportFigures> => {
  const preview = await benchPreview(write);
  const big = await benchBigImport(write);
  return { ...preview, big };
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = await benchImports((line) => process.stdout.write(line));
  if (!figures.big.integrity || figures.big.status !== 'DONE') process.exitCode = 1;
}
