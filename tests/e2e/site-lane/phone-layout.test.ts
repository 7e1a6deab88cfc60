/**
 * The site on a 390x844 touch phone and a 1280x800 desktop in Chromium: the
 * language menu stays on screen and closes on a tap outside and on Escape, the header stays
 * compact and the search stays reachable while browsing, buttons do not wrap a word per line, the
 * category strip shows all nine at 1280 and hints that it scrolls on a phone, and quick taps on
 * different buttons all count.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TYPING_PAUSE_MS } from '../../../src/platform/typing-pause.ts';
import { useBrowser, useVisitPage, waitForHydration, watchConsole } from '../use-browser.ts';

const newContext = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const DEVICES = { phone: PHONE, desktop: DESKTOP };
/** One page per device, taken in turn by the tests that only visit (useVisitPage). */
const visitPage = {
  phone: useVisitPage(() => newContext({ ...PHONE, serviceWorkers: 'block' }, 'file')),
  desktop: useVisitPage(() => newContext({ ...DESKTOP, serviceWorkers: 'block' }, 'file')),
};

async function open(page: Page, path: string): Promise<Page> {
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

/** A real touch at the centre of an element (CDP touch events, as a finger sends them). */
async function tapAt(page: Page, point: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
const centre = (b: { x: number; y: number; width: number; height: number }) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

const menuOpen = (page: Page) => page.getByTestId('lang-switcher').evaluate((details: HTMLDetailsElement) => details.open);

describe('the language menu', () => {
  for (const [name, device, path] of [
    ['phone, Chinese', 'phone', '/'],
    ['phone, Spanish', 'phone', '/es/optimizer'],
    ['desktop, English', 'desktop', '/en'],
  ] as const) {
    it(`opens inside the viewport and closes on a tap outside and on Escape (${name})`, async () => {
      const page = await open(await visitPage[device](), path);
      const problems = watchConsole(page);
      const summary = page.getByTestId('lang-switcher').locator('summary');
      const width = DEVICES[device].viewport.width;

      await summary.click();
      expect(await menuOpen(page)).toBe(true);
      const menu = await box(page, '[data-testid="lang-switcher"] ul');
      expect(menu.x).toBeGreaterThanOrEqual(0);
      expect(menu.x + menu.width).toBeLessThanOrEqual(width);
      // Every language name is whole, not cut by the screen's edge.
      for (const link of await page.getByTestId('lang-switcher').locator('a').all()) {
        const b = (await link.boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(width);
        expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
      }

      // A tap (or click) outside closes it.
      const heading = await box(page, 'h1');
      if (device === 'phone') await tapAt(page, centre(heading));
      else await page.mouse.click(heading.x + 5, heading.y + 5);
      await expect.poll(() => menuOpen(page)).toBe(false);

      // Escape closes it and returns focus to its button.
      await summary.click();
      expect(await menuOpen(page)).toBe(true);
      await page.getByTestId('lang-switcher').locator('a').first().focus();
      await page.keyboard.press('Escape');
      expect(await menuOpen(page)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
      expect(problems).toEqual([]);
    });
  }
});

describe('the header and the search on a phone', () => {
  for (const path of ['/', '/en', '/es', '/ja/optimizer']) {
    it(`keeps the header compact: the brand and language on one row, the links below (${path})`, async () => {
      const page = await open(await visitPage.phone(), path);
      const header = await box(page, '.site-header');
      // Was 180 px once (every item wrapped); 93 px in Chinese, 128 px where the links take two rows.
      expect(header.height).toBeLessThanOrEqual(132);
      // Nothing in it is pushed off the screen.
      for (const selector of ['.brand', '.site-nav', '[data-testid="lang-switcher"] summary']) {
        const b = await box(page, selector);
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width).toBeLessThanOrEqual(390);
      }
    });
  }

  for (const name of ['phone', 'desktop'] as const) {
    it(`keeps the search field on screen after scrolling into the emoji (${name})`, async () => {
      const page = await open(await visitPage[name](), '/en');
      // The longest category, browsed well past its first screen.
      await page.locator('[data-category="people-body"]').click();
      await page.locator('[data-testid="emoji-grid"] button').nth(300).scrollIntoViewIfNeeded();
      await page.evaluate(() => scrollBy(0, 300));
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(600);
      const search = await box(page, '[data-testid="search-input"]');
      expect(search.y).toBeGreaterThanOrEqual(0);
      expect(search.y + search.height).toBeLessThanOrEqual(DEVICES[name].viewport.height);
      // Visible, not covered by the grid.
      const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('data-testid'), centre(search));
      expect(topmost).toBe('search-input');
      await page.getByTestId('search-input').fill('cat');
      await page.locator('[data-testid="emoji-grid"] button[data-hex="1F431"]').waitFor();
    });
  }
});

describe('buttons keep their words on one line', () => {
  it('shows the Chinese history confirmation buttons 清除 / 取消 on one line each (phone)', async () => {
    const context = await newContext(PHONE);
    await context.addInitScript(() => localStorage.setItem('emoji-atlas/history/v1', JSON.stringify(['1F600', '1F602'])));
    const page = await open(await context.newPage(), '/');
    await page.getByTestId('history-clear').click();
    for (const button of [page.getByTestId('history-clear-confirm'), page.getByRole('button', { name: '取消' })]) {
      const lines = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        const inner =
          element.getBoundingClientRect().height -
          parseFloat(style.paddingTop) -
          parseFloat(style.paddingBottom) -
          parseFloat(style.borderTopWidth) -
          parseFloat(style.borderBottomWidth);
        return Math.round(inner / parseFloat(style.lineHeight));
      });
      expect(lines).toBe(1);
    }
  });
});

