import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema';
import { preparedStatementName } from './prepared';
import { batchesOf, combinedStatementName, DEFERRED_MARK, type Kept } from './deferredWrites';
import { type Checkpointer, FALLBACK_AUTOCHECKPOINT_PAGES, startCheckpointer } from './checkpointer';
import { GroupCommitSqliteDialect } from './groupCommit';
import { withStatementCache } from './statementCache';
import type { DbEngine } from './engine';
import { StatementLog } from './statementLog';

export type Db = {
  db: Kysely<Database>;
  engine: DbEngine;
  close: () => Promise<void>;
  /** The WAL checkpointer's thread of a SQLite file opened with `checkpointer` (db/checkpointer.ts). */
  checkpointer?: Checkpointer;
  /** The statements sent (counted; recorded on demand): db/statementLog.ts. */
  statements: StatementLog;
};

export type DbOptions = {
  /** postgres://… for PostgreSQL; otherwise SQLite. */
  databaseUrl?: string;
  /** SQLite file path, or ':memory:'. */
  sqliteFile?: string;
  /** The bytes of a SQLite database to open as a private in-memory copy (tests start from a migrated template). */
  sqliteImage?: Buffer;
  /**
   * A SQLite file only: checkpoint its WAL on a thread of its own (db/checkpointer.ts), every
   * `intervalMs` (default CHECKPOINT_INTERVAL_MS), this connection's own automatic checkpoint kept at
   * `fallbackPages` (default FALLBACK_AUTOCHECKPOINT_PAGES). For the long-lived server (buildApp); the
   * CLI tools and the tests' in-memory copies go without.
   */
  checkpointer?: boolean | { intervalMs?: number; fallbackPages?: number };
  /** PostgreSQL: early lock release (default true; KONTOR_PG_EARLY_LOCK_RELEASE=0 turns it off). */
  earlyLockRelease?: boolean;
  /** PostgreSQL: the pool's connections at most (default POOL_MAX; KONTOR_DB_POOL_MAX). */
  poolMax?: number;
};

/** Connections of one process's pool by default (docs/performance.md, "Connections"). */
export const POOL_MAX = 10;

/**
 * A pooled PostgreSQL connection runs the statements db/prepared.ts compiles once as named statements:
 * parsed and planned by the server the first time on each connection, then only bound and run (+21 %
 * transfers/s on the bench, where the server's parsing took CPU from the Node process beside it).
 * Every other statement runs unnamed as before (their number has no bound: lists, `in` lists).
 *
 * A schema change made while the connection lives (another instance migrating) can change the rows of
 * a prepared `select *`; PostgreSQL then refuses to run it ("cached plan must not change result type").
 * That statement runs unnamed on this connection from then on, and the refused run is run again at
 * once, unnamed (inside a database transaction the refusal has aborted the transaction, so that run
 * fails and the transaction rolls back as on any error).
 */
/**
 * Early lock release on PostgreSQL (docs/performance.md, "Early lock release"). A database transaction
 * (`begin` … `commit` as Kysely sends them) commits without waiting for its WAL to reach the disk, so
 * its row locks (the accounts of a payment) are released as soon as the commit is written; the same
 * round trip then runs a one-statement transaction with a transaction id that commits synchronously,
 * which waits until the WAL up to and including the first commit is flushed. So a transaction is
 * answered only once it is durable, as before; what changes is that the next payment of the same
 * account takes the lock while the first one's flush is under way, and the flushes of many payments are
 * one disk write (PostgreSQL's group commit) instead of one each, in turn, under the account's lock.
 * A transaction that read what an unflushed one wrote commits later in the same WAL, so it can never be
 * durable without it: a crash loses a suffix of unanswered transactions, never a hole.
 * Each statement pair is one simple-protocol query (no parameters): the round trips stay the same.
 */
const BEGIN_EARLY_RELEASE = 'begin; set local synchronous_commit = off';
const COMMIT_DURABLE = 'commit; select txid_current()';

