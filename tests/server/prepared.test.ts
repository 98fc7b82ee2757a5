import { type Insertable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allKeys, prepared, preparedInsert, preparedShapes, preparedStatementName, rowsOf, SHAPED_LIST_MAX, transaction } from '../../src/server/db/prepared';
import type { ActivitiesTable } from '../../src/server/db/schema';
import { CallScope, UnconfirmedWriteError } from '../../src/server/db/writeGate';
import { forEachEngine, freshDb, type TestDb } from './harness';

type NewActivity = Required<Omit<Insertable<ActivitiesTable>, 'id'>>;
const insertActivity = prepared(allKeys<NewActivity>()(['user_id', 'company_id', 'type', 'description', 'ip', 'user_agent', 'meta', 'acting_admin_id', 'created_at']), (db, v: NewActivity) =>
  db.insertInto('activities').values(v).returning('id'),
);
const byTypeSince = prepared(['type', 'since'], (db, p: { type: string; since: string }) =>
  db.selectFrom('activities').select(['id', 'description', 'user_agent']).where('type', '=', p.type).where('created_at', '>=', p.since).where('meta', 'is', null).orderBy('id'),
);

const byIdsOfType = preparedShapes(['ids', 'type'], (db, p: { ids: readonly number[]; type: string }) =>
  db.selectFrom('activities').select(['id', 'description']).where('id', 'in', p.ids).where('type', '=', p.type).orderBy('id'),
);
type Described = { id: number; description: string };
const insertActivities = preparedShapes(['rows'], (db, p: { rows: readonly NewActivity[] }) => db.insertInto('activities').values([...p.rows]).returning('id'));
const describe_ = preparedShapes(['rows', 'ids'], (db, p: { rows: readonly Described[]; ids: readonly number[] }) =>
  db
    .updateTable('activities')
    .set({ description: sql<string>`case ${sql.ref('id')} ${sql.join(p.rows.map((r) => sql`when ${r.id} then ${r.description}`), sql` `)} end` })
    .where('id', 'in', p.ids),
);

const activity = (n: number, over: Partial<NewActivity> = {}): NewActivity => ({
  user_id: null, company_id: null, type: n % 2 === 0 ? 'login' : 'logout', description: `activity ${n}`, ip: '127.0.0.1', user_agent: n % 3 === 0 ? null : `agent ${n}`,
  meta: null, acting_admin_id: null, created_at: `2026-01-${String(10 + n).padStart(2, '0')}T00:00:00.000Z`, ...over,
});

