// npm run bench: measures the server's hot paths in-process (no network), on a fresh SQLite database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { DEMO_PASSWORD } from '../src/server/db/seed';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-bench-'));
const config = { ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir }), portalDir: path.join(dataDir, 'none') };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const report = (name: string, samples: number[]) =>
  process.stdout.write(`${name.padEnd(40)} n=${String(samples.length).padStart(4)}  p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${percentile(samples, 95).toFixed(2)} ms\n`);

const t0 = performance.now();
const app = await buildApp(config);
await app.ready();
process.stdout.write(`${'start + migrate + seed demo data'.padEnd(40)} ${(performance.now() - t0).toFixed(0)} ms\n`);

const time = async (name: string, n: number, fn: () => Promise<void>) => {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await fn();
    samples.push(performance.now() - s);
  }
  report(name, samples);
};

let token = '';
await time('POST auth/login (argon2id verify)', 20, async () => {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'admin@kontor.test', password: DEMO_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode} ${res.body}`);
  token = res.json<{ data: { token: { access_token: string } } }>().data.token.access_token;
});
await time('GET auth/me (token lookup + user)', 500, async () => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`me failed ${res.statusCode}`);
});
await time('POST auth/login 422 (validation only)', 500, async () => {
  await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'x', password: '' } });
});

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

// Realtime delivery with many sockets open (scripts/bench/realtime.ts).
const { benchRealtime } = await import('./bench/realtime');
await benchRealtime((line) => process.stdout.write(line));

// Bulk import: preview and import of a 10,000-row xlsx against exceljs's bare parse (scripts/bench/imports.ts).
const { benchImports } = await import('./bench/imports');
await benchImports((line) => process.stdout.write(line));

// The portal's 100-row transaction list in Chromium: data arrival to rendered rows (scripts/bench/listRender.ts).
const { benchListRender } = await import('./bench/listRender');
await benchListRender((line) => process.stdout.write(line));

// The portal's weight as a browser downloads it: sign-in screen and manager dashboard (scripts/bench/weight.ts).
const { benchWeight } = await import('./bench/weight');
await benchWeight((line) => process.stdout.write(line));

// Ledger at scale: 1,000,000 seeded transactions (KONTOR_BENCH_TRANSACTIONS), list latency, transfers/s (scripts/bench/ledger.ts).
const { benchLedger } = await import('./bench/ledger');
await benchLedger((line) => process.stdout.write(line));
