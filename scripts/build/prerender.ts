/**
 * Renders every route to HTML with the real components (28 pages, one page per emoji in each of
 * the seven (1,914 x 7), one 404 page per language), writes the head tags crawlers and social
 * previews read, the app shell the service worker serves, the sitemaps and robots.txt.
 * Runs after `vite build` (client, into dist/) and `vite build --ssr` (into dist-ssr/). Its parts
 * are in prerender/: the heads, what a page preloads and inlines, the app shell, the sitemaps, and
 * the helper processes that share the emoji pages (this script again, started as a helper).
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE } from '../../src/i18n/languages.ts';
import { builtManifest, builtSettings, DEPLOY_DIR, DIST } from '../lib/built-site.ts';
import { loadEnv, ROOT } from '../lib/env.ts';
import { pageArtwork, writeArtwork } from './artwork.ts';
import { type WrittenPage, writePage as writePageFile } from './build-id.ts';
import { contentSecurityPolicyMeta, type SitePolicy, sha256Source } from './content-security-policy.ts';
import { writeHostConfigs } from './host-configs.ts';
import { writeAppShell } from './prerender/app-shell.ts';
import {
  type Artwork,
  BATCH,
  feedHelper,
  type HelperSetup,
  helperMessages,
  isHelper,
  serveBatches,
  startHelper,
} from './prerender/emoji-page-helpers.ts';
import { emojiHead, type HeadContext, offlineHead, screenHead } from './prerender/head-tags.ts';
import { ENTRY_STYLESHEET, inlineStyles, moduleOf, PAGE_MODULES, pagePreloads } from './prerender/page-assets.ts';
import { writeSitemaps } from './prerender/sitemaps.ts';
import type { ServerEntry } from './prerender/types.ts';
import { PRERENDER_STATS, type PrerenderStats } from './prerender-stats.ts';
import { finishPwaBuild } from './pwa.ts';

/** The file a path is served from: /en -> en.html, / -> index.html (no trailing-slash twins). */
const fileForPath = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** dist/index.html as `vite build` wrote it, before the prerender writes the home page over it. */
function viteTemplate(): string {
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->'))
    throw new Error('prerender: dist/index.html is not the template `vite build` writes; build the client first');
  return template;
}

/**
 * The SSR entry with React's production build: the development one renders the 13,400 emoji pages
 * about 4x slower (measured: 67 -> 15 ms a page on a loaded 2-core machine). React picks its build
 * when first loaded, with the entry; the setting is put back for the service worker build (which would minify).
 */
async function importServerEntry(): Promise<ServerEntry> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const entry = (await import(pathToFileURL(join(ROOT, 'dist-ssr', 'entry-server.js')).href)) as ServerEntry;
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return entry;
}

