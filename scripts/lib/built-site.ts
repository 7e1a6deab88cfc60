import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { loadEnv, ROOT } from './env.ts';
import { SITE_SETTINGS_FILE, type SiteSettings } from './site-settings.ts';

export const DIST = join(ROOT, 'dist');
/** The hosts' files that must not be published with dist/ (scripts/build/host-configs.ts). */
export const DEPLOY_DIR = join(ROOT, 'dist-deploy');

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

/** Vite's manifest of a build: each source's built file, its static imports and CSS. */
export function builtManifest(dist = DIST): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The origin the build wrote into canonical URLs, hreflang links and sitemaps (VITE_SITE_URL). */
export function builtSiteOrigin(): string {
  return (loadEnv().VITE_SITE_URL || 'http://localhost:4173').replace(/\/$/, '');
}

/**
 * The Parse Server URL the build wrote into the client (VITE_PARSE_SERVER_URL), without a trailing
 * slash: as the build recorded it (`npm start` builds for its PARSE_PORT), else from the settings.
 */
export function builtParseServerUrl(): string {
  return (builtSettings().VITE_PARSE_SERVER_URL || loadEnv().VITE_PARSE_SERVER_URL || 'http://localhost:1337/parse_server').replace(/\/$/, '');
}

/** The VITE_* settings the client build recorded (dist/build-settings.json), none before a build. */
export function builtSettings(): SiteSettings {
  const settingsFile = join(DIST, SITE_SETTINGS_FILE);
  return existsSync(settingsFile) ? (JSON.parse(readFileSync(settingsFile, 'utf8')) as SiteSettings) : {};
}
