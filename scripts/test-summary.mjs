#!/usr/bin/env node
// Summarise a vitest JSON report in one line: "42 passed, 0 failed[, N skipped]".
// Exits non-zero when any test (or test file) failed, or when no test ran.
//
//   node scripts/test-summary.mjs test-output/vitest.json
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-output/vitest.json';

/** @type {any} */
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (err) {
  console.log('0 passed, 1 failed');
  console.error(`test-summary: cannot read vitest JSON report ${file}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

const passed = num(report.numPassedTests);
let failed = num(report.numFailedTests);
const skipped = num(report.numPendingTests) + num(report.numTodoTests);

// A test file that failed to load or whose hooks threw has status "failed";
// when none of its tests is counted as failed, count the file itself as a failure.
const brokenFiles = [];
for (const suite of Array.isArray(report.testResults) ? report.testResults : []) {
  if (suite?.status !== 'failed') continue;
  const assertions = Array.isArray(suite.assertionResults) ? suite.assertionResults : [];
  if (!assertions.some((a) => a?.status === 'failed')) {
    failed += 1;
    brokenFiles.push(suite);
  }
}

// Unhandled errors fail the run without failing a test: count them once.
const runFailed = report.success === false && failed === 0;
if (runFailed) failed = 1;

let line = `${passed} passed, ${failed} failed`;
if (skipped > 0) line += `, ${skipped} skipped`;
console.log(line);

for (const suite of brokenFiles) {
  const msg = String(suite.message ?? '').split('\n')[0];
  console.error(`test-summary: test file failed: ${suite.name}${msg ? ` — ${msg}` : ''}`);
}
if (passed + failed === 0) console.error('test-summary: no tests ran');
if (runFailed) console.error('test-summary: vitest reported the run as unsuccessful (unhandled errors?)');

process.exit(failed > 0 || passed + failed === 0 ? 1 : 0);
