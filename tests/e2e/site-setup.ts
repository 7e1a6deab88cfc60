/**
 * Starts what every e2e file talks to, once per project run: a static server over the built dist/
 * on a free port, so a running `npm start` does not get in the way.
 */
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../scripts/serve.ts';
import { builtParseServerUrl, requireBuiltSite } from './built-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the static server over dist/, e.g. http://localhost:41873 */
    siteUrl: string;
    /** The Parse Server URL the build wrote into the site (VITE_PARSE_SERVER_URL); see routeParseToTestBackend. */
    builtParseServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const site = await startStaticServer({ dir: requireBuiltSite(), port: 0 });
  project.provide('siteUrl', site.url);
  project.provide('builtParseServerUrl', builtParseServerUrl());
  return () => site.close();
}
