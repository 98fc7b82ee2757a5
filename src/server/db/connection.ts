import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema';
import { preparedStatementName } from './prepared';
import { type Checkpointer, FALLBACK_AUTOCHECKPOINT_PAGES, startCheckpointer } from './checkpointer';
import { GroupCommitSqliteDialect } from './groupCommit';
import { withStatementCache } from './statementCache';
import type { DbEngine } from './engine';

export type Db = {
  db: Kysely<Database>;
  engine: DbEngine;
  close: () => Promise<void>;
  /** The WAL checkpointer's thread of a SQLite file opened with `checkpointer` (db/checkpointer.ts). */
  checkpointer?: Checkpointer;
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
};

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
const namePreparedStatements = (client: pg.PoolClient): void => {
  const query = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  const stale = new Set<string>();
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' && Array.isArray(values) && callback === undefined ? preparedStatementName(text) : undefined;
    if (!name || stale.has(name)) return query(text, values, callback);
    return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      stale.add(name);
      return query(text, values);
    });
  }) as typeof client.query;
};

const isStalePlan = (error: unknown): boolean =>
  error instanceof Error && (error as Error & { code?: string }).code === '0A000' && error.message.includes('cached plan must not change result type');

/** Opens the database (an API call's handler gets it with its call scope: db/writeGate.ts). */
export const openDb = (options: DbOptions): Db => {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('connect', namePreparedStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool })});
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (!options.sqliteImage && file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteImage ?? file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(sqlite, withStatementCache(sqlite))});
  if (!options.checkpointer || options.sqliteImage || file === ':memory:') return { db, engine: 'sqlite', close: () => db.destroy() };
  // The thread checkpoints; this connection's own automatic checkpoint is only the bound if it does not.
  const { intervalMs, fallbackPages = FALLBACK_AUTOCHECKPOINT_PAGES } = options.checkpointer === true ? {} : options.checkpointer;
  if (!Number.isInteger(fallbackPages) || fallbackPages <= 0) throw new Error('fallbackPages must be a positive whole number of pages');
  sqlite.pragma(`wal_autocheckpoint = ${fallbackPages}`);
  const checkpointer = startCheckpointer(file, intervalMs);
  return {
    db,
    engine: 'sqlite',
    checkpointer,
    // The thread ends first, so that no checkpoint of it runs while this connection closes (the last
    // connection to close folds the log back and removes it).
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
  };
};
