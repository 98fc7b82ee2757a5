// Statements (and, on PostgreSQL, round trips) per transfer on each engine: npx tsx scripts/bench/statements.ts
// (SQLite; and PostgreSQL when DATABASE_URL is set, on a fresh database KONTOR_BENCH_PG_STATEMENTS_DATABASE,
// default kontor_bench_statements). A count, not a timing: the same on a loaded machine as on an idle one.
//
// The server in this process with the demo data and its realtime server (on PostgreSQL its LISTEN/NOTIFY
// fan-out), the demo individual customer signed in, a second EUR account opened; then transfers of
// 1.00 EUR between her two EUR accounts through the API (inject: no network, the same handler), one at
// a time and then 50 at once, and 100-row list reads. Counted on PostgreSQL: every query any pg client of
// this process sends (the pool's and the realtime publisher's; each is one round trip to the server);
// on SQLite: every statement run on the connection (db/statementLog.ts). `--sql` prints the statements of
// one transfer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp, sqliteFile } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/connection';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { startRealtime } from '../../src/server/realtime';
import { freshPgDatabase } from './http';

type Engine = 'sqlite' | 'postgres';

/** Every query of every pg client in this process (pool, realtime publisher, listener), counted and recorded while `pgLog.texts` is set. */
const pgLog = { count: 0, texts: null as string[] | null };
const patchPg = (() => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const [text] = args;
      pgLog.count += 1;
      pgLog.texts?.push(typeof text === 'string' ? text : String((text as { text?: unknown } | null)?.text ?? ''));
      return original.apply(this, args);
    };
  };
})();

export type StatementFigures = { engine: Engine; sequential: number; concurrent: number; read: number; sql: string[] };

export const countStatements = async (write: (line: string) => void, engine: Engine = 'sqlite'): Promise<StatementFigures> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-bench-statements-'));
  const pgUrl = engine === 'postgres' ? await freshPgDatabase(process.env.DATABASE_URL ?? '', process.env.KONTOR_BENCH_PG_STATEMENTS_DATABASE ?? 'kontor_bench_statements') : undefined;
  if (pgUrl) patchPg();
  const config = { ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir, ...(pgUrl ? { DATABASE_URL: pgUrl } : {}) }), portalDir: path.join(dataDir, 'none') };
  const db = openDb(pgUrl ? { databaseUrl: pgUrl } : { sqliteFile: sqliteFile(config) });
  const app = await buildApp(config, { db });
  await app.ready();
  const rt = await startRealtime(app, { port: 0, host: '127.0.0.1', env: {} });
  const counter = {
    count: () => (pgUrl ? pgLog.count : db.statements.count),
    record: (on: boolean) => {
      const texts = on ? [] : null;
      if (pgUrl) pgLog.texts = texts;
      else db.statements.texts = texts;
    },
    texts: () => (pgUrl ? pgLog.texts : db.statements.texts) ?? [],
  };
  try {
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'individual@kontor.test', password: DEMO_PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`login failed ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${login.json<{ data: { token: { access_token: string } } }>().data.token.access_token}` };
    type Account = { id: number; currency: string; currency_unit: { currency_type: string } };
    const eur = async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/manager/bank-accounts?per_page=100', headers })).json<{ data: Account[] }>().data.filter((a) => a.currency === 'EUR' && a.currency_unit.currency_type === 'fiat');
    if ((await eur()).length < 2) await app.inject({ method: 'POST', url: '/api/v1/manager/bank-accounts', headers, payload: { currency: 'EUR', name: 'Savings' } });
    const [a, b] = await eur();
    if (!a || !b) throw new Error('no two EUR accounts');
    let n = 0;
    const transfer = async () => {
      const res = await app.inject({
        method: 'POST', url: '/api/v1/manager/transactions/transfer', headers: { ...headers, 'idempotency-key': `statements-${process.pid}-${n++}` },
        payload: { bank_account_id: a.id, to_account_id: b.id, amount: '1.00', bypass_duplicate_check: true },
      });
      if (res.statusCode !== 201) throw new Error(`transfer failed ${res.statusCode} ${res.body}`);
    };
    // Settles what a previous step left running (announcements, the realtime publisher) before counting.
    const settle = () => new Promise((r) => setTimeout(r, 300));
    for (let i = 0; i < 20; i++) await transfer();
    await settle();

    const ROUNDS = 50;
    counter.record(true);
    const c0 = counter.count();
    await transfer();
    await settle();
    const sql = [...counter.texts()];
    counter.record(false);
    for (let i = 1; i < ROUNDS; i++) await transfer();
    await settle();
    const sequential = (counter.count() - c0) / ROUNDS;

    const c1 = counter.count();
    await Promise.all(Array.from({ length: ROUNDS }, transfer));
    await settle();
    const concurrent = (counter.count() - c1) / ROUNDS;

    const c2 = counter.count();
    for (let i = 0; i < 20; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/manager/transactions?per_page=100&page=1', headers });
      if (res.statusCode !== 200) throw new Error(`list failed ${res.statusCode}`);
    }
    const read = (counter.count() - c2) / 20;
    const name = engine === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    const unit = engine === 'sqlite' ? 'statements' : 'statements = round trips';
    write(`${`${name}: ${unit} per transfer`.padEnd(52)} ${sequential.toFixed(1)} one at a time, ${concurrent.toFixed(1)} with ${ROUNDS} at once; ${read.toFixed(1)} per 100-row list read\n`);
    if (process.argv.includes('--sql')) for (const s of sql) write(`    ${s.replace(/\s+/g, ' ').slice(0, 160)}\n`);
    return { engine, sequential, concurrent, read, sql };
  } finally {
    await rt.close();
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.env.KONTOR_BENCH_ENGINE !== 'postgres') await countStatements((l) => process.stdout.write(l));
  if (process.env.DATABASE_URL && process.env.KONTOR_BENCH_ENGINE !== 'sqlite') await countStatements((l) => process.stdout.write(l), 'postgres');
}
