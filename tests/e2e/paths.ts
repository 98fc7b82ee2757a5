import path from 'node:path';

/** The port of this run's server (playwright.config.ts reads the same variable). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8123);

/** The data folder playwright.config.ts gives the server (KONTOR_DATA_DIR). */
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? `test-results/e2e-data-${E2E_PORT}`);

/** Files a run keeps between its tests (the last used two-factor step, say). */
export const E2E_STATE_DIR = path.resolve(`test-results/e2e-state-${E2E_PORT}`);
