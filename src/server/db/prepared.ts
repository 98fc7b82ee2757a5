import crypto from 'node:crypto';
import { type CompiledQuery, createQueryId, type Kysely, type QueryExecutor, type QueryResult, SqliteAdapter, type Transaction } from 'kysely';
import { defers, markDeferred } from './deferredWrites';
import { GroupCommitSqliteAdapter } from './groupCommit';
import type { Database } from './schema';
import { CallScope } from './writeGate';

/**
 * Statements that run on (nearly) every request, built and compiled by Kysely once per database and then
 * run with new values. Building a query (Kysely's frozen nodes, one copy per builder call) and compiling
 * it costs more than SQLite takes to run a small one: reading the caller's company with the token (its
 * 17 columns named one by one) took longer to build than a second statement took to run
 * (docs/decisions.md, issue 14).
 *
 * `build` gets a placeholder for each value and must use each as a plain value: a column's value in an
 * insert or update, the right side of a comparison. The values are single values (the types refuse a
 * list: an `in` list has a parameter per item), and every placeholder must come out as a parameter when
 * the template is compiled (checked). Anything else the query holds is fixed at that first compile.
 *
 * Every run still passes the database's plugins (the write gate of db/writeGate.ts refuses a write in a
 * call whose one-time code is not confirmed): they see the compiled query's node as they would a fresh
 * one. A plugin that would rewrite the query makes the run fail, since the template's SQL would then be
 * wrong.
 */
const PLACEHOLDER = Symbol('kontor.prepared.placeholder');
type Placeholder = { readonly [PLACEHOLDER]: string };

const isPlaceholder = (v: unknown): v is Placeholder => typeof v === 'object' && v !== null && PLACEHOLDER in v;

/** What a placeholder stands for: one value (a list would need a placeholder per item). */
export type PreparedValue = string | number | bigint | boolean | null;

/**
 * The SQL of every compiled template, by the name PostgreSQL's connections prepare it under
 * (db/connection.ts): the server then parses and plans it once per connection instead of on every run.
 * Only templates are named, so the statements kept on each connection are as few as the templates.
 */
const statementNames = new Map<string, string>();
export const preparedStatementName = (sql: string): string | undefined => statementNames.get(sql);

/** A plugin whose transformResult gives the result as it is (a call's scope), so a statement can skip it (the direct run below). */
const resultAsIs = (plugin: object): boolean => plugin instanceof CallScope;

/**
 * The database a handle belongs to, as a key for what is kept per database: every handle of one database
 * (the database itself, its transactions, an API call's handle with its scope) shares its adapter.
 */
export const databaseOf = (db: { getExecutor(): QueryExecutor }): object => db.getExecutor().adapter;

/** What running a compiled query needs of a database handle (any schema's; a transaction's too). */
type Handle = { getExecutor(): QueryExecutor; readonly isTransaction: boolean };

/**
 * Runs a compiled query of `db` (its plugins already applied: Kysely's compile does that) and gives its
 * QueryResult. On SQLite it skips Kysely's executor, which wraps every statement in a chain of about
 * twenty promises (decisions.md, issue 14): a statement of a transaction that claimed it (`transaction`
 * below) runs at once on the connection that transaction holds (GroupCommitSqliteAdapter.runInTransaction),
 * and a statement outside any transaction runs at once when nobody holds the connection (runAlone).
 * Everything else, and every statement when a plugin could change the result, goes through Kysely as usual.
 */
const runCompiledResult = async <Row>(db: Handle, compiled: CompiledQuery): Promise<QueryResult<Row>> => {
  const executor = db.getExecutor();
  if (executor.adapter instanceof GroupCommitSqliteAdapter && executor.plugins.every(resultAsIs)) {
    if (db.isTransaction) {
      const direct = executor.adapter.runInTransaction(executor, compiled.sql, compiled.parameters);
      if (direct) return direct as QueryResult<Row>;
    } else {
      const direct = executor.adapter.runAlone(compiled.sql, compiled.parameters);
      if (direct) return (await direct) as QueryResult<Row>;
    }
  }
  return executor.executeQuery<Row>(compiled);
};

const runCompiled = async <Row>(db: Handle, compiled: CompiledQuery): Promise<Row[]> => (await runCompiledResult<Row>(db, compiled)).rows;

/**
 * A built query of `db` run as runCompiled runs it: the rows of a select or of a `returning`, nothing
 * for a write without one (Kysely's `execute` would give its counts, which these callers do not read).
 */
export const rowsOf = async <Row>(db: Handle, query: { compile(): CompiledQuery<Row> }): Promise<Row[]> => runCompiled<Row>(db, query.compile());

/**
 * `db.transaction().execute(fn)`, with the statements that fn runs through `prepared` and `rowsOf` on its
 * handle run at once on SQLite (GroupCommitSqliteAdapter.claimDirect). Other handles, and a handle used
 * after its transaction ended, go through Kysely (which refuses the latter).
 */
