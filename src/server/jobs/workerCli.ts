import pino from 'pino';
import { sqliteFile } from '../app';
import { loadConfig } from '../config';
import { openDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { builtinJobHandlers } from './handlers';
import { resolveAppKey } from '../auth/secrets';
import type { AppContext } from '../context';
import { moduleJobHandlers } from '../modules/jobHandlers';
import { resolveExternal } from '../realtime/credentials';
import { externalRealtime } from '../realtime/external';
import { newWorkerId, Worker } from './worker';

/**
 * `npm run worker [-- --concurrency N] [--queues a,b]`: N more workers (default 1) on the server's
 * database (DATABASE_URL, else the SQLite file in the data directory). They scale out on PostgreSQL
 * (SKIP LOCKED); on SQLite they share the one writer with the server. SIGTERM/SIGINT: each worker
 * finishes its current job, then the process exits.
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
const logger = pino({ level: config.logLevel });
const db = openDb({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFile(config) });
await migrateToLatest(db);

// Module jobs need an app context; from here they can broadcast only through an external Pusher service.
const ctx: AppContext = { config, db: db.db, engine: db.engine, appKey: resolveAppKey(config.dataDir), now: () => new Date() };
const external = resolveExternal(process.env);
if (external) ctx.realtime = externalRealtime(external, logger);
const handlers = { ...builtinJobHandlers(), ...moduleJobHandlers(ctx) };
const workers = Array.from({ length: concurrency }, (_, i) => new Worker({ db: db.db, engine: db.engine, id: newWorkerId(i), queues, logger, handlers }));
for (const w of workers) w.start();
logger.info({ workers: workers.map((w) => w.id), queues, engine: db.engine }, 'job workers started');

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'job workers stopping after their current job');
  await Promise.all(workers.map((w) => w.stop()));
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
