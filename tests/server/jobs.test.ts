import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../src/server/db/connection';
import type { Database } from '../../src/server/db/schema';
import { builtinJobHandlers, JOB_TYPES } from '../../src/server/jobs/handlers';
import { startInProcessJobs } from '../../src/server/jobs/inProcess';
import { claim, complete, enqueue, fail, JobConflictError, JobLeaseLostError, PermanentJobError, runInTransaction } from '../../src/server/jobs/queue';
import { type JobHandler, Worker } from '../../src/server/jobs/worker';
import { forEachEngine, freshDb, makeApp, type TestDb } from './harness';

const T0 = new Date('2026-06-15T10:00:00.000Z');
const plus = (ms: number, from: Date = T0) => new Date(from.getTime() + ms);
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls until `check` holds (or fails the test after `timeoutMs`). */
const until = async (check: () => Promise<boolean>, timeoutMs = 20000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(10);
  }
};

/** A deferred promise: the test decides when a handler may go on. */
const gate = () => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return { open, opened };
};

await forEachEngine((engine) => {
  describe(`job queue (${engine})`, () => {
    let d: TestDb;
    /** A second, independent connection pool to the same database (PostgreSQL), or the same handle (SQLite: one writer). */
    let other: Db;

    const effects = async (db: Kysely<Database> = d.db) =>
      (await sql<{ job_id: number; worker: string }>`select job_id, worker from job_effects order by id`.execute(db)).rows.map((r) => ({ job_id: Number(r.job_id), worker: r.worker }));
    const addEffect = (trx: Kysely<Database>, jobId: number, worker: string) => sql`insert into job_effects (job_id, worker) values (${jobId}, ${worker})`.execute(trx);
    const jobRow = (id: number) => d.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const claimAt = (workerId: string, now: Date, lockTimeoutMs = 60000, db: Kysely<Database> = d.db) => claim(db, engine, { queues: ['default'], workerId, now, lockTimeoutMs });

    beforeAll(async () => {
      d = await freshDb(engine);
      const id = engine === 'postgres' ? 'id serial primary key' : 'id integer primary key autoincrement';
      await sql.raw(`create table job_effects (${id}, job_id integer not null, worker text not null)`).execute(d.db);
      if (d.url) {
        other = openDb({ databaseUrl: d.url });
      } else {
        other = d;
      }
    });
    afterAll(async () => {
      if (other !== d) await other.close();
      await d.close();
    });
    beforeEach(async () => {
      await d.db.deleteFrom('jobs').execute();
      await sql`delete from job_effects`.execute(d.db);
    });

    it('enqueues, claims the due job first, completes it once', async () => {
      const late = await enqueue(d.db, { type: 'test.a', payload: { n: 2 }, runAt: plus(1000), now: T0 });
      const early = await enqueue(d.db, { type: 'test.a', payload: { n: 1 }, now: T0 });
      await enqueue(d.db, { queue: 'other', type: 'test.a', now: T0 });
      expect(early.created).toBe(true);
      expect(early.job).toMatchObject({ queue: 'default', type: 'test.a', status: 'queued', attempts: 0, max_attempts: 3, payload: '{"n":1}', run_at: T0.toISOString() });

      expect(await claimAt('w1', plus(-1))).toBeNull(); // nothing due yet
      const job = await claimAt('w1', T0);
      expect(job).toMatchObject({ id: early.job.id, status: 'running', attempts: 1, locked_by: 'w1', locked_at: T0.toISOString() });
      expect(await claimAt('w2', T0)).toBeNull(); // the late one is not due, the running one is locked, 'other' is not asked for
      if (!job) throw new Error('no job');

      expect(await complete(d.db, job, { ok: true, big: 10n ** 20n }, { now: plus(5) })).toBe(true);
      expect(await jobRow(job.id)).toMatchObject({ status: 'done', result: '{"ok":true,"big":"100000000000000000000"}', locked_by: 'w1', last_error: null });
      expect(await complete(d.db, job, 'again')).toBe(false); // a done job is not completed twice
      expect(await fail(d.db, job, new Error('late'), { retryInMs: 0 })).toBeNull();
      expect((await jobRow(job.id)).status).toBe('done');

      expect((await claimAt('w1', plus(1000)))?.id).toBe(late.job.id);
      expect(await claim(d.db, engine, { queues: ['default', 'other'], types: ['test.b'], workerId: 'w1', now: T0, lockTimeoutMs: 1000 })).toBeNull();
      expect((await claim(d.db, engine, { queues: ['default', 'other'], types: ['test.a'], workerId: 'w1', now: T0, lockTimeoutMs: 1000 }))?.queue).toBe('other');
    });

    it('retries with exponential backoff, then fails after max_attempts', async () => {
      let clock = T0;
      const seen: number[] = [];
      const worker = new Worker({ db: d.db, engine, id: 'w-retry', now: () => clock }).register('test.flaky', async (ctx) => {
        seen.push(ctx.job.attempts);
        throw new Error('boom');
      });
      const { job } = await enqueue(d.db, { type: 'test.flaky', maxAttempts: 3, now: T0 });

      expect(await worker.runOnce()).toBe(true);
      expect(await jobRow(job.id)).toMatchObject({ status: 'queued', attempts: 1, run_at: plus(5000).toISOString(), last_error: 'Error: boom', locked_by: null, locked_at: null });
      expect(await worker.runOnce()).toBe(false); // backing off
      clock = plus(4999);
      expect(await worker.runOnce()).toBe(false);
      clock = plus(5000);
      expect(await worker.runOnce()).toBe(true);
      expect(await jobRow(job.id)).toMatchObject({ status: 'queued', attempts: 2, run_at: plus(15000).toISOString() }); // 5 s, then 10 s
      clock = plus(15000);
      expect(await worker.runOnce()).toBe(true);
      expect(await jobRow(job.id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'Error: boom' });
      clock = plus(3600_000);
      expect(await worker.runOnce()).toBe(false);
      expect(seen).toEqual([1, 2, 3]);

      // A permanent error (and an invalid payload) fails at once.
      worker.register('test.permanent', async () => {
        throw new PermanentJobError('bad input');
      });
      const p = await enqueue(d.db, { type: 'test.permanent', now: clock });
      expect(await worker.runOnce()).toBe(true);
      expect(await jobRow(p.job.id)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'PermanentJobError: bad input' });
    });

    it('an idempotency key makes a second enqueue return the existing job', async () => {
      const a = await enqueue(d.db, { type: 'test.a', payload: { x: 1 }, idempotencyKey: 'import:1', now: T0 });
      const b = await enqueue(d.db, { type: 'test.a', payload: { x: 1 }, idempotencyKey: 'import:1', now: plus(10) });
      expect(a.created).toBe(true);
      expect(b).toEqual({ job: a.job, created: false });
      await expect(enqueue(d.db, { type: 'test.a', payload: { x: 2 }, idempotencyKey: 'import:1' })).rejects.toBeInstanceOf(JobConflictError);
      await expect(enqueue(d.db, { type: 'test.b', payload: { x: 1 }, idempotencyKey: 'import:1' })).rejects.toBeInstanceOf(JobConflictError);

      // Racing enqueues (separate pools on PostgreSQL) end with one row, and none of them fails.
      const racing = await Promise.all(Array.from({ length: 10 }, (_, i) => enqueue(i % 2 ? other.db : d.db, { type: 'test.a', idempotencyKey: 'import:2', now: T0 })));
      expect(new Set(racing.map((r) => r.job.id)).size).toBe(1);
      expect(racing.filter((r) => r.created)).toHaveLength(1);

      // Still the same job once it is done; jobs without a key never collide.
      const job = await claimAt('w1', T0);
      expect(job?.id).toBe(a.job.id);
      if (!job) throw new Error('no job');
      await complete(d.db, job, null);
      expect(await enqueue(d.db, { type: 'test.a', payload: { x: 1 }, idempotencyKey: 'import:1' })).toMatchObject({ job: { id: a.job.id, status: 'done' }, created: false });
      await enqueue(d.db, { type: 'test.c' });
      await enqueue(d.db, { type: 'test.c' });
      const counts = await d.db.selectFrom('jobs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(counts.n)).toBe(4);
    });

    it('runInTransaction commits the effects with the completion, or neither', async () => {
      let attempt = 0;
      const worker = new Worker({ db: d.db, engine, id: 'w-tx', backoffMs: () => 0 }).register('test.effect', async (ctx) =>
        ctx.runInTransaction(async (trx) => {
          attempt += 1;
          await addEffect(trx, ctx.job.id, ctx.workerId);
          if (attempt === 1) throw new Error('after the effect');
          return { applied: true };
        }),
      );
      const { job } = await enqueue(d.db, { type: 'test.effect' });
      expect(await worker.runOnce()).toBe(true);
      expect(await effects()).toEqual([]); // rolled back with the failed attempt
      expect((await jobRow(job.id)).status).toBe('queued');
      expect(await worker.runOnce()).toBe(true);
      expect(await effects()).toEqual([{ job_id: job.id, worker: 'w-tx' }]);
      expect(await jobRow(job.id)).toMatchObject({ status: 'done', attempts: 2, result: '{"applied":true}', last_error: null });
    });

    it('a crashed worker\'s job is reclaimed after the lock timeout and applied once; the stale worker is refused', async () => {
      const { job } = await enqueue(d.db, { type: 'test.effect', now: T0 });
      const stale = await claimAt('crashed', T0, 1000);
      if (!stale) throw new Error('no job');
      expect(await claimAt('fresh', plus(1000), 1000)).toBeNull(); // lock not yet older than the timeout
      const fresh = await claimAt('fresh', plus(1001), 1000, other.db);
      expect(fresh).toMatchObject({ id: job.id, attempts: 2, locked_by: 'fresh' });
      if (!fresh) throw new Error('no job');

      // The stale worker wakes up before the new one has finished: refused, nothing it wrote stays.
      let ran = false;
      await expect(runInTransaction(d.db, stale, async (trx) => {
        ran = true;
        await addEffect(trx, job.id, 'crashed');
      })).rejects.toBeInstanceOf(JobLeaseLostError);
      expect(ran).toBe(false); // the lease is checked before the handler's work starts
      expect(await complete(d.db, stale, 'stale')).toBe(false);
      expect(await fail(d.db, stale, new Error('stale'), { retryInMs: 0 })).toBeNull();
      expect(await effects()).toEqual([]);

      await runInTransaction(other.db, fresh, async (trx) => addEffect(trx, job.id, 'fresh'));
      // … and after it: refused too.
      await expect(runInTransaction(d.db, stale, async (trx) => addEffect(trx, job.id, 'crashed'))).rejects.toBeInstanceOf(JobLeaseLostError);
      expect(await effects()).toEqual([{ job_id: job.id, worker: 'fresh' }]);
      expect(await jobRow(job.id)).toMatchObject({ status: 'done', attempts: 2, locked_by: 'fresh' });
    });

    it('a job abandoned on its last attempt fails instead of running again', async () => {
      const { job } = await enqueue(d.db, { type: 'test.effect', maxAttempts: 1, now: T0 });
      expect(await claimAt('crashed', T0, 1000)).not.toBeNull();
      expect(await claimAt('fresh', plus(5000), 1000)).toBeNull();
      expect(await jobRow(job.id)).toMatchObject({ status: 'failed', attempts: 1 });
      expect((await jobRow(job.id)).last_error).toMatch(/lock expired/);
    });

    it('a job whose transaction is open is not reclaimed, even with an expired lock', async () => {
      const { job } = await enqueue(d.db, { type: 'test.effect', now: T0 });
      const a = await claimAt('slow', T0, 1000);
      if (!a) throw new Error('no job');
      const inside = gate();
      const release = gate();
      const applying = runInTransaction(d.db, a, async (trx) => {
        await addEffect(trx, job.id, 'slow');
        inside.open();
        await release.opened;
      });
      await inside.opened;
      const b = claimAt('eager', plus(60000), 1000, other.db);
      if (engine === 'postgres') expect(await b).toBeNull(); // SKIP LOCKED: it does not wait for the row
      release.open();
      await applying;
      expect(await b).toBeNull();
      expect(await effects()).toEqual([{ job_id: job.id, worker: 'slow' }]);
      expect((await jobRow(job.id)).status).toBe('done');
    });

    if (engine === 'postgres') {
      it('claim skips a row another connection holds (SKIP LOCKED) instead of waiting', async () => {
        const first = await enqueue(d.db, { type: 'test.a', now: T0 });
        const second = await enqueue(d.db, { type: 'test.a', now: plus(1) });
        const client = new pg.Client({ connectionString: d.url });
        await client.connect();
        try {
          await client.query('begin');
          await client.query('select id from jobs where id = $1 for update', [first.job.id]);
          expect((await claimAt('w1', plus(10)))?.id).toBe(second.job.id);
          expect(await claimAt('w1', plus(10))).toBeNull();
          await client.query('rollback');
          expect((await claimAt('w1', plus(10)))?.id).toBe(first.job.id);
        } finally {
          await client.end();
        }
      });
    }

    it('two workers competing for 50 jobs process every job exactly once', async () => {
      const handler: JobHandler = async (ctx) => {
        await sleep(1);
        return ctx.runInTransaction(async (trx) => {
          await addEffect(trx, ctx.job.id, ctx.workerId);
          return ctx.workerId;
        });
      };
      for (let i = 0; i < 50; i += 1) await enqueue(d.db, { type: 'test.count', payload: { i } });
      const w1 = new Worker({ db: d.db, engine, id: 'w1', pollIntervalMs: 5, handlers: { 'test.count': handler } });
      const w2 = new Worker({ db: other.db, engine, id: 'w2', pollIntervalMs: 5, handlers: { 'test.count': handler } });
      w1.start();
      w2.start();
      try {
        await until(async () => (await d.db.selectFrom('jobs').select('id').where('status', '!=', 'done').execute()).length === 0);
      } finally {
        await Promise.all([w1.stop(), w2.stop()]);
      }
      const done = await effects();
      expect(done).toHaveLength(50);
      expect(new Set(done.map((e) => e.job_id)).size).toBe(50);
      expect(done.filter((e) => e.worker === 'w1').length).toBeGreaterThan(0);
      expect(done.filter((e) => e.worker === 'w2').length).toBeGreaterThan(0);
      const jobs = await d.db.selectFrom('jobs').select(['status', 'attempts', 'result', 'locked_by']).execute();
      expect(jobs.every((j) => j.status === 'done' && j.attempts === 1 && j.result === JSON.stringify(j.locked_by))).toBe(true);
    });

    it('stop() lets the current job finish and claims nothing afterwards', async () => {
      const started = gate();
      const release = gate();
      const worker = new Worker({ db: d.db, engine, pollIntervalMs: 5 }).register('test.slow', async (ctx) => {
        started.open();
        await release.opened;
        return ctx.runInTransaction(async (trx) => addEffect(trx, ctx.job.id, 'slow'));
      });
      const { job } = await enqueue(d.db, { type: 'test.slow' });
      worker.start();
      await started.opened;
      let stopped = false;
      const stopping = worker.stop().then(() => {
        stopped = true;
      });
      await sleep(50);
      expect(stopped).toBe(false);
      release.open();
      await stopping;
      expect((await jobRow(job.id)).status).toBe('done');
      expect(await effects()).toEqual([{ job_id: job.id, worker: 'slow' }]);

      const next = await enqueue(d.db, { type: 'test.slow' });
      await sleep(50);
      expect(worker.isRunning).toBe(false);
      expect((await jobRow(next.job.id)).status).toBe('queued');
    });

    it('ledger.integrity_check records the check and completes in one transaction', async () => {
      const worker = new Worker({ db: d.db, engine, handlers: builtinJobHandlers() });
      const whole = await enqueue(d.db, { type: JOB_TYPES.ledgerIntegrityCheck, payload: { user_id: null } });
      const unknown = await enqueue(d.db, { type: JOB_TYPES.ledgerIntegrityCheck, payload: { bank_account_id: 999999 } });
      const invalid = await enqueue(d.db, { type: JOB_TYPES.ledgerIntegrityCheck, payload: { bank_account_id: 'x' } });
      while (await worker.runOnce());
      const row = await jobRow(whole.job.id);
      expect(row.status).toBe('done');
      const result = JSON.parse(row.result ?? 'null') as { integrity_check_id: number; passed: boolean };
      expect(result.passed).toBe(true);
      const check = await d.db.selectFrom('integrity_checks').selectAll().where('id', '=', result.integrity_check_id).executeTakeFirstOrThrow();
      expect(check).toMatchObject({ status: 'passed', bank_account_id: null });
      expect(await jobRow(unknown.job.id)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'PermanentJobError: Unknown bank account 999999.' });
      expect(await jobRow(invalid.job.id)).toMatchObject({ status: 'failed', attempts: 1 });
    });
  });

  describe(`in-process jobs (${engine})`, () => {
    it('AppContext.jobs enqueues on the app clock and the in-process worker runs the job', async () => {
      const t = await makeApp(engine);
      const jobs = startInProcessJobs(t.app.kontor, undefined, {});
      try {
        expect(t.app.kontor.jobs).toBe(jobs.queue);
        const { job } = await jobs.queue.enqueue({ type: JOB_TYPES.ledgerIntegrityCheck, payload: {} });
        expect(job.run_at).toBe(t.clock.now.toISOString());
        await until(async () => (await t.db.db.selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirstOrThrow()).status === 'done', 5000);
      } finally {
        await jobs.stop();
        await t.close();
      }
      expect(jobs.worker?.isRunning).toBe(false);
    });
  });
});
