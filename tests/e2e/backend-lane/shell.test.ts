/**
 * The site shell in a real Chromium against the built site: all 28 prerendered pages (status, head
 * tags, hydration, console), client-side navigation, 404 pages, the trailing-slash rule, language
 * redirects, the language switcher's cookie and axe-core accessibility checks.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { addAxe, seriousViolations } from '../axe.ts';
import { LANGUAGES, type LanguageCode, PAGES, pathOf, SCREENS, SITE_ORIGIN, tagOf, text } from '../site-map.ts';
import { routeParseToTestBackend, useBrowser, useVisitPage, waitForHydration, watchConsole } from '../use-browser.ts';

const newBrowserContext = useBrowser();
/** Every screen here may call the backend (the feedback screen asks for the visitor's profile on load). */
async function newContext(options?: BrowserContextOptions, lifetime?: 'test' | 'file'): Promise<BrowserContext> {
  const context = await newBrowserContext(options, lifetime);
  await routeParseToTestBackend(context);
  return context;
}
/** For the tests that visit as a plain Chinese browser (most of this file): one page in turn. */
const visitPage = useVisitPage(() => newContext({ serviceWorkers: 'block' }, 'file'));
const siteUrl = inject('siteUrl');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Head tags as a crawler reads them: parsed from the HTML the server sent, before any script ran. */
async function headOf(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const all = (selector: string, attribute: string) => [...doc.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
    const meta = (property: string) => all(`meta[property="${property}"]`, 'content');
    return {
      lang: doc.documentElement.getAttribute('lang'),
      titles: [...doc.querySelectorAll('head title')].map((title) => title.textContent),
      descriptions: all('meta[name="description"]', 'content'),
      canonicals: all('link[rel="canonical"]', 'href'),
      alternates: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
      manifests: all('link[rel="manifest"]', 'href'),
      og: {
        title: meta('og:title'),
        description: meta('og:description'),
        url: meta('og:url'),
        type: meta('og:type'),
        image: meta('og:image'),
        locale: meta('og:locale'),
        localeAlternates: meta('og:locale:alternate'),
      },
    };
  }, html);
}

describe.each(PAGES)('$path', (expected) => {
  // One load per page checks both what crawlers read and what visitors run: 28 loads add up.
  test('answers 200 with the translated head tags and hydrates without a console error or warning', async () => {
    const page = await visitPage();
    const problems = watchConsole(page);
    const response = await page.goto(expected.path);
    expect(response?.status()).toBe(200);
    const head = await headOf(page, await response!.text());
    const title = text(expected.lang, `meta.${expected.screen}.title`);
    const description = text(expected.lang, `meta.${expected.screen}.description`);

    expect(head.lang).toBe(expected.tag);
    expect(head.titles).toEqual([title]);
    expect(head.descriptions).toEqual([description]);
    expect(head.canonicals).toEqual([expected.canonical]);
    expect(head.alternates).toHaveLength(7);
    expect(Object.fromEntries(head.alternates)).toEqual(expected.alternates);
    expect(head.manifests).toHaveLength(1);
    expect(head.manifests[0]).toMatch(/^\/(?:[a-z_]+\/)?manifest\.webmanifest$/);
    expect(head.og).toEqual({
      title: [title],
      description: [description],
      url: [expected.canonical],
      type: ['website'],
      image: [expect.stringMatching(new RegExp(`^${escapeRegExp(SITE_ORIGIN)}/.+\\.(png|jpe?g|webp)$`))],
      locale: [expected.tag.replace('-', '_')],
      localeAlternates: expect.arrayContaining(LANGUAGES.filter((l) => l.code !== expected.lang).map((l) => l.tag.replace('-', '_'))),
    });
    expect(head.og.localeAlternates).toHaveLength(5);
    // What the head links to exists: the manifest (relative) and the share image (on the site origin).
    // Asked with Node's fetch, not page.request: the visit page's context outlives the test, and
    // its request client reused a kept-alive connection the server had just closed (ECONNRESET,
    // a fresh-clone run at full load); fetch drops idle connections before the server does.
    for (const linked of [head.manifests[0]!, new URL(head.og.image[0]!).pathname]) {
      expect(`${linked}: ${(await fetch(new URL(linked, siteUrl))).status}`).toBe(`${linked}: 200`);
    }

    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(expected.path);
    // The document title stays the translated one once React owns the page.
    expect(await page.title()).toBe(title);
    expect(problems).toEqual([]);
  });
});

