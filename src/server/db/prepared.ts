import crypto from 'node:crypto';
import { type CompiledQuery, createQueryId, type Kysely } from 'kysely';
import type { Database } from './schema';

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

type Template = { query: CompiledQuery; slots: readonly (string | { value: unknown })[] };

/**
 * The SQL of every compiled template, by the name PostgreSQL's connections prepare it under
 * (db/connection.ts): the server then parses and plans it once per connection instead of on every run.
 * Only templates are named, so the statements kept on each connection are as few as the templates.
 */
const statementNames = new Map<string, string>();
export const preparedStatementName = (sql: string): string | undefined => statementNames.get(sql);

export type Prepared<Args extends Record<string, PreparedValue>, Row> = (db: Kysely<Database>, args: Args) => Promise<Row[]>;

export const prepared = <Args extends Record<string, PreparedValue>, Row>(
  names: readonly (keyof Args & string)[],
  build: (db: Kysely<Database>, args: Args) => { compile(): CompiledQuery<Row> },
): Prepared<Args, Row> => {
  // One template per dialect (the SQL of SQLite and PostgreSQL differ); a transaction's handle shares its
  // database's adapter, so it finds its database's template.
  const templates = new WeakMap<object, Template>();
  const template = (db: Kysely<Database>): Template => {
    const adapter = db.getExecutor().adapter;
    const known = templates.get(adapter);
    if (known) return known;
    const placeholders = Object.fromEntries(names.map((n): [string, Placeholder] => [n, { [PLACEHOLDER]: n }])) as unknown as Args;
    const query = build(db, placeholders).compile();
    const slots = query.parameters.map((p) => (isPlaceholder(p) ? p[PLACEHOLDER] : { value: p }));
    for (const n of names) if (!slots.includes(n)) throw new Error(`prepared: the value ${n} is not used as a parameter`);
    const made: Template = { query, slots };
    templates.set(adapter, made);
    statementNames.set(query.sql, `kontor_${crypto.createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`);
    return made;
  };
  return async (db, args) => {
    const t = template(db);
    const queryId = createQueryId();
    const executor = db.getExecutor();
    if (executor.transformQuery(t.query.query, queryId) !== t.query.query) throw new Error('prepared: a plugin rewrote a prepared query');
    const parameters = t.slots.map((s) => {
      if (typeof s !== 'string') return s.value;
      const v = args[s];
      // Kysely leaves an undefined value's column out; the template has it, so it would bind nothing.
      if (v === undefined) throw new Error(`prepared: no value for ${s}`);
      return v;
    });
    const result = await executor.executeQuery<Row>({ query: t.query.query, queryId, sql: t.query.sql, parameters });
    return result.rows;
  };
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
