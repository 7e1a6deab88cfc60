/**
 * Starts what the e2e tests talk to, once per run: the static server over the built dist/ and the
 * local Parse backend (a throwaway database), each on a free port, so a running `npm start` does not
 * get in the way.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBackend } from '../../scripts/backend.ts';
import { freePort } from '../../scripts/free-port.ts';
import { startStaticServer } from '../../scripts/serve.ts';
import { builtParseServerUrl, requireBuiltSite } from './built-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the static server over dist/, e.g. http://localhost:41873 */
    siteUrl: string;
    /** The test backend's Parse Server, e.g. http://localhost:40211/parse_server */
    parseServerUrl: string;
    /** The Parse Server URL the build wrote into the site (VITE_PARSE_SERVER_URL); see routeParseToTestBackend. */
    builtParseServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dist = requireBuiltSite();
  const dataDir = await mkdtemp(join(tmpdir(), 'emoji-atlas-e2e-pg-'));
  const [site, backend] = await Promise.all([
    startStaticServer({ dir: dist, port: 0 }),
    // The Cloud Code of the same build (npm test builds before it runs the tests).
    startBackend({ parsePort: await freePort(), dataDir, silent: process.env.BACKEND_LOGS !== '1', cloudFile: join(dist, '..', 'dist-cloud', 'main.cjs') }),
  ]);
  project.provide('siteUrl', site.url);
  project.provide('parseServerUrl', backend.serverURL);
  project.provide('builtParseServerUrl', builtParseServerUrl());

  return async () => {
    await Promise.all([site.close(), backend.stop()]);
    await rm(dataDir, { recursive: true, force: true });
  };
}
