import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, serverOf } from './tests/e2e/paths';

// One server with its own database per worker (tests/e2e/paths.ts): the tests of one worker run in
// order against their own server, and no worker sees another's records.
const own = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  // Pages wait for their data on a loaded 2-core machine with two servers: 10 s before an expectation fails.
  expect: { timeout: 10_000 },
  workers: E2E_WORKERS,
  reporter: [['list']],
  // Per-port folders so that two runs on one machine (E2E_PORT) keep apart.
  outputDir: `test-results/run-${serverOf(0).port}`,
  use: {
    baseURL: own.baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const server = serverOf(index);
    return {
      command: 'node scripts/start.mjs',
      url: `${server.baseURL}/api/v1/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: { PORT: String(server.port), REALTIME_PORT: String(server.port + 1), KONTOR_DATA_DIR: server.dataDir, KONTOR_RESET_DATA: '1' },
    };
  }),
});
