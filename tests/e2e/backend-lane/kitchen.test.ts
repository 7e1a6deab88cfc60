/**
 * The kitchen on the built English home page (dist/, served by the e2e global setup): pick, swap,
 * random pair and a shared ?mix= restored, with sticker requests answered locally (no network).
 */
import { describe, test } from 'vitest';
import { openKitchen, pickAndSwap, randomPair, restoreSharedPair } from '../kitchen-scenarios.ts';
import { useBrowser, waitForHydration } from '../use-browser.ts';

const newContext = useBrowser();
// Sticker requests are answered by page.route, which a service worker's own fetches bypass: once
// the worker claims the page it would ask the (absent) network instead. The worker has tests of its own.
const open = async (url: string) => openKitchen(await newContext({ locale: 'en-US', serviceWorkers: 'block' }), url, waitForHydration);

describe('the kitchen on the home page', () => {
  test('picks a pair, shows its sticker and swaps it', async () => {
    await pickAndSwap(await open('/en'));
  });

  test('picks a random pair with a sticker', async () => {
    await randomPair(await open('/en'));
  });

  test('fills once it is on screen, with no input: a shared ?q= with few results shows it at once on a desktop', async () => {
    const context = await newContext({ locale: 'en-US', serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/en?q=pizza');
    await waitForHydration(page);
    await page.locator('[data-testid="kitchen-left"] button[data-hex="1F600"]').waitFor();
  });

  test('restores a shared pair from ?mix= and keeps the other parameters', async () => {
    await restoreSharedPair(await open('/en?mix=1f600_1f525&q=cat'));
  });
});
