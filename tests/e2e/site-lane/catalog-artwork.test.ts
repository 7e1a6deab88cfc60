/**
 * Where the device cannot draw an emoji (an empty box, or letters for a flag), the grid,
 * search results and history show its open artwork, while copy still puts the text on the
 * clipboard; home requests no image when the device draws everything; offline, an image not kept
 * degrades to the emoji's text without a console error. The one-time detection is forced through
 * its stored result (EMOJI_SUPPORT_KEY), except in the last test, which checks the real one.
 */
import { createRequire } from 'node:module';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DeviceEmojiSupport } from '../../../src/platform/emoji-draws.ts';
import { EMOJI_SUPPORT_KEY } from '../../../src/platform/emoji-fallback.ts';
import { serveSiteToTakeOffline } from '../site-to-take-offline.ts';
import { INSTALL_WAIT, offlineProblems, useBrowser, waitForHydration, watchConsole } from '../use-browser.ts';

const require = createRequire(import.meta.url);
const newContext = useBrowser();
const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };

const DRAWS_NOTHING: DeviceEmojiSupport = { maxVersion: 0, flags: false };
const NO_FLAGS: DeviceEmojiSupport = { maxVersion: 999, flags: false };
const DRAWS_EVERYTHING: DeviceEmojiSupport = { maxVersion: 999, flags: true };

async function deviceThatDraws(support: DeviceEmojiSupport, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(options);
  await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [EMOJI_SUPPORT_KEY, JSON.stringify(support)]);
  return context;
}

/** Requests for the artwork a page makes, recorded from before its first load. */
function artworkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/art/')) seen.push(pathname);
  });
  return seen;
}

const cell = (page: Page, scope: string, hexcode: string) => page.locator(`[data-testid="${scope}"] [data-hex="${hexcode}"]`);
/** The image a cell shows: its src once it has loaded (naturalWidth > 0), null when it shows text. */
const loadedImage = (page: Page, scope: string, hexcode: string) =>
  cell(page, scope, hexcode).evaluate(async (element) => {
    const img = element.querySelector('img');
    if (!img) return null;
    // Lazy: an image loads once near the screen.
    element.scrollIntoView();
    if (!img.complete) await new Promise((done) => img.addEventListener('load', done, { once: true }));
    return img.naturalWidth > 0 ? `${img.getAttribute('src')} alt="${img.alt}"` : 'not loaded';
  });

