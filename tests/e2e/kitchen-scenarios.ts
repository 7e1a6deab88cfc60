/**
 * The kitchen in a real Chromium: pick, swap, random pair, and a shared ?mix= restored. Tests have
 * no network, so every sticker request to Google is answered with a local PNG and its URL is
 * checked against emoji-mixer's own getEmojiMixUrl. Used by kitchen.test.ts on the built home page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { KITCHEN_DIR, loadEmojiMixer } from '../../scripts/build/kitchen.ts';
import { ROOT } from '../../scripts/lib/env.ts';
import type { KitchenIndexFile } from '../../src/features/kitchen/kitchen-format.ts';
import { text } from './site-map.ts';
import { watchConsole } from './use-browser.ts';

const STICKER_REQUESTS = 'https://www.gstatic.com/android/keyboard/emojikitchen/**';
const LOCAL_PNG = readFileSync(join(ROOT, 'public', 'icons', 'icon-192.png'));
const mixer = loadEmojiMixer();
const index = JSON.parse(readFileSync(join(KITCHEN_DIR, 'index.json'), 'utf8')) as KitchenIndexFile;

/** What emoji-mixer answers for a pair of kitchen hexcodes (it names emoji by Google's code points). */
export function expectedStickerUrl(left: string, right: string): string | undefined {
  const code = (hexcode: string) => index.googleCodes[hexcode] ?? hexcode;
  return mixer.default(code(left), code(right));
}

export interface KitchenPage {
  page: Page;
  /** every sticker URL the page asked for, in order */
  stickerRequests: string[];
  /**
   * The sticker URLs given to an <img> not yet in the document: such an image starts its request
   * at once, and React throws it away when it restarts an interrupted render, so the same sticker
   * was asked for twice (https://github.com/facebook/react/issues/24944). Read from the page; none is expected.
   */
  detachedStickers(): Promise<string[]>;
  /** console errors, warnings and uncaught exceptions */
  problems: string[];
}

/**
 * Opens a page with the kitchen (English UI) and waits until the left side offers its emoji.
 * `ready` waits for whatever the page needs first (hydration of a prerendered page).
 */
export async function openKitchen(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>): Promise<KitchenPage> {
  const page = await context.newPage();
  const problems = watchConsole(page);
  const stickerRequests: string[] = [];
  await page.addInitScript(watchDetachedStickers);
  await page.route(STICKER_REQUESTS, (route) => {
    stickerRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: LOCAL_PNG });
  });
  await page.goto(url);
  await ready(page);
  // The panel loads its data when a visitor scrolls near it.
  await page.getByTestId('kitchen-left').scrollIntoViewIfNeeded();
  await option(page, 'left', '1F600').waitFor();
  const detachedStickers = () => page.evaluate(() => (window as unknown as { detachedStickers: string[] }).detachedStickers);
  return { page, stickerRequests, detachedStickers, problems };
}

/** Runs in the page before its scripts: records each sticker URL set as the src of a detached <img>. */
function watchDetachedStickers() {
  const found: string[] = [];
  (window as unknown as { detachedStickers: string[] }).detachedStickers = found;
  const record = (element: Element, value: unknown) => {
    if (element instanceof HTMLImageElement && !element.isConnected && String(value).includes('/emojikitchen/')) found.push(String(value));
  };
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name: string, value: string) {
    if (name.toLowerCase() === 'src') record(this, value);
    setAttribute.call(this, name, value);
  };
  const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    ...src,
    set(this: HTMLImageElement, value: string) {
      record(this, value);
      src.set!.call(this, value);
    },
  });
}

const option = (page: Page, side: 'left' | 'right', hexcode: string) => page.locator(`[data-testid="kitchen-${side}"] button[data-hex="${hexcode}"]`);
const mixOf = (page: Page) => new URL(page.url()).searchParams.get('mix');

/** Waits until the sticker of a pair is shown (the local PNG decoded) and returns its URL. */
async function shownSticker(page: Page, left: string, right: string): Promise<string> {
  const expected = expectedStickerUrl(left, right)!;
  const sticker = page.getByTestId('kitchen-result');
  await expect.poll(() => sticker.getAttribute('src')).toBe(expected);
  await expect.poll(() => sticker.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return expected;
}

export async function pickAndSwap({ page, stickerRequests, detachedStickers, problems }: KitchenPage): Promise<void> {
  await option(page, 'left', '1F600').click();
  // A long list draws its first 120 emoji, and the rest as the visitor scrolls it: 🔥 is further down.
  const right = page.locator('[data-testid="kitchen-right"] .kitchen-grid');
  await right.locator('button[data-hex]').first().waitFor(); // once the partners of 😀 have loaded
  expect(await right.locator('button[data-hex]').count()).toBe(120);
  await right.hover();
  await page.mouse.wheel(0, 1000);
  await option(page, 'right', '1F525').click();
  const picked = await shownSticker(page, '1f600', '1f525');
  expect(stickerRequests).toEqual([picked]);
  expect(await page.getByTestId('kitchen-result').getAttribute('alt')).toBe(
    text('en', 'kitchen.resultAlt').replace('{{left}}', 'grinning face').replace('{{right}}', 'fire'),
  );
  expect(mixOf(page)).toBe('1f600_1f525');

  await page.getByRole('button', { name: text('en', 'kitchen.swap') }).click();
  const swapped = await shownSticker(page, '1f525', '1f600');
  expect(stickerRequests).toEqual([picked, swapped]);
  expect(mixOf(page)).toBe('1f525_1f600');
  expect(await option(page, 'left', '1F525').getAttribute('aria-pressed')).toBe('true');
  expect(await detachedStickers()).toEqual([]);
  expect(problems).toEqual([]);
}

export async function randomPair({ page, stickerRequests, detachedStickers, problems }: KitchenPage): Promise<void> {
  await page.getByRole('button', { name: text('en', 'kitchen.random') }).click();
  await expect.poll(() => mixOf(page)).toMatch(/^[0-9a-f-]+_[0-9a-f-]+$/);
  const [left, right] = mixOf(page)!.split('_') as [string, string];
  const shown = await shownSticker(page, left, right);
  expect(stickerRequests).toEqual([shown]);
  expect(await detachedStickers()).toEqual([]);
  expect(problems).toEqual([]);
}

/** `url` opens the kitchen with ?mix=1f600_1f525&q=cat. */
export async function restoreSharedPair({ page, stickerRequests, detachedStickers, problems }: KitchenPage): Promise<void> {
  const shown = await shownSticker(page, '1f600', '1f525');
  // Here the sticker first renders when the emoji data arrives, in a transition that an urgent
  // update can interrupt and restart: the sticker is requested once all the same, because no
  // <img> gets its src before it is in the document (detachedStickers).
  expect(await detachedStickers()).toEqual([]);
  expect(stickerRequests).toEqual([shown]);
  expect(await option(page, 'left', '1F600').getAttribute('aria-pressed')).toBe('true');
  expect(await option(page, 'right', '1F525').getAttribute('aria-pressed')).toBe('true');
  // The restore itself writes nothing; the first change keeps the other parameters.
  await page.getByRole('button', { name: text('en', 'kitchen.swap') }).click();
  await expect.poll(() => mixOf(page)).toBe('1f525_1f600');
  expect(new URL(page.url()).searchParams.get('q')).toBe('cat');
  expect(problems).toEqual([]);
}
