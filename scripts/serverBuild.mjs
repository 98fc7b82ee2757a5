// How `npm start` (and `npm run cluster`, and the import bench's server) runs the reference server:
// compiled once by esbuild into one JavaScript file (dist-server/, the packages left to node_modules)
// and started with plain node and SERVER_NODE_ARGS, not under tsx. tsx compiles on the fly in a loader
// thread of its own: that thread (its own V8 heap) and tsx's caches were about 50 MB of every server's
// memory (docs/decisions.md, "Imports at 100,000 rows", memory). `npm run dev` keeps tsx (watch mode).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node's options for every server process. The old generation's limit, 1 GiB, is far above what any
 * work needs (docs/decisions.md: a 100,000-row import has 50–110 MB alive, a largest allowed file about
 * 190 MB while it is read), but below 2 GiB V8 also grows the heap less between full collections: by a
 * factor of at most 1.3–2.0 after each (1.6 at 1 GiB), against 4 with the default limit of a machine
 * with enough memory. The 100,000-row import peaked at 570 MB without it, about 400 MB with it.
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=1024'];

/** What the server bundle is built from: a newer file here makes it stale. */
const SOURCES = ['src/server', 'src/contract', 'package-lock.json', 'tsconfig.json', 'scripts/serverBuild.mjs'];

/**
 * Modules the server starts as worker threads (`new URL('./x.mjs', import.meta.url)`): plain JavaScript
 * that esbuild leaves out of the bundle, copied beside it as they are.
 */
export const THREAD_MODULES = ['src/server/db/checkpointWorker.mjs'];

/** Copies the thread modules into dist-server/ when missing or older than their source (temporary name, then rename). */
export const copyThreadModules = (dir) => {
  for (const file of THREAD_MODULES) {
    const from = path.join(root, file);
    const to = path.join(dir, path.basename(file));
    if (fs.existsSync(to) && fs.statSync(to).mtimeMs >= fs.statSync(from).mtimeMs) continue;
    const tmp = `${to}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    fs.copyFileSync(from, tmp);
    fs.renameSync(tmp, to);
  }
};

const newest = (target) => {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
};

/**
 * Builds `entry` (relative to the root) into dist-server/<name>.mjs when it is missing or older than
 * the sources, and answers its path. Written to a temporary name and renamed, so servers starting at
 * once (one per end-to-end worker) never run half a file. esbuild runs in a child process of its own.
 */
export const buildServer = (entry = 'src/server/main.ts', extraSources = []) => {
  const out = path.join(root, 'dist-server', `${path.basename(entry).replace(/\.ts$/, '')}.mjs`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  copyThreadModules(path.dirname(out));
  const built = fs.existsSync(out) ? fs.statSync(out).mtimeMs : 0;
  if (built > 0 && built >= Math.max(...[...SOURCES, ...extraSources].map((p) => newest(path.join(root, p))))) return out;
  const tmp = `${out}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  const esbuild = path.join(root, 'node_modules', 'esbuild', 'bin', 'esbuild');
  const args = [
    path.join(root, entry), '--bundle', '--platform=node', '--format=esm', '--target=node20', '--packages=external',
    '--sourcemap=linked', '--log-level=warning', `--outfile=${tmp}`,
  ];
  const result = spawnSync(esbuild, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) {
    fs.rmSync(tmp, { force: true });
    fs.rmSync(`${tmp}.map`, { force: true });
    throw new Error(`Building the server (${entry}) failed.`);
  }
  // The source map keeps its name (the bundle's last line points at it): written first, then the bundle.
  fs.renameSync(`${tmp}.map`, `${out}.map`);
  const code = fs.readFileSync(tmp, 'utf8').replace(/\/\/# sourceMappingURL=\S+\s*$/, `//# sourceMappingURL=${path.basename(out)}.map\n`);
  fs.writeFileSync(tmp, code);
  fs.renameSync(tmp, out);
  return out;
};
