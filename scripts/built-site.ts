import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, loadEnv } from './env.ts';

export const DIST = join(ROOT, 'dist');

/**
 * dist/ of a complete build (client build and prerender), or a clear error: the e2e tests and the
 * bench build nothing themselves; `npm test` builds before it runs them.
 */
export function requireBuiltSite(): string {
  const entry = join(DIST, 'index.html');
  if (!existsSync(entry)) throw new Error('dist/ is missing: run `npm run build` first (`npm test` builds before it runs the tests).');
  if (readFileSync(entry, 'utf8').includes('<!--app-html-->')) {
    throw new Error('dist/ holds an unfinished build (index.html was not prerendered): run `npm run build`.');
  }
  return DIST;
}

/** The origin the build wrote into canonical URLs, hreflang links and sitemaps (VITE_SITE_URL). */
export function builtSiteOrigin(): string {
  return (loadEnv().VITE_SITE_URL || 'http://localhost:4173').replace(/\/$/, '');
}

/** The Parse Server URL the build wrote into the client (VITE_PARSE_SERVER_URL), without a trailing slash. */
export function builtParseServerUrl(): string {
  return (loadEnv().VITE_PARSE_SERVER_URL || 'http://localhost:1337/parse_server').replace(/\/$/, '');
}
