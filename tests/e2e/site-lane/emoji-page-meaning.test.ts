/**
 * What a visitor comes to an emoji page for, in Chromium: the meaning (on the page, in the
 * description and the JSON-LD), keywords that search, related emoji, toned addresses that land on
 * the base page in that tone, and copy: what is copied is what the page names, and it reaches
 * home's "Recently used".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/env.ts';
import { type LanguageCode, SITE_ORIGIN, text } from '../site-map.ts';
import { useBrowser, useVisitPage, waitForHydration, watchConsole } from '../use-browser.ts';

const newContext = useBrowser();
const visitPage = useVisitPage(() => newContext({ permissions: ['clipboard-read', 'clipboard-write'], serviceWorkers: 'block' }, 'file'));

/** The note as data/meanings/ holds it, read apart from the build. */
const note = (lang: LanguageCode, hexcode: string) =>
  (JSON.parse(readFileSync(join(ROOT, 'data', 'meanings', `${lang}.json`), 'utf8')) as Record<string, string>)[hexcode];
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key]!);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  return page;
}
const description = (page: Page) => page.getAttribute('meta[name="description"]', 'content');
const jsonLdDescription = async (page: Page) =>
  JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)['@graph'][0].description;
const clipboardCodePoints = (page: Page) =>
  page.evaluate(async () =>
    [...(await navigator.clipboard.readText())].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' '),
  );

describe('the meaning', () => {
  it.each(['zh', 'ja', 'en'] as const)('shows the note of 😂 in %s, and says it in the description and the JSON-LD', async (lang) => {
    const page = await open(await visitPage(), lang === 'zh' ? '/emoji/face-with-tears-of-joy' : `/${lang}/emoji/face-with-tears-of-joy`);
    const expected = note(lang, '1F602');
    expect(expected?.length).toBeGreaterThan(20);
    expect(await page.getByTestId('emoji-meaning').textContent()).toBe(expected);
    expect(await description(page)).toBe(`😂 ${expected}`);
    expect(await jsonLdDescription(page)).toBe(`😂 ${expected}`);
  });

  it('a page without a note promises none: its own title and description, no meaning section', async () => {
    const page = await open(await visitPage(), '/es/emoji/keycap-1');
    expect(await page.getByTestId('emoji-meaning').count()).toBe(0);
    const name = (await page.locator('h1').textContent())!;
    expect(await page.title()).toBe(fill(text('es', 'meta.emoji.plainTitle'), { emoji: '1️⃣', name }));
    expect(await description(page)).toBe(
      fill(text('es', 'meta.emoji.description'), { emoji: '1️⃣', name, codePoints: 'U+0031 U+FE0F U+20E3', version: '0.6' }),
    );
    expect(await description(page)).not.toMatch(/signific/i);
  });
});

describe('keywords and related emoji', () => {
  it('each keyword is a link to the search for it in the page language, and the search answers', async () => {
    const page = await open(await visitPage(), '/ja/emoji/cat-face');
    const links = page.getByTestId('emoji-page-keywords').locator('a');
    const hrefs = await links.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const [keyword, href] of hrefs) expect(href).toBe(`/ja?q=${encodeURIComponent(keyword!)}`);
    const cat = hrefs.find(([keyword]) => keyword === 'ネコ')!;
    await page.locator(`a[href="${cat[1]}"]`).click();
    await page.waitForURL(`**${cat[1]}`);
    await waitForHydration(page);
    await page.waitForSelector('[data-testid="emoji-grid"] button[data-hex="1F431"]');
  });

  it('lists ❤️ with the hearts people send together, and its kitchen mixes with the most used partners', async () => {
    const page = await open(await visitPage(), '/en/emoji/red-heart');
    const related = await page
      .getByTestId('emoji-page-related')
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(related.slice(0, 7)).toEqual(
      ['heart-on-fire', 'blue-heart', 'sparkling-heart', 'two-hearts', 'white-heart', 'broken-heart', 'orange-heart'].map((s) => `/en/emoji/${s}`),
    );
    const mixes = await page.locator('.emoji-mixes a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(mixes[0]).toBe('/en?mix=2764_1f602');
  });
});

describe('toned addresses', () => {
  it.each([
    ['/en/emoji/waving-hand-medium-skin-tone', '/en/emoji/waving-hand?tone=3', '👋🏽', 'U+1F44B U+1F3FD'],
    ['/emoji/waving-hand-dark-skin-tone', '/emoji/waving-hand?tone=5', '👋🏿', 'U+1F44B U+1F3FF'],
    [
      '/ko/emoji/people-holding-hands-medium-skin-tone-light-skin-tone',
      '/ko/emoji/people-holding-hands?tone=3-1',
      '🧑🏽‍🤝‍🧑🏻',
      'U+1F9D1 U+1F3FD U+200D U+1F91D U+200D U+1F9D1 U+1F3FB',
    ],
  ])('%s answers 404, then lands on %s showing and copying %s', async (guessed, landing, emoji, codePoints) => {
    const page = await visitPage();
    const problems = watchConsole(page, { expected404: new URL(guessed, inject('siteUrl')).href });
    const response = await page.goto(guessed);
    // Crawlers see a 404 there and one canonical page for the emoji.
    expect(response?.status()).toBe(404);
    await page.waitForURL((url) => url.pathname + url.search === landing);
    await waitForHydration(page);
    await expect.poll(() => page.locator('.emoji-hero-glyph').getAttribute('data-emoji')).toBe(emoji);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(SITE_ORIGIN + landing.split('?')[0]);
    expect(await page.getByTestId('emoji-page-skins').locator('li[aria-current="true"] button').getAttribute('data-emoji')).toBe(emoji);
    expect(await page.getByTestId('emoji-page-codepoints').textContent()).toBe(codePoints);
    await page.getByTestId('emoji-page-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(emoji);
    expect(problems).toEqual([]);
  });
});

describe('copy', () => {
  it('copies exactly what the page names: 🐈️ is U+1F408 U+FE0F on the page and on the clipboard', async () => {
    const page = await open(await visitPage(), '/en/emoji/cat');
    await page.getByTestId('emoji-page-copy').click();
    expect(await clipboardCodePoints(page)).toBe('U+1F408 U+FE0F');
    expect(await page.getByTestId('emoji-page-codepoints').textContent()).toBe('U+1F408 U+FE0F');
    // Each skin variant names its own code points, as copied.
    const page2 = await open(page, '/en/emoji/thumbs-up');
    const variant = page2.getByTestId('emoji-page-skins').locator('li').nth(2);
    await variant.locator('button').click();
    expect(await variant.locator('code').textContent()).toBe(await clipboardCodePoints(page2));
  });

  it('a copy on the emoji page reaches "Recently used" on home', async () => {
    const page = await open(await visitPage(), '/en/emoji/fire');
    await page.getByTestId('emoji-page-copy').click();
    await open(page, '/en/emoji/thumbs-up');
    await page.getByTestId('emoji-page-skins').locator('button[data-hex="1F44D-1F3FB"]').click();
    await open(page, '/en');
    await expect
      .poll(() =>
        page
          .getByTestId('history')
          .locator('[data-hex]')
          .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-hex'))),
      )
      .toEqual(['1F44D', '1F525']);
  });
});
