import { type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { DbEngine } from '../db/engine';
import type { Database } from '../db/schema';
import type { JobsTable } from '../db/schemaDomain';
import { nowIso } from '../db/values';

/**
 * The job queue: rows of the `jobs` table (migration 002).
 *
 * Life of a job: `queued` → (claim) `running` → `done`, or back to `queued` with a later `run_at`
 * after a failure, until `max_attempts` claims have been made, then `failed`.
 *
 * A claim is a lease: it increments `attempts` and sets `locked_by` and `locked_at`. The lease is
 * identified by (id, status running, locked_by, attempts): `attempts` grows with every claim, so it
 * is a fencing token. complete(), fail() and runInTransaction() act only while the lease is still
 * held; a worker whose lease expired (it was too slow, or it crashed and the job was claimed again)
 * can no longer change the job — and, through runInTransaction, cannot apply its effects either.
 *
 * Timestamps are ISO 8601 UTC text (as everywhere in the schema), so comparing them as text is
 * comparing them in time.
 */

export type JobRow = Selectable<JobsTable>;
/** A job as claim() returns it: running, with the lease of the worker that claimed it. */
export type ClaimedJob = JobRow & { status: 'running'; locked_by: string; locked_at: string };

export type EnqueueInput = {
  queue?: string;
  type: string;
  /** JSON-serialisable (bigints are written as decimal strings). */
  payload?: unknown;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Claims allowed before the job is `failed` (default 3). */
  maxAttempts?: number;
  /**
   * Makes the enqueue idempotent: while a job with this key exists (whatever its status), enqueueing
   * again returns that job instead of adding one. The key is global: scope it (`import:42`).
   */
  idempotencyKey?: string;
  /** The clock (default: now). */
  now?: Date;
};

export type EnqueueResult = { job: JobRow; created: boolean };

export type ClaimInput = {
  queues: readonly string[];
  /** Only these job types (a worker claims only what it has handlers for); all types when absent. */
  types?: readonly string[];
  workerId: string;
  now: Date;
  /** A running job whose lock is older than this is considered abandoned and may be claimed again. */
  lockTimeoutMs: number;
};

export const DEFAULT_QUEUE = 'default';
export const DEFAULT_MAX_ATTEMPTS = 3;
const MAX_ERROR_LENGTH = 4000;

/** An idempotency key reused for a different job. */
export class JobConflictError extends Error {
  constructor(
    readonly idempotencyKey: string,
    readonly existing: JobRow,
  ) {
    super(`Idempotency key ${idempotencyKey} already belongs to job ${existing.id} (${existing.queue}/${existing.type}) with another payload.`);
    this.name = 'JobConflictError';
  }
}

/** The worker's lease on the job is gone: it was claimed again or has already finished. */
export class JobLeaseLostError extends Error {
  constructor(readonly jobId: number, readonly workerId: string) {
    super(`Job ${jobId} is no longer held by worker ${workerId}.`);
    this.name = 'JobLeaseLostError';
  }
}

/** Thrown by a handler for a failure that retrying cannot fix (bad payload, missing row): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

const toJson = (value: unknown): string => JSON.stringify(value === undefined ? null : value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'null';

const errorText = (error: unknown): string => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
};

/**
 * Adds a job. `db` may be a transaction: the job then exists only if that transaction commits
 * (enqueue together with the writes that call for it).
 */
export const enqueue = async (db: Kysely<Database>, input: EnqueueInput): Promise<EnqueueResult> => {
  const queue = input.queue ?? DEFAULT_QUEUE;
  const maxAttempts = input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!input.type) throw new Error('A job needs a type.');
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`max_attempts must be a positive integer, not ${maxAttempts}.`);
  const now = nowIso(input.now);
  const payload = toJson(input.payload ?? {});
  const values = {
    queue, type: input.type, payload, status: 'queued', attempts: 0, max_attempts: maxAttempts,
    run_at: input.runAt ? nowIso(input.runAt) : now, locked_at: null, locked_by: null, last_error: null, result: null,
    idempotency_key: input.idempotencyKey ?? null, created_at: now, updated_at: now,
  };
  if (input.idempotencyKey === undefined) {
    return { job: await db.insertInto('jobs').values(values).returningAll().executeTakeFirstOrThrow(), created: true };
  }
  // ON CONFLICT DO NOTHING: two enqueues racing with one key both end up with the same row, neither fails.
  const inserted = await db.insertInto('jobs').values(values).onConflict((oc) => oc.column('idempotency_key').doNothing()).returningAll().executeTakeFirst();
  if (inserted) return { job: inserted, created: true };
  const existing = await db.selectFrom('jobs').selectAll().where('idempotency_key', '=', input.idempotencyKey).executeTakeFirstOrThrow();
  if (existing.queue !== queue || existing.type !== input.type || existing.payload !== payload) throw new JobConflictError(input.idempotencyKey, existing);
  return { job: existing, created: false };
};

