// The server of the big-import bench (scripts/bench/imports.ts), in a process of its own so that its
// memory is the server's alone: the reference server as `npm start` runs it (HTTP, the realtime
// server, one in-process job worker; compiled and started with the same node options by
// scripts/serverBuild.mjs), on ports the system picks on 127.0.0.1. It tells its parent the
// ports over IPC and stops when the parent says so (or goes away).
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { startInProcessJobs } from '../../src/server/jobs/inProcess';
import { startRealtime } from '../../src/server/realtime';

if (!process.send) throw new Error('importServer.ts is started by scripts/bench/imports.ts (it needs an IPC channel).');

const config = loadConfig();
const app = await buildApp({ ...config, host: '127.0.0.1' });
const realtime = await startRealtime(app, { port: 0, host: '127.0.0.1', env: {} });
const jobs = startInProcessJobs(app.kontor, app.log);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const httpPort = typeof address === 'object' && address ? address.port : 0;

const stop = async () => {
  await jobs.stop({ graceMs: 5000 });
  await realtime.close();
  await app.close();
  process.exit(0);
};
process.on('message', (m: unknown) => {
  if (m === 'stop') void stop();
});
process.on('disconnect', () => void stop());
process.send({ httpPort, realtimePort: realtime.port, realtimeKey: realtime.hub?.key ?? '' });
if (process.env.KONTOR_BENCH_MEMLOG === '1') {
  setInterval(() => {
    const m = process.memoryUsage();
    const mb = (v: number) => (v / 1048576).toFixed(0);
    process.stderr.write(`mem rss ${mb(m.rss)} heapTotal ${mb(m.heapTotal)} heapUsed ${mb(m.heapUsed)} external ${mb(m.external)} arrayBuffers ${mb(m.arrayBuffers)}\n`);
  }, 1000).unref();
}
