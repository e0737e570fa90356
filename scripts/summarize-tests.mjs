// Adds up the Vitest and Playwright (site, and stories and docs) JSON reports into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const [dir = 'test-results', started = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
// Named at the very end of the run, where a CI log cut to its last lines still shows them.
const failures = [];

function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.file && titles.length === 0 ? [suite.file] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message?.split('\n')[0] ?? '';
          failures.push(`playwright ${[...path, spec.title].filter(Boolean).join(' › ')}${error ? ` (${stripVTControlCharacters(error).slice(0, 300)})` : ''}`);
        }
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

const vitestFile = join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  console.log(`vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`vitest ${relative(process.cwd(), file.name)}: ${test.fullName}`);
    }
  }
}
for (const [label, name] of [['playwright (site)', 'e2e.json'], ['playwright (stories and docs)', 'visual.json']]) {
  const file = join(dir, name);
  if (!existsSync(file)) continue;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  collectPlaywrightFailures(suites ?? [], []);
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  console.log(`${label}: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed${stats.flaky ? ` (${stats.flaky} flaky)` : ''}`);
}
if (failures.length > 0) {
  console.log('failed tests:');
  for (const failure of failures) console.log(`  - ${failure}`);
}
const seconds = Math.round(Date.now() / 1000 - Number(started));
console.log(`wall time ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
