/**
 * Renders every route to HTML with the real components (28 pages + one 404 page per language),
 * writes the head tags crawlers and social previews read, the app shell the service worker serves,
 * the sitemaps and robots.txt.
 * Runs after `vite build` (client, into dist/) and `vite build --ssr` (into dist-ssr/).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, loadEnv } from './env.ts';
import { DEFAULT_LANGUAGE } from '../src/i18n/languages.ts';
import { APP_SHELL_FILE, APP_SHELL_META } from '../src/platform/app-shell.ts';
import { buildIdMetaTag, finishPwaBuild } from './pwa-build.ts';

type ServerEntry = typeof import('../src/entry-server.tsx');
type Page = Awaited<ReturnType<ServerEntry['render']>>['page'];
type Translate = Awaited<ReturnType<ServerEntry['render']>>['t'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DIST = join(ROOT, 'dist');
const SCREEN_MODULES: Record<string, string> = {
  home: 'src/app/home-screen.tsx',
  index_v1: 'src/features/catalog/index-v1-screen.tsx',
  optimizer: 'src/features/optimizer/optimizer-screen.tsx',
  feedback: 'src/features/feedback/feedback-screen.tsx',
};

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

async function main() {
  const env = loadEnv();
  const site = (env.VITE_SITE_URL || 'http://localhost:4173').replace(/\/$/, '');
  const entry = (await import(pathToFileURL(join(ROOT, 'dist-ssr', 'entry-server.js')).href)) as ServerEntry;
  const { LANGUAGES, PAGE_ROUTES, pathFor, canonicalPath, alternatePath, languageRedirectScript, render } = entry;
  // The pages render with the real emoji data, read from the files the client will fetch.
  for (const { code } of LANGUAGES) {
    const file = JSON.parse(readFileSync(join(ROOT, 'src', 'generated', `emoji-${code}.json`), 'utf8'));
    entry.primeEmojiData(code, entry.decodeEmojiData(file));
  }
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  // The shell's title until the app sets the screen's own.
  const siteName = (JSON.parse(readFileSync(join(ROOT, 'locales', `${DEFAULT_LANGUAGE}.json`), 'utf8')) as { meta: { siteName: string } }).meta.siteName;
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryFiles = new Set(chunkFiles(manifest, 'index.html'));
  const absolute = (path: string) => `${site}${path === '/' ? '/' : path}`;
  const tagOf = (code: string) => LANGUAGES.find((l) => l.code === code)!.tag;

  const preloads = (page: Page) => {
    const keys = [page.screen ? SCREEN_MODULES[page.screen]! : null, `locales/${page.lang}.json`];
    const files = new Set(keys.flatMap((key) => (key ? chunkFiles(manifest, key) : [])));
    return [...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
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

  const headFor = (page: Page, t: Translate) => {
    const metaKey = page.screen ?? 'notFound';
    const title = t(`meta.${metaKey}.title`);
    const description = t(`meta.${metaKey}.description`);
    const tag = tagOf(page.lang);
    const manifestPath = page.lang === 'zh' ? '/manifest.webmanifest' : `/${page.lang}/manifest.webmanifest`;
    const tags = [
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(description)}">`,
      ...appHeadTags(manifestPath),
    ];
    if (page.screen) {
      const canonical = absolute(canonicalPath({ lang: page.lang, screen: page.screen, prefixed: page.prefixed }));
      tags.push(
        `<link rel="canonical" href="${canonical}">`,
        ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l.tag}" href="${absolute(alternatePath(page.screen!, l.code))}">`),
        `<link rel="alternate" hreflang="x-default" href="${absolute(pathFor('zh', page.screen, false))}">`,
        `<meta property="og:type" content="website">`,
        `<meta property="og:site_name" content="${escapeHtml(t('meta.siteName'))}">`,
        `<meta property="og:title" content="${escapeHtml(title)}">`,
        `<meta property="og:description" content="${escapeHtml(description)}">`,
        `<meta property="og:url" content="${canonical}">`,
        `<meta property="og:image" content="${site}/og-image.png">`,
        `<meta property="og:locale" content="${tag.replace('-', '_')}">`,
        ...LANGUAGES.filter((l) => l.code !== page.lang).map(
          (l) => `<meta property="og:locale:alternate" content="${l.tag.replace('-', '_')}">`,
        ),
        `<meta name="twitter:card" content="summary_large_image">`,
      );
    } else {
      tags.push(`<meta name="robots" content="noindex">`);
    }
    // Unprefixed pages, the 404 page included, show in the visitor's language (CONTRACT.md).
    if (!page.prefixed) tags.unshift(`<script>${languageRedirectScript()}</script>`);
    tags.push(...preloads(page));
    if (page.screen && entry.SCREENS_WITH_FULL_DATA.includes(page.screen)) {
      const data = manifest[`src/generated/emoji-${page.lang}.json`];
      if (data) tags.push(`<link rel="preload" as="fetch" crossorigin href="/${data.file}">`);
    }
    return tags.join('\n    ');
  };

  // Every page inlines the styles it shows, the entry's and its screen's: no render-blocking
  // request before the first paint, and no flash of the screen unstyled until its chunk arrives
  // (Vite only links a lazy chunk's CSS when the chunk loads). ~3-4 KB gzip per page.
  const entryStylesheet = /<link rel="stylesheet"[^>]*>\s*/g;
  const inlineStyles = (page: Page) => {
    const files = new Set([...chunkStyles(manifest, 'index.html'), ...(page.screen ? chunkStyles(manifest, SCREEN_MODULES[page.screen]!) : [])]);
    const css = [...files].map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  };

  /**
   * The app shell (src/platform/app-shell.ts): the template with an empty root, which the entry
   * renders in the browser. It carries the language redirect (a no-op on prefixed URLs) and the
   * styles of every screen, since it shows any of them.
   */
  const writeAppShell = () => {
    const css = [...new Set([...chunkStyles(manifest, 'index.html'), ...Object.values(SCREEN_MODULES).flatMap((key) => chunkStyles(manifest, key))])]
      .map((file) => readFileSync(join(DIST, file), 'utf8'))
      .join('\n');
    const head = [
      `<script>${languageRedirectScript()}</script>`,
      `<title>${escapeHtml(siteName)}</title>`,
      `<meta name="${APP_SHELL_META}">`,
      `<meta name="robots" content="noindex">`,
      ...appHeadTags('/manifest.webmanifest'),
      `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    ];
    const document = template.replace(entryStylesheet, '').replace('<!--app-head-->', head.join('\n    ')).replace('<!--app-html-->', '');
    writeFileSync(join(DIST, APP_SHELL_FILE), document);
  };

  const writePage = async (path: string, file: string) => {
    const { html, page, t } = await render(path);
    const document = template
      .replace('<html lang="zh-CN">', `<html lang="${tagOf(page.lang)}">`)
      .replace(entryStylesheet, '')
      .replace('<!--app-head-->', `${headFor(page, t)}\n    ${inlineStyles(page)}`)
      .replace('<!--app-html-->', html);
    const target = join(DIST, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, document);
  };

  for (const route of PAGE_ROUTES) {
    const path = pathFor(route.lang, route.screen, route.prefixed);
    await writePage(path, fileForPath(path));
  }
  // One 404 page per prefix, in its language; the server (or CDN rule) serves it with status 404.
  await writePage('/404', '404.html');
  for (const { code } of LANGUAGES) await writePage(`/${code}/404`, `${code}/404.html`);
  writeAppShell();

  writeSitemaps(site, entry);
  writeFileSync(join(DIST, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
  // Last: the build id, manifests and service worker cover every file written above.
  console.log(`prerender: ${await finishPwaBuild(DIST, LANGUAGES)}`);
  rmSync(join(ROOT, 'dist-ssr'), { recursive: true, force: true });
  console.log(`prerender: ${PAGE_ROUTES.length} pages + ${LANGUAGES.length + 1} 404 pages, the app shell, sitemaps, robots.txt`);
}

function writeSitemaps(site: string, entry: ServerEntry) {
  const { LANGUAGES, PAGE_ROUTES, alternatePath } = entry;
  const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
  const today = new Date().toISOString().slice(0, 10);
  const sitemapPath = (code: string) => `/${code}/sitemap.xml`;
  writeFileSync(
    join(DIST, 'sitemap.xml'),
    xml(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${LANGUAGES.map(
        (l) => `  <sitemap><loc>${site}${sitemapPath(l.code)}</loc><lastmod>${today}</lastmod></sitemap>`,
      ).join('\n')}\n</sitemapindex>`,
    ),
  );
  for (const { code } of LANGUAGES) {
    // Each language lists its canonical pages (Chinese: the unprefixed ones) with all alternates.
    const urls = PAGE_ROUTES.filter((r) => r.lang === code && r.prefixed === (code !== 'zh')).map((route) => {
      const alternates = [
        ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l.tag}" href="${site}${alternatePath(route.screen, l.code)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site}${alternatePath(route.screen, 'zh')}"/>`,
      ];
      return `  <url>\n    <loc>${site}${alternatePath(route.screen, code)}</loc>\n    <lastmod>${today}</lastmod>\n    ${alternates.join('\n    ')}\n  </url>`;
    });
    mkdirSync(join(DIST, code), { recursive: true });
    writeFileSync(
      join(DIST, code, 'sitemap.xml'),
      xml(
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>`,
      ),
    );
  }
}

await main();
