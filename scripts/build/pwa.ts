/**
 * The PWA part of the prerender, run once every page is written:
 * - stamps the build id into every page (scripts/build/build-id.ts);
 * - writes one web app manifest per language (scripts/build/app-manifest.ts): one app for the whole site,
 *   named and started in the language of the page it is installed from;
 * - generates the service worker through vite-plugin-pwa's API. The plugin's own run at the end of
 *   `vite build` happens before the prerender, when the pages do not exist yet; this run precaches
 *   the finished pages (with content revisions) and the assets they reference.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { resolveConfig } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { languagePrefix, type Language as PageLanguage } from '../../src/i18n/languages.ts';
import { ROOT } from '../lib/env.ts';
import { appManifest } from './app-manifest.ts';
import { stampBuildId, type WrittenPage } from './build-id.ts';

type Language = Pick<PageLanguage, 'code' | 'tag'>;

/** A language's web app manifest: /manifest.webmanifest for the unprefixed (Chinese) site, /{lang}/manifest.webmanifest. */
export const manifestPath = (lang: PageLanguage['code']) => `${languagePrefix(lang)}/manifest.webmanifest`;

/** /manifest.webmanifest (Chinese, the unprefixed site) and /{lang}/manifest.webmanifest: one app, in each language's words. */
function writeManifests(dist: string, languages: readonly Language[]): void {
  for (const language of languages) {
    const messages = JSON.parse(readFileSync(join(ROOT, 'locales', `${language.code}.json`), 'utf8'));
    const file = join(dist, manifestPath(language.code));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(appManifest(language, messages), null, 2)}\n`);
  }
}

async function generateServiceWorker(): Promise<void> {
  process.env.ATLAS_GENERATE_SW = '1';
  const config = await resolveConfig({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' }, 'build', 'production');
  const pwa = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api as VitePluginPWAAPI | undefined;
  if (!pwa || pwa.disabled) throw new Error('vite.config.ts has no enabled vite-plugin-pwa');
  await pwa.generateSW();
}

/** Pages are precached under their served URL (scripts/build/workbox-options.ts): / -> index.html, /en -> en.html. */
export function fileOfPrecacheUrl(url: string): string {
  const path = url.replace(/^\//, '');
  if (path === '') return 'index.html';
  return /\.[a-z0-9]+$/i.test(path) ? path : `${path}.html`;
}

/** The files dist/sw.js precaches (its precache manifest: url + revision) and their total size. */
export function precacheStats(dist: string): { urls: string[]; bytes: number } {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const manifest = /precacheAndRoute\(\[([\s\S]*?)\]\s*,/.exec(worker)?.[1] ?? '';
  // The worker is minified: {url:"/app-shell",revision:"…"}.
  const urls = [...manifest.matchAll(/\burl"?:\s*"([^"]+)"/g)].map((match) => match[1]!);
  if (urls.length === 0) throw new Error('dist/sw.js holds no precache manifest');
  const bytes = urls.reduce((sum, url) => sum + statSync(join(dist, fileOfPrecacheUrl(url))).size, 0);
  return { urls, bytes };
}

export async function finishPwaBuild(dist: string, languages: readonly Language[], written: readonly WrittenPage[]): Promise<string> {
  const id = stampBuildId(dist, written);
  writeManifests(dist, languages);
  await generateServiceWorker();
  const { urls, bytes } = precacheStats(dist);
  return `build ${id}, service worker precaching ${urls.length} files (${(bytes / 1024).toFixed(0)} KiB)`;
}
