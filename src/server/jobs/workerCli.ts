import pino from 'pino';
import { loadConfig, sqliteFile } from '../config';
import { openDb } from '../db/connection';
import { migrateToLatest, withStartupLock } from '../db/migrate';
import { builtinJobHandlers } from './handlers';
import { prepareOutsideParties } from '../adapters/install';
import { refuseSandboxesInProduction } from '../adapters/productionGuard';
import { assertSameAppKey } from '../auth/appKeyCheck';
import { resolveAppKey } from '../auth/secrets';
import type { AppContext } from '../context';
import { moduleJobHandlers } from '../modules/jobHandlers';
import { resolveCredentials, resolveExternal } from '../realtime/credentials';
import { externalRealtime } from '../realtime/external';
import { Hub } from '../realtime/hub';
import { PgFanout } from '../realtime/pgFanout';
import { newWorkerId, Worker } from './worker';

/**
 * `npm run worker [-- --concurrency N] [--queues a,b]`: N more workers (default 1) on the server's
 * database (DATABASE_URL, else the SQLite file in the data directory). They scale out on PostgreSQL
 * (SKIP LOCKED); on SQLite they share the one writer with the server. SIGTERM/SIGINT: each worker
 * finishes its current job (or, after KONTOR_SHUTDOWN_JOB_GRACE_MS, gives it back to the queue), then
 * the process exits. On PostgreSQL their realtime events reach the server instances' sockets through
 * LISTEN/NOTIFY (docs/operations.md).
 */
const argValue = (name: string): string | undefined => {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const arg = args[i] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[i + 1];
};

const concurrencyText = argValue('concurrency') ?? process.env.KONTOR_WORKER_CONCURRENCY ?? '1';
const concurrency = Number(concurrencyText);
if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
  process.stderr.write(`--concurrency must be an integer from 1 to 64, not ${concurrencyText}\n`);
  process.exit(2);
}
const queues = (argValue('queues') ?? 'default').split(',').map((q) => q.trim()).filter((q) => q !== '');

const config = loadConfig();
// A worker runs the same outside parties as the servers: production refuses the sandboxes here too.
refuseSandboxesInProduction(config);
const logger = pino({ level: config.logLevel });
const db = openDb({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFile(config) });
const appKey = resolveAppKey(config.dataDir);
await withStartupLock(
  db,
  async () => {
    await migrateToLatest(db);
    // A worker with another key than the servers' would fail on every stored secret it reads.
    await assertSameAppKey(db.db, appKey);
  },
  () => logger.info({}, 'waiting for another instance to finish the migrations'),
);

// Module jobs need an app context; they broadcast through an external Pusher service, or on PostgreSQL
// through the fan-out the server instances listen to (this process holds no sockets of its own).
const ctx: AppContext = { config, db: db.db, engine: db.engine, appKey, now: () => new Date() };
await prepareOutsideParties(ctx, (message) => logger.warn(message));
const external = resolveExternal(process.env);
let fanout: PgFanout | null = null;
if (external) ctx.realtime = externalRealtime(external, logger);
else if (db.engine === 'postgres' && config.databaseUrl && process.env.KONTOR_REALTIME_FANOUT !== 'local') {
  fanout = new PgFanout(new Hub(resolveCredentials(ctx.appKey, process.env), logger), { databaseUrl: config.databaseUrl, db: db.db, log: logger });
  await fanout.start();
  ctx.realtime = fanout;
}
const handlers = { ...builtinJobHandlers(), ...moduleJobHandlers(ctx) };
const workers = Array.from({ length: concurrency }, (_, i) => new Worker({ db: db.db, engine: db.engine, id: newWorkerId(i), queues, logger, handlers }));
for (const w of workers) w.start();
logger.info({ workers: workers.map((w) => w.id), queues, engine: db.engine }, 'job workers started');

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'job workers stopping after their current job');
  const grace = Number(process.env.KONTOR_SHUTDOWN_JOB_GRACE_MS ?? '20000');
  await Promise.all(workers.map((w) => w.stop({ graceMs: Number.isInteger(grace) && grace >= 0 ? grace : 20_000 })));
  await fanout?.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
