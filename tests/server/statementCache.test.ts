import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/server/db/statementCache';

type Db = { items: { id: number; name: string } };

const open = (size?: number) => {
  const sqlite = new SqliteDatabase(':memory:');
  sqlite.exec('create table items (id integer primary key, name text not null)');
  const prepared: string[] = [];
  const prepare = sqlite.prepare.bind(sqlite);
  // Counts the real prepares behind the cache.
  sqlite.prepare = ((text: string) => {
    prepared.push(text);
    return prepare(text);
  }) as typeof sqlite.prepare;
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, size) }) });
  return { db, prepared };
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('SQLite prepared statement cache (db/statementCache.ts)', () => {
  it('prepares a statement once and runs it again with other values', async () => {
    const { db, prepared } = open();
    close = () => db.destroy();
    for (const [id, name] of [[1, 'a'], [2, 'b'], [3, 'c']] as const) await db.insertInto('items').values({ id, name }).execute();
    const names = [];
    for (const id of [3, 1, 2]) names.push((await db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name);
    expect(names).toEqual(['c', 'a', 'b']);
    expect(prepared.filter((s) => s.startsWith('insert'))).toHaveLength(1);
    expect(prepared.filter((s) => s.startsWith('select'))).toHaveLength(1);
  });

  it('a statement still being iterated is not handed out again', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite);
    const text = 'select value from json_each(?)';
    const first = cached.prepare(text);
    const rows = first.iterate(['[1,2]']);
    rows.next();
    // The same SQL while the first statement is busy: a statement of its own.
    const second = cached.prepare(text);
    expect(second).not.toBe(first);
    rows.return?.();
    // Once the first is free again, it is the one kept.
    expect(cached.prepare(text)).toBe(first);
    cached.close();
  });

  it('lets the least recently used statement go beyond its size', async () => {
    const { db, prepared } = open(2);
    close = () => db.destroy();
    const one = () => sql`select 1 as v`.execute(db);
    const two = () => sql`select 2 as v`.execute(db);
    const three = () => sql`select 3 as v`.execute(db);
    await one();
    await two();
    await one(); // one is now the most recent
    await three(); // two goes
    await one();
    await two();
    expect(prepared).toEqual(['select 1 as v', 'select 2 as v', 'select 3 as v', 'select 2 as v']);
  });

  it('follows a schema change', async () => {
    const { db } = open();
    close = () => db.destroy();
    await db.insertInto('items').values({ id: 1, name: 'a' }).execute();
    const all = () => sql<Record<string, unknown>>`select * from items`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, name: 'a' }]);
    await sql`alter table items add column note text`.execute(db);
    expect((await all()).rows).toEqual([{ id: 1, name: 'a', note: null }]);
  });
});
