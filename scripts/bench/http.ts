// npm run bench (HTTP part), or alone: npm run bench -- --http
//
// The payment path as users meet it: the built server started as `npm start` starts it (node
// scripts/start.mjs: compiled bundle, its node options, HTTP + realtime + its in-process job worker,
// logging as shipped) on a fresh database (SQLite in a new data directory; and, when DATABASE_URL is set,
// a fresh PostgreSQL database KONTOR_BENCH_PG_HTTP_DATABASE, default kontor_bench_http, made anew on
// that server). The demo individual customer signs in through the real sign-in call (with a one-time
// code when the server asks for one), opens a second EUR account when she has one only (the portal's
// "open account"), connects KONTOR_BENCH_HTTP_SOCKETS realtime clients (default 10: open tabs) to her
// company's channel, and then autocannon (50 connections, KONTOR_BENCH_HTTP_CONNECTIONS) sends
// KONTOR_BENCH_HTTP_REQUESTS requests of each kind (default 3,000; a fixed number, not a duration, so
// that every request sent is answered and counted; after KONTOR_BENCH_HTTP_WARMUP transfers not
// counted, default 500):
//   - transfers: 1.00 EUR from her first EUR account to her second, as the portal's transfer
//     form sends them (JSON, the portal's headers, a new Idempotency-Key each, the confirmed-duplicate
//     flag: the same amount between the same accounts within ten minutes is a suspected duplicate the
//     portal asks the user to confirm, and the confirmed re-send carries it);
//   - exchanges: 1.00 EUR into her BTC account at a quote the exchange form fetched (renewed before it expires);
//   - reads: the 100-row transaction list (manager/transactions, per_page 100).
// Each prints requests per second (2xx answers / duration), p50/p99 latency and the errors per kind
// (status codes, connection errors, timeouts). The server is stopped, then the ledger integrity check
// runs on its database, and the transactions written are counted against the 201 answers (none lost,
// none twice). The machine this runs on is shared: read docs/performance.md before comparing figures.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { WebSocket } from 'ws';
import { companyChannel } from '../../src/contract/enums';
import { HEADERS } from '../../src/contract/http';
import { totpCode } from '../../src/server/auth/totp';
import { openDb } from '../../src/server/db/connection';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../src/server/db/seed';
import { verifyLedger } from '../../src/server/ledger/integrity';
import { buildServer, root, SERVER_NODE_ARGS } from '../serverBuild.mjs';
import { waitForHealth } from './health';

type Write = (line: string) => void;
type Engine = 'sqlite' | 'postgres';

const envNumber = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v <= 0) throw new Error(`${name} must be a positive integer`);
  return v;
};

/** A port the system has free now (taken and let go). */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });

/** A fresh database on the server of DATABASE_URL (dropped and created again). */
export const freshPgDatabase = async (databaseUrl: string, name: string): Promise<string> => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error('the bench database must have a plain lower-case name');
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export type KindFigures = {
  kind: string; ok: number; perSecond: number; p50: number; p99: number; errors: Record<string, number>;
  /** CPU milliseconds per answered request of the server process and of its PostgreSQL backends (null: not readable here). */
  cpu: { server: number | null; database: number | null };
};

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ). */
const TICKS = 100;
/** CPU seconds (user + system) a process has used, from /proc; null when it is gone or not readable (another machine). */
const cpuSeconds = (pid: number): number | null => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return null;
  }
};

/**
 * CPU time used by a changing set of processes while a phase runs (sampled every 250 ms: a database
 * backend may come and go): what a request costs, which the load of a shared machine moves far less than
 * its wall time. A process first seen after the start counts from zero.
 */
const cpuMeter = (pids: () => Promise<number[]>) => {
  const seen = new Map<number, { first: number; last: number }>();
  let started = false;
  const sample = async () => {
    for (const pid of await pids().catch((): number[] => [])) {
      const c = cpuSeconds(pid);
      if (c === null) continue;
      const s = seen.get(pid);
      if (s) s.last = c;
      else seen.set(pid, { first: started ? 0 : c, last: c });
    }
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    start: async () => {
      await sample();
      started = true;
      timer = setInterval(() => void sample(), 250);
    },
    /** CPU seconds used since start, or null when no process could be read. */
    stop: async (): Promise<number | null> => {
      clearInterval(timer);
      await sample();
      if (seen.size === 0) return null;
      let total = 0;
      for (const s of seen.values()) total += s.last - s.first;
      return total;
    },
  };
};
export type HttpFigures = { engine: Engine; connections: number; transfers: KindFigures; exchanges: KindFigures; reads: KindFigures; realtimeEvents: number; integrity: boolean; written: number; answered: number };

