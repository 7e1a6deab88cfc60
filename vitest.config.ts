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
 * lanes end together (scripts/run-tests.ts waits for the last). On fresh clones: with none, e2e-site
 * took 408 s and e2e-backend 296 s, and e2e-site ran alone on a half-idle machine at the end; with
 * the emoji pages' file (60-70 s), 404 s against 359 s; kitchen, links and search ranking took 25 s
 * of those 404.
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
  // One worker runs the lane's files in turn, importing playwright-core and the helpers once: the
  // imports took 16 and 21 s of the two lanes, 4 and 3 s so (the helpers keep no state across files).
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

// Unit tests (node, or jsdom with msw), integration tests against a real Parse Server, and the two e2e projects.
export default defineConfig({
  test: {
    projects: [
      // Files that need a DOM say so (`// @vitest-environment jsdom`); the rest start without one:
      // jsdom's setup per file was 41 of the unit tests' 97 s, 17 of 70 s since.
      // `unit` runs its 31 files in one worker (isolate: false): a fresh worker per file cost more
      // than the tests (alone 56 s against 15-22 s; beside the e2e lanes 236 s against 82 s). The
      // files keep no state between them: they pass in shuffled orders (--sequence.shuffle, 9 seeds).
      // `unit-dom` runs its 7 files in one jsdom too: the two projects alone took 46 s (60 s of CPU)
      // with a jsdom per file, 31 s (41 s) so. A shuffled run once failed without isolation;
      // the cause was inside one file (feedback-moderation's loads of one test landing in the next,
      // isolated or not), fixed there; 10 shuffled seeds pass.
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
