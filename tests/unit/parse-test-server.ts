import type { SetupServer } from 'msw/node';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * For a test file whose screen calls Parse: the client reads its settings at call time, so these
 * point it at `server` (msw handlers for the parse_server paths) for the whole file.
 */
export function serveParseFrom(server: SetupServer): void {
  beforeAll(() => {
    vi.stubEnv('VITE_PARSE_APP_ID', 'emoji-atlas-test');
    vi.stubEnv('VITE_PARSE_JS_KEY', 'test-js-key');
    vi.stubEnv('VITE_PARSE_SERVER_URL', 'http://parse.test/parse_server');
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => {
    server.close();
    vi.unstubAllEnvs();
  });
}
