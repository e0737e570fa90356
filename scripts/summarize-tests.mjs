// Adds up the Vitest and Playwright JSON reports into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir = 'test-results', started = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

const vitestFile = join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  console.log(`vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
const e2eFile = join(dir, 'e2e.json');
if (existsSync(e2eFile)) {
  const { stats } = JSON.parse(readFileSync(e2eFile, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  console.log(`playwright: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`);
}
const seconds = Math.round(Date.now() / 1000 - Number(started));
console.log(`wall time ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
