// Two projects: unit tests beside the code plus the cross-layer tests in tests/integration, and browser tests in tests/e2e.
import { defineConfig } from 'vitest/config';
import LongFirstSequencer from './scripts/tools/test-order.ts';

export default defineConfig({
  test: {
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'functions/**/*.test.ts',
            'scripts/**/*.test.ts',
            'site/**/*.test.{ts,tsx}',
            'infra/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
          environment: 'node',
          // One module graph per worker, not per file: the AWS SDK, Hono and zod load once per worker rather than
          // once per file (a third of the project's time was imports). No test mocks modules, and every
          // vi.stubEnv / vi.useFakeTimers is undone in its own file.
          isolate: false,
          // Two workers even on two cores: the longest files (the local server's builds, the partial-build comparisons,
          // the deploy rehearsal when it is not run apart as npm test runs it) spend most of their time waiting on
          // child processes, and one worker would hold every other file behind them.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          // One module graph for every browser file, not one per file: importing Playwright, axe and the support
          // modules again for each file was 7 % of the run. What the support modules keep (the admin session, the
          // axe glossary term) is checked or reset between files.
          isolate: false,
          // A run of both projects (a file filter matching both) takes the browser files after the unit files: the two
          // projects differ in workers, which vitest allows only in separate groups.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
