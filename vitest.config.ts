// Two projects: unit tests beside the code plus the cross-layer tests in tests/integration, and browser tests in tests/e2e.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
