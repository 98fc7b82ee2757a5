import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema';
import { GroupCommitSqliteDialect } from './groupCommit';
import { withStatementCache } from './statementCache';
import { writeGatePlugin } from './writeGate';

export type DbEngine = 'sqlite' | 'postgres';

export type Db = {
  db: Kysely<Database>;
  engine: DbEngine;
  close: () => Promise<void>;
};

export type DbOptions = {
  /** postgres://… for PostgreSQL; otherwise SQLite. */
  databaseUrl?: string;
  /** SQLite file path, or ':memory:'. */
  sqliteFile?: string;
  /** The bytes of a SQLite database to open as a private in-memory copy (tests start from a migrated template). */
  sqliteImage?: Buffer;
};

/** Opens the database; every handle refuses writes inside a closed write gate (db/writeGate.ts). */
export const openDb = (options: DbOptions): Db => {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writeGatePlugin] });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (!options.sqliteImage && file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteImage ?? file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(sqlite, withStatementCache(sqlite)), plugins: [writeGatePlugin] });
  return { db, engine: 'sqlite', close: () => db.destroy() };
};
