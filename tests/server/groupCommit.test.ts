import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommitError, GroupCommitSqliteDialect, type GroupCommitLimits } from '../../src/server/db/groupCommit';
import { rowsOf, transaction } from '../../src/server/db/prepared';
import { withStatementCache } from '../../src/server/db/statementCache';
import { freshDb } from './harness';

type Db = { items: { id: number; name: string }; children: { id: number; parent_id: number } };

const dirs: string[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A database file on disk with the group-commit dialect, the commits it ran, and a second connection that sees only what is committed. */
const open = (limits?: GroupCommitLimits) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-group-'));
  dirs.push(dir);
  const file = path.join(dir, 'db.sqlite');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.exec('create table items (id integer primary key, name text not null unique)');
  // A deferred constraint is checked at the commit, not at the statement: it makes a commit fail.
  sqlite.exec('create table children (id integer primary key, parent_id integer not null references items(id) deferrable initially deferred)');
  const commits: string[] = [];
  const cached = withStatementCache(sqlite);
  const counting = {
    close: () => cached.close(),
    prepare: (text: string) => {
      if (/^commit\b/i.test(text)) commits.push(text);
      return cached.prepare(text);
    },
  };
  const db = new Kysely<Db>({ dialect: new GroupCommitSqliteDialect(sqlite, counting, limits) });
  const reader = new SqliteDatabase(file, { readonly: true });
  const stored = () => (reader.prepare('select name from items order by id').all() as { name: string }[]).map((r) => r.name);
  closers.push(async () => {
    reader.close();
    await db.destroy();
  });
  return { db, sqlite, commits, stored };
};

const insert = (db: Kysely<Db>, name: string) => db.insertInto('items').values({ id: undefined as unknown as number, name }).execute();