type JobsEb = ExpressionBuilder<Database, 'jobs'>;

const cutoffOf = (input: ClaimInput) => nowIso(new Date(input.now.getTime() - input.lockTimeoutMs));

const scope = (eb: JobsEb, input: ClaimInput) =>
  eb.and([eb('queue', 'in', [...input.queues]), ...(input.types ? [eb('type', 'in', [...input.types])] : [])]);

/** Queued and due, or running under an expired lock with attempts left. */
const claimable = (eb: JobsEb, input: ClaimInput) =>
  eb.and([
    scope(eb, input),
    eb.or([
      eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', nowIso(input.now))]),
      eb.and([eb('status', '=', 'running'), eb('locked_at', '<', cutoffOf(input)), eb('attempts', '<', eb.ref('max_attempts'))]),
    ]),
  ]);

const claimSet = (input: ClaimInput) => (eb: JobsEb) => ({
  status: 'running',
  attempts: eb('attempts', '+', 1),
  locked_at: nowIso(input.now),
  locked_by: input.workerId,
  updated_at: nowIso(input.now),
});

const asClaimed = (row: JobRow | undefined): ClaimedJob | null => {
  if (!row) return null;
  if (row.status !== 'running' || row.locked_by === null || row.locked_at === null) throw new Error(`Job ${row.id} was claimed but reads ${row.status}.`);
  return { ...row, status: 'running', locked_by: row.locked_by, locked_at: row.locked_at };
};

/**
 * Running jobs whose lock expired and that have no attempt left: the worker died on the last
 * attempt (perhaps the job itself kills workers). They become `failed` instead of being claimed again.
 */
const failAbandoned = async (db: Kysely<Database>, engine: DbEngine, input: ClaimInput): Promise<void> => {
  const now = nowIso(input.now);
  await db
    .updateTable('jobs')
    .set({ status: 'failed', last_error: 'The worker holding the job stopped before finishing it (lock expired) on the last attempt.', updated_at: now })
    .where('id', 'in', (eb) => {
      const q = eb
        .selectFrom('jobs')
        .select('id')
        .where((w) => w.and([scope(w, input), w('status', '=', 'running'), w('locked_at', '<', cutoffOf(input)), w('attempts', '>=', w.ref('max_attempts'))]));
      return engine === 'postgres' ? q.forUpdate().skipLocked() : q;
    })
    .execute();
};

/**
 * Claims the next due job (earliest run_at, then id) for `workerId`, or null.
 *
 * PostgreSQL: SELECT … FOR UPDATE SKIP LOCKED in a transaction, then the update: concurrent
 * workers (any number of processes) never wait on each other and never get the same row; a job
 * whose runInTransaction is open is row-locked and skipped even if its lock timestamp expired.
 * SQLite: one `UPDATE … WHERE id = (SELECT … LIMIT 1) AND <still claimable> RETURNING *`
 * statement; SQLite runs one writer at a time, so the statement is atomic.
 */
export const claim = async (db: Kysely<Database>, engine: DbEngine, input: ClaimInput): Promise<ClaimedJob | null> => {
  if (input.queues.length === 0 || input.types?.length === 0) return null;
  await failAbandoned(db, engine, input);
  if (engine === 'postgres') {
    return db.transaction().execute(async (trx) => {
      const next = await trx
        .selectFrom('jobs')
        .select('id')
        .where((eb) => claimable(eb, input))
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!next) return null;
      return asClaimed(await trx.updateTable('jobs').set(claimSet(input)).where('id', '=', next.id).returningAll().executeTakeFirst());
    });
  }
  const row = await db
    .updateTable('jobs')
    .set(claimSet(input))
    .where('id', '=', (eb) => eb.selectFrom('jobs').select('id').where((w) => claimable(w, input)).orderBy('run_at').orderBy('id').limit(1))
    .where((eb) => claimable(eb, input))
    .returningAll()
    .executeTakeFirst();
  return asClaimed(row);
};

/** The lease of a claimed job: it is still running, claimed by this worker, on this attempt. */
const held = (job: ClaimedJob) => (eb: JobsEb) =>
  eb.and([eb('id', '=', job.id), eb('status', '=', 'running'), eb('locked_by', '=', job.locked_by), eb('attempts', '=', job.attempts)]);

/** Marks the job done with its result. False (and nothing changed) when the lease is lost. */
export const complete = async (db: Kysely<Database>, job: ClaimedJob, result: unknown, options: { now?: Date } = {}): Promise<boolean> => {
  const r = await db
    .updateTable('jobs')
    .set({ status: 'done', result: toJson(result), last_error: null, updated_at: nowIso(options.now) })
    .where(held(job))
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
};

export type FailOptions = {
  /** Delay before the next attempt. */
  retryInMs: number;
  /** Fail for good now, whatever attempts are left. */
  permanent?: boolean;
  now?: Date;
};