/**
 * Runs in the page: the matches of `pattern` in an element's text (its first text node) that the
 * browser broke across lines, each line box a distinct top among the match's client rects.
 */
const wordsSplitAcrossLines = (element: Element, pattern: string) => {
  const text = element.firstChild!;
  const range = document.createRange();
  return [...text.textContent!.matchAll(new RegExp(pattern, 'gu'))]
    .filter((word) => {
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
    })
    .map((word) => word[0]);
};

describe('CJK text breaks between words', () => {
  it('keeps コピー whole in the home heading on a phone (no line starts with ー)', async () => {
    const page = await open(await visitPage.phone(), '/ja');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('あらゆる絵文字を検索してコピー');
    expect(await heading.evaluate(wordsSplitAcrossLines, 'コピー')).toEqual([]);
  });

  it('breaks the Korean home intro only at spaces on a phone', async () => {
    const page = await open(await visitPage.phone(), '/ko');
    expect(await page.locator('#main p.intro').first().evaluate(wordsSplitAcrossLines, '\\S+')).toEqual([]);
  });
});

describe('a query longer than a line', () => {
  // The "no results" message repeats the query: unbroken, it made the page 28,460 px (English) and
  // 17,713 px (Korean, whose text breaks only at spaces) wide.
  for (const [path, query] of [
    ['/en', 'x'.repeat(3_000)],
    ['/ko', '고양이'.repeat(400)],
  ] as const) {
    it(`keeps the page 390 px wide on a phone (${path}, ${query.length} characters, no space)`, async () => {
      const page = await open(await visitPage.phone(), `${path}?q=${encodeURIComponent(query)}`);
      await page.locator('.empty-state').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    });
  }
});

describe('the category strip', () => {
  for (const path of ['/', '/en', '/es', '/ja', '/ko', '/zh_tw']) {
    it(`shows all nine categories whole at 1280 px (${path})`, async () => {
      const page = await open(await visitPage.desktop(), path);
      const strip = page.getByTestId('category-tabs');
      const clipped = await strip.evaluate((element) => {
        const outer = element.getBoundingClientRect();
        return [...element.querySelectorAll('button')]
          .filter((tab) => {
            const b = tab.getBoundingClientRect();
            return b.left < outer.left - 0.5 || b.right > outer.right + 0.5 || tab.scrollWidth > tab.clientWidth;
          })
          .map((tab) => tab.textContent);
      });
      expect(clipped).toEqual([]);
      expect(await strip.locator('button').count()).toBe(9);
      expect(await strip.getAttribute('data-more')).toBeNull();
    });
  }

  it('fades the edge where more categories are hidden on a phone, and both edges once scrolled', async () => {
    const page = await open(await visitPage.phone(), '/en');
    const strip = page.getByTestId('category-tabs');
    expect(await strip.getAttribute('data-more')).toBe('end');
    expect(await strip.evaluate((element) => getComputedStyle(element).maskImage)).toContain('linear-gradient');
    await strip.evaluate((element) => element.scrollBy(120, 0));
    await expect.poll(() => strip.getAttribute('data-more')).toBe('both');
    await strip.evaluate((element) => element.scrollTo(element.scrollWidth, 0));
    await expect.poll(() => strip.getAttribute('data-more')).toBe('start');
  });
});

describe('quick taps on a phone', () => {
  it('registers 12 taps 270 ms apart on different buttons, skin tones among them', async () => {
    const page = await open(await visitPage.phone(), '/en');
    await page.evaluate(() => {
      const clicked: string[] = [];
      (window as unknown as { clicked: string[] }).clicked = clicked;
      addEventListener('click', (event) => {
        const button = (event.target as Element).closest('button');
        if (button) clicked.push(button.dataset.tone ?? button.dataset.testid ?? button.dataset.category ?? '?');
      });
    });
    const targets = [
      '[data-tone="1"]',
      '[data-tone="2"]',
      '[data-testid="panel-mode-detail"]',
      '[data-tone="3"]',
      '[data-category="people-body"]',
      '[data-tone="4"]',
      '[data-testid="panel-mode-copy"]',
      '[data-tone="5"]',
      '[data-category="smileys-emotion"]',
      '[data-tone="0"]',
      '[data-category="people-body"]',
      '[data-tone="1"]',
    ];
    const points = [];
    for (const selector of targets) points.push(centre(await box(page, selector)));
    for (const { x, y } of points) expect(x > 0 && x < 390 && y > 0 && y < 844).toBe(true);
    const cdp = await page.context().newCDPSession(page);
    for (const point of points) {
      const started = Date.now();
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(Math.max(0, 270 - (Date.now() - started)));
    }
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { clicked: string[] }).clicked))
      .toEqual(['1', '2', 'panel-mode-detail', '3', 'people-body', '4', 'panel-mode-copy', '5', 'smileys-emotion', '0', 'people-body', '1']);
    await expect(page.locator('[data-tone="1"]').getAttribute('aria-checked')).resolves.toBe('true');
  });
});

