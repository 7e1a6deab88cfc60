import { describe, expect, it } from 'vitest';
import { alternatePath, canonicalPath, languageOfPath, matchEmojiPath, matchPath, PAGE_ROUTES, pathFor, SCREENS } from '../../../src/app/routes.ts';
import { emojiOfflinePath, emojiPagePath } from '../../../src/emoji/slug.ts';
import { homePath, LANGUAGE_CODES, languagePrefix, linksPrefixed, needsPrefix } from '../../../src/i18n/languages.ts';

/** The 28 paths docs/CONTRACT.md names, written out so the table is checked against the contract, not itself. */
const CONTRACT_PATHS = ['', '/zh', '/zh_tw', '/en', '/ja', '/ko', '/es'].flatMap((prefix) =>
  ['', '/feedback', '/index_v1', '/optimizer'].map((screen) => prefix + screen || '/'),
);

describe('route table', () => {
  it('has the four screens', () => {
    expect([...SCREENS].sort()).toEqual(['feedback', 'home', 'index_v1', 'optimizer']);
  });

  it('has 28 routes: every screen unprefixed (Chinese) and under the six prefixes', () => {
    expect(PAGE_ROUTES).toHaveLength(28);
    const paths = PAGE_ROUTES.map((route) => pathFor(route.lang, route.screen, route.prefixed));
    expect(new Set(paths).size).toBe(28);
    expect([...paths].sort()).toEqual([...CONTRACT_PATHS].sort());
    expect(PAGE_ROUTES.filter((route) => !route.prefixed).every((route) => route.lang === 'zh')).toBe(true);
  });
});

describe('pathFor', () => {
  it.each([
    ['zh', 'home', undefined, '/'],
    ['zh', 'feedback', undefined, '/feedback'],
    ['zh', 'home', true, '/zh'],
    ['zh', 'optimizer', true, '/zh/optimizer'],
    ['zh_tw', 'home', undefined, '/zh_tw'],
    ['zh_tw', 'index_v1', undefined, '/zh_tw/index_v1'],
    ['en', 'home', undefined, '/en'],
    ['en', 'feedback', undefined, '/en/feedback'],
    ['ja', 'optimizer', undefined, '/ja/optimizer'],
    ['ko', 'index_v1', undefined, '/ko/index_v1'],
    ['es', 'home', undefined, '/es'],
  ] as const)('%s %s (prefixed: %s) -> %s', (lang, screen, prefixed, expected) => {
    expect(pathFor(lang, screen, prefixed)).toBe(expected);
  });
});

describe('matchPath', () => {
  it('finds every route from its own path', () => {
    for (const route of PAGE_ROUTES) expect(matchPath(pathFor(route.lang, route.screen, route.prefixed))).toEqual(route);
  });

  it.each([
    ['/', { lang: 'zh', screen: 'home', prefixed: false }],
    ['/feedback', { lang: 'zh', screen: 'feedback', prefixed: false }],
    ['/zh', { lang: 'zh', screen: 'home', prefixed: true }],
    ['/zh/index_v1', { lang: 'zh', screen: 'index_v1', prefixed: true }],
    ['/zh_tw/optimizer', { lang: 'zh_tw', screen: 'optimizer', prefixed: true }],
    ['/en/feedback', { lang: 'en', screen: 'feedback', prefixed: true }],
  ] as const)('%s', (path, route) => {
    expect(matchPath(path)).toEqual(route);
  });

  it.each([
    '/en/',
    '/feedback/',
    '/zh_tw/optimizer/',
    '//',
    '/nope',
    '/en/nope',
    '/fr',
    '/fr/feedback',
    '/EN',
    '/en/feedback/extra',
    '/index_v1.html',
    '',
  ])('%j matches nothing (404 or a redirect)', (path) => {
    expect(matchPath(path)).toBeNull();
  });
});

