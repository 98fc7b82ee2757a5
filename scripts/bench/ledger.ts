// npm run bench (ledger part): a SQLite database seeded with KONTOR_BENCH_TRANSACTIONS (default
// 1,000,000) transactions; latency of the account transaction list through the API and of the same
// SQL through Kysely; transfers per second under concurrency (the median of KONTOR_BENCH_TRANSFER_ROUNDS,
// default 3, rounds of KONTOR_BENCH_TRANSFERS each), then the ledger integrity check.
// Alone: npx tsx scripts/bench/ledger.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';
import { calls } from '../../src/contract/calls';
import { buildApp, sqliteFile } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/schema';
import { verifyLedger } from '../../src/server/ledger/integrity';
import { listPageRows, listTotal, pageRowsQuery, totalQueries } from '../../src/server/modules/transactions/accountPage';
import { applyFilters, applySort, type TransactionFilters } from '../../src/server/modules/transactions/filters';
import { BENCH_MANAGER, BENCH_PASSWORD, seedLedger, seedLedgerPg } from './ledgerSeed';

type Write = (line: string) => void;
const envNumber = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v <= 0) throw new Error(`${name} must be a positive integer`);
  return v;
};

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const sample = async (n: number, fn: () => Promise<void>): Promise<number[]> => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await fn();
    out.push(performance.now() - s);
  }
  return out;
};
/** One turn of the event loop (untimed): what a server does between two requests. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Samples of each function, warmed first (a tenth of the rounds, at least 20), then measured in rotating
 * order, each after a turn of the event loop: on SQLite everything here resolves in microtasks, so without
 * it the loop never reaches the check phase and inject's deferred callbacks (each holding its 90 KB answer)
 * pile up for the whole run, growing the heap and the collector's work.
 */
const interleaved = async (n: number, fns: readonly (() => Promise<void>)[]): Promise<number[][]> => {
  for (let i = 0; i < Math.max(20, Math.ceil(n / 10)); i++) {
    for (const fn of fns) {
      await turn();
      await fn();
    }
  }
  const out = fns.map((): number[] => []);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < fns.length; k++) {
      const j = (i + k) % fns.length;
      await turn();
      const s = performance.now();
      await fns[j]?.();
      out[j]?.push(performance.now() - s);
    }
  }
  return out;
};
const line = (name: string, s: number[]) => `${name.padEnd(44)} n=${String(s.length).padStart(4)}  p50 ${percentile(s, 50).toFixed(2)} ms  p99 ${percentile(s, 99).toFixed(2)} ms\n`;

/** The query plan of a compiled query, one line per step (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN). */
const plan = async (db: Kysely<Database>, q: CompiledQuery, engine: Engine): Promise<string[]> => {
  const res = await db.executeQuery<Record<string, string>>(CompiledQuery.raw(`${engine === 'sqlite' ? 'explain query plan' : 'explain'} ${q.sql}`, [...q.parameters]));
  return res.rows.map((r) => (engine === 'sqlite' ? r.detail : r['QUERY PLAN']) ?? '').map((l) => l.trim());
};

type Engine = 'sqlite' | 'postgres';