describe('typing on a phone', () => {
  const shown = (page: Page) =>
    page.evaluate(() => {
      const results = document.querySelector('.search-results');
      const cells = [...(results?.querySelectorAll('[data-hex]') ?? [])].map((cell) => cell.getAttribute('data-hex'));
      return { count: results?.querySelector('.results-count')?.textContent ?? null, first: cells.slice(0, 3) };
    });

  for (const [path, query, count, first, prefixFirst] of [
    ['/', 'cat', '共 21 个结果', ['1F408', '1F431', '1F63B'], '1F1E8-1F1E6'],
    ['/ko', '고양이', '검색 결과: 14개', ['1F408', '1F63B', '1F639'], '1F431'],
  ] as const) {
    it(`shows the results of the last key, not of a prefix (${path} "${query}", 4x CPU slowdown, a key every 30 ms)`, async () => {
      const page = await open(await visitPage.phone(), path);
      const problems = watchConsole(page);
      await page.getByTestId('search-input').tap();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The prefix's results are drawn first: the query's own must replace them.
      await page.keyboard.type([...query].slice(0, -1).join(''), { delay: 30 });
      await expect.poll(async () => (await shown(page)).first[0]).toBe(prefixFirst);
      await page.keyboard.type(query.slice(-1));
      await expect.poll(() => shown(page)).toEqual({ count, first });
      expect(await page.getByTestId('search-input').inputValue()).toBe(query);
      for (let key = 0; key < [...query].length; key++) await page.keyboard.press('Backspace', { delay: 30 });
      await expect.poll(() => shown(page)).toEqual({ count: null, first: [] });
      await expect.poll(() => page.locator('.categories').getAttribute('class')).not.toContain('covered');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
      expect(problems).toEqual([]);
    });
  }

  it('draws a screenful of results at each key and the rest once typing pauses; End reaches the last', async () => {
    const page = await open(await visitPage.phone(), '/');
    await page.getByTestId('search-input').tap();
    await page.keyboard.type('c');
    await expect.poll(() => shown(page)).toMatchObject({ count: '共 200 个结果' });
    // 7 columns of at least 3rem in 390 px, 18 rows: a screen's height and one more row.
    const cells = page.locator('.search-results [data-hex]');
    expect(await cells.count()).toBe(126);
    await expect.poll(() => cells.count()).toBe(200);
    // Another query of 200 results: its own first cells, a screenful again.
    await page.keyboard.press('Backspace');
    await page.keyboard.type('s');
    await expect.poll(async () => (await shown(page)).first[0]).toBe('1F6B9');
    expect(await cells.count()).toBe(126);
    await cells.first().focus();
    await page.keyboard.press('End');
    expect(await cells.count()).toBe(200);
    expect(await page.evaluate(() => document.activeElement === document.querySelectorAll('.search-results [data-hex]')[199])).toBe(true);
  });

  it('leaves the kitchen undrawn while a search that shrinks the page is typed', async () => {
    const page = await open(await visitPage.phone(), '/');
    await page.getByTestId('search-input').tap();
    // When the last key came, and when the kitchen's first emoji button was drawn.
    await page.evaluate(() => {
      const times = ((window as unknown as { times: { key: number; kitchen: number } }).times = { key: 0, kitchen: 0 });
      addEventListener('keydown', () => (times.key = performance.now()), true);
      const drawn = new MutationObserver(() => {
        if (!document.querySelector('[data-testid=kitchen-left] .kitchen-emoji')) return;
        times.kitchen = performance.now();
        drawn.disconnect();
      });
      drawn.observe(document.body, { childList: true, subtree: true });
    });
    await page.keyboard.type('pizza', { delay: 120 });
    await expect.poll(() => shown(page)).toEqual({ count: '共 2 个结果', first: ['1F355', '1F344-200D-1F7EB'] });
    expect((await box(page, 'section.kitchen')).y).toBeLessThan(844 + 300); // near enough to be drawn, were the visitor not typing
    await expect.poll(() => page.locator('[data-testid=kitchen-left] .kitchen-emoji').count(), { timeout: 10_000 }).toBe(120);
    const times = await page.evaluate(() => (window as unknown as { times: { key: number; kitchen: number } }).times);
    expect(times.kitchen - times.key).toBeGreaterThanOrEqual(TYPING_PAUSE_MS);
  });
});
