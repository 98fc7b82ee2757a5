import fs from 'node:fs';
import { buildApp, sqliteFile } from './app';
import { loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS } from './db/seed';
import { startRealtime } from './realtime';
import { startInProcessJobs } from './jobs/inProcess';
import { registerTestClock } from './jobs/testClock';
import { gracefulShutdown } from './shutdown';

const config = loadConfig();

if (process.env.KONTOR_RESET_DATA === '1' && !config.databaseUrl) {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${sqliteFile(config)}${suffix}`, { force: true });
}

const app = await buildApp(config, { onStartupWait: () => process.stdout.write('Another instance is migrating the database; waiting for it…\n') });

// Realtime: the Pusher-protocol server on the realtime port (or an external service when PUSHER_HOST is set).
const realtime = await startRealtime(app, { port: config.realtimePort, host: config.host });

// Jobs: one in-process worker (KONTOR_JOBS_INPROCESS=0 to leave them to `npm run worker`); on close it finishes its job before the database closes.
const jobs = startInProcessJobs(app.kontor, app.log);
// End-to-end tests only (KONTOR_TEST_CLOCK=1, refused in production): moves the clock of due work ahead.
registerTestClock(app, () => jobs.worker?.wake());

await app.listen({ port: config.port, host: config.host });

const banner = [
  '',
  `Kontor is running on http://localhost:${config.port}`,
  `  API       http://localhost:${config.port}/api/v1`,
  `  API docs  http://localhost:${config.port}/docs/v1`,
  `  Database  ${app.kontor.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : sqliteFile(config)}`,
];
if (config.nodeEnv !== 'production') {
  banner.push('', `Demo logins (password ${DEMO_PASSWORD}):`);
  for (const u of DEMO_USERS) banner.push(`  ${u.email.padEnd(26)} ${u.description}`);
  banner.push('', `Demo two-factor secret: ${DEMO_TOTP_SECRET}  (current code: npm run otp -- manager@kontor.test)`, '');
}
process.stdout.write(`${banner.join('\n')}\n`);

const envMs = (value: string | undefined, fallback: number): number => (value !== undefined && /^\d{1,7}$/.test(value) ? Number(value) : fallback);
const shutdown = gracefulShutdown({
  app,
  realtime,
  jobs,
  jobGraceMs: envMs(process.env.KONTOR_SHUTDOWN_JOB_GRACE_MS, 20_000),
  drainMs: envMs(process.env.KONTOR_SHUTDOWN_DRAIN_MS, 0),
});
const stop = async () => {
  await shutdown();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