type Session = { base: string; headers: Record<string, string> };

/** The demo individual customer's sign-in, as the portal makes it: password, then the one-time code if the server asks for it. */
const signIn = async (base: string, email: string): Promise<{ token: string; companyId: number }> => {
  const send = (code?: string) =>
    fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(code ? { [HEADERS.oneTimeCode]: code } : {}) },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
  let res = await send();
  if (res.status === 403 && res.headers.get(HEADERS.otpRequired) === 'true') res = await send(totpCode(DEMO_TOTP_SECRET));
  if (res.status !== 200) throw new Error(`sign-in failed ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { token: { access_token: string }; user: { company: { id: number } } } };
  return { token: body.data.token.access_token, companyId: body.data.user.company.id };
};

const call = async <T>(s: Session, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${s.base}/${url}`, { method, headers: { ...s.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url} failed ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
};

type Account = { id: number; currency: string; currency_unit: { currency_type: string } };

/** Realtime clients on the company's channel, as the portal's pusher-js connects them; counts the events they receive. */
const connectRealtime = async (s: Session, channel: string, n: number): Promise<{ sockets: WebSocket[]; events: () => number }> => {
  const config = await call<{ enabled: boolean; key: string; port: number; auth_endpoint: string }>(s, 'GET', 'realtime/config');
  if (!config.enabled) throw new Error('the server has no realtime');
  let events = 0;
  const sockets: WebSocket[] = [];
  for (let i = 0; i < n; i++) {
    const ws = new WebSocket(`ws://127.0.0.1:${config.port}/app/${config.key}?protocol=7&client=js&version=8.6.0&flash=false`);
    sockets.push(ws);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('realtime: no subscription')), 10_000);
      ws.on('error', reject);
      ws.on('message', (raw: WebSocket.RawData) => {
        const frame = JSON.parse(raw.toString()) as { event: string; data?: string | Record<string, unknown> };
        if (frame.event === 'pusher:connection_established') {
          const data = typeof frame.data === 'string' ? (JSON.parse(frame.data) as { socket_id: string }) : (frame.data as { socket_id: string });
          void fetch(new URL(config.auth_endpoint, s.base).toString(), {
            method: 'POST',
            headers: { ...s.headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ socket_id: data.socket_id, channel_name: channel }).toString(),
          })
            .then(async (res) => {
              if (!res.ok) throw new Error(`channel auth failed ${res.status}`);
              ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: ((await res.json()) as { auth: string }).auth } }));
            })
            .catch(reject);
        } else if (frame.event === 'pusher_internal:subscription_succeeded') {
          clearTimeout(timer);
          resolve();
        } else if (!frame.event.startsWith('pusher')) {
          events++;
        }
      });
    });
  }
  return { sockets, events: () => events };
};

const figuresOf = (kind: string, r: Result, cpu: { server: number | null; database: number | null }): KindFigures => {
  const errors: Record<string, number> = {};
  let ok = 0;
  for (const [code, { count }] of Object.entries(r.statusCodeStats)) {
    if (code.startsWith('2')) ok += Number(count);
    else errors[`HTTP ${code}`] = Number(count);
  }
  if (r.timeouts > 0) errors.timeouts = r.timeouts;
  if (r.errors - r.timeouts > 0) errors['connection errors'] = r.errors - r.timeouts;
  const perRequest = (seconds: number | null) => (seconds === null || ok === 0 ? null : (seconds * 1000) / ok);
  return { kind, ok, perSecond: ok / r.duration, p50: r.latency.p50, p99: r.latency.p99, errors, cpu: { server: perRequest(cpu.server), database: perRequest(cpu.database) } };
};