describe('artwork where the device cannot draw an emoji', () => {
  it('grid, search results and history show the Twemoji image; copy copies the text', async () => {
    const page = await (await deviceThatDraws(DRAWS_NOTHING, clipboard)).newPage();
    const problems = watchConsole(page);
    await page.goto('/en');
    await waitForHydration(page);
    expect(await loadedImage(page, 'emoji-grid', '1F600')).toBe('/art/twemoji/1F600.svg alt=""');
    // The name stays the cell's: the image is decorative.
    expect(await cell(page, 'emoji-grid', '1F600').getAttribute('aria-label')).toBe('grinning face');
    await cell(page, 'emoji-grid', '1F600').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('😀');

    await page.getByTestId('search-input').fill('japan');
    expect(await loadedImage(page, 'emoji-grid', '1F1EF-1F1F5')).toBe('/art/twemoji/1F1EF-1F1F5.svg alt=""');
    await cell(page, 'emoji-grid', '1F1EF-1F1F5').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('🇯🇵');
    await expect.poll(() => loadedImage(page, 'history', '1F1EF-1F1F5')).toBe('/art/twemoji/1F1EF-1F1F5.svg alt=""');
    expect(await loadedImage(page, 'history', '1F600')).toBe('/art/twemoji/1F600.svg alt=""');

    // A skin variant shows its base design and copies the variant.
    await page.getByTestId('skin-tone').locator('[data-tone="3"]').click();
    await page.getByTestId('search-input').fill('waving hand');
    expect(await loadedImage(page, 'emoji-grid', '1F44B-1F3FD')).toBe('/art/twemoji/1F44B.svg alt=""');
    await cell(page, 'emoji-grid', '1F44B-1F3FD').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('👋🏽');
    expect(problems).toEqual([]);
  });

  it('a device that draws all but flags gets images for the flags only', async () => {
    const page = await (await deviceThatDraws(NO_FLAGS)).newPage();
    const requested = artworkRequests(page);
    await page.goto('/en');
    await waitForHydration(page);
    expect(await page.locator('[data-testid="emoji-grid"] img').count()).toBe(0);
    expect(requested).toEqual([]);
    await page.locator('[data-category="flags"]').click();
    expect(await loadedImage(page, 'emoji-grid', '1F1EF-1F1F5')).toBe('/art/twemoji/1F1EF-1F1F5.svg alt=""');
    // The chequered flag and England's (a tag sequence) are not regional-indicator pairs.
    expect(await loadedImage(page, 'emoji-grid', '1F3C1')).toBe(null);
    expect(await loadedImage(page, 'emoji-grid', '1F3F4-E0067-E0062-E0065-E006E-E0067-E007F')).toBe(null);
    // The 259 regional-indicator flags (countries, regions, EU, UN), each its own image.
    expect(await page.locator('[data-testid="emoji-grid"] img').count()).toBe(259);
  });

  it.each(['/', '/en', '/en/index_v1'])('%s requests no artwork when the device draws everything', async (path) => {
    const page = await (await deviceThatDraws(DRAWS_EVERYTHING)).newPage();
    const requested = artworkRequests(page);
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.locator('[data-testid="emoji-grid"] img').count()).toBe(0);
    expect(requested).toEqual([]);
  });

  it("index_v1 shows images exactly for the emoji newer than this browser's fonts (real detection)", async () => {
    const page = await (await newContext()).newPage();
    await page.goto('/en/index_v1');
    await waitForHydration(page);
    const stored = await page.waitForFunction((key) => localStorage.getItem(key), EMOJI_SUPPORT_KEY);
    const support = JSON.parse((await stored.jsonValue()) as string) as DeviceEmojiSupport;
    const data = require('emojibase-data/en/data.json') as { hexcode: string; group?: number; version: number }[];
    const regionalFlag = /^1F1[EF][0-9A-F]-1F1[EF][0-9A-F]$/;
    const expected = data
      .filter((e) => e.group !== undefined && e.group !== 2)
      .filter((e) => e.version > support.maxVersion || (!support.flags && regionalFlag.test(e.hexcode)))
      .map((e) => e.hexcode)
      .sort();
    const shown = await page
      .locator('[data-testid="emoji-grid"] [data-hex]:has(img)')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-hex')).sort());
    expect(shown).toEqual(expected);
  });

  it('offline, a kept image shows and one not kept falls back to the text, without a console error', async () => {
    const site = await serveSiteToTakeOffline();
    const context = await deviceThatDraws(DRAWS_NOTHING, { baseURL: site.url });
    const page = await context.newPage();
    await page.goto('/en');
    await waitForHydration(page);
    await page.waitForFunction(
      () => navigator.serviceWorker.controller !== null && document.documentElement.dataset.offlineData?.includes('en'),
      null,
      INSTALL_WAIT,
    );
    // Controlled now: the first category's images go through the worker and are kept.
    await page.reload();
    await waitForHydration(page);
    expect(await loadedImage(page, 'emoji-grid', '1F600')).toBe('/art/twemoji/1F600.svg alt=""');

    await site.goOffline(context);
    const problems = watchConsole(page);
    await page.reload();
    await waitForHydration(page);
    expect(await loadedImage(page, 'emoji-grid', '1F600')).toBe('/art/twemoji/1F600.svg alt=""');
    await page.getByTestId('search-input').fill('cat');
    // Never fetched: the worker answers with the emoji's text drawn as an SVG.
    expect(await loadedImage(page, 'emoji-grid', '1F408')).toBe('/art/twemoji/1F408.svg alt=""');
    const standIn = await page.evaluate(async () => (await fetch('/art/twemoji/1F408.svg')).text());
    expect(standIn).toContain('>&#x1F408;</text>');
    const kept = await page.evaluate(async () => (await fetch('/art/twemoji/1F600.svg')).text());
    expect(kept).not.toContain('<text');
    expect(offlineProblems(problems)).toEqual([]);
  }, 120_000);
});
