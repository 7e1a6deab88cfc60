/**
 * Renders every route to HTML with the real components (28 pages, one page per emoji in each of
 * the seven (1,914 x 7), one 404 page per language), writes the head tags crawlers and social
 * previews read, the app shell the service worker serves, the sitemaps and robots.txt.
 * Runs after `vite build` (client, into dist/) and `vite build --ssr` (into dist-ssr/).
 *
 * The emoji pages are shared with helper processes, one per further core: this script again,
 * started with EMOJI_HELPER, renders the pages it is sent, a batch at a time, and answers each
 * batch with what it wrote. Rendering is all CPU (61 s for 13,398 pages in one process on this
 * 2-core machine). Batches on demand keep every process busy to the end: with the pages split in
 * halves up front, the helper waited 1.4-4 s for the artwork before it had anything to do, and
 * finished 2.7 s before this process, which has the other pages and the artwork to write.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { DEPLOY_DIR, DIST, builtManifest, builtSettings } from '../lib/built-site.ts';
import { contentSecurityPolicyMeta, sha256Source, type SitePolicy } from './content-security-policy.ts';
import { writeHostConfigs } from './host-configs.ts';
import { ROOT, loadEnv } from '../lib/env.ts';
import { DEFAULT_LANGUAGE, needsPrefix } from '../../src/i18n/languages.ts';
import { EMOJI_PAGE_MODULE, ERROR_VIEW_MODULE, SCREEN_MODULES } from '../../src/app/screen-modules.ts';
import { APP_SHELL_FILE, APP_SHELL_META } from '../../src/platform/app-shell.ts';
import { buildIdMetaTag, writePage as writePageFile, type WrittenPage } from './build-id.ts';
import { finishPwaBuild, manifestPath } from './pwa.ts';
import { sitemapFiles } from './sitemap-files.ts';
import { pageArtwork, writeArtwork } from './artwork.ts';
import { PRERENDER_STATS, type PrerenderStats } from './prerender-stats.ts';
import { scriptJson } from '../../src/ui/script-json.ts';

type ServerEntry = typeof import('../../src/entry-server.tsx');
type LanguageCode = ServerEntry['LANGUAGES'][number]['code'];
type Page = Awaited<ReturnType<ServerEntry['render']>>['page'];
type Translate = Awaited<ReturnType<ServerEntry['render']>>['t'];
type EmojiPage = NonNullable<Awaited<ReturnType<ServerEntry['render']>>['emojiPage']>;

/** Per design, the emoji it has. */
type Artwork = Record<keyof ReturnType<typeof pageArtwork>, Set<string>>;

/**
 * What a helper is sent first: Vite's page template (dist/index.html, which this process overwrites
 * with the home page while the helper starts: a helper that read it then wrote 6,699 home pages as
 * emoji pages) and which designs have which emoji.
 */
interface HelperSetup {
  template: string;
  artwork: Record<keyof Artwork, string[]>;
}
/** Then batches of pages to write (path, file), each answered with what was written; none ends it. */
interface HelperBatch {
  pages: [string, string][];
}
const EMOJI_HELPER = '--emoji-pages-helper';
/** Pages per batch: about 0.2 s of work, so no process waits long for the last one. */
const BATCH = 40;
const isHelper = process.argv.includes(EMOJI_HELPER);

/** The chunk a page shows, preloaded: its screen's, the emoji page's, or the error view's (404). */
const moduleOf = (page: Page): string => (page.screen ? SCREEN_MODULES[page.screen]! : page.emoji || page.emojiOffline ? EMOJI_PAGE_MODULE : ERROR_VIEW_MODULE);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The file a path is served from: /en -> en.html, / -> index.html (no trailing-slash twins). */
export function fileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The stylesheets of a chunk and of everything it imports. */
function chunkStyles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => chunkStyles(manifest, k, seen))];
}

/** A chunk and everything it imports, for <link rel="modulepreload">, skipping the entry itself. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/** dist/index.html as `vite build` wrote it, before the prerender writes the home page over it. */
function viteTemplate(): string {
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->')) throw new Error('prerender: dist/index.html is not the template `vite build` writes; build the client first');
  return template;
}

