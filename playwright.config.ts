import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8123);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  workers: 1,
  reporter: [['list']],
  // Per-port folders so that two runs on one machine (E2E_PORT) keep apart.
  outputDir: `test-results/run-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port), REALTIME_PORT: String(port + 1), KONTOR_DATA_DIR: `test-results/e2e-data-${port}`, KONTOR_RESET_DATA: '1' },
  },
});
