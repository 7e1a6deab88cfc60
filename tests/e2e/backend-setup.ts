/**
 * Starts the local Parse backend for the e2e files that talk to it (the `e2e-backend` project in
 * vitest.config.ts), once per run: a throwaway database, a free port, and the Cloud Code of the
 * same build (npm test builds before it runs the tests).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/lib/free-port.ts';
import { startBackend } from '../../scripts/local-backend/backend.ts';
import { requireBuiltSite } from './built-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test backend's Parse Server, e.g. http://localhost:40211/parse_server; only in `e2e-backend`. */
    parseServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'emoji-atlas-e2e-pg-'));
  const cloudFile = join(requireBuiltSite(), '..', 'dist-cloud', 'main.cjs');
  // BACKEND_LOGS=1 shows Parse Server's and PostgreSQL's output when a test needs debugging.
  const backend = await startBackend({ parsePort: await freePort(), dataDir, silent: process.env.BACKEND_LOGS !== '1', cloudFile });
  project.provide('parseServerUrl', backend.serverURL);
  return async () => {
    await backend.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
