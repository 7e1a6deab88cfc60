/**
 * The emoji pages in Chromium: a page in each language (and unprefixed), read against emojibase
 * directly rather than the code that built it; copy, artwork, JSON-LD, canonical and hreflang;
 * an unknown slug; the link from the details dialog; a visited page offline and an unvisited one.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { addAxe, seriousViolations } from '../axe.ts';
import { LANGUAGES, type LanguageCode, SITE_ORIGIN, text } from '../site-map.ts';
import { serveSiteToTakeOffline } from '../site-to-take-offline.ts';
import { INSTALL_WAIT, useBrowser, useVisitPage, waitForHydration, watchConsole } from '../use-browser.ts';

const require = createRequire(import.meta.url);
const newContext = useBrowser();
const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };
/** The tests that only visit take one page in turn (useVisitPage), with clipboard access for those that copy. */
const visitPage = useVisitPage(() => newContext({ ...clipboard, serviceWorkers: 'block' }, 'file'));

const EMOJIBASE_LOCALE: Record<LanguageCode, string> = { zh: 'zh', zh_tw: 'zh-hant', en: 'en', ja: 'ja', ko: 'ko', es: 'es' };
/** CLDR's name of an emoji in a language, straight from emojibase-data. */
const cldrName = (lang: LanguageCode, hexcode: string) =>
  (require(`emojibase-data/${EMOJIBASE_LOCALE[lang]}/data.json`) as { hexcode: string; label: string }[]).find((e) => e.hexcode === hexcode)!.label;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key]!);

const SLUG = 'face-with-tears-of-joy';
const HEX = '1F602';
const pathIn = (lang: LanguageCode, prefixed = lang !== 'zh') => `${prefixed ? `/${lang}` : ''}/emoji/${SLUG}`;
const PAGES = [{ lang: 'zh' as LanguageCode, prefixed: false }, ...LANGUAGES.map(({ code }) => ({ lang: code, prefixed: true }))];

