// Sums the JSON reports of one `npm test` run (vitest and Playwright) into one closing line:
// "N passed, N failed, N skipped". A missing report (its phase did not run to the end) counts as a failure.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results/npm-test';
let passed = 0;
let failed = 0;
let skipped = 0;

const read = (name) => {
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) {
    process.stdout.write(`no report ${file}\n`);
    failed += 1;
    return null;
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
};

for (const name of ['unit.json', 'server.json']) {
  const report = read(name);
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}

const e2e = read('e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}

process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed > 0 ? 1 : 0);