describe('styles', () => {
  // The HTML carries the styles it shows, and names their files for Vite in links that load nothing.
  test.each(['/', '/en/optimizer'])('%s asks for no stylesheet on its first load: its styles are inline', async (path) => {
    const context = await newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await waitForHydration(page);
    expect(stylesheets).toEqual([]);
    // Vite sees the screen's styles as present: its links name them.
    expect(await page.locator('link[rel="stylesheet"][type="text/plain"]').count()).toBeGreaterThan(0);
    // And they apply: the header is laid out by the inline rules, not the browser's defaults.
    expect(await page.locator('header.site-header').evaluate((header) => getComputedStyle(header).display)).toBe('flex');
  });
});

describe('navigation between the four screens', () => {
  test.each([
    ['zh', false],
    ['en', true],
    ['ja', true],
  ] as const)('works client-side in %s (prefixed: %s)', async (lang, prefixed) => {
    const page = await visitPage();
    const problems = watchConsole(page);
    await page.goto(pathOf(lang, 'home', prefixed));
    await waitForHydration(page);
    // A full page load would drop this marker; client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const nav = page.getByRole('navigation', { name: text(lang, 'nav.main') });

    for (const screen of [...SCREENS.slice(1), 'home' as const]) {
      await nav.getByRole('link', { name: text(lang, `nav.${screen}`), exact: true }).click();
      await page.waitForURL((url) => url.pathname === pathOf(lang, screen, prefixed));
      await expect.poll(() => page.title()).toBe(text(lang, `meta.${screen}.title`));
      await expect.poll(() => nav.locator('[aria-current="page"]').textContent()).toBe(text(lang, `nav.${screen}`));
      await expect.poll(() => page.locator('#main h1').count()).toBeGreaterThan(0);
    }
    await page.goBack();
    await page.waitForURL((url) => url.pathname === pathOf(lang, 'optimizer', prefixed));
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('unknown paths', () => {
  test.each([
    ['/nope', 'zh'],
    ['/ja/nope', 'ja'],
    ['/zh_tw/feedback/extra', 'zh_tw'],
    ['/en/index_v1.html', 'en'],
    ['/fr/feedback', 'zh'],
  ] as const)('%s answers 404 with the 404 view in %s', async (path, lang) => {
    const page = await visitPage();
    const problems = watchConsole(page, { expected404: new URL(path, siteUrl).href });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getAttribute('html', 'lang')).toBe(tagOf(lang));
    expect(await page.locator('#main h1').textContent()).toBe(text(lang, 'error.notFoundTitle'));
    expect(await page.title()).toBe(text(lang, 'meta.notFound.title'));
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    expect(problems).toEqual([]);
  });

  test.each([
    ['en-US', '/nope', '/en/nope', 'en'],
    ['ja-JP', '/feedback/extra', '/ja/feedback/extra', 'ja'],
    ['zh-CN', '/nope', '/nope', 'zh'],
  ] as const)('a %s browser on %s gets the 404 page in its language at %s, with one "not found" title', async (locale, path, landing, lang) => {
    const page = await (await newContext({ locale })).newPage();
    const problems = watchConsole(page, { expected404: new URL(landing, siteUrl).href });
    const landed = page.waitForResponse((response) => new URL(response.url()).pathname === landing);
    await page.goto(path);
    expect((await landed).status()).toBe(404);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(landing);
    expect(await page.getAttribute('html', 'lang')).toBe(tagOf(lang));
    expect(await page.locator('#main h1').textContent()).toBe(text(lang, 'error.notFoundTitle'));
    // The heading says it once; the status line below names the code only.
    expect(await page.locator('#main .error-view > p').allTextContents()).toEqual([
      '🧭 404',
      text(lang, 'error.status').replace('{{code}}', '404'),
      text(lang, 'error.notFoundHint'),
      text(lang, 'error.searchHint'),
    ]);
    if (path !== landing) expect(problems.filter((p) => !p.includes(`${siteUrl}${path}`))).toEqual([]);
    else expect(problems).toEqual([]);
  });

  test.each([
    ['/en/', '/en'],
    ['/feedback/', '/feedback'],
    ['/ja/optimizer/?q=cat', '/ja/optimizer?q=cat'],
  ])('%s redirects (301) to its one form %s', async (path, location) => {
    const context = await newContext();
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(location);
  });
});

describe('language choice on unprefixed pages', () => {
  const landsOn = async (page: Page, path: string) => {
    await page.waitForURL((url) => url.pathname === path);
    await waitForHydration(page);
    return new URL(page.url()).pathname;
  };

  test.each([
    ['ja-JP', '/', '/ja', 'ja'],
    ['ja-JP', '/optimizer', '/ja/optimizer', 'ja'],
    ['zh-TW', '/', '/zh_tw', 'zh_tw'],
    ['zh-HK', '/feedback', '/zh_tw/feedback', 'zh_tw'],
    ['en-GB', '/index_v1', '/en/index_v1', 'en'],
    ['es-MX', '/', '/es', 'es'],
    ['ko-KR', '/', '/ko', 'ko'],
    ['zh-CN', '/', '/', 'zh'],
    ['fr', '/', '/', 'zh'],
    // The prefix decides on prefixed pages: no redirect there.
    ['ja-JP', '/zh', '/zh', 'zh'],
    ['ja-JP', '/en/feedback', '/en/feedback', 'en'],
  ] as const)('a %s browser opening %s lands on %s', async (locale, path, target, lang: LanguageCode) => {
    const page = await (await newContext({ locale })).newPage();
    const problems = watchConsole(page);
    await page.goto(path);
    expect(await landsOn(page, target)).toBe(target);
    expect(await page.getAttribute('html', 'lang')).toBe(tagOf(lang));
    expect(problems).toEqual([]);
  });

  test('the cookie beats the browser language', async () => {
    const context = await newContext({ locale: 'ja-JP' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'ko', url: siteUrl }]);
    const page = await context.newPage();
    await page.goto('/feedback');
    expect(await landsOn(page, '/ko/feedback')).toBe('/ko/feedback');
  });

  test('a cookie that names no language is ignored', async () => {
    const context = await newContext({ locale: 'es-ES' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: siteUrl }]);
    const page = await context.newPage();
    await page.goto('/');
    expect(await landsOn(page, '/es')).toBe('/es');
  });

  test('a crawler is never redirected', async () => {
    const context = await newContext({
      locale: 'ja-JP',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: siteUrl }]);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/feedback');
    expect(await landsOn(page, '/feedback')).toBe('/feedback');
    expect(problems).toEqual([]);
  });

  test('the language switcher remembers the choice for 365 days', async () => {
    const context = await newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const switchTo = async (tag: string) => {
      const switcher = page.getByTestId('lang-switcher');
      await switcher.locator('summary').click();
      await switcher.locator(`a[hreflang="${tag}"]`).click();
    };
    const languageCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected');

    await page.goto('/en/feedback');
    await waitForHydration(page);
    expect(await languageCookie()).toBeUndefined();

    await switchTo('ja-JP');
    expect(await landsOn(page, '/ja/feedback')).toBe('/ja/feedback');
    const cookie = await languageCookie();
    expect(cookie).toMatchObject({ value: 'ja', path: '/', sameSite: 'Lax' });
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);

    // The cookie now beats the English browser on unprefixed pages.
    await page.goto('/');
    expect(await landsOn(page, '/ja')).toBe('/ja');

    // Choosing Chinese is remembered too: unprefixed pages stop redirecting.
    await switchTo('zh-CN');
    expect(await landsOn(page, '/')).toBe('/');
    expect(await languageCookie()).toMatchObject({ value: 'zh' });
    await page.goto('/optimizer');
    expect(await landsOn(page, '/optimizer')).toBe('/optimizer');
    expect(problems).toEqual([]);
  });
});

describe('accessibility (axe-core)', () => {
  // Each screen and the 404 view in Chinese and English, light and dark. Header, navigation, switcher
  // and footer are the same components in every language, so more languages would only add time.
  // Both colour schemes are checked in one load: the styles follow prefers-color-scheme as it
  // changes, and a load, its hydration and axe's 0.5 MB of script cost more than the check (the 20
  // checks took 62 s of CPU when each had a load of its own). The full list (index_v1) is checked in
  // Chinese only: its 1,914 buttons are the same markup in English, and each check took 15 s.
  const paths = [
    ...SCREENS.flatMap((screen) => (screen === 'index_v1' ? [pathOf('zh', screen)] : [pathOf('zh', screen), pathOf('en', screen)])),
    '/nope',
    '/en/nope',
  ];

  test.each(paths)('%s has no serious or critical violations, light or dark', async (path) => {
    const page = await visitPage('light');
    await page.goto(path);
    await waitForHydration(page);
    await addAxe(page);
    expect({ light: await seriousViolations(page, 'light'), dark: await seriousViolations(page, 'dark') }).toEqual({ light: [], dark: [] });
  });
});
