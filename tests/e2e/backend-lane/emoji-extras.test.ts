/**
 * In Chromium: emoji drawn with the one colour emoji font stack, a shared kitchen link that brings
 * the kitchen into view and loads it, favourites and an emoji's name on hover and on long-press.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/env.ts';
import { text } from '../site-map.ts';
import { useBrowser, waitForHydration, watchConsole } from '../use-browser.ts';

const newContext = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const FAVORITES_KEY = 'emoji-atlas/favorites/v1';

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

const gridButton = (page: Page, hexcode: string) => page.locator(`[data-testid="emoji-grid"] button[data-hex="${hexcode}"]`);
const fontOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily);

describe('emoji in colour', () => {
  it('draws the details emoji and the optimizer result with the emoji font stack, as the grid', async () => {
    const context = await newContext({ locale: 'en-US' });
    // No backend here: the optimizer answers on this device.
    await context.route(`${inject('builtParseServerUrl')}/**`, (route) => route.abort('connectionrefused'));
    const page = await open(context, '/en');
    const stack = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--emoji-font').trim());
    expect(stack.startsWith(`"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "Twemoji Mozilla"`)).toBe(true);

    await page.getByTestId('panel-mode-detail').click();
    await gridButton(page, '1F602').click();
    await page.getByTestId('emoji-details').waitFor();
    expect(await fontOf(page, '.details-emoji')).toBe(stack);
    expect(await fontOf(page, '[data-testid="emoji-grid"] button')).toBe(stack);
    expect(await page.locator('.details-emoji').evaluate((element) => getComputedStyle(element).fontVariantEmoji)).toBe('emoji');
    await page.keyboard.press('Escape');

    await page.goto('/en/optimizer');
    await waitForHydration(page);
    await page.getByTestId('optimizer-input').fill('Happy birthday, lots of love and pizza tonight');
    await page.getByTestId('optimizer-run').click();
    const marks = page.getByTestId('optimizer-output').locator('mark');
    await marks.first().waitFor();
    const fonts = await marks.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).fontFamily));
    expect(fonts.length).toBeGreaterThan(0);
    expect(new Set(fonts)).toEqual(new Set([stack]));
  });
});

describe('a shared kitchen link', () => {
  for (const [name, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`brings the kitchen into view with the pair loaded (${name})`, async () => {
      const context = await newContext({ ...size, locale: 'en-US', serviceWorkers: 'block' });
      const page = await context.newPage();
      const problems = watchConsole(page);
      const png = readFileSync(join(ROOT, 'public', 'icons', 'icon-192.png'));
      await page.route('https://www.gstatic.com/android/keyboard/emojikitchen/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: png }),
      );
      await page.goto('/en?mix=1f600_1f355');
      await waitForHydration(page);
      const sticker = page.getByTestId('kitchen-result');
      await expect.poll(() => sticker.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
      // No scrolling by the visitor: the kitchen's heading is at the top of the screen.
      const heading = (await page.locator('.kitchen h2').boundingBox())!;
      expect(heading.y).toBeGreaterThanOrEqual(0);
      expect(heading.y).toBeLessThan(size.viewport.height / 2);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);
      expect(await page.locator('[data-testid="kitchen-left"] button[data-hex="1F600"]').getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator('[data-testid="kitchen-right"] button[data-hex="1F355"]').getAttribute('aria-pressed')).toBe('true');
      expect(problems).toEqual([]);
    });
  }

  it('leaves a home page without ?mix= at the top', async () => {
    const page = await open(await newContext(PHONE), '/en');
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});

describe('favourites', () => {
  it('stars an emoji in its details, shows it in a row above recent, keeps it across a reload and unstars it', async () => {
    const context = await newContext({ ...PHONE, locale: 'en-US' });
    const page = await open(context, '/en');
    const problems = watchConsole(page);
    expect(await page.getByTestId('favorites').count()).toBe(0);
    await page.getByTestId('panel-mode-detail').click();
    await page.locator('[data-category="food-drink"]').click();
    await gridButton(page, '1F355').click();
    const toggle = page.getByTestId('emoji-details').getByTestId('favorite-toggle');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await toggle.textContent()).toBe(`☆ ${text('en', 'favorites.toggle')}`);
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');

    const row = page.getByTestId('favorites');
    await row.locator('a[data-hex="1F355"]').waitFor();
    expect(await row.getByRole('heading').textContent()).toBe('Favorites');
    expect(await row.locator('a[data-hex="1F355"]').getAttribute('aria-label')).toBe('pizza');
    // Above the recently used.
    const rowBox = (await row.boundingBox())!;
    const historyBox = (await page.getByTestId('history').boundingBox())!;
    expect(rowBox.y + rowBox.height).toBeLessThanOrEqual(historyBox.y);
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), FAVORITES_KEY))!)).toEqual(['1F355']);

    // A favourite in the row works as in the grid (detail mode: opens its details; a link to its page), in the skin tone.
    await page.reload();
    await waitForHydration(page);
    await row.locator('a[data-hex="1F355"]').click();
    const reopened = page.getByTestId('emoji-details').getByTestId('favorite-toggle');
    expect(await reopened.getAttribute('aria-pressed')).toBe('true');
    await reopened.click();
    await page.keyboard.press('Escape');
    await row.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('starts with no favourites when the stored list is corrupt', async () => {
    const context = await newContext({ locale: 'en-US' });
    await context.addInitScript((key) => localStorage.setItem(key, '{"1F600": true'), FAVORITES_KEY);
    const page = await open(context, '/en');
    const problems = watchConsole(page);
    await page.getByTestId('panel-mode-detail').click();
    await gridButton(page, '1F600').click();
    const toggle = page.getByTestId('favorite-toggle');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('favorites').count()).toBe(0);
    await toggle.click();
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), FAVORITES_KEY))!)).toEqual(['1F600']);
    expect(problems).toEqual([]);
  });
});

describe("an emoji's name", () => {
  it('shows on hover, in the page language, and hides on Escape', async () => {
    const page = await open(await newContext({ ...DESKTOP, locale: 'ja-JP' }), '/ja');
    const button = gridButton(page, '1F600');
    const name = await button.getAttribute('aria-label');
    expect(name).toBe('にっこり笑う');
    await button.hover();
    const tip = page.getByTestId('name-tip');
    await tip.waitFor();
    expect(await tip.textContent()).toBe(name);
    const tipBox = (await tip.boundingBox())!;
    const buttonBox = (await button.boundingBox())!;
    expect(tipBox.y + tipBox.height).toBeLessThanOrEqual(buttonBox.y + 1);
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'detached' });
  });

  it('shows on a long-press on a phone without copying; a tap still copies', async () => {
    const context = await newContext({ ...PHONE, locale: 'zh-CN', permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await open(context, '/');
    const button = gridButton(page, '1F602');
    const b = (await button.boundingBox())!;
    const point = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    // The finger stays down: the tip shows once the press is long (useNameTip), no fixed wait.
    const tip = page.getByTestId('name-tip');
    await tip.waitFor();
    expect(await tip.textContent()).toBe(await button.getAttribute('aria-label'));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // The name lingers a moment after the finger lifts, then goes: by then a copy would have shown
    // its toast, and the double-tap window of the touch guard is over.
    await tip.waitFor({ state: 'detached' });
    expect(await page.getByTestId('toast').textContent()).toBe('');
    expect(await page.locator('[data-testid="history"] button[data-hex="1F602"]').count()).toBe(0);

    // An ordinary tap, later, copies.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe(text('zh', 'toast.copied'));
  });
});
