import crypto from 'node:crypto';
import { type CompiledQuery, PostgresAdapter, type QueryExecutor } from 'kysely';

/**
 * Writes whose results nobody reads, sent together (PostgreSQL; docs/performance.md "Writes sent
 * together"). Inside a database transaction a write marked deferrable (`deferredWrite` below, or a
 * `prepared` statement made with `deferrable`) is not sent at once: its connection keeps it and sends
 * it, with any others kept since, right before the next statement of that connection (a read sees every
 * earlier write) or the commit, as one statement: `with w0 as (…), w1 as (…) select 1`. So a payment's
 * history row, hold, idempotency link and audit row, written one after another by their modules while
 * the account is locked, take one round trip instead of four.
 *
 * What changes for the caller: the write resolves at once, with no rows and no count (callers that read
 * either must not defer), and a write that fails (a broken constraint) fails the statement that sends it,
 * so the transaction still rolls back as a whole. A rollback drops what is kept. Writes kept outside a
 * transaction, and every write on SQLite, run at once.
 *
 * Statements in one `with` run on one snapshot and "in no set order": inserts of different rows never
 * depend on each other there, but two updates of one table could touch the same row (PostgreSQL would
 * then apply only one). So a batch holds at most one update (or delete) per table: a second one starts
 * the next batch, sent after the first.
 */
export const DEFERRED_MARK = '/* kontor:deferred */ ';

export type Kept = { text: string; values: unknown[] };

const tableOf = (text: string): string | null => /^\s*(?:update|delete from)\s+("?[\w.]+"?)/i.exec(text)?.[1] ?? null;

/** The kept writes in batches (at most one update or delete per table each), each as one statement. */
export const batchesOf = (kept: readonly Kept[]): Kept[] => {
  const batches: Kept[][] = [];
  let current: Kept[] = [];
  let tables = new Set<string>();
  for (const k of kept) {
    const table = tableOf(k.text);
    if (table && tables.has(table)) {
      batches.push(current);
      current = [];
      tables = new Set();
    }
    if (table) tables.add(table);
    current.push(k);
  }
  if (current.length > 0) batches.push(current);
  return batches.map((b) => (b.length === 1 && b[0] ? b[0] : combine(b)));
};

/** One statement of several writes: each a CTE, its parameters renumbered after the ones before. */
const combine = (writes: readonly Kept[]): Kept => {
  let offset = 0;
  const values: unknown[] = [];
  const parts = writes.map((w, i) => {
    const shift = offset;
    offset += w.values.length;
    values.push(...w.values);
    return `w${i} as (${w.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + shift}`)})`;
  });
  return { text: `with ${parts.join(', ')} select 1`, values };
};

/** Names of the combined statements seen (a payment path has a few), so each connection parses them once; at most COMBINED_NAMES_MAX. */
const combinedNames = new Map<string, string>();
const COMBINED_NAMES_MAX = 64;
export const combinedStatementName = (text: string): string | undefined => {
  if (!text.startsWith('with w0 as (')) return undefined;
  let name = combinedNames.get(text);
  if (!name && combinedNames.size < COMBINED_NAMES_MAX) {
    name = `kontor_w_${crypto.createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    combinedNames.set(text, name);
  }
  return name;
};

type Handle = { getExecutor(): QueryExecutor; readonly isTransaction: boolean };

/** Whether a write on this handle may be kept: PostgreSQL, inside a transaction. */
export const defers = (db: Handle): boolean => db.isTransaction && db.getExecutor().adapter instanceof PostgresAdapter;

/** The compiled write as a kept one (the mark tells the connection to keep it). */
export const markDeferred = <R>(compiled: CompiledQuery<R>): CompiledQuery<R> => ({ ...compiled, sql: `${DEFERRED_MARK}${compiled.sql}` });

/** Runs a write whose result nobody reads: kept and sent with the next statement on PostgreSQL in a transaction, at once otherwise. */
export const deferredWrite = async (db: Handle, query: { compile(): CompiledQuery }): Promise<void> => {
  const compiled = query.compile();
  await db.getExecutor().executeQuery(defers(db) ? markDeferred(compiled) : compiled);
};
