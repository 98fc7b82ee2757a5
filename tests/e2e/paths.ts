import path from 'node:path';

/** How many workers, each with its own server and database. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));

/** The first server's port; server i listens on E2E_PORT + 2i (and its realtime on the next port). */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8123);

export type E2eServer = { port: number; baseURL: string; dataDir: string; stateDir: string };

/** The server of worker slot `index` (Playwright's parallel index). */
export const serverOf = (index: number): E2eServer => {
  const port = BASE_PORT + 2 * index;
  return {
    port,
    baseURL: `http://127.0.0.1:${port}`,
    // KONTOR_DATA_DIR of that server.
    dataDir: path.resolve(`test-results/e2e-data-${port}`),
    // Files the worker keeps between its tests (the last used two-factor step per user, say).
    stateDir: path.resolve(`test-results/e2e-state-${port}`),
  };
};

/** This worker's server. */
const own = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export const E2E_PORT = own.port;
export const E2E_DATA_DIR = own.dataDir;
export const E2E_STATE_DIR = own.stateDir;
export const E2E_BASE_URL = own.baseURL;

/** The phone project's screen (playwright.config.ts, issue 19): a common phone held upright. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/**
 * The certificate and key of the webhook receiver the connectSystems journey starts (https on 127.0.0.1,
 * valid until 2125): made for the tests alone, trusted by the e2e servers through NODE_EXTRA_CA_CERTS.
 */
export const WEBHOOK_TLS = {
  cert: path.resolve('tests/e2e/fixtures/webhookTls/cert.pem'),
  key: path.resolve('tests/e2e/fixtures/webhookTls/key.pem'),
} as const;
