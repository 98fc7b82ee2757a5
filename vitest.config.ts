import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Test files run in parallel, one per core (the default leaves a core free). Each server test file
// has its own databases (tests/server/globalSetup.ts), so no file depends on another or on order.
const workers = Math.max(2, os.availableParallelism());

/** Server test files that vi.mock a server module: they run with modules of their own. */
const MOCKING_FILES = ['tests/server/security/otpSafetyNet.test.ts'];

const serverTest = {
  include: ['tests/server/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['tests/server/globalSetup.ts'],
  testTimeout: 30000,
  hookTimeout: 60000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          pool: 'threads',
          // One module graph per worker: react-admin and MUI are imported once, not once per file
          // (half the unit time). No unit file uses vi.mock; each renders into a fresh document.
          isolate: false,
          testTimeout: 60_000,
        },
      },
      // Server test files share one module graph per worker (isolate: false: the server's modules are
      // imported once, not once per file); each file still opens its own databases and app.
      {
        test: { ...serverTest, name: 'server', exclude: MOCKING_FILES, isolate: false },
      },
      // Files that replace a server module with vi.mock need modules of their own.
      {
        test: { ...serverTest, name: 'server-mocks', include: MOCKING_FILES, isolate: true },
      },
    ],
  },
});
