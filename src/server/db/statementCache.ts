import type { Database as SqliteHandle, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import type { StatementLog } from './statementLog';

/** How many distinct statements stay prepared (least recently used ones are let go). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite handle as Kysely's SqliteDialect sees it, with prepared statements kept per SQL text.
 * Kysely's SQLite driver prepares every query anew (parse and plan) although a request runs the same
 * few statements again and again: on the payment path the preparing cost more than running them.
 * A statement still being iterated (a streamed select) is busy and cannot run twice at once, so a
 * busy one is prepared afresh for the second caller. SQLite re-prepares a cached statement by itself
 * after a schema change (migrations).
 */
export const withStatementCache = (sqlite: SqliteHandle, size = STATEMENT_CACHE_SIZE, log?: StatementLog): SqliteDatabase => {
  const cache = new Map<string, Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      log?.note(sql);
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Most recently used last: a Map keeps insertion order.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
};
