/**
 * Sitemaps and robots.txt of the built site: the index and the six language sitemaps validate
 * against the sitemaps.org schemas (tests/fixtures/sitemaps, kept locally: the tests run offline),
 * list exactly the canonical pages with their hreflang alternates, and every URL they name is served.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { ROOT } from '../../../scripts/lib/env.ts';
import { PAGE_EMOJI_COUNT } from '../../emoji-count.ts';
import { DIST } from '../built-site.ts';
import { LANGUAGES, PAGES, SITE_ORIGIN } from '../site-map.ts';

const siteUrl = inject('siteUrl');
const schema = (name: string): XMLFileInfo => ({ fileName: name, contents: readFileSync(join(ROOT, 'tests', 'fixtures', 'sitemaps', name), 'utf8') });
const built = (path: string) => readFileSync(join(DIST, path), 'utf8');

/** Errors of an XML document against the sitemap index schema or the sitemap schema with xhtml:link. */
async function schemaErrors(kind: 'index' | 'sitemap', fileName: string, contents: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName, contents }],
    ...(kind === 'index'
      ? { schema: [schema('siteindex.xsd')] }
      : { schema: [schema('sitemap-with-alternates.xsd')], preload: [schema('sitemap.xsd'), schema('xhtml-link.xsd')] }),
  });
  return result.errors.map((error) => error.rawMessage);
}

/** `<loc>`s of a sitemap (or index), in order. Structure is the schema's job; this reads values. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

/** Each `<url>` of a sitemap: its loc and its alternates (hreflang -> href). */
function urlEntries(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: locs(body!)[0],
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]),
    ),
  }));
}

/** HTTP status the local server answers for an absolute URL of the site. */
async function statusOf(absoluteUrl: string): Promise<number> {
  expect(absoluteUrl.startsWith(`${SITE_ORIGIN}/`)).toBe(true);
  const response = await fetch(new URL(absoluteUrl.slice(SITE_ORIGIN.length), siteUrl), { redirect: 'manual' });
  await response.arrayBuffer();
  return response.status;
}

describe('sitemap index', () => {
  test('validates against siteindex.xsd', async () => {
    expect(await schemaErrors('index', 'sitemap.xml', built('sitemap.xml'))).toEqual([]);
  });

  test('lists the six language sitemaps, each served', async () => {
    const listed = locs(built('sitemap.xml'));
    expect(listed).toEqual(LANGUAGES.map(({ code }) => `${SITE_ORIGIN}/${code}/sitemap.xml`));
    for (const url of listed) expect(`${url}: ${await statusOf(url)}`).toBe(`${url}: 200`);
  });

  test('robots.txt points crawlers at it', async () => {
    const response = await fetch(new URL('/robots.txt', siteUrl));
    expect(response.status).toBe(200);
    expect((await response.text()).split(/\r?\n/)).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });
});

describe.each(LANGUAGES)('$code/sitemap.xml', ({ code }) => {
  const xml = built(join(code, 'sitemap.xml'));

  test('validates against sitemap.xsd, xhtml:link alternates included', async () => {
    expect(await schemaErrors('sitemap', `${code}-sitemap.xml`, xml)).toEqual([]);
  });

  test("lists the language's four canonical screens, then one page per emoji, with all seven alternates", async () => {
    // Chinese lists its canonical, unprefixed pages; /zh pages are duplicates and stay out.
    const expected = PAGES.filter((page) => page.lang === code && page.canonical === SITE_ORIGIN + page.path);
    const entries = urlEntries(xml);
    expect(entries.slice(0, 4)).toEqual(expected.map((page) => ({ loc: page.canonical, alternates: page.alternates })));
    for (const url of new Set(expected.flatMap((page) => Object.values(page.alternates)))) {
      expect(`${url}: ${await statusOf(url)}`).toBe(`${url}: 200`);
    }
    const emoji = entries.slice(4);
    expect(emoji).toHaveLength(PAGE_EMOJI_COUNT);
    const prefix = code === 'zh' ? '' : `/${code}`;
    const slugs = emoji.map(({ loc }) => loc!.slice(`${SITE_ORIGIN}${prefix}/emoji/`.length));
    expect(new Set(slugs).size).toBe(PAGE_EMOJI_COUNT);
    expect(slugs).toContain('flag-china');
    emoji.forEach(({ loc, alternates }, i) => {
      const slug = slugs[i]!;
      expect(loc).toBe(`${SITE_ORIGIN}${prefix}/emoji/${slug}`);
      expect(alternates).toEqual(
        Object.fromEntries([
          ...LANGUAGES.map((l) => [l.tag, `${SITE_ORIGIN}${l.code === 'zh' ? '' : `/${l.code}`}/emoji/${slug}`]),
          ['x-default', `${SITE_ORIGIN}/emoji/${slug}`],
        ]),
      );
    });
    // Every page answers; the alternates of a few are fetched (all 13,398 would take minutes).
    for (const { loc } of emoji) expect(existsSync(join(DIST, `${loc!.slice(SITE_ORIGIN.length + 1)}.html`)), loc).toBe(true);
    for (const url of Object.values(emoji[0]!.alternates) as string[]) expect(`${url}: ${await statusOf(url)}`).toBe(`${url}: 200`);
  });

  test('stays within the protocol limits of 50,000 URLs and 50 MB', () => {
    expect(urlEntries(xml).length).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(50 * 1024 * 1024);
  });
});

describe('schema check', () => {
  // The official sitemap.xsd only admits foreign elements it can validate strictly; these prove the
  // xhtml:link declaration is in force rather than skipped.
  const sitemap = (link: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>https://emoji.example/en</loc>${link}</url></urlset>`;

  test('accepts a well-formed alternate', async () => {
    expect(
      await schemaErrors('sitemap', 'ok.xml', sitemap('<xhtml:link rel="alternate" hreflang="ja-JP" href="https://emoji.example/ja"/>')),
    ).toEqual([]);
  });

  test.each([
    ['no hreflang', '<xhtml:link rel="alternate" href="https://emoji.example/ja"/>'],
    ['a relative href', '<xhtml:link rel="alternate" hreflang="ja-JP" href="/ja"/>'],
    ['an undeclared foreign element', '<xhtml:meta name="x"/>'],
  ])('rejects %s', async (_case, link) => {
    expect(await schemaErrors('sitemap', 'bad.xml', sitemap(link))).not.toEqual([]);
  });

  test('rejects an index entry without <loc>', async () => {
    const index =
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><lastmod>2026-01-01</lastmod></sitemap></sitemapindex>';
    expect(await schemaErrors('index', 'bad-index.xml', index)).not.toEqual([]);
  });
});
