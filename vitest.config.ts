import { defineConfig } from 'vitest/config';

// Vitest has its own config so it never loads the React Router Vite plugin.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.int.test.{ts,tsx}', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
          // Above the default 5 s: a DOM test's first lazy import is transformed on demand, which takes
          // seconds when the 2-core machine runs other suites beside it.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'int',
          include: ['src/**/*.int.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
          // Generous: CI runs the whole suite on two cores; a test that is merely slow there is not a failure.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite databases are per test file; keep the 2-core machine responsive.
          maxWorkers: 2,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/core/**/*.ts'],
      exclude: ['src/core/**/*.test.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
