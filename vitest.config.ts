import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Test files run in parallel, one per core (the default leaves a core free). Each server test file
// has its own databases (tests/server/globalSetup.ts), so no file depends on another or on order.
const workers = Math.max(2, os.availableParallelism());

/** Unit files that render the whole portal: isolated (see the unit-app project). */
const WHOLE_APP_FILES = ['tests/unit/portal/shell/shellApp.test.tsx', 'tests/unit/portal/LoginPage.test.tsx'];

/** Server test files that vi.mock a server module: they run with modules of their own. */
const MOCKING_FILES = ['tests/server/security/otpSafetyNet.test.ts'];

/**
 * Files that take 15–60 s each on this 2-core machine (session of 2026-11-27): started first, so that
 * the short files fill the other core meanwhile instead of one of them running alone at the end.
 * Vitest orders by the durations of its cache when it has them (node_modules/.vite), by file size
 * otherwise (a fresh clone, CI): these small files then came last.
 */
const LONG_FILES = [
  'tests/server/ledgerProperties.test.ts',
  'tests/server/security/contractMatrix.test.ts',
  'tests/server/security/secretsInLogs.test.ts',
  'tests/unit/portal/lists/UserList.test.tsx',
  'tests/unit/portal/users/UserList.test.tsx',
  'tests/unit/portal/lists/BankAccountLists.test.tsx',
  'tests/unit/portal/money/BankAccountLists.test.tsx',
  'tests/unit/portal/lists/ChildLists.test.tsx',
  'tests/unit/portal/lists/AuthCheckpointList.test.tsx',
  'tests/unit/portal/payments/WithdrawalPage.test.tsx',
];

/** Vitest's order (projects one after another, isolated files first), with LONG_FILES first within a project. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const rank = (spec: TestSpecification) => {
      const long = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(file));
      return long < 0 ? LONG_FILES.length : long;
    };
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => projects.indexOf(a.spec.project.name) - projects.indexOf(b.spec.project.name) || rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

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
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          exclude: WHOLE_APP_FILES,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          pool: 'threads',
          // One module graph per worker: react-admin and MUI are imported once, not once per file
          // (half the unit time). No unit file uses vi.mock; each renders into a fresh document.
          isolate: false,
          // The list tests draw up to 100 rows of a DataTable; on a loaded two-core CI machine one took
          // over 60 s once (a time-out, not a failure of what it checks).
          testTimeout: 120_000,
        },
      },
      // Files that render the whole <App /> (its router on the window's history, every singleton of the
      // shell) keep a page of their own: one of them failed once after another file in a shared worker.
      {
        test: {
          name: 'unit-app',
          include: WHOLE_APP_FILES,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          pool: 'threads',
          isolate: true,
          testTimeout: 120_000,
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
