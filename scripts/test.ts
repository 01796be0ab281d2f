// Runs every test suite once and ends with the plain closing line `tests: N passed, N failed`.
// With no arguments three vitest processes run side by side, each at its own CPU priority:
// - the deploy rehearsal's file (minutes of site builds in child processes) at the normal priority: it has a time
//   goal of its own, 3 minutes on two cores (docs/rehearsal.md);
// - the browser files (one at a time against one running product, which leaves part of a core idle) at nice 4;
// - the other unit files at nice 10: they end minutes before the browser files and take what the others leave.
// The browser files at nice 4 rather than 0 finish later and let the rehearsal finish sooner (measured on 2 cores:
// docs/benchmarks.md, "The test suite"). A run's output is printed when it ends (the browser run's as it goes), so
// no two runs' lines interleave. With arguments (a file filter, `--project e2e`, ...) one vitest run gets them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromiumPath } from './tools/chromium.ts';

interface JsonAssertion {
  status: string;
  fullName: string;
  failureMessages: string[];
}

interface JsonReport {
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: JsonAssertion[];
  }[];
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
}

interface Run {
  name: string;
  exitCode: number | null;
  report: JsonReport | undefined;
}

// The browser tests need Debian's chromium, which npm cannot install: say so before anything runs, not minutes in.
try {
  chromiumPath();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'vitest-report-'));
// Node's compile cache (V8 code for each module, by content) for every process the tests start: dozens of site builds,
// Lambda instances and servers load the same modules. A full site build took less CPU with it here
// (docs/benchmarks.md, "The test suite").
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), 'node-compile-cache'),
};

/** The file of the deploy rehearsal at demo size, run in a vitest process of its own. */
const REHEARSAL = 'tests/integration/rehearse.test.ts';

/** One vitest run; `buffered` holds its output back until it ends; `nice` lowers its CPU priority. */
function vitest(name: string, args: string[], buffered: boolean, nice = 0): Promise<Run> {
  const reportFile = join(dir, `${name}.json`);
  const command = [
    'npx',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...args,
  ];
  const niced = nice > 0 ? ['nice', '-n', String(nice), ...command] : command;
  const child = spawn(niced[0]!, niced.slice(1), {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env,
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (exitCode) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      let report: JsonReport | undefined;
      try {
        report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
      } catch {
        report = undefined;
      }
      resolve({ name, exitCode, report });
    });
  });
}

const given = process.argv.slice(2);
const runs = await Promise.all(
  given.length > 0
    ? [vitest('tests', given, false)]
    : [
        vitest('unit', ['--project', 'unit', '--exclude', REHEARSAL], true, 10),
        vitest('rehearsal', ['--project', 'unit', REHEARSAL], true),
        vitest('e2e', ['--project', 'e2e'], false, 4),
      ],
);
rmSync(dir, { recursive: true, force: true });

/** What failed, named once more at the end: the unit run's own lines scroll away behind the browser run's. */
function failures(report: JsonReport): string[] {
  return report.testResults.flatMap((file) => {
    const where = relative(process.cwd(), file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (failedTests.length === 0 && file.status === 'failed')
      return [`${where}: ${firstLine(file.message)}`];
    return failedTests.map(
      (test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages[0] ?? '')}`,
    );
  });
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0]?.slice(0, 300) ?? '';
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failedLines: string[] = [];
for (const { name, exitCode, report } of runs) {
  if (!report) {
    failed += 1;
    console.error(`The ${name} run produced no report (exit code ${exitCode}).`);
    continue;
  }
  passed += report.numPassedTests;
  // A file that fails to load counts as a failure even though it ran no test.
  failed += report.numFailedTests + (report.success || report.numFailedTests > 0 ? 0 : 1);
  skipped += report.numPendingTests + report.numTodoTests;
  failedLines.push(...failures(report).map((line) => `${name}: ${line}`));
  if (exitCode !== 0 && report.success) failed += 1;
}
if (failedLines.length > 0)
  console.error(`\nFailed:\n${failedLines.map((line) => `  ${line}`).join('\n')}\n`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
