/** The sitemaps: per language its canonical pages, screens then emoji pages, each with its alternates; and their index. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEFAULT_LANGUAGE, needsPrefix } from '../../../src/i18n/languages.ts';
import { DIST } from '../../lib/built-site.ts';
import { sitemapFiles } from '../sitemap-files.ts';
import type { LanguageCode, ServerEntry } from './types.ts';

export function writeSitemaps(site: string, entry: ServerEntry, slugs: readonly string[]) {
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