describe('emoji pages', () => {
  it.each(PAGES)(
    '$lang (prefixed: $prefixed): name, six-language table, artwork, copy, JSON-LD, canonical and hreflang',
    async ({ lang, prefixed }) => {
      const page = await visitPage();
      const problems = watchConsole(page);
      const path = pathIn(lang, prefixed);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const name = cldrName(lang, HEX);
      const tag = LANGUAGES.find((l) => l.code === lang)!.tag;
      expect(await page.getAttribute('html', 'lang')).toBe(tag);
      expect(await page.title()).toBe(fill(text(lang, 'meta.emoji.title'), { emoji: '😂', name }));
      const main = page.getByTestId('emoji-page');
      expect(await main.locator('h1').textContent()).toBe(name);

      // The name in all six languages, each row in its own language.
      const rows = await page
        .getByTestId('emoji-page-languages')
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('lang'), tr.querySelector('td')!.textContent]));
      expect(rows).toEqual(LANGUAGES.map((l) => [l.tag, cldrName(l.code, HEX)]));

      // Four open designs, each image loaded, sized, and named with its design and licence.
      const images = page.getByTestId('emoji-page-artwork').locator('img');
      await images.last().scrollIntoViewIfNeeded();
      await expect.poll(() => images.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete))).toBe(true);
      const loaded = await images.evaluateAll((imgs) =>
        imgs.map((img) => ({
          set: img.dataset.set,
          width: (img as HTMLImageElement).naturalWidth > 0,
          alt: img.getAttribute('alt'),
          lazy: img.getAttribute('loading'),
        })),
      );
      expect(loaded.map((i) => i.set)).toEqual(['noto', 'twemoji', 'fluent', 'openmoji']);
      for (const image of loaded) {
        expect(image.width).toBe(true);
        expect(image.lazy).toBe('lazy');
        expect(image.alt).toContain(name);
      }
      expect(loaded.map((i) => i.alt)).toEqual(expect.arrayContaining([expect.stringContaining('CC BY 4.0'), expect.stringContaining('Apache 2.0')]));

      await page.getByTestId('emoji-page-copy').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('😂');

      // JSON-LD parses: a DefinedTerm in a DefinedTermSet, and the breadcrumb home > category > emoji.
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      const [term, breadcrumb] = jsonLd['@graph'];
      expect(term).toMatchObject({ '@type': 'DefinedTerm', name, termCode: HEX, inLanguage: tag, inDefinedTermSet: { '@type': 'DefinedTermSet' } });
      expect(breadcrumb['@type']).toBe('BreadcrumbList');
      expect(breadcrumb.itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2, 3]);

      // Canonical: /zh names the unprefixed page; hreflang for all six and x-default.
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(SITE_ORIGIN + pathIn(lang));
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
      expect(alternates).toEqual([...LANGUAGES.map((l) => [l.tag, SITE_ORIGIN + pathIn(l.code)]), ['x-default', SITE_ORIGIN + pathIn('zh')]]);
      expect(await page.getAttribute('meta[property="og:image"]', 'content')).toBe(`${SITE_ORIGIN}/art/twemoji/${HEX}.svg`);

      // Back to its category on home.
      expect(await page.getByTestId('emoji-page-category').getAttribute('href')).toBe(`${prefixed ? `/${lang}` : '/'}?category=smileys-emotion`);
      expect(problems).toEqual([]);
    },
  );

  it.each([
    ['/emoji/people-holding-hands', 'light'],
    ['/en/emoji/face-with-tears-of-joy', 'dark'],
    ['/en/emoji-offline', 'light'],
  ] as const)('%s (%s) has no serious or critical accessibility violations', async (path, colorScheme) => {
    const page = await visitPage(colorScheme);
    await page.goto(path);
    if (!path.endsWith('offline')) await waitForHydration(page);
    await addAxe(page);
    expect(await seriousViolations(page, colorScheme)).toEqual([]);
  });

  it('is readable without JavaScript', async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ja/emoji/flag-japan');
    expect(await page.getByTestId('emoji-page').locator('h1').textContent()).toBe(cldrName('ja', '1F1EF-1F1F5'));
    expect(await page.getByTestId('detail-hexcode').textContent()).toBe('1F1EF-1F1F5');
  });

  it('copies each skin variant', async () => {
    const page = await visitPage();
    await page.goto('/es/emoji/waving-hand');
    await waitForHydration(page);
    const dark = page.getByTestId('emoji-page-skins').locator('button[data-hex="1F44B-1F3FF"]');
    expect(await dark.getAttribute('aria-label')).toBe(fill(text('es', 'emojiPage.copySkin'), { emoji: '👋🏿', tone: text('es', 'skinTone.tone5') }));
    await dark.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('👋🏿');
  });

  it('stars the emoji for the favourites row on home', async () => {
    const page = await visitPage();
    await page.goto(pathIn('en'));
    await waitForHydration(page);
    const star = page.getByTestId('emoji-page').getByTestId('favorite-toggle');
    await expect.poll(() => star.isEnabled()).toBe(true);
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    expect(await star.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/en');
    await waitForHydration(page);
    // The row fills once the emoji data has arrived (asked for when favourites are found).
    await expect
      .poll(() =>
        page
          .getByTestId('favorites')
          .locator('[data-emoji]')
          .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-hex'))),
      )
      .toEqual([HEX]);
  });

  it('answers an unknown slug with 404 in the language of its prefix', async () => {
    const page = await visitPage();
    for (const [path, lang] of [
      ['/ko/emoji/no-such-emoji', 'ko'],
      ['/emoji/grinning', 'zh'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(await page.getAttribute('html', 'lang')).toBe(LANGUAGES.find((l) => l.code === lang)!.tag);
      expect(await page.locator('#error-title').textContent()).toBe(text(lang, 'error.notFoundTitle'));
    }
  });

  it('is linked from the details dialog', async () => {
    const page = await visitPage();
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByTestId('panel-mode-detail').click();
    await page.locator('[data-testid="emoji-grid"] button[data-hex="1F602"]').click();
    const link = page.getByTestId('emoji-details').locator('a[href$="/emoji/face-with-tears-of-joy"]');
    expect(await link.getAttribute('href')).toBe('/en/emoji/face-with-tears-of-joy');
    await link.click();
    await page.waitForURL('**/en/emoji/face-with-tears-of-joy');
    expect(await page.getByTestId('emoji-page').locator('h1').textContent()).toBe('face with tears of joy');
  });

  it('shows the open artwork where the device cannot draw the emoji (detection forced), and copies the text', async () => {
    const context = await newContext(clipboard);
    // A device that draws no emoji at all: the stored result of the one-time detection.
    await context.addInitScript(() => localStorage.setItem('emoji-atlas/emoji-support/v1', JSON.stringify({ maxVersion: 0, flags: false })));
    const page = await context.newPage();
    await page.goto('/en/emoji/flag-japan');
    await waitForHydration(page);
    const hero = page.getByTestId('emoji-page').locator('.emoji-hero [data-testid="emoji-fallback"]');
    expect(await hero.getAttribute('src')).toBe('/art/twemoji/1F1EF-1F1F5.svg');
    await expect.poll(() => hero.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.getByTestId('emoji-page-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('🇯🇵');
    // The related flags too, each still named by its link's text.
    const related = page.getByTestId('emoji-page-related').locator('a[href="/en/emoji/flag-jordan"]');
    expect(await related.locator('img').getAttribute('src')).toBe('/art/twemoji/1F1EF-1F1F4.svg');
    expect(await related.textContent()).toBe(' flag: Jordan');
    // 🗾 by meaning, then five flags of its subgroup.
    expect(await page.getByTestId('emoji-page-related').locator('img').count()).toBe(6);

    // The details dialog on home.
    await page.goto('/en');
    await waitForHydration(page);
    await page.getByTestId('panel-mode-detail').click();
    await page.locator('[data-testid="emoji-grid"] button[data-hex="1F600"]').click();
    expect(await page.getByTestId('emoji-details').locator('[data-testid="emoji-fallback"]').getAttribute('src')).toBe('/art/twemoji/1F600.svg');
  });

  it('keeps a visited page offline; an unvisited one says so and offers search', async () => {
    const site = await serveSiteToTakeOffline();
    const context = await newContext({ baseURL: site.url });
    const page = await context.newPage();
    await page.goto('/en');
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, INSTALL_WAIT);
    await page.goto('/en/emoji/red-heart');
    await waitForHydration(page);
    await site.goOffline(context);

    const visited = await page.goto('/en/emoji/red-heart');
    expect(visited?.fromServiceWorker()).toBe(true);
    await waitForHydration(page);
    expect(await page.getByTestId('emoji-page').locator('h1').textContent()).toBe('red heart');

    const unvisited = await page.goto('/en/emoji/thumbs-up');
    expect(unvisited?.fromServiceWorker()).toBe(true);
    expect(await page.locator('h1').textContent()).toBe(text('en', 'emojiOffline.title'));
    await page.locator('input[name="q"]').fill('cat');
    await page.locator('input[name="q"]').press('Enter');
    await page.waitForURL('**/en?q=cat');
    await waitForHydration(page);
    await page.waitForSelector('[data-testid="emoji-grid"] button[data-hex="1F431"]');
  }, 120_000);
});
