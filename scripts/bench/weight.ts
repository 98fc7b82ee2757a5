// npm run bench (portal weight): the JavaScript a browser downloads, as it downloads it (compressed,
// over HTTP from the built portal), before the sign-in form can be used and for the manager's
// dashboard after signing in. Chromium against a freshly started server with the demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForHealth } from './health';
import { chromium, type Page } from '@playwright/test';
import { totpCode } from '../../src/server/auth/totp';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { DEMO_TOTP_SECRET } from '../../src/server/db/seed/constants';
import { CHROMIUM_PATH } from '../chromium';

const PORT = Number(process.env.KONTOR_BENCH_WEIGHT_PORT ?? 8292);
const BASE = `http://127.0.0.1:${PORT}`;

export type WeightFigures = { signInKb: number; dashboardKb: number };

/** KONTOR_BENCH_WEIGHT_LIST=1: each script of a figure with its size, largest first (what to cut). */
const LIST = process.env.KONTOR_BENCH_WEIGHT_LIST === '1';

/** Counts the bytes of every script the page receives (its encoded body, as sent) from now on. */
const scriptBytes = (page: Page, write: (line: string) => void) => {
  let total = 0;
  const scripts: [string, number][] = [];
  const pending: Array<Promise<void>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request
        .sizes()
        .then((sizes) => {
          total += sizes.responseBodySize;
          scripts.push([new URL(request.url()).pathname, sizes.responseBodySize]);
        })
        // A script still arriving when the browser closes (after the last figure: the realtime client,
        // fetched after the page's first reads) is counted by no figure.
        .catch(() => undefined),
    );
  });
  return async (figure: string) => {
    await Promise.all(pending);
    const kb = total / 1024;
    if (LIST) for (const [name, bytes] of scripts.sort((a, b) => b[1] - a[1])) write(`  ${figure}: ${(bytes / 1024).toFixed(1).padStart(6)} KB ${name}\n`);
    total = 0;
    scripts.length = 0;
    pending.length = 0;
    return kb;
  };
};

export const benchWeight = async (write: (line: string) => void): Promise<WeightFigures> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-bench-weight-'));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT), REALTIME_PORT: String(PORT + 1), KONTOR_DATA_DIR: dataDir, KONTOR_JOBS_INPROCESS: '0', DATABASE_URL: '' },
  });
  try {
    await waitForHealth(BASE, 240_000);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage({ baseURL: BASE });
      const taken = scriptBytes(page, write);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await page.waitForLoadState('networkidle');
      const signInKb = await taken('sign-in');

      await page.getByRole('textbox', { name: /e-mail/i }).fill('manager@kontor.test');
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('textbox', { name: /^Digit 1/ }).waitFor();
      // The first digit takes the focus after a moment.
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Digit 1') === true);
      await page.keyboard.type(totpCode(DEMO_TOTP_SECRET));
      // Generous: after the heavier parts of `npm run bench` the machine may still be busy. On a time-out,
      // say what the page shows (a refused code, an error) rather than only that it timed out.
      await page.waitForURL((url) => url.pathname.startsWith('/manager'), { waitUntil: 'commit', timeout: 120_000 }).catch(async (error: unknown) => {
        throw new Error(`the dashboard did not open after the code; the page shows: ${(await page.locator('body').innerText()).slice(0, 500)}`, { cause: error });
      });
      await page.locator('main h1, main h2').first().waitFor();
      await page.waitForLoadState('networkidle');
      const dashboardKb = signInKb + (await taken('dashboard'));
      write(`${'sign-in screen JavaScript (as sent)'.padEnd(40)} ${signInKb.toFixed(0)} KB\n`);
      write(`${'manager dashboard JavaScript (as sent)'.padEnd(40)} ${dashboardKb.toFixed(0)} KB\n`);
      return { signInKb, dashboardKb };
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

// Alone: `npx tsx scripts/bench/weight.ts`.
if (process.argv[1]?.endsWith('weight.ts')) await benchWeight((line) => process.stdout.write(line));
