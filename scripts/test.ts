// Runs every test suite once and ends with the plain closing line `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  success: boolean;
}

const dir = mkdtempSync(join(tmpdir(), 'vitest-report-'));
const reportFile = join(dir, 'report.json');
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } },
);

let report: JsonReport | undefined;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
} catch {
  report = undefined;
}
rmSync(dir, { recursive: true, force: true });

if (!report) {
  console.log('tests: 0 passed, 1 failed');
  console.error('The test runner produced no report (exit code %s).', result.status);
  process.exit(1);
}
// A file that fails to load counts as a failure even though it ran no test.
const failed = report.numFailedTests + (report.success || report.numFailedTests > 0 ? 0 : 1);
const skipped = report.numPendingTests + report.numTodoTests;
console.log(
  `tests: ${report.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(result.status === 0 && failed === 0 ? 0 : 1);
