import type { AppContext } from '../context';
import { builtinJobHandlers } from './handlers';
import { moduleJobHandlers } from '../modules/jobHandlers';
import { createJobQueue, type JobQueue } from './queue';
import { workNow } from './testClock';
import { type JobLogger, Worker } from './worker';

export type InProcessJobs = { queue: JobQueue; worker: Worker | null; stop: (options?: { graceMs?: number }) => Promise<void> };

/**
 * The server's own worker (DESIGN: in-process by default): sets `ctx.jobs` and starts one worker
 * with the built-in handlers on the server's database. KONTOR_JOBS_INPROCESS=0 leaves the jobs to
 * `npm run worker` processes (the queue still works: jobs wait for them).
 */
export const startInProcessJobs = (ctx: AppContext, logger?: JobLogger, env: NodeJS.ProcessEnv = process.env): InProcessJobs => {
  const worker = env.KONTOR_JOBS_INPROCESS === '0' ? null : new Worker({ db: ctx.db, engine: ctx.engine, now: () => workNow(ctx), logger, handlers: { ...builtinJobHandlers(), ...moduleJobHandlers(ctx) } });
  const queue = createJobQueue(ctx.db, { now: () => workNow(ctx), onEnqueued: () => worker?.wake() });
  ctx.jobs = queue;
  worker?.start();
  return { queue, worker, stop: async (options) => void (await worker?.stop(options)) };
};