async function main() {
  const started = performance.now();
  const helpers = isHelper ? [] : Array.from({ length: Math.max(0, availableParallelism() - 1) }, () => startHelper(fileURLToPath(import.meta.url)));
  const job = isHelper ? helperMessages() : undefined;
  const site = (loadEnv().VITE_SITE_URL || 'http://localhost:4173').replace(/\/$/, '');
  const entry = await importServerEntry();
  const { LANGUAGES, PAGE_ROUTES, pathFor, render } = entry;
  // The pages render with the real emoji data, read from the files the client will fetch.
  const records = {} as Parameters<ServerEntry['primeEmojiPages']>[0]['records'];
  for (const { code } of LANGUAGES) {
    const emoji = entry.decodeEmojiData(JSON.parse(readFileSync(join(ROOT, 'src', 'generated', `emoji-${code}.json`), 'utf8')));
    records[code] = emoji;
    entry.primeEmojiData(code, emoji);
  }
  const extras = JSON.parse(readFileSync(join(ROOT, 'src', 'generated', 'emoji-pages.json'), 'utf8'));
  // The open artwork first: each page shows the designs that have its emoji. This process writes
  // the files once the helpers have started on the pages.
  const artworkFiles = job ? undefined : pageArtwork(records.en.map((e) => e.hexcode));
  const artworkLists: HelperSetup['artwork'] = job
    ? (await job.setup).artwork
    : (Object.fromEntries(Object.entries(artworkFiles!).map(([key, svgs]) => [key, [...svgs.keys()]])) as HelperSetup['artwork']);
  const artwork = Object.fromEntries(Object.entries(artworkLists).map(([key, hexcodes]) => [key, new Set(hexcodes)])) as Artwork;
  const emojiSources = { records, extras, artwork };
  entry.primeEmojiPages(emojiSources);
  const template = job ? (await job.setup).template : viteTemplate();
  const manifest = builtManifest();

  // The one inline script (the language redirect of unprefixed pages), allowed by its hash.
  const redirectScript = entry.languageRedirectScript();
  const redirectTag = `<script>${redirectScript}</script>`;
  const heads: HeadContext = {
    entry,
    site,
    redirectTag,
    preloads: pagePreloads(manifest, entry),
    // Twemoji has all 1,914: the image social previews and JSON-LD show.
    artworkImage: (hexcode) => (artwork.twemoji.has(hexcode) ? entry.artworkPath('twemoji', hexcode) : null),
  };
  const styles = inlineStyles(manifest);
  const settings = builtSettings();
  /** What every page may run and show (the hosts' headers); each page's <meta> names only its own inline elements. */
  const sitePolicy: SitePolicy = {
    scriptHashes: [sha256Source(redirectScript)],
    styleHashes: [...new Set([...PAGE_MODULES.map((module) => styles.forModule(module).text), styles.shell])].map(sha256Source),
    parseServerUrl: settings.VITE_PARSE_SERVER_URL ?? '',
    statsSrc: settings.VITE_STATS_SRC?.trim() ?? '',
    gtmId: settings.VITE_GTM_ID?.trim() ?? '',
    https: site.startsWith('https://'),
  };
  /** The <meta> policy of a page whose inline elements are these: first in <head>, before what it allows. */
  const policyMeta = (script: string | null, style: string) =>
    contentSecurityPolicyMeta({ ...sitePolicy, scriptHashes: script ? [sha256Source(script)] : [], styleHashes: [sha256Source(style)] });

  const shell = template.replace(ENTRY_STYLESHEET, '');
  // The offline stand-in is served under other pages' URLs and must not hydrate as them.
  const scriptless = shell.replace(/<script type="module"[^>]*><\/script>\s*/g, '');
  const tagOf = (code: string) => LANGUAGES.find((l) => l.code === code)!.tag;
  const written: WrittenPage[] = [];

  const writePage = async (path: string, file: string) => {
    const { html, page, t, emojiPage } = await render(path);
    const head = emojiPage ? emojiHead(heads, page, t, emojiPage) : page.emojiOffline ? offlineHead(page, t) : screenHead(heads, page, t);
    const style = styles.forModule(moduleOf(page));
    // Unprefixed pages carry the language redirect; the offline stand-in runs no script at all.
    const meta = policyMeta(!page.prefixed && !page.emojiOffline ? redirectScript : null, style.text);
    // Function replacements: a page's text may hold "$&" and the like, which string replacements expand.
    const document = (page.emojiOffline ? scriptless : shell)
      .replace('<html lang="zh-CN">', () => `<html lang="${tagOf(page.lang)}">`)
      .replace('<!--app-head-->', () => `${meta}\n    ${head}\n    ${style.tags}`)
      .replace('<!--app-html-->', () => html);
    if (!page.emoji) mkdirSync(dirname(join(DIST, file)), { recursive: true });
    written.push(writePageFile(DIST, file, document));
  };

  if (job) return serveBatches(job.batches, writePage, written);

  // One page per emoji, unprefixed (Chinese) and under each prefix, shared with the helpers.
  const slugs = entry.emojiPageSlugs(emojiSources);
  const emojiStarted = performance.now();
  const prefixes = [null, ...LANGUAGES.map((l) => l.code)];
  for (const prefix of prefixes) mkdirSync(join(DIST, prefix ?? '', 'emoji'), { recursive: true });
  const emojiPages = prefixes.flatMap((prefix) =>
    slugs.map((slug): [string, string] => {
      const path = entry.emojiPagePath(prefix ?? DEFAULT_LANGUAGE, slug, prefix !== null);
      return [path, fileForPath(path)];
    }),
  );
  let taken = 0;
  const take = () => emojiPages.slice(taken, (taken += BATCH));
  const helpersWritten = helpers.map((helper) => feedHelper(helper, { template, artwork: artworkLists }, take));
  writeArtwork(DIST, artworkFiles!);

  for (const route of PAGE_ROUTES) {
    const path = pathFor(route.lang, route.screen, route.prefixed);
    await writePage(path, fileForPath(path));
  }
  // One 404 page per prefix, in its language; the server (or CDN rule) serves it with status 404.
  await writePage('/404', '404.html');
  for (const { code } of LANGUAGES) await writePage(`/${code}/404`, `${code}/404.html`);
  // The shell's title until the app sets the screen's own.
  const siteName = (JSON.parse(readFileSync(join(ROOT, 'locales', `${DEFAULT_LANGUAGE}.json`), 'utf8')) as { meta: { siteName: string } }).meta
    .siteName;
  written.push(writeAppShell({ template, policyMeta: policyMeta(redirectScript, styles.shell), redirectTag, siteName, style: styles.shell }));

  for (const { code } of LANGUAGES) await writePage(entry.emojiOfflinePath(code), fileForPath(entry.emojiOfflinePath(code)));

  for (let pages = take(); pages.length > 0; pages = take()) {
    for (const [path, file] of pages) await writePage(path, file);
    // Lets the helpers' answers in, and with them their next batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (const pages of await Promise.all(helpersWritten)) written.push(...pages);
  const emojiSeconds = (performance.now() - emojiStarted) / 1000;
  console.log(
    `prerender: ${emojiPages.length} emoji pages in ${emojiSeconds.toFixed(1)} s (${Math.round(emojiPages.length / emojiSeconds)} pages/s, ${helpers.length + 1} processes)`,
  );

  writeSitemaps(site, entry, slugs);
  writeHostConfigs(DIST, DEPLOY_DIR, sitePolicy);
  writeFileSync(join(DIST, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
  // Last: the build id, manifests and service worker cover every file written above.
  console.log(`prerender: ${await finishPwaBuild(DIST, LANGUAGES, written)}`);
  rmSync(join(ROOT, 'dist-ssr'), { recursive: true, force: true });
  console.log(`prerender: ${PAGE_ROUTES.length} pages + ${LANGUAGES.length + 1} 404 pages, the app shell, sitemaps, robots.txt`);
  // For `npm run bench`: the build's speed, measured where it happens.
  const dataWritten = statSync(join(ROOT, 'src', 'generated', 'emoji-zh.json')).mtimeMs;
  const stats: PrerenderStats = {
    emojiPages: emojiPages.length,
    emojiSeconds,
    prerenderSeconds: (performance.now() - started) / 1000,
    buildSeconds: (Date.now() - dataWritten) / 1000,
  };
  mkdirSync(dirname(PRERENDER_STATS), { recursive: true });
  writeFileSync(PRERENDER_STATS, `${JSON.stringify(stats)}\n`);
}

await main();