/** Starts a helper. Its setup runs while this process sets up. */
const startHelper = (): ChildProcess => fork(fileURLToPath(import.meta.url), [EMOJI_HELPER]);

/**
 * Gives a helper its setup, then batches from `take` until none is left, two at a time so it never
 * waits for the next; settles with the pages it wrote once it has answered them all.
 */
function feedHelper(helper: ChildProcess, setup: HelperSetup, take: () => HelperBatch['pages']): Promise<WrittenPage[]> {
  const written: WrittenPage[] = [];
  return new Promise((resolve, reject) => {
    let outstanding = 0;
    let ended = false;
    const send = () => {
      if (!ended) {
        const pages = take();
        ended = pages.length === 0;
        if (!ended) outstanding += 1;
        helper.send({ pages } satisfies HelperBatch);
      }
      if (ended && outstanding === 0) resolve(written);
    };
    helper.on('message', (pages) => {
      written.push(...(pages as WrittenPage[]));
      outstanding -= 1;
      send();
    });
    helper.once('exit', (code) => reject(new Error(`prerender: an emoji page helper stopped (exit ${code}) before it answered`)));
    helper.send(setup);
    send();
    send();
  });
}

/** In a helper: the setup, then each batch in turn as it arrives (messages may come before the setup is used). */
function helperMessages(): { setup: Promise<HelperSetup>; batches: AsyncGenerator<HelperBatch['pages']> } {
  const queue: unknown[] = [];
  let wake: (() => void) | undefined;
  process.on('message', (message) => {
    queue.push(message);
    wake?.();
  });
  const next = async () => {
    while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return queue.shift();
  };
  const setup = next() as Promise<HelperSetup>;
  async function* batches() {
    await setup;
    for (let batch = (await next()) as HelperBatch; batch.pages.length > 0; batch = (await next()) as HelperBatch) yield batch.pages;
  }
  return { setup, batches: batches() };
}

