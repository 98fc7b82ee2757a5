// npm run bench (portal part): time from a transaction page's data arriving to its 100 rows rendered,
// in Chromium, against a freshly started server with the demo data. The list component sets the marks
// (src/portal/transactions/useTransactionPage.ts LIST_MARKS); this script pages back and forth and reads them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForHealth } from './health';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { LIST_MARKS } from '../../src/portal/transactions/useTransactionPage';
import { CHROMIUM_PATH } from '../chromium';

const PORT = Number(process.env.KONTOR_BENCH_PORT ?? 8290);
const ROUNDS = Number(process.env.KONTOR_BENCH_LIST_ROUNDS ?? 12);
const BASE = `http://127.0.0.1:${PORT}`;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export const benchListRender = async (write: (line: string) => void): Promise<{ p50: number }> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-bench-list-'));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT), REALTIME_PORT: String(PORT + 1), KONTOR_DATA_DIR: dataDir, KONTOR_JOBS_INPROCESS: '0', DATABASE_URL: '' },
  });
  const browser = await (async () => {
    await waitForHealth(BASE, 240_000);
    return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  })().catch((error: unknown) => {
    server.kill('SIGTERM');
    throw error;
  });
  try {
    const page = await browser.newPage({ baseURL: BASE });
    await page.goto('/login');
    await page.getByRole('textbox', { name: /e-mail/i }).fill('admin@kontor.test');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin/);
    await page.goto('/admin/transactions/approved_transactions');
    const rows = page.getByTestId('transaction-row');
    await rows.nth(99).waitFor();

    // Forward only: a page seen before renders from the cache before its refetch answers.
    const samples: number[] = [];
    const next = page.getByRole('button', { name: 'Go to next page' });
    for (let i = 0; i < ROUNDS && (await next.isEnabled()); i += 1) {
      await page.evaluate(() => performance.clearMarks());
      await next.click();
      const marks = await page.waitForFunction(
        ({ data, rendered }) => {
          const d = performance.getEntriesByName(data).at(-1);
          const r = performance.getEntriesByName(rendered).at(-1);
          return d && r && r.startTime >= d.startTime ? { d: d.startTime, r: r.startTime } : null;
        },
        LIST_MARKS,
        { timeout: 30_000 },
      );
      const { d, r } = (await marks.jsonValue()) as { d: number; r: number };
      if ((await rows.count()) !== 100) break; // the last, shorter page
      samples.push(r - d);
    }
    write(`${'portal: 100-row list, data → rows (Chromium)'.padEnd(40)} n=${String(samples.length).padStart(4)}  p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${percentile(samples, 95).toFixed(2)} ms\n`);
    return { p50: percentile(samples, 50) };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1]?.endsWith('listRender.ts')) await benchListRender((line) => process.stdout.write(line));