describe('group commit on SQLite (db/groupCommit.ts)', () => {
  it('transactions that run together share one commit, and each is stored when its execute resolves', async () => {
    const { db, commits, stored } = open();
    const names = Array.from({ length: 20 }, (_, i) => `t${i}`);
    const seenAtResolve: boolean[] = [];
    await Promise.all(
      names.map(async (name) => {
        await db.transaction().execute((trx) => insert(trx, name));
        seenAtResolve.push(stored().includes(name));
      }),
    );
    expect(seenAtResolve).toEqual(names.map(() => true));
    expect(stored()).toEqual(names);
    expect(commits.length).toBeGreaterThanOrEqual(1);
    expect(commits.length).toBeLessThan(names.length);
  });

  it('a transaction that fails is rolled back alone: the others of its group are stored', async () => {
    const { db, stored } = open();
    const results = await Promise.allSettled([
      db.transaction().execute((trx) => insert(trx, 'a')),
      db.transaction().execute(async (trx) => {
        await insert(trx, 'b');
        throw new Error('refused after its insert');
      }),
      // A constraint error inside a member: that statement and its member are undone.
      db.transaction().execute(async (trx) => {
        await insert(trx, 'c');
        await insert(trx, 'a');
      }),
      db.transaction().execute((trx) => insert(trx, 'd')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(results[1]?.status === 'rejected' && (results[1].reason as Error).message).toBe('refused after its insert');
    expect(stored()).toEqual(['a', 'd']);
  });

  it('a query that ran inside an open group answers only once the group is committed', async () => {
    const { db, stored } = open();
    const write = db.transaction().execute((trx) => insert(trx, 'x'));
    // Runs after the transaction has handed the connection back, before its group is committed: it reads the row.
    const read = db
      .selectFrom('items')
      .select('name')
      .execute()
      .then((rows) => ({ rows: rows.map((r) => r.name), committed: stored() }));
    const [, seen] = await Promise.all([write, read]);
    expect(seen.rows).toEqual(['x']);
    expect(seen.committed).toEqual(['x']);
  });

  it('a commit that fails fails every transaction of its group and stores none of them; the next group works', async () => {
    const { db, sqlite, stored } = open();
    const results = await Promise.allSettled([
      db.transaction().execute((trx) => insert(trx, 'kept?')),
      // Passes its own statements (the constraint is deferred) and fails the commit.
      db.transaction().execute((trx) => trx.insertInto('children').values({ id: 1, parent_id: 999 }).execute()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(GroupCommitError);
    expect(sqlite.inTransaction).toBe(false);
    expect(stored()).toEqual([]);
    await db.transaction().execute((trx) => insert(trx, 'after'));
    expect(stored()).toEqual(['after']);
  });

  it("savepoints of a transaction's own (raw and Kysely's) nest inside its member", async () => {
    const { db, stored } = open();
    await Promise.all([
      db.transaction().execute(async (trx) => {
        await insert(trx, 'one');
        await sql`savepoint row`.execute(trx);
        await insert(trx, 'undone');
        await sql`rollback to savepoint row`.execute(trx);
        await sql`release savepoint row`.execute(trx);
      }),
      db.transaction().execute((trx) => insert(trx, 'two')),
    ]);
    expect(stored()).toEqual(['one', 'two']);
  });

  describe('statements run at once (rowsOf, prepared: GroupCommitSqliteAdapter)', () => {
    const names = (db: Kysely<Db>) => rowsOf(db, db.selectFrom('items').select('name').orderBy('id')).then((rows) => rows.map((r) => r.name));
    const direct = (db: Kysely<Db>) => db.getExecutor().adapter as unknown as { runInTransaction: (e: object, s: string, p: readonly unknown[]) => unknown };
    const runsAtOnce = (db: Kysely<Db>) => direct(db).runInTransaction(db.getExecutor(), 'select 1 as one', []) !== undefined;

    it("a transaction's statement runs on its connection at once, and is undone with it", async () => {
      const { db, stored } = open();
      // No transaction holds the connection: nothing runs at once, the caller goes through Kysely.
      expect(runsAtOnce(db)).toBe(false);
      const result = await Promise.allSettled([
        transaction(db, async (trx) => {
          expect(runsAtOnce(trx)).toBe(true);
          await rowsOf(trx, trx.insertInto('items').values({ id: undefined as unknown as number, name: 'kept' }));
          expect(await names(trx)).toEqual(['kept']);
        }),
        transaction(db, async (trx) => {
          await rowsOf(trx, trx.insertInto('items').values({ id: undefined as unknown as number, name: 'undone' }));
          expect(await names(trx)).toEqual(['kept', 'undone']);
          throw new Error('roll back');
        }),
        // A transaction opened without `transaction` did not claim: its statements go through Kysely, with the same result.
        db.transaction().execute(async (trx) => {
          expect(runsAtOnce(trx)).toBe(false);
          await rowsOf(trx, trx.insertInto('items').values({ id: undefined as unknown as number, name: 'through kysely' }));
        }),
      ]);
      expect(result.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(stored()).toEqual(['kept', 'through kysely']);
      expect(runsAtOnce(db)).toBe(false);
    });

    it("a transaction's handle used after its end never runs inside the transaction that holds the connection then", async () => {
      const { db, stored } = open();
      let stale: Kysely<Db> | undefined;
      await transaction(db, async (trx) => {
        stale = trx;
        await insert(trx, 'first');
      });
      const staleHandle = stale as Kysely<Db>;
      let late: Promise<unknown> | undefined;
      await transaction(db, async (trx) => {
        expect(runsAtOnce(staleHandle)).toBe(false);
        late = rowsOf(staleHandle, staleHandle.insertInto('items').values({ id: undefined as unknown as number, name: 'stale' }));
        late.catch(() => undefined);
        await insert(trx, 'second');
      });
      await expect(late).rejects.toThrow(/committed/);
      expect(stored()).toEqual(['first', 'second']);
    });

    it('a statement of the database waits for the transaction that holds the connection, and never runs inside it', async () => {
      const { db, stored } = open();
      let started = () => {};
      const startedYet = new Promise<void>((resolve) => (started = resolve));
      let finish: (error: Error) => void = () => {};
      const holding = db.transaction().execute(async (trx) => {
        await insert(trx, 'uncommitted');
        started();
        await new Promise<void>((_, reject) => (finish = reject));
      });
      await startedYet;
      let answered = false;
      const read = names(db).then((rows) => {
        answered = true;
        return rows;
      });
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
      expect(answered).toBe(false);
      finish(new Error('rolled back'));
      await expect(holding).rejects.toThrow('rolled back');
      expect(await read).toEqual([]);
      expect(stored()).toEqual([]);
    });

    it('a statement of the database that ran inside an open group answers after its commit, and fails with it', async () => {
      const { db, stored } = open();
      // The read is queued (setImmediate) inside the transaction, so it runs after the transaction handed the
      // connection back and before the group's commit, which is queued the same way after it.
      let read: Promise<{ rows: string[]; committed: string[] }> | undefined;
      await db.transaction().execute(async (trx) => {
        await insert(trx, 'x');
        setImmediate(() => (read = names(db).then((rows) => ({ rows, committed: stored() }))));
      });
      expect(await read).toEqual({ rows: ['x'], committed: ['x'] });

      let failing: Promise<string[]> | undefined;
      const write = db.transaction().execute(async (trx) => {
        await rowsOf(trx, trx.insertInto('children').values({ id: 1, parent_id: 999 }));
        setImmediate(() => (failing = names(db)));
      });
      await expect(write).rejects.toBeInstanceOf(GroupCommitError);
      await expect(failing).rejects.toBeInstanceOf(GroupCommitError);
      expect(stored()).toEqual(['x']);
    });
  });

  it("the server uses no controlled transaction (startTransaction's commit does not wait for the group's commit)", () => {
    const files = fs.readdirSync(path.resolve('src/server'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const using = files.filter((f) => /\.startTransaction\s*\(/.test(fs.readFileSync(path.join(path.resolve('src/server'), f), 'utf8')));
    expect(files.length).toBeGreaterThan(100);
    expect(using).toEqual([]);
  });

  it('a full group is committed at once: no group holds more members than its limit', async () => {
    const { db, commits, stored } = open({ maxMembers: 2, maxMs: 60_000 });
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => db.transaction().execute((trx) => insert(trx, name))));
    expect(stored()).toHaveLength(6);
    expect(commits.length).toBeGreaterThanOrEqual(3);
  });

  it('closing the database commits what is open', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-group-'));
    dirs.push(dir);
    const file = path.join(dir, 'db.sqlite');
    const sqlite = new SqliteDatabase(file);
    sqlite.exec('create table items (id integer primary key, name text not null unique)');
    const db = new Kysely<Db>({ dialect: new GroupCommitSqliteDialect(sqlite, withStatementCache(sqlite)) });
    let inserted = () => {};
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const pending = db.transaction().execute(async (trx) => {
      await insert(trx, 'last');
      inserted();
    });
    await insertedYet;
    // Its commit is still to come (at the end of this turn of the event loop) when the database is closed.
    await db.destroy();
    await pending;
    const reader = new SqliteDatabase(file, { readonly: true });
    expect(reader.prepare('select name from items').all()).toEqual([{ name: 'last' }]);
    reader.close();
  });

  it('the schema has no deferred constraint (one would fail a whole group at its commit, not the transaction that broke it)', async () => {
    const handle = await freshDb('sqlite');
    try {
      const { rows } = await sql<{ sql: string | null }>`select sql from sqlite_master`.execute(handle.db);
      expect(rows.filter((r) => /deferr/i.test(r.sql ?? ''))).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  describe('the savepoints\' journal is kept in memory, and nothing else (temp_store)', () => {
    /** SQLite's temporary files this process holds open (deleted at once, so only /proc shows them; Linux). */
    const tempFiles = (): string[] =>
      fs.readdirSync('/proc/self/fd').flatMap((fd) => {
        try {
          const target = fs.readlinkSync(`/proc/self/fd/${fd}`);
          return target.includes('etilqs_') ? [target] : [];
        } catch {
          return [];
        }
      });
    /** 4,000 rows of 400 bytes (about 400 pages): a member that changes one row in ten changes ~100 existing pages, 400 KiB of journal. */
    const withPages = (sqlite: SqliteDatabase.Database) => {
      sqlite.exec('create table pages (id integer primary key, body text not null)');
      const put = sqlite.prepare('insert into pages (id, body) values (?, ?)');
      sqlite.transaction(() => {
        for (let i = 1; i <= 4000; i++) put.run(i, 'x'.repeat(400));
      })();
    };
    const touch = (db: Kysely<Db>, mark: string) => sql`update pages set body = ${mark.repeat(400)} where id % 10 = 0`.execute(db);

    it('a member\'s journal stays in memory (no temporary file), its rollback still undoes its pages alone, and a sort still spills to a file', async () => {
      const { db, sqlite } = open();
      withPages(sqlite);
      const before = tempFiles();
      const seen: string[][] = [];
      await Promise.all([
        transaction(db, async (trx) => {
          await touch(trx, 'a');
          seen.push(tempFiles());
        }),
        expect(
          transaction(db, async (trx) => {
            await touch(trx, 'b');
            seen.push(tempFiles());
            throw new Error('roll this member back');
          }),
        ).rejects.toThrow('roll this member back'),
        transaction(db, async (trx) => {
          // A sort larger than the page cache inside the same group: it spills to a temporary file as always.
          sqlite.pragma('cache_size = -200');
          const sorted = sqlite.prepare('select id from pages order by body || id desc').iterate();
          sorted.next();
          seen.push(tempFiles());
          sorted.return?.();
          sqlite.pragma('cache_size = -16000');
          await touch(trx, 'c');
        }),
      ]);
      expect(seen[0]).toEqual(before);
      expect(seen[1]).toEqual(before);
      expect((seen[2] ?? []).length).toBeGreaterThan(before.length);
      // Member b was rolled back to its savepoint alone: c's rows are what a and then c wrote.
      expect(sqlite.prepare('select distinct substr(body, 1, 1) as mark from pages where id % 10 = 0').all()).toEqual([{ mark: 'c' }]);
      expect(sqlite.pragma('temp_store', { simple: true })).toBe(0);
    });

    it('(control) the same member in a plain SQLite transaction journals through a temporary file', () => {
      const { sqlite } = open();
      withPages(sqlite);
      const before = tempFiles();
      sqlite.exec('begin');
      sqlite.exec('savepoint member');
      sqlite.prepare(`update pages set body = '${'d'.repeat(400)}' where id % 10 = 0`).run();
      const during = tempFiles();
      sqlite.exec('rollback to member');
      sqlite.exec('release member');
      sqlite.exec('commit');
      expect(during.length).toBeGreaterThan(before.length);
    });
  });
});
