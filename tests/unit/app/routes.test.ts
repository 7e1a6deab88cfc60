import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, SCREENS, alternatePath, canonicalPath, languageOfPath, matchPath, pathFor } from '../../../src/app/routes.ts';
import { LANGUAGE_CODES, homePath, languagePrefix, linksPrefixed, needsPrefix } from '../../../src/i18n/languages.ts';

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

  it.each(['/en/', '/feedback/', '/zh_tw/optimizer/', '//', '/nope', '/en/nope', '/fr', '/fr/feedback', '/EN', '/en/feedback/extra', '/index_v1.html', ''])(
    '%j matches nothing (404 or a redirect)',
    (path) => {
      expect(matchPath(path)).toBeNull();
    },
  );
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