describe('canonicalPath', () => {
  it('names the unprefixed page for Chinese, with or without the /zh prefix', () => {
    expect(canonicalPath({ lang: 'zh', screen: 'home', prefixed: false })).toBe('/');
    expect(canonicalPath({ lang: 'zh', screen: 'home', prefixed: true })).toBe('/');
    expect(canonicalPath({ lang: 'zh', screen: 'feedback', prefixed: true })).toBe('/feedback');
  });

  it('names the page itself in every other language', () => {
    for (const route of PAGE_ROUTES.filter((r) => r.lang !== 'zh')) {
      expect(canonicalPath(route)).toBe(pathFor(route.lang, route.screen, true));
    }
    expect(canonicalPath({ lang: 'zh_tw', screen: 'optimizer', prefixed: true })).toBe('/zh_tw/optimizer');
  });
});

describe('alternatePath', () => {
  it('links Chinese unprefixed and the others under their prefix', () => {
    expect(alternatePath('home', 'zh')).toBe('/');
    expect(alternatePath('feedback', 'zh')).toBe('/feedback');
    expect(alternatePath('feedback', 'ja')).toBe('/ja/feedback');
  });
});

describe('languageOfPath', () => {
  it.each([
    ['/', 'zh'],
    ['/nope', 'zh'],
    ['/ja/nope', 'ja'],
    ['/zh_tw/a/b', 'zh_tw'],
    ['/en', 'en'],
    ['/es/feedback/', 'es'],
    ['/japan', 'zh'],
    ['/fr/feedback', 'zh'],
    ['/EN/x', 'zh'],
  ] as const)('%s -> %s', (path, lang) => {
    expect(languageOfPath(path)).toBe(lang);
  });
});

describe('the prefix rule (src/i18n/languages.ts)', () => {
  it('serves Chinese unprefixed and every other language under its code', () => {
    expect(LANGUAGE_CODES.filter(needsPrefix)).toEqual(['zh_tw', 'en', 'ja', 'ko', 'es']);
    expect(languagePrefix('zh')).toBe('');
    expect(languagePrefix('zh', true)).toBe('/zh');
    expect(languagePrefix('ko')).toBe('/ko');
    expect(homePath('zh')).toBe('/');
    expect(homePath('zh', true)).toBe('/zh');
    expect(homePath('es')).toBe('/es');
  });

  it("keeps a /zh page's links under /zh, and other languages' links prefixed even from an unprefixed page", () => {
    expect(linksPrefixed('zh', false)).toBe(false);
    expect(linksPrefixed('zh', true)).toBe(true);
    expect(linksPrefixed('en', false)).toBe(true);
  });
});

describe('emoji page paths', () => {
  it('are /emoji/{slug} for Chinese and /{lang}/emoji/{slug} otherwise; /zh pages exist too', () => {
    expect(emojiPagePath('zh', 'red-heart')).toBe('/emoji/red-heart');
    expect(emojiPagePath('zh', 'red-heart', true)).toBe('/zh/emoji/red-heart');
    expect(emojiPagePath('zh_tw', 'red-heart')).toBe('/zh_tw/emoji/red-heart');
    expect(emojiOfflinePath('zh')).toBe('/emoji-offline');
    expect(emojiOfflinePath('ko')).toBe('/ko/emoji-offline');
  });

  it('are read back with their language and prefix', () => {
    expect(matchEmojiPath('/emoji/red-heart')).toEqual({ lang: 'zh', prefixed: false, slug: 'red-heart' });
    expect(matchEmojiPath('/zh/emoji/red-heart')).toEqual({ lang: 'zh', prefixed: true, slug: 'red-heart' });
    expect(matchEmojiPath('/es/emoji/keycap-1')).toEqual({ lang: 'es', prefixed: true, slug: 'keycap-1' });
  });

  it('reject other shapes at once, hostile ones included', () => {
    for (const path of [
      '/xx/emoji/red-heart',
      '/emoji/',
      '/emoji/Red-Heart',
      '/emoji/red-heart/',
      '/emoji/red--heart',
      '/en/emoji/😀',
      '/en/emoji/a/b',
      `/emoji/${'a-'.repeat(3000)}`,
    ]) {
      expect(matchEmojiPath(path), path.slice(0, 40)).toBeNull();
    }
    const start = performance.now();
    matchEmojiPath(`/emoji/${'a-'.repeat(50_000)}!`);
    expect(performance.now() - start).toBeLessThan(50);
  });
});
