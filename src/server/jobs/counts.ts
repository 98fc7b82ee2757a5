import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How many jobs of a group stand in each state: `queued` are ready to run, `delayed` wait for their retry time. */
export type JobCounts = { queued: number; delayed: number; running: number; failed: number; done: number };

export const NO_JOBS: JobCounts = { queued: 0, delayed: 0, running: 0, failed: 0, done: 0 };

/** Jobs per group (queue name or job type) and state, of every type or of the given ones (the admin's system overview). */
export const countJobs = async (db: Kysely<Database>, now: Date, by: 'queue' | 'type', types?: readonly string[]): Promise<Map<string, JobCounts>> => {
  const at = now.toISOString();
  let byStatus = db.selectFrom('jobs').select((eb) => [eb.ref(by).as('name'), 'status', eb.fn.countAll().as('n')]).groupBy([by, 'status']);
  let delayed = db.selectFrom('jobs').select((eb) => [eb.ref(by).as('name'), eb.fn.countAll().as('n')]).where('status', '=', 'queued').where('run_at', '>', at).groupBy(by);
  if (types) {
    byStatus = byStatus.where('type', 'in', [...types]);
    delayed = delayed.where('type', 'in', [...types]);
  }
  const [statusRows, delayedRows] = await Promise.all([byStatus.execute(), delayed.execute()]);
  const out = new Map<string, JobCounts>();
  for (const row of statusRows) {
    const counts = out.get(row.name) ?? { ...NO_JOBS };
    if (row.status === 'queued' || row.status === 'running' || row.status === 'failed' || row.status === 'done') counts[row.status] += Number(row.n);
    out.set(row.name, counts);
  }
  for (const row of delayedRows) {
    const counts = out.get(row.name);
    if (!counts) continue;
    counts.delayed = Number(row.n);
    counts.queued -= counts.delayed;
  }
  return out;
};
