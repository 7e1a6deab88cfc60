import { expect, inject } from 'vitest';
import type { ParseConnection } from '../../scripts/admin.ts';
import { loadEnv, setting } from '../../scripts/env.ts';

/** The backend's URL, in a file of the `e2e-backend` project (backend-setup.ts); a clear error anywhere else. */
export function testBackendUrl(): string {
  const url = inject('parseServerUrl');
  if (!url) throw new Error(`${expect.getState().testPath}: talks to the backend, so it belongs in E2E_BACKEND_FILES (vitest.config.ts)`);
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
    appId: setting('VITE_PARSE_APP_ID') ?? 'emoji-atlas',
    javascriptKey: setting('VITE_PARSE_JS_KEY') ?? 'emoji-atlas-js',
    masterKey,
  };
}

/** A REST call as a client with the JavaScript key, as the browser's SDK makes it. */
export async function clientRequest(path: string, body: unknown, sessionToken?: string): Promise<Record<string, unknown>> {
  const { serverURL, appId, javascriptKey } = testBackend();
  const response = await fetch(`${serverURL}${path}`, {
    method: 'POST',
    headers: {
      'X-Parse-Application-Id': appId,
      'X-Parse-JavaScript-Key': javascriptKey,
      'Content-Type': 'application/json',
      ...(sessionToken === undefined ? {} : { 'X-Parse-Session-Token': sessionToken }),
    },
    body: JSON.stringify(body),
  });
  const payload = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`POST ${path} failed: ${JSON.stringify(payload)}`);
  return payload;
}
