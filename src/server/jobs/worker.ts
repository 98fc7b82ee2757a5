import crypto from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { DbEngine } from '../db/engine';
import type { Database } from '../db/schema';
import { type ClaimedJob, claim, complete, DEFAULT_QUEUE, fail, JobLeaseLostError, PermanentJobError, release, runInTransaction } from './queue';

/**
 * What a handler gets.
 *
 * "Never applied twice": a handler whose job changes the database MUST make those changes inside
 * `runInTransaction(trx => …)`, using `trx` only. The changes and the job's `done` then commit in
 * one database transaction, and the transaction refuses to start (JobLeaseLostError) if this worker
 * no longer holds the job — so when a job is claimed again after its lock expired, only one of the
 * two workers can apply it. Call it at most once; what it returns is the job's result.
 *
 * A handler that does not call it has its return value stored by complete() afterwards: that is
 * only safe for effects that may happen twice (read-only checks, regenerating the same file).
 */
export type JobContext = {
  job: ClaimedJob;
  /** The parsed payload: validate it (it is whatever was enqueued). */
  payload: unknown;
  db: Kysely<Database>;
  engine: DbEngine;
  workerId: string;
  now: () => Date;
  runInTransaction: <T>(fn: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;
};

export type JobHandler = (ctx: JobContext) => Promise<unknown>;

/** pino-compatible. */
export type JobLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

const silent: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export type WorkerOptions = {
  db: Kysely<Database>;
  engine: DbEngine;
  /** Unique among all workers on the database (default: host, pid and a random part). */
  id?: string;
  queues?: readonly string[];
  /** Pause between two looks at the queue when it was empty (default 500 ms). */
  pollIntervalMs?: number;
  /**
   * A running job whose lock is older than this is taken to be abandoned and is claimed again
   * (default 10 minutes). There is no heartbeat: keep it above the longest job.
   */
  lockTimeoutMs?: number;
  /** Delay before the next attempt after the n-th failed attempt (default 5 s · 2^(n−1), at most 15 min). */
  backoffMs?: (attempts: number) => number;
  now?: () => Date;
  logger?: JobLogger;
  handlers?: Record<string, JobHandler>;
};

export const defaultBackoffMs = (attempts: number): number => Math.min(5000 * 2 ** Math.max(0, attempts - 1), 15 * 60 * 1000);

export const newWorkerId = (index = 0): string => `${os.hostname()}:${process.pid}:${index}:${crypto.randomBytes(4).toString('hex')}`;

/**
 * A worker: one job at a time, polling its queues. start() runs the loop in the background,
 * stop() lets the current job finish and resolves once the loop has ended.
 */
export class Worker {
  readonly id: string;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly db: Kysely<Database>;
  private readonly engine: DbEngine;
  private readonly queues: readonly string[];
  private readonly pollIntervalMs: number;
  private readonly lockTimeoutMs: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly now: () => Date;
  private readonly log: JobLogger;
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  /** wake() came while a look at the queue was under way: do not pause after it. */
  private wakeRequested = false;
  /** The job being processed, if any. */
  private current: ClaimedJob | null = null;

  constructor(options: WorkerOptions) {
    this.db = options.db;
    this.engine = options.engine;
    this.id = options.id ?? newWorkerId();
    this.queues = options.queues ?? [DEFAULT_QUEUE];
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.lockTimeoutMs = options.lockTimeoutMs ?? 10 * 60 * 1000;
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.now = options.now ?? (() => new Date());
    this.log = options.logger ?? silent;
    for (const [type, handler] of Object.entries(options.handlers ?? {})) this.register(type, handler);
  }

  /** Adds the handler of a job type; the worker claims only types it has handlers for. */
  register(type: string, handler: JobHandler): this {
    if (this.handlers.has(type)) throw new Error(`A handler for job type ${type} is already registered.`);
    this.handlers.set(type, handler);
    return this;
  }

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /**
   * Stops claiming; resolves when the job under way (if any) has finished. With `graceMs`, a job
   * still running after that long is released (queue.ts release()) for another instance to claim at
   * once, and stop() resolves without waiting for it: what the abandoned attempt does can no longer
   * commit. Answers the id of the released job, or null.
   */
  async stop(options: { graceMs?: number } = {}): Promise<number | null> {
    this.running = false;
    this.wakeUp?.();
    const loop = this.loop;
    if (!loop) return null;
    if (options.graceMs === undefined) {
      await loop;
      this.loop = null;
      return null;
    }
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([loop.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), options.graceMs)))]);
    clearTimeout(timer);
    if (finished) {
      this.loop = null;
      return null;
    }
    const job = this.current;
    if (!job) {
      await loop;
      this.loop = null;
      return null;
    }
    const released = await release(this.db, job, { now: this.now() }).catch(() => false);
    this.log.warn({ job: job.id, type: job.type, worker: this.id, released }, 'job worker: stopping; the job under way was given back to the queue');
    return released ? job.id : null;
  }

  /** Skips the rest of the current pause (a job was just enqueued). */
  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.wakeRequested = true;
  }

  /** Claims and processes one job; false when none was due. */
  async runOnce(): Promise<boolean> {
    const job = await claim(this.db, this.engine, {
      queues: this.queues, types: [...this.handlers.keys()], workerId: this.id, now: this.now(), lockTimeoutMs: this.lockTimeoutMs,
    });
    if (!job) return false;
    this.current = job;
    try {
      await this.process(job);
    } finally {
      this.current = null;
    }
    return true;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let worked = false;
      this.wakeRequested = false;
      try {
        worked = await this.runOnce();
      } catch (error) {
        // The database is unreachable or similar: the job (if claimed) is reclaimed after its lock expires.
        this.log.error({ err: error, worker: this.id }, 'job worker: claim or bookkeeping failed');
      }
      if (!worked && this.running) await this.pause();
    }
  }

  private pause(): Promise<void> {
    if (this.wakeRequested) {
      this.wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, this.pollIntervalMs);
      this.wakeUp = done;
    });
  }

  private async process(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.type);
    let completed = false;
    const ctx: JobContext = {
      job,
      payload: null,
      db: this.db,
      engine: this.engine,
      workerId: this.id,
      now: this.now,
      runInTransaction: async (fn) => {
        if (completed) throw new Error(`Job ${job.id}: runInTransaction may be called once.`);
        const out = await runInTransaction(this.db, job, fn, { now: this.now });
        completed = true;
        return out;
      },
    };
    try {
      if (!handler) throw new PermanentJobError(`No handler for job type ${job.type}.`);
      try {
        ctx.payload = JSON.parse(job.payload) as unknown;
      } catch {
        throw new PermanentJobError('The payload is not valid JSON.');
      }
      const result = await handler(ctx);
      if (!completed && !(await complete(this.db, job, result, { now: this.now() }))) {
        this.log.warn({ job: job.id, worker: this.id }, 'job finished after its lease was lost; result dropped');
      }
      this.log.info({ job: job.id, type: job.type, worker: this.id }, 'job done');
    } catch (error) {
      if (error instanceof JobLeaseLostError || completed) {
        // Claimed again by another worker (or already done): nothing of this attempt was committed.
        this.log.warn({ job: job.id, worker: this.id, err: error }, 'job lease lost; attempt abandoned');
        return;
      }
      const status = await fail(this.db, job, error, { retryInMs: this.backoffMs(job.attempts), permanent: error instanceof PermanentJobError, now: this.now() });
      this.log.warn({ job: job.id, type: job.type, worker: this.id, attempts: job.attempts, status, err: error }, 'job attempt failed');
    }
  }
}
