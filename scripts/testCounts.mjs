// Sums the JSON reports of one `npm test` run (vitest and Playwright) into one closing line:
// "N passed, N failed, N skipped". A missing report (its phase did not run to the end) counts as a failure.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results/npm-test';
let passed = 0;
let failed = 0;
let skipped = 0;
/** "file › test: first line of the error" of every failed test, printed after the counts. */
const failures = [];
const firstLine = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 240) ?? '';

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
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${where} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside any test (an import error, a hook) has no failed assertion to name.
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${firstLine(file.message)}`);
  }
}

const e2e = read('e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const result = (test.results ?? []).at(-1);
        failures.push(`${file ?? spec.file} › ${spec.title}: ${firstLine(result?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of e2e.suites ?? []) walk(suite, suite.file);
}

process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
if (failures.length > 0) process.stdout.write(`failed:\n${failures.map((line) => `  ${line}`).join('\n')}\n`);
process.exit(failed > 0 ? 1 : 0);
