import type { Realtime } from '../../src/server/realtime/types';
import { moduleJobHandlers } from '../../src/server/modules/jobHandlers';
import { Worker } from '../../src/server/jobs/worker';
import type { TestApp } from './harness';

export type Broadcast = { channel: string; event: string; data: unknown };

/** Replaces the app's realtime with one that records what is broadcast. */
export const recordBroadcasts = (t: TestApp): Broadcast[] => {
  const sent: Broadcast[] = [];
  const fake: Realtime = {
    key: 'test',
    authorize: () => ({ ok: false, reason: 'unknown_socket' }),
    broadcast: async (channel, event, data) => {
      sent.push({ channel, event, data });
    },
    disconnectUser: () => 0,
  };
  t.app.kontor.realtime = fake;
  return sent;
};

/** Runs the queued module jobs (reports) until none is left; returns how many ran. */
export const runJobs = async (t: TestApp): Promise<number> => {
  const worker = new Worker({ db: t.db.db, engine: t.db.engine, now: () => new Date(t.clock.now), handlers: moduleJobHandlers(t.app.kontor) });
  let n = 0;
  while (await worker.runOnce()) n += 1;
  return n;
};
