/**
 * The settings a client build bakes in: every VITE_* variable (Vite exposes exactly those to the
 * client). The build records them in dist/ (vite.config.ts), so `npm start` can tell a site built
 * for another backend (PARSE_PORT changed, say) from a current one and rebuild it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const SITE_SETTINGS_FILE = 'build-settings.json';

export type SiteSettings = Record<string, string>;

export function siteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The names whose values differ between a recorded build and the settings wanted now. */
export function changedSiteSettings(recorded: SiteSettings, wanted: SiteSettings): string[] {
  const names = new Set([...Object.keys(recorded), ...Object.keys(wanted)]);
  return [...names].filter((name) => (recorded[name] ?? '') !== (wanted[name] ?? '')).sort();
}

/**
 * The settings whose values differ between the build in `distDir` and now, or undefined when the
 * build recorded none (an unfinished or older build).
 */
export function settingsChangedSinceBuild(distDir: string, wanted: SiteSettings = siteSettings()): string[] | undefined {
  const file = path.join(distDir, SITE_SETTINGS_FILE);
  if (!existsSync(file)) return undefined;
  return changedSiteSettings(JSON.parse(readFileSync(file, 'utf8')) as SiteSettings, wanted);
}

/** Vite plugin: writes the client build's settings to dist/build-settings.json (not in the SSR build). */
export function recordSiteSettings(): Plugin {
  let ssr = false;
  return {
    name: 'emoji-atlas:record-site-settings',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: SITE_SETTINGS_FILE, source: `${JSON.stringify(siteSettings(), null, 2)}\n` });
    },
  };
}
