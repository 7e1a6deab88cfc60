/**
 * Starts what every e2e file talks to, once per project run: a static server over the built dist/
 * on a free port, so a running `npm start` does not get in the way, and a Chromium the files
 * connect to (use-browser.ts) instead of each launching its own: a launch costs about 2.2 s of CPU
 * (three launches with a blank page: 6.6 s, against 1.4 s for the same script without them), and
 * there were 15 a run. Each test still has contexts of its own, which share nothing.
 */
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from '../../scripts/lib/browser.ts';
import { startStaticServer } from '../../scripts/run/serve.ts';
import { builtParseServerUrl, requireBuiltSite } from './built-site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the static server over dist/, e.g. http://localhost:41873 */
    siteUrl: string;
    /** The Parse Server URL the build wrote into the site (VITE_PARSE_SERVER_URL); see routeParseToTestBackend. */
    builtParseServerUrl: string;
    /** Where the project's Chromium listens (`chromium.connect`). */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const site = await startStaticServer({ dir: requireBuiltSite(), port: 0 });
  const browser = await launchBrowserServer();
  project.provide('siteUrl', site.url);
  project.provide('builtParseServerUrl', builtParseServerUrl());
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await site.close();
  };
}
