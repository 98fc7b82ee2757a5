import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/chromium';
import { E2E_WORKERS, PHONE_VIEWPORT, serverOf, WEBHOOK_TLS } from './tests/e2e/paths';

// One server with its own database per worker (tests/e2e/paths.ts): the tests of one worker run in
// order against their own server, and no worker sees another's records.
const own = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 180_000,
  // Generous limits: on a loaded 2-core machine (CI) a page can take seconds to draw; a passing test
  // is not slowed by them, a hung one fails after 3 minutes.
  expect: { timeout: 20_000 },
  workers: E2E_WORKERS,
  reporter: [['list']],
  // Per-port folders so that two runs on one machine (E2E_PORT) keep apart.
  outputDir: `test-results/run-${serverOf(0).port}`,
  use: {
    baseURL: own.baseURL,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // Recording a trace of every test cost a third of the browser's CPU; E2E_TRACE=retain-on-failure
    // records them again when a failure needs one.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: /phone\// },
    // Issue 19: Chromium as a phone (390 × 844, touch, the page's meta viewport honoured); its specs are
    // under tests/e2e/phone/.
    {
      name: 'phone',
      testMatch: /phone\/.*\.spec\.ts/,
      use: { viewport: PHONE_VIEWPORT, screen: PHONE_VIEWPORT, hasTouch: true, isMobile: true, deviceScaleFactor: 1 },
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const server = serverOf(index);
    return {
      command: 'node scripts/start.mjs',
      url: `${server.baseURL}/api/v1/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      // Webhooks (issue 41): the journey's receiver listens on 127.0.0.1 with https under the test's own certificate
      // (tests/e2e/fixtures/webhookTls), which the server trusts; private addresses are allowed, as in every test.
      env: {
        PORT: String(server.port), REALTIME_PORT: String(server.port + 1), KONTOR_DATA_DIR: server.dataDir, KONTOR_RESET_DATA: '1',
        KONTOR_WEBHOOKS_ALLOW_PRIVATE: '1', NODE_EXTRA_CA_CERTS: WEBHOOK_TLS.cert,
        // Issue 40: the standing order journey moves the clock of due work (jobs/testClock.ts; refused in production); so does the statement schedules journey (issue 41).
        KONTOR_TEST_CLOCK: '1',
      },
    };
  }),
});
