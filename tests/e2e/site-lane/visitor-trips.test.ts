/**
 * The small things a visitor tripped on, in Chromium: emoji drawn with the text font, a language
 * switch that forgot the search, a phone header that hid a link, a board that said "refresh"
 * offline, no count of characters left, dark skin-tone swatches on a dark card, 404 pages with no
 * way on.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, text } from '../site-map.ts';
import { useBrowser, useVisitPage, waitForHydration } from '../use-browser.ts';

const newContext = useBrowser();
const visitPage = useVisitPage(() => newContext({ serviceWorkers: 'block' }, 'file'));

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

/** The board's Parse calls answered here: one approved item with emoji, or failing, counted. */
async function answerParse(page: Page, answer: 'items' | 'fail') {
  const calls: string[] = [];
  await page.route('**/parse_server/**', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    calls.push(name);
    if (answer === 'fail') return route.abort('internetdisconnected');
    const item = {
      id: 'a1',
      content: 'Cool 🆒 idea 👍🏽 — more 🇯🇵 please',
      nickname: { adjective: 'happy', noun: 'star' },
      votes: 2,
      createdAt: new Date().toISOString(),
      votedByMe: false,
      replies: [],
    };
    const results: Record<string, unknown> = {
      listFeedback: { items: [item], hasMore: false },
      listMyPendingFeedback: { items: [], hasMore: false },
      getProfile: { nickname: { adjective: 'happy', noun: 'star' }, isAdmin: false },
    };
    if (name === 'users') return route.fulfill({ json: { objectId: 'u1', sessionToken: 'r:test', createdAt: new Date().toISOString() } });
    return route.fulfill({ json: { result: results[name] ?? {} } });
  });
  return calls;
}

/**
 * Every element on screen whose own text holds an emoji, and whose font is not the emoji stack:
 * "tag.class: text (font-family)". Form fields are left out (a field has one font for its text).
 */
const textFontEmoji = (page: Page) =>
  page.evaluate(() => {
    // biome-ignore lint/complexity/useRegexLiterals: the v flag's literal needs an ES2024 target (TS1501); Chromium has it.
    const emoji = new RegExp('\\p{RGI_Emoji}', 'v');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (!emoji.test(node.textContent ?? '') || element.closest('script, style, textarea, input, .visually-hidden')) continue;
      if (element.getClientRects().length === 0) continue;
      const family = getComputedStyle(element).fontFamily;
      if (!family.startsWith('"Apple Color Emoji"'))
        found.push(`${element.tagName.toLowerCase()}.${element.className}: ${node.textContent!.trim().slice(0, 30)} (${family.slice(0, 24)})`);
    }
    return found;
  });

describe('emoji are drawn with the emoji font', () => {
  it.each(['/ko/emoji/thumbs-up', '/en/emoji/cool-button', '/ja/emoji/red-heart'])('on the emoji page %s', async (path) => {
    const page = await open(await visitPage(), path);
    expect(await page.locator('.emoji-mixes a').count()).toBeGreaterThan(0);
    expect(await textFontEmoji(page)).toEqual([]);
  });

  it('on home: grid, tabs, skin tones, history, kitchen', async () => {
    const page = await open(await visitPage(), '/ko');
    await page.locator('[data-testid="emoji-grid"] button[data-hex="1F602"]').click();
    await page.getByTestId('kitchen-left').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-testid="kitchen-left"] button[data-hex]');
    expect(await textFontEmoji(page)).toEqual([]);
  });

  it('on the optimizer, its result included', async () => {
    const page = await visitPage();
    await answerParse(page, 'fail');
    await open(page, '/en/optimizer');
    await page.getByTestId('optimizer-input').fill('I love pizza and coffee on a sunny day');
    await page.getByTestId('optimizer-run').click();
    await page.getByTestId('optimizer-output').locator('mark').first().waitFor();
    expect(await textFontEmoji(page)).toEqual([]);
  });

  it('on the board, people’s emoji included', async () => {
    const page = await visitPage();
    await answerParse(page, 'items');
    await open(page, '/ko/feedback');
    await page.getByTestId('feedback-item').first().waitFor();
    expect(await textFontEmoji(page)).toEqual([]);
  });

  it('on a 404 page', async () => {
    const page = await open(await visitPage(), '/ja/nope');
    expect(await textFontEmoji(page)).toEqual([]);
  });
});

describe('switching language keeps what the visitor was doing', () => {
  it('keeps ?q=, ?mix= and ?category= on home', async () => {
    const page = await open(await visitPage(), '/en?q=cat&category=food-drink&mix=1f602_2764');
    await page.getByTestId('lang-switcher').locator('summary').click();
    const ja = page.getByTestId('lang-switcher').locator('a[hreflang="ja-JP"]');
    const href = new URL((await ja.getAttribute('href'))!, 'http://site');
    expect(href.pathname).toBe('/ja');
    expect(Object.fromEntries(href.searchParams)).toEqual({ q: 'cat', mix: '1f602_2764', category: 'food-drink' });
  });

  it('keeps a query typed after the page loaded, and the search answers in the new language', async () => {
    const page = await open(await visitPage(), '/en');
    await page.getByTestId('search-input').fill('cat');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('cat');
    await page.getByTestId('lang-switcher').locator('summary').click();
    await page.getByTestId('lang-switcher').locator('a[hreflang="ja-JP"]').click();
    await page.waitForURL('**/ja?q=cat');
    await waitForHydration(page);
    expect(await page.getByTestId('search-input').inputValue()).toBe('cat');
  });
});

