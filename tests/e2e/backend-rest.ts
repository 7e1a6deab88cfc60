import { expect, inject } from 'vitest';
import { loadEnv, requiredSetting, setting } from '../../scripts/lib/env.ts';
import { clientRequest as clientRequestTo, type ParseConnection } from '../../scripts/lib/parse-rest.ts';

/** The backend's URL, in a file of the `e2e-backend` project (backend-setup.ts); a clear error anywhere else. */
export function testBackendUrl(): string {
  const url = inject('parseServerUrl');
  if (!url) throw new Error(`${expect.getState().testPath}: talks to the backend, so it belongs in tests/e2e/backend-lane/`);
  return url;
}

/**
 * The e2e run's real Parse Server (started by backend-setup.ts; the master key admins are created
 * with is the one .env holds), for tests that prepare data over REST rather than through the page.
 */
export function testBackend(): ParseConnection & { javascriptKey: string } {
  loadEnv();
  const masterKey = setting('PARSE_MASTER_KEY');
  if (masterKey === undefined) throw new Error('PARSE_MASTER_KEY is not set (.env.example documents it)');
  return {
    serverURL: testBackendUrl(),
    appId: requiredSetting('VITE_PARSE_APP_ID'),
    javascriptKey: requiredSetting('VITE_PARSE_JS_KEY'),
    masterKey,
  };
}

/** A REST call to the test backend as a client with the JavaScript key, as the browser's SDK makes it. */
export const clientRequest = (path: string, body: unknown, sessionToken?: string): Promise<Record<string, unknown>> =>
  clientRequestTo(testBackend(), path, body, sessionToken);
