import type { Realtime } from '../../src/server/realtime/types';
import type { JobHandler } from '../../src/server/jobs/worker';
import { moduleJobHandlers } from '../../src/server/modules/jobHandlers';
import { Worker } from '../../src/server/jobs/worker';
import { type Engine, makeApp, type TestApp } from './harness';
import { adminToken, insertAccount, insertFeePlans, makeCompany, setSetting } from './ledgerFixtures';

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

/** A worker on the test app's database and clock; the module job handlers unless others are given. */
export const testWorker = (t: TestApp, handlers?: Record<string, JobHandler>, backoffMs?: (attempts: number) => number): Worker =>
  new Worker({ db: t.db.db, engine: t.db.engine, now: () => new Date(t.clock.now), handlers: handlers ?? moduleJobHandlers(t.app.kontor), ...(backoffMs ? { backoffMs } : {}) });

/** Runs the queued module jobs (reports) until none is left; returns how many ran. */
export const runJobs = async (t: TestApp): Promise<number> => {
  const worker = testWorker(t);
  let n = 0;
  while (await worker.runOnce()) n += 1;
  return n;
};

export type Company = Awaited<ReturnType<typeof makeCompany>>;

/**
 * The setup the import and report tests share: an app that records its broadcasts, the fee plans,
 * fiat amounts of 1.00–50,000.00, the companies Acme and Globex, Acme's "Main EUR" account and
 * Globex's EUR account, and an admin token (for funding). Each test adds its own accounts after these.
 */
export const makeJobsApp = async (engine: Engine) => {
  const t = await makeApp(engine);
  const sent = recordBroadcasts(t);
  await insertFeePlans(t);
  await setSetting(t, 'fiat_transaction_amount_boundaries', { min: '1.00', max: '50000.00' });
  const acme = await makeCompany(t, 'Acme');
  const globex = await makeCompany(t, 'Globex');
  const acmeEur = await insertAccount(t, acme.companyId, 'EUR', { name: 'Main EUR' });
  const globexEur = await insertAccount(t, globex.companyId, 'EUR');
  const admin = await adminToken(t);
  return { t, sent, acme, globex, acmeEur, globexEur, admin };
};
