// npm run cluster -- N: N Kontor instances on one PostgreSQL (DATABASE_URL), on consecutive ports, for
// trying what a load balancer would see (docs/operations.md). Instance i (0-based) serves HTTP on
// PORT + i and realtime on REALTIME_PORT + i, keeps a data folder of its own (KONTOR_DATA_DIR/cluster-i),
// and all share one server key and, unless KONTOR_FILE_STORAGE says otherwise, the database file storage.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_NODE_ARGS } from './serverBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const count = Number(process.argv[2] ?? '2');
if (!Number.isInteger(count) || count < 1 || count > 16) {
  process.stderr.write('Usage: npm run cluster -- N   (N from 1 to 16 instances)\n');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  process.stderr.write('npm run cluster needs PostgreSQL: set DATABASE_URL=postgres://user@host:5432/kontor\n');
  process.exit(2);
}
const port = Number(process.env.PORT ?? '8000');
const realtimePort = Number(process.env.REALTIME_PORT ?? '6001');
if (realtimePort >= port && realtimePort < port + count) {
  process.stderr.write(`The HTTP ports ${port}…${port + count - 1} overlap REALTIME_PORT ${realtimePort}: choose other ports.\n`);
  process.exit(2);
}
const dataRoot = path.resolve(process.env.KONTOR_DATA_DIR ?? './data');
// One server key for all: it encrypts two-factor secrets and signs the realtime channels, so every instance must hold the same.
const appKey = process.env.KONTOR_APP_KEY ?? crypto.randomBytes(32).toString('base64');
if (!process.env.KONTOR_APP_KEY) process.stdout.write('KONTOR_APP_KEY is not set: this cluster uses a new key of its own (two-factor secrets stored with another key will not decrypt).\n');

if (process.env.KONTOR_SKIP_BUILD !== '1') {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The server as `npm start` runs it: compiled, with the same node options (serverBuild.mjs).
const serverFile = buildServer();
const children = [];
let stopping = false;
for (let i = 0; i < count; i += 1) {
  const env = {
    ...process.env,
    PORT: String(port + i),
    REALTIME_PORT: String(realtimePort + i),
    KONTOR_DATA_DIR: path.join(dataRoot, `cluster-${i}`),
    KONTOR_APP_KEY: appKey,
    KONTOR_FILE_STORAGE: process.env.KONTOR_FILE_STORAGE ?? 'database',
  };
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, serverFile], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${i} :${port + i}] `;
  for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    process.stdout.write(`${prefix}stopped (${signal ?? code})\n`);
    children.splice(children.indexOf(child), 1);
    if (!stopping) stopAll();
    if (children.length === 0) process.exit(0);
  });
  children.push(child);
}
process.stdout.write(`${count} instance(s) on ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}: http://localhost:${port}…${port + count - 1}, realtime ${realtimePort}…${realtimePort + count - 1}. Ctrl+C stops them (SIGTERM, graceful).\n`);

function stopAll() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
