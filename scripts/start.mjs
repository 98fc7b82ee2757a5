// npm start: builds the portal and the server when missing or older than their sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_NODE_ARGS } from './serverBuild.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const newest = (target) => {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
};

const built = path.join(root, 'dist', 'index.html');
const sources = ['src/portal', 'src/contract', 'index.html', 'public', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
const isStale = () => !fs.existsSync(built) || Math.max(...sources.map(newest)) > fs.statSync(built).mtimeMs;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Several servers may start at once (the end-to-end tests run one per worker): one builds, the
// others wait for its lock to go and then find the portal fresh.
const lock = path.join(root, '.build-lock');
const buildOnce = async () => {
  for (;;) {
    if (!isStale()) return;
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another process builds; a lock older than ten minutes is left from a killed build.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 600_000) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(500);
      continue;
    }
    try {
      if (!isStale()) return;
      process.stdout.write('Building the portal…\n');
      const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
      if (result.status !== 0) process.exit(result.status ?? 1);
      return;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
};
if (process.env.KONTOR_SKIP_BUILD !== '1') await buildOnce();
// The server runs compiled, with the node options of every server process (serverBuild.mjs).
const serverFile = buildServer();
// `node scripts/start.mjs --build-only`: builds the portal and the server when needed and stops (npm test builds while it typechecks).
if (process.argv.includes('--build-only')) process.exit(0);
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, serverFile], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
