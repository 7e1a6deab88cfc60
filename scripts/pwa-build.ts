/**
 * The PWA part of the prerender, run once every page is written:
 * - stamps the build id into every page (<meta name="build-id">) and writes /builds/latest.json and
 *   /builds/meta/{id}.json, which the pages poll to notice a new deploy;
 * - writes one web app manifest per language, so an installed app opens in its language;
 * - generates the service worker through vite-plugin-pwa's API. The plugin's own run at the end of
 *   `vite build` happens before the prerender, when the pages do not exist yet; this run precaches
 *   the finished pages (with content revisions) and the assets they reference.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { resolveConfig } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { homePath, languagePrefix, type Language as PageLanguage } from '../src/i18n/languages.ts';
import { ROOT } from './env.ts';

/** Written into each page's head by the prerender and replaced here, once the id is known. */
export const BUILD_ID_PLACEHOLDER = '%ATLAS_BUILD_ID%';
export const buildIdMetaTag = () => `<meta name="build-id" content="${BUILD_ID_PLACEHOLDER}">`;

const THEME_COLOR = '#fbfaf7';
const BACKGROUND_COLOR = '#fbfaf7';

type Language = Pick<PageLanguage, 'code' | 'tag'>;

/** A language's web app manifest: /manifest.webmanifest for the unprefixed (Chinese) site, /{lang}/manifest.webmanifest. */
export const manifestPath = (lang: PageLanguage['code']) => `${languagePrefix(lang)}/manifest.webmanifest`;

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file))
    .sort();
}

/**
 * The build id: a hash of every hashed asset name (the client manifest) and every page, so it
 * changes exactly when something a visitor receives changes. It cannot be compiled into the JS
 * (that would change the hashes it is made of); the pages carry it in a meta tag instead.
 */
function stampBuildId(dist: string): { id: string; assets: string[]; pages: string[] } {
  const clientManifest = readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8');
  const pageFiles = filesUnder(dist, '.html');
  const hash = createHash('sha256').update(clientManifest);
  const documents = pageFiles.map((file) => {
    const html = readFileSync(file, 'utf8');
    hash.update(relative(dist, file)).update(html);
    return { file, html };
  });
  const id = hash.digest('hex').slice(0, 16);
  for (const { file, html } of documents) writeFileSync(file, html.replaceAll(BUILD_ID_PLACEHOLDER, id));

  const assets = readdirSync(join(dist, 'assets')).sort().map((name) => `/assets/${name}`);
  const pages = pageFiles.map((file) => `/${relative(dist, file).split('\\').join('/')}`);
  const timestamp = new Date().toISOString();
  mkdirSync(join(dist, 'builds', 'meta'), { recursive: true });
  writeFileSync(join(dist, 'builds', 'latest.json'), `${JSON.stringify({ id, timestamp })}\n`);
  writeFileSync(join(dist, 'builds', 'meta', `${id}.json`), `${JSON.stringify({ id, timestamp, assets, pages }, null, 2)}\n`);
  return { id, assets, pages };
}

/** /manifest.webmanifest (Chinese, the unprefixed site) and /{lang}/manifest.webmanifest. */
function writeManifests(dist: string, languages: readonly Language[]): void {
  for (const { code, tag } of languages) {
    const messages = JSON.parse(readFileSync(join(ROOT, 'locales', `${code}.json`), 'utf8'));
    // The unprefixed site is Chinese; '/en' as scope covers /en and /en/feedback alike.
    const start = homePath(code);
    const manifest = {
      id: start,
      name: messages.pwa.appName,
      short_name: messages.meta.siteName,
      description: messages.meta.home.description,
      lang: tag,
      dir: 'ltr',
      start_url: start,
      scope: start,
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
    const file = join(dist, manifestPath(code));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

async function generateServiceWorker(): Promise<void> {
  process.env.ATLAS_GENERATE_SW = '1';
  const config = await resolveConfig({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' }, 'build', 'production');
  const pwa = config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api as VitePluginPWAAPI | undefined;
  if (!pwa || pwa.disabled) throw new Error('vite.config.ts has no enabled vite-plugin-pwa');
  await pwa.generateSW();
}

/** Pages are precached under their served URL (vite.config.ts): / -> index.html, /en -> en.html. */
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

export async function finishPwaBuild(dist: string, languages: readonly Language[]): Promise<string> {
  const { id } = stampBuildId(dist);
  writeManifests(dist, languages);
  await generateServiceWorker();
  const { urls, bytes } = precacheStats(dist);
  return `build ${id}, service worker precaching ${urls.length} files (${(bytes / 1024).toFixed(0)} KiB)`;
}
