import { defineConfig } from 'vitest/config';

/**
 * The e2e files run in two lanes, one folder each, side by side in `npm test` (scripts/run/run-tests.ts),
 * each with its own Chromium, static server and backend, so nothing one lane does (rate limits,
 * feedback rows, a service worker) reaches the other. tests/e2e/backend-lane/ holds the files that talk
 * to the local backend, and a few site-only files so both lanes end together
 * (docs/decisions/0001-e2e-lanes.md); tests/e2e/site-lane/ the rest.
 */

/** What both unit projects share: longer ceilings beside the e2e lanes (tests/unit/setup.ts). */
const unit = {
  setupFiles: 'tests/unit/setup.ts',
  // Beside the e2e lanes on two cores, a test that takes 1 s alone can take 10.
  testTimeout: 30_000,
} as const;

/** What both e2e projects share: a real Chromium against the built dist/ (`npm test` builds first). */
const e2e = {
  environment: 'node',
  // One Chromium at a time within a project: the CI machine has two cores.
  fileParallelism: false,
  // One worker runs the lane's files in turn, importing playwright-core and the helpers once (the
  // helpers keep no state across files).
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

// Unit tests (node, or jsdom with msw), integration tests against a real Parse Server, and the two e2e projects.
export default defineConfig({
  test: {
    projects: [
      // One rule decides jsdom: a unit test named *.dom.test.ts(x) runs in jsdom, the rest in node.
      // Both projects run their files in one worker (isolate: false); the files keep no state between
      // them, so they pass in shuffled orders. Measurements: docs/decisions/0002-unit-tests-one-worker.md.
      {
        test: {
          ...unit,
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/**/*.dom.test.{ts,tsx}'],
          environment: 'node',
          isolate: false,
        },
      },
      { test: { ...unit, name: 'unit-dom', include: ['tests/unit/**/*.dom.test.{ts,tsx}'], environment: 'jsdom', isolate: false } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          ...e2e,
          name: 'e2e-site',
          include: ['tests/e2e/site-lane/**/*.test.ts'],
          globalSetup: ['tests/e2e/site-setup.ts'],
        },
      },
      {
        test: {
          ...e2e,
          name: 'e2e-backend',
          include: ['tests/e2e/backend-lane/**/*.test.ts'],
          globalSetup: ['tests/e2e/site-setup.ts', 'tests/e2e/backend-setup.ts'],
        },
      },
    ],
  },
});