/** A fresh database on the server of DATABASE_URL (dropped and created again): KONTOR_BENCH_PG_DATABASE, default `kontor_bench_ledger`. */
const freshPgDatabase = async (databaseUrl: string): Promise<string> => {
  const name = process.env.KONTOR_BENCH_PG_DATABASE ?? 'kontor_bench_ledger';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error('KONTOR_BENCH_PG_DATABASE must be a plain lower-case database name');
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

export type LedgerFigures = { engine: Engine; transactions: number; concurrency: number; transfersPerSecond: number; integrity: boolean; apiOverQuery: number };

/** The ledger figures on SQLite (default) or, with `engine` 'postgres', on a fresh database of DATABASE_URL's server. */
export const benchLedger = async (write: Write, engine: Engine = 'sqlite'): Promise<LedgerFigures> => {
  const count = envNumber('KONTOR_BENCH_TRANSACTIONS', 1_000_000);
  const transfers = envNumber('KONTOR_BENCH_TRANSFERS', 2_000);
  const rounds = envNumber('KONTOR_BENCH_TRANSFER_ROUNDS', 3);
  const warmUp = envNumber('KONTOR_BENCH_TRANSFER_WARMUP', 2_000);
  const concurrency = envNumber('KONTOR_BENCH_CONCURRENCY', 50);
  const samples = envNumber('KONTOR_BENCH_LIST_SAMPLES', 300);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-bench-ledger-'));
  const pgUrl = engine === 'postgres' ? await freshPgDatabase(process.env.DATABASE_URL ?? '') : undefined;
  const config = { ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir, ...(pgUrl ? { DATABASE_URL: pgUrl } : {}) }), seedDemo: false, portalDir: path.join(dataDir, 'none') };
  const now = new Date();

  write(`-- ledger on ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}\n`);
  const t0 = performance.now();
  const seed = pgUrl ? await seedLedgerPg(pgUrl, count, now) : await seedLedger(sqliteFile(config), count, now);
  const seedMs = performance.now() - t0;
  write(`${'seed ledger (transactions + entries + postings)'.padEnd(44)} ${seed.transactions} transactions in ${(seedMs / 1000).toFixed(1)} s (${Math.round(seed.transactions / (seedMs / 1000))}/s)\n`);

  const app = await buildApp(config);
  await app.ready();
  const db = app.kontor.db;
  try {
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: BENCH_MANAGER, password: BENCH_PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`login failed ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${login.json<{ data: { token: { access_token: string } } }>().data.token.access_token}` };

    // The account list: 100 transactions of one account, through the API and as the same SQL.
    const url = `/api/v1/manager/transactions?bank_account_id[]=${seed.hotAccount}&per_page=100&page=1`;
    const filters = calls['manager.transactions.list'].query.parse({ bank_account_id: [String(seed.hotAccount)], per_page: '100', page: '1' }) as TransactionFilters;
    const scope = { companyId: seed.companyId };
    // The API's own queries (accountPage.ts), and the plain OR query they replaced, for comparison.
    const plainRows = () => applySort(applyFilters(db.selectFrom('transactions').selectAll('transactions'), filters, scope, now), filters).limit(100).offset(0);
    const plainCount = () => applyFilters(db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')), filters, scope, now);
    const matching = await listTotal(db, filters, scope, now);
    write(`account ${seed.hotAccount}: ${matching} of ${seed.transactions} transactions match the list filter\n`);
    const plans: [string, CompiledQuery][] = [
      ['page', pageRowsQuery(db, filters, scope, now).compile()],
      ...totalQueries(db, filters, scope, now).map((q, i): [string, CompiledQuery] => [`count ${i + 1}`, q.compile()]),
      ['plain OR rows (before)', plainRows().compile()],
    ];
    for (const [name, q] of plans) write(`  plan (${name}): ${(await plan(db, q, engine)).join(' | ')}\n`);
    const get = async () => {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`list failed ${res.statusCode} ${res.body}`);
    };
    // The three are warmed alike and then measured in turn, the order rotating each round, so that JIT
    // warm-up, caches and the load of a shared machine weigh on each side the same.
    const [api = [], rows = [], both = []] = await interleaved(samples, [
      get,
      async () => void (await listPageRows(db, filters, scope, now)),
      async () => void (await Promise.all([listTotal(db, filters, scope, now), listPageRows(db, filters, scope, now)])),
    ]);
    const before = await sample(Math.min(samples, 50), async () => void (await Promise.all([plainCount().executeTakeFirst(), plainRows().execute()])));
    write(line('GET manager/transactions (100 of one account)', api));
    write(line('  same page query through Kysely', rows));
    write(line('  same count + page queries through Kysely', both));
    write(line('  plain OR count + rows (before migration 005)', before));
    const ratio = (a: number[], b: number[]) => (percentile(a, 50) / Math.max(percentile(b, 50), 0.001)).toFixed(1);
    write(`  API / direct (p50): ${ratio(api, rows)}x the page query, ${ratio(api, both)}x count + page\n`);

    // Transfers under concurrency, posted at once (auto-approve), then the whole-ledger check.
    const at = now.toISOString();
    await db.insertInto('settings').values({ key: 'compliance_auto_approve', value: JSON.stringify({ enabled: true, max_amount: '1000000.00', max_age_days: 0 }), updated_at: at }).execute();
    const accounts = seed.accounts;
    let next = 0;
    const transferAll = async (until: number, outcome: { ok: number; refused: number }) =>
      Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < until) {
            const i = next++;
            const from = accounts[i % accounts.length] ?? 0;
            const to = accounts[(i * 7 + 3) % accounts.length] ?? 0;
            if (from === to) continue;
            const res = await app.inject({ method: 'POST', url: '/api/v1/manager/transactions/transfer', headers, payload: { bank_account_id: from, to_account_id: to, amount: '1.00', bypass_duplicate_check: true } });
            if (res.statusCode === 201) outcome.ok++;
            else outcome.refused++;
          }
        }),
      );
    // A warm-up first (KONTOR_BENCH_TRANSFER_WARMUP, default 2,000), not counted: a server that has been
    // up, the payment path compiled by the JIT and its statements prepared. A newly started process is
    // slower for about its first 2,000 transfers (docs/journal.md, "Issue 14, session of 2026-11-27 (sixth)").
    // The ledger check below covers its transfers too.
    const warm = { ok: 0, refused: 0 };
    const warmStarted = performance.now();
    await transferAll(warmUp, warm);
    if (warm.refused > 0) throw new Error(`${warm.refused} warm-up transfers were refused`);
    const warmRate = warm.ok / ((performance.now() - warmStarted) / 1000);
    // Timed in rounds of `transfers` each, one after another on the same server, and the figure is the
    // median round: a shared two-core machine moves a single round by ±15 % between identical runs.
    // (A process that has just started speeds up over its first few thousand transfers, at 100k rows as
    // at 1M: JIT tiers and V8's heap sizing; docs/journal.md, "Issue 14, session of 2026-11-27 (fifth)".)
    const rates: number[] = [];
    const outcome = { ok: 0, refused: 0 };
    const timed = performance.now();
    for (let round = 1; round <= rounds; round++) {
      const before = outcome.ok;
      const started = performance.now();
      await transferAll(warmUp + round * transfers, outcome);
      rates.push((outcome.ok - before) / ((performance.now() - started) / 1000));
    }
    const overall = outcome.ok / ((performance.now() - timed) / 1000);
    const transfersPerSecond = percentile(rates, 50);
    write(
      `${'POST manager/transactions/transfer'.padEnd(44)} ${outcome.ok} posted, ${outcome.refused} refused, ${concurrency} concurrent, after ${warm.ok} warm-up transfers (${Math.round(warmRate)}/s): ` +
        `${Math.round(transfersPerSecond)} transfers/s (median of ${rounds} rounds of ${transfers}: ${rates.map((r) => Math.round(r)).join(', ')}; all rounds together ${Math.round(overall)}/s)\n`,
    );
    const v0 = performance.now();
    const report = await verifyLedger(db);
    write(`${'ledger integrity after the transfers'.padEnd(44)} ${report.passed ? 'PASS' : 'FAIL'} (${report.accounts.length} accounts, ${report.failedAccounts.length} failed, ${report.unbalancedEntries.length} unbalanced entries, ${((performance.now() - v0) / 1000).toFixed(1)} s)\n`);
    if (!report.passed) process.exitCode = 1;
    return { engine, transactions: seed.transactions, concurrency, transfersPerSecond, integrity: report.passed, apiOverQuery: percentile(api, 50) / Math.max(percentile(both, 50), 0.001) };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchLedger((l) => process.stdout.write(l));
  if (process.env.DATABASE_URL) await benchLedger((l) => process.stdout.write(l), 'postgres');
}