const namePreparedStatements = (client: pg.PoolClient, log: StatementLog, earlyLockRelease: boolean): void => {
  const query = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  const stale = new Set<string>();
  /** Writes kept to be sent with the next statement (db/deferredWrites.ts), and whether a transaction is open. */
  let kept: Kept[] = [];
  let inTransaction = false;
  const send = (text: unknown, values?: unknown, callback?: unknown): unknown => {
    if (earlyLockRelease && callback === undefined && Array.isArray(values) && values.length === 0 && (text === 'begin' || text === 'commit')) {
      const sent = text === 'begin' ? BEGIN_EARLY_RELEASE : COMMIT_DURABLE;
      log.note(sent);
      return query(sent);
    }
    log.note(typeof text === 'string' ? text : String((text as { text?: unknown } | null)?.text ?? ''));
    const name = typeof text === 'string' && Array.isArray(values) && callback === undefined ? (preparedStatementName(text) ?? combinedStatementName(text)) : undefined;
    if (!name || stale.has(name)) return query(text, values, callback);
    return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      stale.add(name);
      return query(text, values);
    });
  };
  /** Sends the kept writes, a batch at a time, in the order they were made. */
  const flush = async (): Promise<void> => {
    const batches = batchesOf(kept);
    kept = [];
    for (const b of batches) await send(b.text, b.values);
  };
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text === 'string' && callback === undefined) {
      if (text.startsWith(DEFERRED_MARK) && inTransaction) {
        kept.push({ text: text.slice(DEFERRED_MARK.length), values: Array.isArray(values) ? values : [] });
        return Promise.resolve({ command: null, rowCount: null, rows: [] });
      }
      const plain = text.startsWith(DEFERRED_MARK) ? text.slice(DEFERRED_MARK.length) : text;
      if (plain === 'begin') inTransaction = true;
      if (plain === 'commit' || plain === 'rollback') inTransaction = false;
      // A rollback drops what is kept; anything else is sent after it.
      if (plain === 'rollback') kept = [];
      if (kept.length > 0) return flush().then(() => send(plain, values));
      return send(plain, values);
    }
    if (kept.length > 0) throw new Error('a kept write is waiting: a query with a callback or a cursor cannot run before it in the same transaction');
    return send(text, values, callback);
  }) as typeof client.query;
};

const isStalePlan = (error: unknown): boolean =>
  error instanceof Error && (error as Error & { code?: string }).code === '0A000' && error.message.includes('cached plan must not change result type');

/** Opens the database (an API call's handler gets it with its call scope: db/writeGate.ts). */
export const openDb = (options: DbOptions): Db => {
  const statements = new StatementLog();
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? POOL_MAX });
    const earlyLockRelease = options.earlyLockRelease ?? true;
    pool.on('connect', (client) => namePreparedStatements(client, statements, earlyLockRelease));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool })});
    return { db, engine: 'postgres', statements, close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (!options.sqliteImage && file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteImage ?? file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(sqlite, withStatementCache(sqlite, undefined, statements))});
  if (!options.checkpointer || options.sqliteImage || file === ':memory:') return { db, engine: 'sqlite', statements, close: () => db.destroy() };
  // The thread checkpoints; this connection's own automatic checkpoint is only the bound if it does not.
  const { intervalMs, fallbackPages = FALLBACK_AUTOCHECKPOINT_PAGES } = options.checkpointer === true ? {} : options.checkpointer;
  if (!Number.isInteger(fallbackPages) || fallbackPages <= 0) throw new Error('fallbackPages must be a positive whole number of pages');
  sqlite.pragma(`wal_autocheckpoint = ${fallbackPages}`);
  const checkpointer = startCheckpointer(file, intervalMs);
  return {
    db,
    engine: 'sqlite',
    statements,
    checkpointer,
    // The thread ends first, so that no checkpoint of it runs while this connection closes (the last
    // connection to close folds the log back and removes it).
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
  };
};