/**
 * Records a failed attempt: back to `queued` at now + retryInMs while attempts are left, else
 * `failed`. Answers the new status, or null (nothing changed) when the lease is lost.
 */
export const fail = async (db: Kysely<Database>, job: ClaimedJob, error: unknown, options: FailOptions): Promise<'queued' | 'failed' | null> => {
  const at = options.now ?? new Date();
  const final = options.permanent === true || job.attempts >= job.max_attempts;
  const r = await db
    .updateTable('jobs')
    .set(
      final
        ? { status: 'failed', last_error: errorText(error), updated_at: nowIso(at) }
        : { status: 'queued', last_error: errorText(error), run_at: nowIso(new Date(at.getTime() + Math.max(0, options.retryInMs))), locked_at: null, locked_by: null, updated_at: nowIso(at) },
    )
    .where(held(job))
    .executeTakeFirst();
  if (r.numUpdatedRows !== 1n) return null;
  return final ? 'failed' : 'queued';
};

/**
 * Gives a claimed job back (graceful shutdown): queued again, due now, and the claim does not count
 * as an attempt. The lease is gone with it, so if the handler is still running it can no longer
 * complete the job or commit its effects (runInTransaction refuses). False when the lease was lost.
 */
export const release = async (db: Kysely<Database>, job: ClaimedJob, options: { now?: Date } = {}): Promise<boolean> => {
  const at = nowIso(options.now);
  const r = await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'queued', attempts: eb('attempts', '-', 1), locked_at: null, locked_by: null, run_at: at, updated_at: at }))
    .where(held(job))
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
};

/**
 * Inside a database transaction a job opens for part of its work (an import writes its rows in
 * batches, each committed on its own): refuses to go on (JobLeaseLostError, so the transaction rolls
 * back) unless this worker still holds the job. The check is a write (`UPDATE jobs … WHERE <lease>`),
 * so, as in runInTransaction, on PostgreSQL it row-locks the job until commit (a concurrent claim
 * skips it) and on SQLite it takes the write lock: a worker that lost its lease commits nothing more.
 */
export const assertLease = async (trx: Kysely<Database>, job: ClaimedJob, now: Date): Promise<void> => {
  const lease = await trx.updateTable('jobs').set({ updated_at: nowIso(now) }).where(held(job)).executeTakeFirst();
  if (lease.numUpdatedRows !== 1n) throw new JobLeaseLostError(job.id, job.locked_by);
};

/**
 * Runs `fn` and completes the job in ONE database transaction: the job's effects and its `done`
 * commit together or not at all. The lease is checked first, with a write (`UPDATE jobs … WHERE
 * <lease>`), which on PostgreSQL row-locks the job until commit (a concurrent claim skips it) and on
 * SQLite takes the write lock: a worker that lost its lease gets JobLeaseLostError before `fn` runs,
 * and nothing it would have written is committed. Inside `fn`, use `trx` only — never the outer
 * database handle (on SQLite that would wait for this very transaction).
 *
 * `fn`'s return value is stored as the job's result.
 */
export const runInTransaction = async <T>(db: Kysely<Database>, job: ClaimedJob, fn: (trx: Kysely<Database>) => Promise<T>, options: { now?: () => Date } = {}): Promise<T> => {
  const clock = options.now ?? (() => new Date());
  return db.transaction().execute(async (trx) => {
    const lease = await trx.updateTable('jobs').set({ updated_at: nowIso(clock()) }).where(held(job)).executeTakeFirst();
    if (lease.numUpdatedRows !== 1n) throw new JobLeaseLostError(job.id, job.locked_by);
    const result = await fn(trx);
    if (!(await complete(trx, job, result, { now: clock() }))) throw new JobLeaseLostError(job.id, job.locked_by);
    return result;
  });
};

/** The queue as modules see it (AppContext.jobs). */
export type JobQueue = {
  /** Enqueues on the app's database, or on `trx` so the job commits with the caller's own writes. */
  enqueue: (input: EnqueueInput, trx?: Kysely<Database>) => Promise<EnqueueResult>;
};

/**
 * A JobQueue over `db`. `now` is the clock for run_at (the worker's clock, so both agree);
 * `onEnqueued` lets a local worker look at once instead of at its next poll.
 */
export const createJobQueue = (db: Kysely<Database>, options: { now?: () => Date; onEnqueued?: () => void } = {}): JobQueue => ({
  enqueue: async (input, trx) => {
    const out = await enqueue(trx ?? db, { ...input, now: input.now ?? options.now?.() });
    if (out.created) options.onEnqueued?.();
    return out;
  },
});

/** Reads a job's payload (JSON text). */
export const jobPayload = (job: Pick<JobRow, 'payload'>): unknown => JSON.parse(job.payload) as unknown;