describe('the phone header at 360 px', () => {
  it.each(LANGUAGES.map((l) => l.code))('shows every navigation item whole and tappable (%s)', async (lang) => {
    const context = await newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    const page = await open(await context.newPage(), lang === 'zh' ? '/' : `/${lang}`);
    const links = page.locator('.site-nav a');
    expect(await links.count()).toBe(4);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      // Nothing covers it (the language button did) and no mask fades it.
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      expect(await link.evaluate((a, { x, y }) => a.contains(document.elementFromPoint(x, y)), centre)).toBe(true);
      expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth && getComputedStyle(a.parentElement!).maskImage === 'none')).toBe(true);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });
});

describe('the feedback board', () => {
  it('offline, says so and what will work when the connection returns; loads again by itself then', async () => {
    const page = await visitPage();
    const calls = await answerParse(page, 'fail');
    await open(page, '/en/feedback');
    await page.context().setOffline(true);
    const status = page.getByTestId('feedback-load-failed');
    await expect.poll(() => status.textContent()).toBe(text('en', 'feedback.offlineList'));
    expect(await status.textContent()).not.toMatch(/refresh/i);
    expect(text('en', 'feedback.loadFailed')).not.toMatch(/refresh/i);
    const missing = page.locator('form .feedback-nickname-missing');
    expect(await missing.textContent()).toBe(text('en', 'feedback.nicknameOffline'));
    // Back online, the board asks the server again by itself (here it still fails).
    const before = calls.length;
    await page.context().setOffline(false);
    await expect.poll(() => calls.length).toBeGreaterThan(before);
    await expect.poll(() => status.textContent()).toBe(`${text('en', 'feedback.loadFailed')} ${text('en', 'feedback.retry')}`);
    // Where the browser does not know it is offline, the visitor can ask again.
    const asked = calls.length;
    await status.getByRole('button', { name: text('en', 'feedback.retry') }).click();
    await expect.poll(() => calls.length).toBeGreaterThan(asked);
    await expect.poll(() => missing.textContent()).toBe(text('en', 'feedback.nicknameUnavailable'));
    expect(await page.locator('form').getByText('—').count()).toBe(0);
  });

  it('shows the characters left before 1,000, and how many over', async () => {
    const page = await visitPage();
    await answerParse(page, 'fail');
    await open(page, '/es/feedback');
    const left = page.getByTestId('feedback-characters-left');
    expect(await left.textContent()).toBe(text('es', 'feedback.charactersLeft').replace('{{count}}', '1000'));
    await page.getByTestId('feedback-content').fill('Hola 👋🏽 mundo');
    expect(await left.textContent()).toBe(text('es', 'feedback.charactersLeft').replace('{{count}}', '988'));
    await page.getByTestId('feedback-content').fill('a'.repeat(1005));
    expect(await left.textContent()).toBe(text('es', 'feedback.charactersOver').replace('{{count}}', '5'));
    expect(await page.getByTestId('feedback-content').getAttribute('aria-describedby')).toContain(await left.getAttribute('id'));
  });
});

describe('dark mode', () => {
  it('outlines the skin-tone swatches, on home and on the emoji page', async () => {
    const page = await open(await visitPage('dark'), '/en');
    const filters = await page.locator('[data-testid="skin-tone"] .skin-swatch').evaluateAll((spans) => spans.map((s) => getComputedStyle(s).filter));
    expect(filters).toHaveLength(6);
    for (const filter of filters) expect(filter).toMatch(/^drop-shadow/);
    await open(page, '/en/emoji/waving-hand');
    expect(
      await page
        .locator('.emoji-skins .skin-swatch')
        .first()
        .evaluate((s) => getComputedStyle(s).filter),
    ).toMatch(/^drop-shadow/);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(
      await page
        .locator('.emoji-skins .skin-swatch')
        .first()
        .evaluate((s) => getComputedStyle(s).filter),
    ).toBe('none');
  });
});

describe('404 pages', () => {
  it.each([
    ['/ja/nope', 'ja', '/ja'],
    ['/nope', 'zh', '/'],
  ] as const)('%s offers a search that answers as on home, and the four screens', async (path, lang, home) => {
    const page = await open(await visitPage(), path);
    const screens = await page.locator('.error-elsewhere a').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
    const prefix = home === '/' ? '' : home;
    expect(screens).toEqual([
      [home, text(lang, 'nav.home')],
      [`${prefix}/optimizer`, text(lang, 'nav.optimizer')],
      [`${prefix}/feedback`, text(lang, 'nav.feedback')],
      [`${prefix}/index_v1`, text(lang, 'nav.index_v1')],
    ]);
    const search = page.locator('#main input[type="search"]');
    await search.fill('cat');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === home && url.searchParams.get('q') === 'cat');
    await waitForHydration(page);
    await page.waitForSelector('[data-testid="emoji-grid"] button[data-hex="1F431"]');
  });
});