const line = (f: KindFigures) => {
  const errors = Object.entries(f.errors);
  const ms = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)} ms`);
  return (
    `${`HTTP ${f.kind}`.padEnd(44)} ${String(f.ok).padStart(6)} ok  ${f.perSecond.toFixed(0).padStart(5)}/s  p50 ${f.p50.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms  errors ${errors.length === 0 ? '0' : errors.map(([k, v]) => `${k}: ${v}`).join(', ')}\n` +
    `${''.padEnd(44)} CPU per request: server ${ms(f.cpu.server)}, PostgreSQL backends ${ms(f.cpu.database)}\n`
  );
};

const stopServer = async (server: ChildProcess): Promise<void> => {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
};

/** The HTTP figures on SQLite (default) or, with `engine` 'postgres', on a fresh database of DATABASE_URL's server. */
export const benchHttp = async (write: Write, engine: Engine = 'sqlite'): Promise<HttpFigures> => {
  const connections = envNumber('KONTOR_BENCH_HTTP_CONNECTIONS', 50);
  const requests = envNumber('KONTOR_BENCH_HTTP_REQUESTS', 3000);
  const warmUp = Number(process.env.KONTOR_BENCH_HTTP_WARMUP ?? 500);
  const socketCount = envNumber('KONTOR_BENCH_HTTP_SOCKETS', 10);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-bench-http-'));
  const databaseUrl = engine === 'postgres' ? await freshPgDatabase(process.env.DATABASE_URL ?? '', process.env.KONTOR_BENCH_PG_HTTP_DATABASE ?? 'kontor_bench_http') : undefined;
  const port = process.env.KONTOR_BENCH_HTTP_PORT ? Number(process.env.KONTOR_BENCH_HTTP_PORT) : await freePort();
  const realtimePort = process.env.KONTOR_BENCH_HTTP_PORT ? port + 1 : await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), REALTIME_PORT: String(realtimePort), HOST: '127.0.0.1', KONTOR_DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
  write(`-- HTTP on ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: node scripts/start.mjs on port ${port}, ${connections} connections, ${requests} requests per kind (log ${logFile})\n`);
  // The server's CPU profile when asked (KONTOR_BENCH_CPU_PROF=<directory>; node refuses --cpu-prof in
  // NODE_OPTIONS): built by start.mjs, then the bundle started as start.mjs starts it, with --cpu-prof
  // (node writes the profile when the server exits).
  const profileDir = process.env.KONTOR_BENCH_CPU_PROF ? path.resolve(process.env.KONTOR_BENCH_CPU_PROF) : null;
  if (profileDir) spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only'], { cwd: root, env, stdio: ['ignore', log, log] });
  const server = profileDir
    ? spawn(process.execPath, [...SERVER_NODE_ARGS, '--cpu-prof', `--cpu-prof-dir=${profileDir}`, buildServer()], { cwd: root, env, stdio: ['ignore', log, log] })
    : spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, env, stdio: ['ignore', log, log] });
  const base = `http://127.0.0.1:${port}/api/v1`;
  let sockets: WebSocket[] = [];
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, 600_000);
    const { token, companyId } = await signIn(base, 'individual@kontor.test');
    // The headers every portal request carries (providers/httpClient.ts requestHeaders).
    const s: Session = { base, headers: { accept: 'application/json', authorization: `Bearer ${token}`, [HEADERS.clientVersion]: 'bench', [HEADERS.browserId]: 'bench-browser-0001' } };
    let accounts = await call<Account[]>(s, 'GET', 'manager/bank-accounts?per_page=100');
    const eur = () => accounts.filter((a) => a.currency === 'EUR' && a.currency_unit.currency_type === 'fiat');
    if (eur().length < 2) {
      await call(s, 'POST', 'manager/bank-accounts', { currency: 'EUR', name: 'Savings' });
      accounts = await call<Account[]>(s, 'GET', 'manager/bank-accounts?per_page=100');
    }
    const [a, b] = eur();
    const btc = accounts.find((x) => x.currency === 'BTC');
    if (!a || !b || !btc) throw new Error('the demo individual customer has no two EUR accounts and a BTC account');

    const rt = await connectRealtime(s, companyChannel(companyId), socketCount);
    sockets = rt.sockets;
    const started = new Date();
    const url = `http://127.0.0.1:${port}`;
    const json = { ...s.headers, 'content-type': 'application/json' };
    let n = 0;
    const key = () => `bench-${process.pid}-${Date.now().toString(36)}-${(n++).toString(36)}`;
    const transfer = {
      method: 'POST',
      path: '/api/v1/manager/transactions/transfer',
      setupRequest: (req: { headers?: Record<string, string>; body?: string | Buffer }) => ({
        ...req,
        headers: { ...json, [HEADERS.idempotencyKey]: key() },
        body: JSON.stringify({ bank_account_id: a.id, to_account_id: b.id, amount: '1.00', bypass_duplicate_check: true }),
      }),
    };
    // The server process (the child of scripts/start.mjs) and, on PostgreSQL on this machine, the backends of its database.
    const serverPids = async () =>
      !server.pid ? [] : profileDir ? [server.pid] : fs.readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    const admin = databaseUrl ? new pg.Client({ connectionString: process.env.DATABASE_URL }) : null;
    await admin?.connect();
    const dbName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
    const backendPids = async () => (admin ? (await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName])).rows.map((r) => r.pid) : []);
    const run = async (kind: string, amount: number, sequence: Parameters<typeof autocannon>[0]['requests']): Promise<KindFigures> => {
      const serverCpu = cpuMeter(serverPids);
      const dbCpu = cpuMeter(backendPids);
      await Promise.all([serverCpu.start(), dbCpu.start()]);
      const result = await autocannon({ url, connections, amount, timeout: 30, requests: sequence });
      const [s, d] = await Promise.all([serverCpu.stop(), dbCpu.stop()]);
      return figuresOf(kind, result, { server: s, database: admin ? d : null });
    };

    const warm = warmUp > 0 ? (await run('transfers', warmUp, [transfer])).ok : 0;
    if (warmUp > 0) write(`  (warm-up: ${warm} transfers, not counted)\n`);
    const transfers = await run('transfers (1.00 EUR, own accounts)', requests, [transfer]);
    write(line(transfers));

    // The exchange form's quote, renewed as the form renews it (before it expires).
    type Quote = { quote_id: string; expires_at: string };
    let quote = await call<Quote>(s, 'GET', `manager/exchange/rates?bank_account_id=${a.id}&to_account_id=${btc.id}`);
    const renew = setInterval(() => {
      void call<Quote>(s, 'GET', `manager/exchange/rates?bank_account_id=${a.id}&to_account_id=${btc.id}`).then((q) => (quote = q)).catch(() => undefined);
    }, 20_000);
    let exchanges: KindFigures;
    try {
      exchanges = await run('exchanges (1.00 EUR → BTC)', requests, [
        {
          method: 'POST',
          path: '/api/v1/manager/transactions/transfer',
          setupRequest: (req) => ({
            ...req,
            headers: { ...json, [HEADERS.idempotencyKey]: key() },
            body: JSON.stringify({ bank_account_id: a.id, to_account_id: btc.id, amount: '1.00', quote_id: quote.quote_id, bypass_duplicate_check: true }),
          }),
        },
      ]);
    } finally {
      clearInterval(renew);
    }
    write(line(exchanges));

    const reads = await run('reads (100-row transaction list)', requests, [{ method: 'GET', path: '/api/v1/manager/transactions?per_page=100&page=1', headers: s.headers }]);
    write(line(reads));
    // Announcements are sent after the answer: a moment for the last ones to arrive.
    await new Promise((r) => setTimeout(r, 500));
    const realtimeEvents = rt.events();
    write(`  realtime: ${socketCount} clients received ${realtimeEvents} events during the run\n`);

    await admin?.end();
    for (const ws of sockets) ws.terminate();
    sockets = [];
    await stopServer(server);
    const v0 = performance.now();
    const db = openDb(databaseUrl ? { databaseUrl } : { sqliteFile: path.join(dataDir, 'kontor.sqlite') });
    try {
      const report = await verifyLedger(db.db);
      const written = Number(
        (
          await db.db
            .selectFrom('transactions')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('bank_account_id', 'in', [a.id, b.id])
            .where('created_at', '>=', started.toISOString())
            .executeTakeFirstOrThrow()
        ).n,
      );
      const answered = warm + transfers.ok + exchanges.ok;
      write(
        `${'HTTP: ledger integrity after the run'.padEnd(44)} ${report.passed ? 'PASS' : 'FAIL'} (${report.accounts.length} accounts, ${report.failedAccounts.length} failed, ` +
          `${report.unbalancedEntries.length} unbalanced entries, ${((performance.now() - v0) / 1000).toFixed(1)} s); ${written} payments written for ${answered} answered 201 with the warm-up's (${written === answered ? 'none lost, none twice' : 'MISMATCH'})\n`,
      );
      return { engine, connections, transfers, exchanges, reads, realtimeEvents, integrity: report.passed && written === answered, written, answered };
    } finally {
      await db.close();
    }
  } finally {
    for (const ws of sockets) ws.terminate();
    await stopServer(server);
    fs.closeSync(log);
    if (process.env.KONTOR_BENCH_KEEP !== '1') fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.env.KONTOR_BENCH_ENGINE;
  if (only !== 'postgres') await benchHttp((l) => process.stdout.write(l));
  if (process.env.DATABASE_URL && only !== 'sqlite') await benchHttp((l) => process.stdout.write(l), 'postgres');
}
