import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (jsdom, msw) and integration tests against a real Parse Server.
// The e2e suite drives a real Chromium and runs through scripts/test-e2e.ts, not vitest.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