export const transaction = <DB, T>(db: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> =>
  db.transaction().execute((trx) => {
    const executor = trx.getExecutor();
    if (executor.adapter instanceof GroupCommitSqliteAdapter) executor.adapter.claimDirect(executor);
    return fn(trx);
  });

export type Prepared<Args extends Record<string, PreparedValue>, Row> = (db: Kysely<Database>, args: Args) => Promise<Row[]>;

/** A statement whose values are single values: one template per dialect (preparedShapes, of which it is the simplest case). */
export const prepared = <Args extends Record<string, PreparedValue>, Row>(
  names: readonly (keyof Args & string)[],
  build: (db: Kysely<Database>, args: Args) => { compile(): CompiledQuery<Row> },
): Prepared<Args, Row> => preparedShapes<Args, Row>(names, build);

/**
 * `prepared` for a write whose result nobody reads: inside a PostgreSQL transaction it is kept and sent
 * together with the next statement (db/deferredWrites.ts); elsewhere it runs as `prepared` runs it.
 */
export const preparedDeferred = <Args extends Record<string, PreparedValue>>(
  names: readonly (keyof Args & string)[],
  build: (db: Kysely<Database>, args: Args) => { compile(): CompiledQuery<unknown> },
): ((db: Kysely<Database>, args: Args) => Promise<void>) => {
  const run = preparedResults<Args, unknown>(names, build, { deferrable: true });
  return async (db, args) => void (await run(db, args));
};

/**
 * The keys of `T` listed at run time, checked to be all of them: `allKeys<T>()([…])` fails the type
 * check when a key of T is missing from the list (a column added to a table and not to a prepared
 * statement's list, say).
 */
export const allKeys =
  <T>() =>
  <const K extends readonly (keyof T & string)[]>(keys: K & ([Exclude<keyof T, K[number]>] extends [never] ? unknown : { missing: Exclude<keyof T, K[number]> })): K =>
    keys;

/** One item of a list value: a value (an `in` list) or a row of values (a multi-row insert, a CASE per row). */
type ListItem = PreparedValue | Readonly<Record<string, PreparedValue>>;
/** What a placeholder of `preparedShapes` stands for: one value, or a list of them (of at most SHAPED_LIST_MAX items). */
export type ShapedValue = PreparedValue | readonly ListItem[];

/** Lists longer than this (or empty) are built each time: a template per length would keep too many statements. */
export const SHAPED_LIST_MAX = 16;

const isRow = (item: ListItem): item is Readonly<Record<string, PreparedValue>> => typeof item === 'object' && item !== null;

/**
 * `prepared` for statements with lists (an `in` list, the rows of a multi-row insert, a CASE per account):
 * a template per shape (the length of each list, the keys of each row), compiled once, with the same
 * checks as `prepared`. A list that is empty or longer than SHAPED_LIST_MAX is built with its values each
 * time, as Kysely builds any query.
 */
export const preparedShapes = <Args extends Record<string, ShapedValue>, Row>(
  names: readonly (keyof Args & string)[],
  build: (db: Kysely<Database>, args: Args) => { compile(): CompiledQuery<Row> },
): ((db: Kysely<Database>, args: Args) => Promise<Row[]>) => {
  const run = preparedResults<Args, Row>(names, build);
  return async (db, args) => (await run(db, args)).rows;
};

/**
 * An insert of one row that answers the new row's id, compiled once per dialect like `prepared`.
 * `build` gets `returningId`: true where the id must come back as a row (PostgreSQL: the insert must end
 * with `.returning('id')`), false on SQLite, where the id is the connection's last inserted rowid and the
 * insert must not return anything. SQLite runs RETURNING as a trigger program that collects its rows
 * first: on the 34-column transactions row that took 50–70 µs against 12–18 µs for the same insert
 * without it (docs/decisions.md, issue 14). An insert that writes no row (`or ignore`, a conflict) fails.
 */
export const preparedInsert = <Args extends Record<string, PreparedValue>>(
  names: readonly (keyof Args & string)[],
  build: (db: Kysely<Database>, args: Args, returningId: boolean) => { compile(): CompiledQuery<unknown> },
): ((db: Kysely<Database>, args: Args) => Promise<number>) => {
  const returningIdOn = (db: Kysely<Database>): boolean => !(db.getExecutor().adapter instanceof SqliteAdapter);
  const run = preparedResults<Args, { id: number }>(names, (db, args) => build(db, args, returningIdOn(db)) as { compile(): CompiledQuery<{ id: number }> });
  return async (db, args) => {
    const result = await run(db, args);
    if (returningIdOn(db)) {
      const [row, ...more] = result.rows;
      if (!row || more.length > 0) throw new Error(`preparedInsert: ${result.rows.length} rows were inserted instead of one`);
      return row.id;
    }
    if (result.numAffectedRows !== 1n || result.insertId === undefined) throw new Error(`preparedInsert: ${String(result.numAffectedRows ?? 0n)} rows were inserted instead of one`);
    return Number(result.insertId);
  };
};

/** preparedShapes, answering the whole QueryResult (rows; the number of rows a write changed; on SQLite the last inserted rowid). */
export const preparedResults = <Args extends Record<string, ShapedValue>, Row>(
  names: readonly (keyof Args & string)[],
  build: (db: Kysely<Database>, args: Args) => { compile(): CompiledQuery<Row> },
  options: { deferrable?: boolean } = {},
): ((db: Kysely<Database>, args: Args) => Promise<QueryResult<Row>>) => {
  // Per dialect (the SQL of SQLite and PostgreSQL differ) and shape; a transaction's handle shares its
  // database's adapter, so it finds its database's templates.
  const templates = new WeakMap<object, Map<string, ShapedTemplate>>();
  const shapeOf = (args: Args): string | undefined => {
    let shape = '';
    for (const n of names) {
      const v = args[n];
      if (!Array.isArray(v)) {
        shape += '.;';
        continue;
      }
      if (v.length === 0 || v.length > SHAPED_LIST_MAX) return undefined;
      shape += `${v.length}:${(v as readonly ListItem[]).map((i) => (isRow(i) ? Object.keys(i).join(',') : '.')).join('|')};`;
    }
    return shape;
  };
  const placeholdersLike = (args: Args): Args => {
    const out: Record<string, unknown> = {};
    for (const n of names) {
      const v = args[n];
      out[n] = Array.isArray(v)
        ? (v as readonly ListItem[]).map((item, i) =>
            isRow(item) ? Object.fromEntries(Object.keys(item).map((k): [string, Placeholder] => [k, { [PLACEHOLDER]: `${n}.${i}.${k}` }])) : { [PLACEHOLDER]: `${n}.${i}` },
          )
        : { [PLACEHOLDER]: n };
    }
    return out as Args;
  };
  /** Where a slot's value is in the arguments: a name, a list item, a key of a row of a list (parsed once per template). */
  type Path = { slot: string; name: string; index: number | undefined; key: string | undefined };
  const pathOf = (slot: string): Path => {
    const [name = '', index, key] = slot.split('.');
    return { slot, name, index: index === undefined ? undefined : Number(index), key };
  };
  const valueAt = (args: Args, p: Path): unknown => {
    const v: unknown = args[p.name];
    if (p.index === undefined) return v;
    const item: unknown = (v as readonly ListItem[])[p.index];
    return p.key === undefined ? item : (item as Record<string, PreparedValue> | undefined)?.[p.key];
  };
  type ShapedTemplate = { query: CompiledQuery; slots: readonly (Path | { value: unknown })[] };
  return async (db, args) => {
    const shape = shapeOf(args);
    if (shape === undefined) return runCompiledResult<Row>(db, build(db, args).compile());
    const database = databaseOf(db);
    let byShape = templates.get(database);
    if (!byShape) templates.set(database, (byShape = new Map()));
    let t = byShape.get(shape);
    if (!t) {
      const placeholders = placeholdersLike(args);
      const query = build(db, placeholders).compile();
      const slots = query.parameters.map((p) => (isPlaceholder(p) ? p[PLACEHOLDER] : { value: p }));
      const expected: string[] = [];
      for (const n of names) {
        const v = placeholders[n] as unknown;
        if (!Array.isArray(v)) expected.push(n);
        else for (const item of v as readonly Record<string, Placeholder>[]) expected.push(...(isPlaceholder(item) ? [item[PLACEHOLDER]] : Object.values(item).map((p) => p[PLACEHOLDER])));
      }
      for (const e of expected) if (!slots.includes(e)) throw new Error(`prepared: the value ${e} is not used as a parameter`);
      t = { query, slots: slots.map((x) => (typeof x === 'string' ? pathOf(x) : x)) };
      byShape.set(shape, t);
      statementNames.set(query.sql, `kontor_${crypto.createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`);
    }
    const queryId = createQueryId();
    if (db.getExecutor().transformQuery(t.query.query, queryId) !== t.query.query) throw new Error('prepared: a plugin rewrote a prepared query');
    const parameters = t.slots.map((s) => {
      if (!('slot' in s)) return s.value;
      const v = valueAt(args, s);
      if (v === undefined) throw new Error(`prepared: no value for ${s.slot}`);
      return v;
    });
    const compiled: CompiledQuery<Row> = { query: t.query.query, queryId, sql: t.query.sql, parameters };
    return runCompiledResult<Row>(db, options.deferrable && defers(db) ? markDeferred(compiled) : compiled);
  };
};