await forEachEngine((engine) => {
  describe(`statements compiled once (db/prepared.ts, ${engine})`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await freshDb(engine);
    });
    afterAll(async () => t.close());

    it('writes and reads what the same query built each time writes and reads, with the values of each run', async () => {
      const ids: number[] = [];
      for (let n = 0; n < 8; n++) {
        const [row] = await insertActivity(t.db, activity(n, n === 5 ? { meta: '{"x":1}' } : {}));
        ids.push(row?.id ?? 0);
      }
      expect(new Set(ids).size).toBe(8);
      const stored = await t.db.selectFrom('activities').select(['id', 'description', 'user_agent', 'created_at']).where('id', 'in', ids).orderBy('id').execute();
      expect(stored.map((r) => r.description)).toEqual(Array.from({ length: 8 }, (_, n) => `activity ${n}`));
      expect(stored.map((r) => r.user_agent)).toEqual(Array.from({ length: 8 }, (_, n) => (n % 3 === 0 ? null : `agent ${n}`)));
      for (const [type, since] of [['login', '2026-01-10'], ['logout', '2026-01-13'], ['login', '2026-01-17'], ['other', '2026-01-01']] as const) {
        const fresh = await t.db.selectFrom('activities').select(['id', 'description', 'user_agent']).where('type', '=', type).where('created_at', '>=', since).where('meta', 'is', null).orderBy('id').execute();
        expect(await byTypeSince(t.db, { type, since })).toEqual(fresh);
      }
      // The fixed parts stay fixed: activity 5 has a meta, so no run finds it.
      expect((await byTypeSince(t.db, { type: 'logout', since: '2026-01-01' })).map((r) => r.description)).toEqual(['activity 1', 'activity 3', 'activity 7']);
    });

    it('preparedInsert answers the new row\'s id (RETURNING only on PostgreSQL), in a transaction and alone, and refuses an insert that writes no row', async () => {
      const asked: boolean[] = [];
      const insertOne = preparedInsert(allKeys<NewActivity>()(['user_id', 'company_id', 'type', 'description', 'ip', 'user_agent', 'meta', 'acting_admin_id', 'created_at']), (db, v: NewActivity, returningId) => {
        asked.push(returningId);
        return returningId ? db.insertInto('activities').values(v).returning('id') : db.insertInto('activities').values(v);
      });
      const alone = await insertOne(t.db, activity(30, { type: 'insert', description: 'inserted alone' }));
      const inTrx = await transaction(t.db, async (trx) => {
        const first = await insertOne(trx, activity(31, { type: 'insert', description: 'inserted in a transaction' }));
        const second = await insertOne(trx, activity(32, { type: 'insert', description: 'inserted after it' }));
        expect(second).toBeGreaterThan(first);
        return first;
      });
      const described = async (id: number) => (await t.db.selectFrom('activities').select('description').where('id', '=', id).executeTakeFirstOrThrow()).description;
      expect(await described(alone)).toBe('inserted alone');
      expect(await described(inTrx)).toBe('inserted in a transaction');
      // Compiled once for this database (one template), with RETURNING where the engine needs it for the id.
      expect(asked).toEqual([engine === 'postgres']);
      // An insert that writes nothing (a conflict it ignores) has no new id: refused, not answered with another row's.
      const ignoring = preparedInsert(['id', 'type', 'created_at'], (db, v: { id: number; type: string; created_at: string }, returningId) => {
        const q = db.insertInto('activities').values({ ...v, description: 'ignored', ip: null, user_agent: null, meta: null, user_id: null, company_id: null, acting_admin_id: null }).onConflict((oc) => oc.column('id').doNothing());
        return returningId ? q.returning('id') : q;
      });
      await expect(ignoring(t.db, { id: alone, type: 'login', created_at: '2026-01-01T00:00:00.000Z' })).rejects.toThrow('preparedInsert: 0 rows were inserted instead of one');
      expect(await described(alone)).toBe('inserted alone');
      // The write gate holds for it too.
      await expect(insertOne(t.db.withPlugin(new CallScope('test.insert', false, null)), activity(33, { type: 'insert' }))).rejects.toBeInstanceOf(UnconfirmedWriteError);
    });

    it('runs in the transaction it is given, and rolls back with it', async () => {
      const before = await t.db.selectFrom('activities').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      await expect(
        t.db.transaction().execute(async (trx) => {
          await insertActivity(trx, activity(20, { description: 'in a transaction' }));
          expect(await byTypeSince(trx, { type: 'login', since: '2026-01-30' })).toEqual([expect.objectContaining({ description: 'in a transaction' })]);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      const after = await t.db.selectFrom('activities').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('a write in a call whose one-time code is not confirmed is refused by the write gate, and writes nothing', async () => {
      const scope = new CallScope('test.prepared', false, null);
      const gated = t.db.withPlugin(scope);
      await expect(insertActivity(gated, activity(21, { description: 'gated' }))).rejects.toBeInstanceOf(UnconfirmedWriteError);
      await expect(gated.transaction().execute((trx) => insertActivity(trx, activity(21, { description: 'gated' })))).rejects.toBeInstanceOf(UnconfirmedWriteError);
      expect(await t.db.selectFrom('activities').select('id').where('description', '=', 'gated').execute()).toEqual([]);
      // A read passes the closed gate, and an open gate lets the write through.
      await expect(byTypeSince(gated, { type: 'login', since: '2026-01-01' })).resolves.toBeInstanceOf(Array);
      scope.open = true;
      await insertActivity(gated, activity(21, { description: 'gated' }));
      expect(await t.db.selectFrom('activities').select('id').where('description', '=', 'gated').execute()).toHaveLength(1);
    });

    it('rowsOf gives what execute gives, in a transaction and alone, and passes the write gate like any statement', async () => {
      const q = (db: typeof t.db) => db.selectFrom('activities').select(['id', 'description']).where('description', 'like', 'activity %').orderBy('id');
      expect(await rowsOf(t.db, q(t.db))).toEqual(await q(t.db).execute());
      await expect(
        t.db.transaction().execute(async (trx) => {
          const [row] = await rowsOf(trx, trx.insertInto('activities').values(activity(22, { description: 'rows of, rolled back' })).returning(['id', 'description']));
          expect(row).toEqual({ id: expect.any(Number), description: 'rows of, rolled back' });
          expect(await rowsOf(trx, trx.selectFrom('activities').select('description').where('id', '=', row?.id ?? 0))).toEqual([{ description: 'rows of, rolled back' }]);
          expect(await rowsOf(trx, q(trx))).toEqual(await q(trx).execute());
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await t.db.selectFrom('activities').select('id').where('description', '=', 'rows of, rolled back').execute()).toEqual([]);
      const gated = t.db.withPlugin(new CallScope('test.rowsOf', false, null));
      const write = (db: typeof t.db) => db.updateTable('activities').set({ description: 'gated update' }).where('description', '=', 'activity 1');
      await expect(rowsOf(gated, write(gated))).rejects.toBeInstanceOf(UnconfirmedWriteError);
      await expect(gated.transaction().execute((trx) => rowsOf(trx, write(trx)))).rejects.toBeInstanceOf(UnconfirmedWriteError);
      await expect(transaction(gated, (trx) => rowsOf(trx, write(trx)))).rejects.toBeInstanceOf(UnconfirmedWriteError);
      expect(await t.db.selectFrom('activities').select('id').where('description', '=', 'gated update').execute()).toEqual([]);
    });

    it('preparedShapes: lists and rows of values, a template per shape, the same results as the query built each time', async () => {
      const rows = Array.from({ length: 20 }, (_, i) => activity(40 + i, { description: `shaped ${i}`, created_at: '2026-03-01T00:00:00.000Z' }));
      // Inserts of 1, 3 and 16 rows, each in one statement.
      const ids: number[] = [];
      for (const [from, to] of [[0, 1], [1, 4], [4, 20]] as const) ids.push(...(await insertActivities(t.db, { rows: rows.slice(from, to) })).map((r) => r.id));
      expect(ids).toHaveLength(20);
      expect(SHAPED_LIST_MAX).toBe(16);
      const stored = await t.db.selectFrom('activities').select(['id', 'description', 'type']).where('id', 'in', ids).orderBy('id').execute();
      expect(stored.map((r) => r.description)).toEqual(rows.map((r) => r.description));
      // Lists of 1, 3 and 16 ids (templates), 20 and none (built each time, as Kysely builds them: an empty
      // list is what the engine makes of `in ()`).
      for (const pick of [ids.slice(0, 1), ids.slice(2, 5), ids.slice(0, 16), ids, []]) {
        for (const type of ['login', 'logout']) {
          const [fresh, shaped] = await Promise.allSettled([
            t.db.selectFrom('activities').select(['id', 'description']).where('id', 'in', pick).where('type', '=', type).orderBy('id').execute(),
            byIdsOfType(t.db, { ids: pick, type }),
          ]);
          expect(shaped.status).toBe(fresh.status);
          if (fresh.status === 'fulfilled' && shaped.status === 'fulfilled') expect(shaped.value).toEqual(fresh.value);
        }
      }
      // A CASE per row (the ledger's balances): each row gets its own value, the others are untouched.
      await describe_(t.db, { rows: [{ id: ids[0] ?? 0, description: 'first' }, { id: ids[2] ?? 0, description: 'third' }], ids: [ids[0] ?? 0, ids[2] ?? 0] });
      await describe_(t.db, { rows: [{ id: ids[3] ?? 0, description: 'fourth' }, { id: ids[1] ?? 0, description: 'second' }], ids: [ids[3] ?? 0, ids[1] ?? 0] });
      const after = await t.db.selectFrom('activities').select('description').where('id', 'in', ids.slice(0, 5)).orderBy('id').execute();
      expect(after.map((r) => r.description)).toEqual(['first', 'second', 'third', 'fourth', 'shaped 4']);
      // In a transaction, undone with it; a write in a closed gate is refused.
      await expect(
        t.db.transaction().execute(async (trx) => {
          await describe_(trx, { rows: [{ id: ids[0] ?? 0, description: 'undone' }], ids: [ids[0] ?? 0] });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      const gated = t.db.withPlugin(new CallScope('test.shapes', false, null));
      await expect(describe_(gated, { rows: [{ id: ids[0] ?? 0, description: 'gated' }], ids: [ids[0] ?? 0] })).rejects.toBeInstanceOf(UnconfirmedWriteError);
      await expect(transaction(gated, (trx) => describe_(trx, { rows: [{ id: ids[0] ?? 0, description: 'gated' }], ids: [ids[0] ?? 0] }))).rejects.toBeInstanceOf(UnconfirmedWriteError);
      expect((await t.db.selectFrom('activities').select('description').where('id', '=', ids[0] ?? 0).executeTakeFirstOrThrow()).description).toBe('first');
    });

    it('preparedShapes refuses a value it was not given and a placeholder the query does not use', async () => {
      await expect(byIdsOfType(t.db, { ids: [1, undefined as unknown as number], type: 'login' })).rejects.toThrow('prepared: no value for ids.1');
      const unused = preparedShapes(['ids', 'type'], (db, p: { ids: readonly number[]; type: string }) => db.selectFrom('activities').select('id').where('id', 'in', p.ids));
      await expect(unused(t.db, { ids: [1], type: 'login' })).rejects.toThrow('prepared: the value type is not used as a parameter');
    });

    // PostgreSQL only (the named statements are the pool's).
    if (engine === 'postgres') {
      it('on PostgreSQL a template runs as a statement its connection prepared once (named); other statements do not', async () => {
        await t.db.transaction().execute(async (trx) => {
          for (let i = 0; i < 3; i++) await byTypeSince(trx, { type: 'login', since: `2026-01-0${i + 1}` });
          await trx.selectFrom('activities').select('id').where('type', '=', 'login').execute();
          const named = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(trx);
          const ours = named.rows.filter((r) => r.name.startsWith('kontor_'));
          expect(ours.filter((r) => r.statement.includes('"created_at" >= $2'))).toHaveLength(1);
          for (const r of ours) expect(preparedStatementName(r.statement)).toBe(r.name);
          expect(ours.some((r) => r.statement === 'select "id" from "activities" where "type" = $1')).toBe(false);
        });
      });

      it('a prepared select * whose rows a schema change altered (another instance migrating) runs on, unnamed', async () => {
        const whole = prepared(['id'], (db, p: { id: number }) => db.selectFrom('activities').selectAll().where('id', '=', p.id));
        const id = (await insertActivity(t.db, activity(30)))[0]?.id ?? 0;
        expect(await whole(t.db, { id })).toHaveLength(1);
        // Queries one after the other get the pool's same idle connection back: the statement is prepared on it.
        const named = await sql<{ name: string }>`select name from pg_prepared_statements where statement = 'select * from "activities" where "id" = $1'`.execute(t.db);
        expect(named.rows.map((r) => r.name)).toEqual([preparedStatementName('select * from "activities" where "id" = $1')]);
        await sql`alter table activities add column extra_note text`.execute(t.db);
        try {
          expect(await whole(t.db, { id })).toEqual([expect.objectContaining({ id, extra_note: null })]);
          expect(await whole(t.db, { id })).toHaveLength(1);
        } finally {
          await sql`alter table activities drop column extra_note`.execute(t.db);
        }
      });
    }

    it('refuses a value it was not given, and a placeholder the query does not use as a plain value', async () => {
      await expect(insertActivity(t.db, { ...activity(22), meta: undefined as unknown as null })).rejects.toThrow('prepared: no value for meta');
      // A list is no value: an `in` list is refused by the types (tsc checks this file).
      // @ts-expect-error a placeholder stands for one value
      prepared(['ids'], (db, p: { ids: number[] }) => db.selectFrom('activities').select('id').where('id', 'in', p.ids));
      const unused = prepared(['id', 'type'], (db, p: { id: number; type: string }) => db.selectFrom('activities').select('id').where('id', '=', p.id));
      await expect(unused(t.db, { id: 1, type: 'login' })).rejects.toThrow('prepared: the value type is not used as a parameter');
    });
  });
});

describe('one template per engine', () => {
  it('a statement prepared for SQLite runs on PostgreSQL with its own SQL (when PostgreSQL is there)', async () => {
    const sqlite = await freshDb('sqlite');
    try {
      await insertActivity(sqlite.db, activity(1));
      expect(await byTypeSince(sqlite.db, { type: 'logout', since: '2026-01-01' })).toHaveLength(1);
    } finally {
      await sqlite.close();
    }
    const { postgresAvailable } = await import('./harness');
    if (!(await postgresAvailable())) return;
    const pg = await freshDb('postgres');
    try {
      await insertActivity(pg.db, activity(1));
      await insertActivity(pg.db, activity(3));
      expect(await byTypeSince(pg.db, { type: 'logout', since: '2026-01-01' })).toHaveLength(2);
    } finally {
      await pg.close();
    }
  });
});
