import { defineConfig } from 'vitest/config';

/**
 * The e2e files that talk to the local Parse backend (through routeParseToTestBackend or over
 * REST). They run in the `e2e-backend` project, whose setup starts a backend; the other e2e files
 * need only the built site and run in `e2e-site`, except four that balance the lanes (below). `npm test` runs the two side by side
 * (scripts/run-tests.ts), each with its own Chromium, static server and backend, so nothing one
 * lane does (rate limits, feedback rows, a service worker) reaches the other.
 */
const E2E_BACKEND_FILES = ['shell', 'feedback', 'feedback-moderation', 'optimizer', 'test-backend'].map((name) => `tests/e2e/${name}.test.ts`);
/**
 * The e2e-backend project also takes four files that need only the built site, so that the two e2e
 * lanes end together (scripts/run-tests.ts waits for the last; docs/decisions/0001-e2e-lanes.md).
 */
const E2E_BACKEND_LANE_FILES = [...E2E_BACKEND_FILES, ...['emoji-page', 'kitchen', 'catalog-links', 'search-ranking'].map((name) => `tests/e2e/${name}.test.ts`)];

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
      // Files that need a DOM say so (`.tsx`, or `// @vitest-environment jsdom`); the rest start
      // without one. Each project runs its files in one worker (isolate: false): a fresh worker or
      // jsdom per file cost more than the tests. The files keep no state between them, so they pass
      // in shuffled orders (--sequence.shuffle). Measurements: docs/decisions/0002-unit-tests-one-worker.md.
      { test: { ...unit, name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      { test: { ...unit, name: 'unit-dom', include: ['tests/unit/**/*.test.tsx'], environment: 'jsdom', isolate: false } },
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
          include: ['tests/e2e/**/*.test.ts'],
          exclude: E2E_BACKEND_LANE_FILES,
          globalSetup: ['tests/e2e/site-setup.ts'],
        },
      },
      {
        test: {
          ...e2e,
          name: 'e2e-backend',
          include: E2E_BACKEND_LANE_FILES,
          globalSetup: ['tests/e2e/site-setup.ts', 'tests/e2e/backend-setup.ts'],
        },
      },
    ],
  },
});