async function main() {
  const started = performance.now();
  const helpers = isHelper ? [] : Array.from({ length: Math.max(0, availableParallelism() - 1) }, startHelper);
  const job = isHelper ? helperMessages() : undefined;
  const env = loadEnv();
  const site = (env.VITE_SITE_URL || 'http://localhost:4173').replace(/\/$/, '');
  // React's production build: the development one renders the 13,400 emoji pages about 4x slower
  // (measured: 67 -> 15 ms a page on a loaded 2-core machine). React picks its build when first
  // loaded, with the entry; the setting is put back for the service worker build (which would minify).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const entry = (await import(pathToFileURL(join(ROOT, 'dist-ssr', 'entry-server.js')).href)) as ServerEntry;
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const { LANGUAGES, PAGE_ROUTES, pathFor, canonicalPath, alternatePath, languageRedirectScript, render } = entry;
  // The pages render with the real emoji data, read from the files the client will fetch.
  const records = {} as Parameters<ServerEntry['primeEmojiPages']>[0]['records'];
  for (const { code } of LANGUAGES) {
    const file = JSON.parse(readFileSync(join(ROOT, 'src', 'generated', `emoji-${code}.json`), 'utf8'));
    const emoji = entry.decodeEmojiData(file);
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
  // Twemoji has all 1,914: the image social previews and JSON-LD show.
  const artworkImage = (hexcode: string) => (artwork.twemoji.has(hexcode) ? entry.artworkPath('twemoji', hexcode) : null);
  entry.primeEmojiPages(emojiSources);
  const template = job ? (await job.setup).template : viteTemplate();
  // The shell's title until the app sets the screen's own.
  const siteName = (JSON.parse(readFileSync(join(ROOT, 'locales', `${DEFAULT_LANGUAGE}.json`), 'utf8')) as { meta: { siteName: string } }).meta.siteName;
  const manifest = builtManifest();
  const entryFiles = new Set(chunkFiles(manifest, 'index.html'));
  // The one inline script (the language redirect of unprefixed pages), allowed by its hash.
  const redirectScript = languageRedirectScript();
  const redirectTag = `<script>${redirectScript}</script>`;
  const absolute = (path: string) => `${site}${path === '/' ? '/' : path}`;
  const tagOf = (code: string) => LANGUAGES.find((l) => l.code === code)!.tag;

  // Computed once per page kind and language: 13,400 emoji pages share seven of them.
  const preloadCache = new Map<string, string[]>();
  const preloads = (page: Page) => {
    const module = moduleOf(page);
    // The language's whole strings, or their first part (src/i18n/messages.ts), as src/main.tsx loads them.
    const strings = `locales/${page.lang}.json${entry.needsLaterStrings(page) ? '' : '?part=first'}`;
    const cacheKey = `${module}|${strings}`;
    const hit = preloadCache.get(cacheKey);
    if (hit) return hit;
    const keys = [module, strings];
    const files = new Set(keys.flatMap((key) => chunkFiles(manifest, key)));
    const tags = [...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    preloadCache.set(cacheKey, tags);
    return tags;
  };

  /** What every page's head holds for the installed app: manifest, build id, icons, theme colours. */
  const appHeadTags = (manifestPath: string) => [
    `<link rel="manifest" href="${manifestPath}">`,
    buildIdMetaTag(),
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="/icons/icon-192.png">`,
    `<meta name="theme-color" content="#fbfaf7" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="#16150f" media="(prefers-color-scheme: dark)">`,
  ];

  const siteNameTag = (t: Translate) => `<meta property="og:site_name" content="${escapeHtml(t('meta.siteName'))}">`;
  const ogLocales = (lang: string) => [
    `<meta property="og:locale" content="${tagOf(lang).replace('-', '_')}">`,
    ...LANGUAGES.filter((l) => l.code !== lang).map((l) => `<meta property="og:locale:alternate" content="${l.tag.replace('-', '_')}">`),
  ];

  interface IndexedHead {
    title: string;
    description: string;
    /** the canonical path: /zh pages name their unprefixed twin */
    canonical: string;
    /** the page's path in a language (Chinese: unprefixed), for hreflang and x-default */
    pathIn(lang: LanguageCode): string;
    ogType: 'website' | 'article';
    /** og:image tags and their details */
    images: string[];
    twitterCard: 'summary' | 'summary_large_image';
  }

  /** The head of a page for search engines and link previews: a screen or an emoji page. */
  const indexedHead = (page: Page, t: Translate, head: IndexedHead) => {
    const canonical = absolute(head.canonical);
    return [
      `<title>${escapeHtml(head.title)}</title>`,
      `<meta name="description" content="${escapeHtml(head.description)}">`,
      ...appHeadTags(manifestPath(page.lang)),
      `<link rel="canonical" href="${canonical}">`,
      ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l.tag}" href="${absolute(head.pathIn(l.code))}">`),
      `<link rel="alternate" hreflang="x-default" href="${absolute(head.pathIn(DEFAULT_LANGUAGE))}">`,
      `<meta property="og:type" content="${head.ogType}">`,
      siteNameTag(t),
      `<meta property="og:title" content="${escapeHtml(head.title)}">`,
      `<meta property="og:description" content="${escapeHtml(head.description)}">`,
      `<meta property="og:url" content="${canonical}">`,
      ...head.images,
      ...ogLocales(page.lang),
      `<meta name="twitter:card" content="${head.twitterCard}">`,
    ];
  };

  const offlineHeadFor = (page: Page, t: Translate) =>
    [
      `<title>${escapeHtml(t('meta.emojiOffline.title'))}</title>`,
      ...appHeadTags(manifestPath(page.lang)),
      siteNameTag(t),
      `<meta name="robots" content="noindex">`,
    ].join('\n    ');

  const emojiHeadFor = (page: Page, t: Translate, model: EmojiPage) => {
    const pathIn = (lang: LanguageCode) => entry.emojiPagePath(lang, model.slug);
    // The page in its own language, unprefixed for Chinese: /zh/emoji/... names /emoji/....
    const canonical = pathIn(page.lang);
    const home = absolute(pathFor(page.lang, 'home'));
    const image = artworkImage(model.hexcode);
    const { title, description, jsonLd } = entry.emojiPageHead(model, t, {
      canonical: absolute(canonical),
      home,
      category: `${home}?category=${model.category}`,
      image: image && `${site}${image}`,
    });
    const tags = [
      ...indexedHead(page, t, {
        title,
        description,
        canonical,
        pathIn,
        ogType: 'article',
        images: [
          // The emoji as SVG first; services that take raster images only fall back to the site's image.
          ...(image ? [`<meta property="og:image" content="${site}${image}">`, `<meta property="og:image:type" content="image/svg+xml">`] : []),
          `<meta property="og:image" content="${site}/og-image.png">`,
          `<meta property="og:image:alt" content="${escapeHtml(`${model.emoji} ${model.name}`)}">`,
        ],
        twitterCard: 'summary',
      }),
      `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
      ...preloads(page),
    ];
    if (!page.prefixed) tags.unshift(redirectTag);
    return tags.join('\n    ');
  };

  const headFor = (page: Page, t: Translate) => {
    const { screen } = page;
    const metaKey = screen ?? 'notFound';
    const title = t(`meta.${metaKey}.title`);
    const description = t(`meta.${metaKey}.description`);
    const tags = screen
      ? indexedHead(page, t, {
          title,
          description,
          canonical: canonicalPath({ lang: page.lang, screen, prefixed: page.prefixed }),
          pathIn: (lang) => alternatePath(screen, lang),
          ogType: 'website',
          images: [`<meta property="og:image" content="${site}/og-image.png">`],
          twitterCard: 'summary_large_image',
        })
      : [
          `<title>${escapeHtml(title)}</title>`,
          `<meta name="description" content="${escapeHtml(description)}">`,
          ...appHeadTags(manifestPath(page.lang)),
          `<meta name="robots" content="noindex">`,
        ];
    // Unprefixed pages, the 404 page included, show in the visitor's language (CONTRACT.md).
    if (!page.prefixed) tags.unshift(redirectTag);
    tags.push(...preloads(page));
    return tags.join('\n    ');
  };

  // Every page inlines the styles it shows, the entry's and its screen's: no render-blocking
  // request before the first paint, and no flash of the screen unstyled until its chunk arrives
  // (Vite only links a lazy chunk's CSS when the chunk loads). ~3-4 KB gzip per page.
  const entryStylesheet = /<link rel="stylesheet"[^>]*>\s*/g;
  /** The text of a <style> holding these stylesheets: "</style" escaped so nothing in it can end the element. */
  const styleText = (files: Iterable<string>) =>
    [...files]
      .map((file) => readFileSync(join(DIST, file), 'utf8'))
      .join('\n')
      .replace(/<\/style/gi, '<\\/style');
  const styleCache = new Map<string, { text: string; tags: string }>();
  const inlineStyles = (module: string) => {
    let style = styleCache.get(module);
    if (style === undefined) {
      const files = new Set([...chunkStyles(manifest, 'index.html'), ...chunkStyles(manifest, module)]);
      const text = styleText(files);
      // Vite loads a lazy chunk's CSS with the chunk unless a <link rel="stylesheet"> of it is in the
      // document already: one of a type the browser does not read tells it the styles are here
      // (inlined above), without a request. Chromium 150 fetches a `disabled` one all the same:
      // home's three stylesheets cost 4.3 KiB over the wire that way (118.5 KiB, home budget 115).
      const inlined = [...files].map((file) => `<link rel="stylesheet" href="/${file}" type="text/plain">`);
      style = { text, tags: [`<style>${text}</style>`, ...inlined].join('\n    ') };
      styleCache.set(module, style);
    }
    return style;
  };
  // The app shell shows any screen, so it carries every screen's styles.
  const shellStyle = styleText(
    new Set([...chunkStyles(manifest, 'index.html'), ...Object.values(SCREEN_MODULES).flatMap((key) => chunkStyles(manifest, key))]),
  );
  const pageModules = [...new Set([...Object.values(SCREEN_MODULES), EMOJI_PAGE_MODULE, ERROR_VIEW_MODULE])];
  const settings = builtSettings();
  /** What every page may run and show (the hosts' headers); each page's <meta> names only its own inline elements. */
  const sitePolicy: SitePolicy = {
    scriptHashes: [sha256Source(redirectScript)],
    styleHashes: [...new Set([...pageModules.map((module) => inlineStyles(module).text), shellStyle])].map(sha256Source),
    parseServerUrl: settings.VITE_PARSE_SERVER_URL ?? '',
    statsSrc: settings.VITE_STATS_SRC?.trim() ?? '',
    gtmId: settings.VITE_GTM_ID?.trim() ?? '',
    https: site.startsWith('https://'),
  };
  /** The <meta> policy of a page whose inline elements are these: first in <head>, before what it allows. */
  const policyMeta = (script: string | null, style: string) =>
    contentSecurityPolicyMeta({ ...sitePolicy, scriptHashes: script ? [sha256Source(script)] : [], styleHashes: [sha256Source(style)] });

  const shell = template.replace(entryStylesheet, '');
  // The offline stand-in is served under other pages' URLs and must not hydrate as them.
  const scriptless = shell.replace(/<script type="module"[^>]*><\/script>\s*/g, '');

  const written: WrittenPage[] = [];

  /**
   * The app shell (src/platform/app-shell.ts): the template with an empty root, which the entry
   * renders in the browser. It carries the language redirect (a no-op on prefixed URLs) and the
   * styles of every screen, since it shows any of them.
   */
  const writeAppShell = () => {
    const head = [
      policyMeta(redirectScript, shellStyle),
      redirectTag,
      `<title>${escapeHtml(siteName)}</title>`,
      `<meta name="${APP_SHELL_META}">`,
      `<meta name="robots" content="noindex">`,
      ...appHeadTags(manifestPath(DEFAULT_LANGUAGE)),
      `<style>${shellStyle}</style>`,
    ];
    const document = template.replace(entryStylesheet, '').replace('<!--app-head-->', head.join('\n    ')).replace('<!--app-html-->', '');
    written.push(writePageFile(DIST, APP_SHELL_FILE, document));
  };

  const writePage = async (path: string, file: string) => {
    const { html, page, t, emojiPage } = await render(path);
    const head = emojiPage ? emojiHeadFor(page, t, emojiPage) : page.emojiOffline ? offlineHeadFor(page, t) : headFor(page, t);
    const style = inlineStyles(moduleOf(page));
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

  if (job) {
    for await (const pages of job.batches) {
      for (const [path, file] of pages) await writePage(path, file);
      // Sent before the next batch starts, so that nothing is still on its way at exit.
      await new Promise((resolve) => process.send!(written.splice(0), resolve));
    }
    process.exit(0);
  }

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
  writeAppShell();

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

function writeSitemaps(site: string, entry: ServerEntry, slugs: readonly string[]) {
  const { LANGUAGES, PAGE_ROUTES, alternatePath, emojiPagePath } = entry;
  const today = new Date().toISOString().slice(0, 10);
  // A URL and its alternates: the page in each language (Chinese unprefixed) and x-default.
  const urlEntry = (code: LanguageCode, pathIn: (lang: LanguageCode) => string) => {
    const alternates = [
      ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l.tag}" href="${site}${pathIn(l.code)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${site}${pathIn(DEFAULT_LANGUAGE)}"/>`,
    ];
    return `  <url>\n    <loc>${site}${pathIn(code)}</loc>\n    <lastmod>${today}</lastmod>\n    ${alternates.join('\n    ')}\n  </url>`;
  };
  const files = LANGUAGES.flatMap(({ code }) => {
    // Each language lists its canonical pages (Chinese: the unprefixed ones): screens, then emoji pages.
    const screens = PAGE_ROUTES.filter((r) => r.lang === code && r.prefixed === needsPrefix(code)).map((route) =>
      urlEntry(code, (lang) => alternatePath(route.screen, lang)),
    );
    const emoji = slugs.map((slug) => urlEntry(code, (lang) => emojiPagePath(lang, slug)));
    return sitemapFiles(`/${code}`, [...screens, ...emoji]);
  });
  for (const file of files) {
    mkdirSync(dirname(join(DIST, file.path)), { recursive: true });
    writeFileSync(join(DIST, file.path), file.xml);
  }
  writeFileSync(
    join(DIST, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
      .map((file) => `  <sitemap><loc>${site}${file.path}</loc><lastmod>${today}</lastmod></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`,
  );
}

await main();
