/**
 * The installable, offline-first site in Chromium: offline after one visit, the update prompt after
 * a new deploy, the reload after a failed chunk, and the double-tap suppression on touch screens.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startStaticServer } from '../../scripts/serve.ts';
import { requireBuiltSite } from './built-site.ts';
import { PAGES, text } from './site-map.ts';
import { useBrowser, waitForHydration, watchConsole } from './use-browser.ts';

const newContext = useBrowser();

interface TouchLogEntry {
  type: string;
  prevented: boolean;
  time: number;
}

/** The cached emoji data files' URLs (the worker's runtime cache of emoji data). */
const cachedDataUrls = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('emoji-atlas-data-v1')).keys()).map((request) => request.url));

/** Waits until the service worker controls the page and holds the page language's emoji data. */
async function waitForOfflineReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  // expect.poll, not waitForFunction: an async predicate's promise would count as truthy at once.
  await expect.poll(async () => (await cachedDataUrls(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
}

/** dist/ copied into a folder of its own, served on a free port, so a test can deploy into it. */
async function serveCopyOfSite(): Promise<{ dir: string; url: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'emoji-atlas-deploy-'));
  cpSync(requireBuiltSite(), dir, { recursive: true });
  const server = await startStaticServer({ dir, port: 0 });
  onTestFinished(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { dir, url: server.url };
}

/**
 * A second deploy as the build makes it: a new id in latest.json and in every page, and a service
 * worker whose precache revisions (MD5 of each file, as Workbox computes them) match the new pages.
 */
function deploySecondBuild(dir: string, newId: string): string {
  const oldId = (JSON.parse(readFileSync(join(dir, 'builds', 'latest.json'), 'utf8')) as { id: string }).id;
  let worker = readFileSync(join(dir, 'sw.js'), 'utf8');
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const file of pages) {
    const html = readFileSync(join(dir, file), 'utf8').replaceAll(`content="${oldId}"`, `content="${newId}"`);
    writeFileSync(join(dir, file), html);
    const revision = createHash('md5').update(html).digest('hex');
    // Pages are precached under their served URL: index.html as /, en/feedback.html as /en/feedback.
    const path = file.split('\\').join('/').replace(/\.html$/, '');
    const url = path === 'index' ? '/' : `/${path}`;
    const escaped = url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    worker = worker.replace(new RegExp(`("url": "${escaped}",\\s*"revision": )"[0-9a-f]+"`), `$1"${revision}"`);
  }
  writeFileSync(join(dir, 'sw.js'), worker);
  writeFileSync(join(dir, 'builds', 'latest.json'), JSON.stringify({ id: newId, timestamp: new Date().toISOString() }));
  return oldId;
}

/** Installing the worker downloads every page once, and the update test installs two workers. */
const INSTALL_TIMEOUT_MS = 120_000;

describe('PWA in Chromium', () => {
  it('serves all 28 pages from the service worker offline after one visit; search and copy work', async () => {
    const context = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    await waitForOfflineReady(page);
    // Another language's data, used once online, is kept by the worker for offline use too.
    await page.goto('/ja/index_v1');
    await waitForHydration(page);
    await context.setOffline(true);

    for (const expected of PAGES) {
      const response = await page.goto(expected.path);
      expect(response?.status(), expected.path).toBe(200);
      expect(response?.fromServiceWorker(), expected.path).toBe(true);
      expect(await page.getAttribute('html', 'lang'), expected.path).toBe(expected.tag);
      expect(await page.title(), expected.path).toBe(text(expected.lang, `meta.${expected.screen}.title`));
      // index_v1 hydrates once its language's data is in: cached for zh (the visitor's language)
      // and ja (used above); the others stay the readable prerendered page until used online.
      if (expected.screen !== 'index_v1' || expected.lang === 'zh' || expected.lang === 'ja') await waitForHydration(page);
      // The feedback board needs the backend: offline it says so, and the form stays usable.
      if (expected.screen === 'feedback') await page.getByText(text(expected.lang, 'feedback.loadFailed')).first().waitFor();
    }

    await page.goto('/');
    await waitForHydration(page);
    await page.getByTestId('search-input').fill('猫');
    const cat = page.locator('[data-testid="emoji-grid"] button[data-hex="1F431"]');
    await cat.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('🐱');
    // Chromium's offline emulation leaves navigator.onLine true, so the feedback pages still try
    // the backend and the browser logs those refused requests; anything else is a problem.
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED \(http:\/\/localhost:\d+\/parse_server\//.test(p))).toEqual([]);
   }, INSTALL_TIMEOUT_MS);

  it('searches the Chinese tags offline on the Korean page after one visit', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/ko');
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    // No Chinese query was typed online: the worker keeps the tags the Korean file leaves out anyway.
    const cachedTags = async () => (await cachedDataUrls(page)).some((url) => /\/chinese-tags-[\w-]+\.json$/.test(url));
    await expect.poll(cachedTags, { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await page.getByTestId('search-input').fill('恐龙');
    await page.waitForSelector('[data-testid="emoji-grid"] button[data-hex="1F995"]');
  }, INSTALL_TIMEOUT_MS);

  it('offers the translated update prompt after a new deploy and reloads into the new build', async () => {
    const site = await serveCopyOfSite();
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/en`);
    await waitForOfflineReady(page);
    const newId = 'second-build-0001';
    const oldId = deploySecondBuild(site.dir, newId);

    // The controlled page still shows the old build (atomically, from the precache) and notices.
    await page.reload();
    expect(await page.getAttribute('meta[name="build-id"]', 'content')).toBe(oldId);
    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor({ timeout: 15_000 });
    expect(await prompt.locator('p').textContent()).toBe(text('en', 'pwa.updateAvailable'));
    expect(await page.getByTestId('update-reload').textContent()).toBe(text('en', 'pwa.reload'));

    await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), page.getByTestId('update-reload').click()]);
    await page.waitForFunction((id) => document.querySelector('meta[name="build-id"]')?.getAttribute('content') === id, newId);
    await page.waitForTimeout(1_500);
    expect(await prompt.count()).toBe(0);
   }, INSTALL_TIMEOUT_MS);

  it('reloads once when a lazily loaded chunk fails, and not again within 10 s', async () => {
    // Without the service worker, so chunk requests reach the network and can fail.
    const context = await newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    // The optimizer chunk fails until the page reloads (as after a deploy, the reload fixes it);
    // the feedback chunk always fails.
    let optimizerFails = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().endsWith('/en/optimizer')) optimizerFails = false;
    });
    await page.route(/\/assets\/(optimizer|feedback)-screen-[\w-]+\.js$/, (route) =>
      route.request().url().includes('/feedback-screen-') || optimizerFails ? route.abort() : route.continue(),
    );
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/en');
    await waitForHydration(page);
    expect(loads).toBe(1);

    // Client-side navigation imports the optimizer chunk, fails, and the page reloads at its URL.
    await Promise.all([page.waitForEvent('load'), page.locator('.site-nav a[href="/en/optimizer"]').click()]);
    expect(loads).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/en/optimizer');
    await waitForHydration(page);
    expect(Number(await page.evaluate(() => sessionStorage.getItem('emoji-atlas/chunk-reload/v1')))).toBeGreaterThan(0);

    // A second failure within 10 s does not reload again: the error is recorded instead.
    await page.locator('.site-nav a[href="/en/feedback"]').click();
    await page.waitForFunction(() => window.__ATLAS_ERRORS__?.some((error) => error.message.includes('feedback-screen')));
    await page.waitForTimeout(3_000);
    expect(loads).toBe(2);
  });

  it('suppresses a second tap within 300 ms on a touch screen and blocks multi-touch', async () => {
    const context = await newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/en');
    await waitForHydration(page);
    // Listeners on window run after the guard's (on document) and see what it cancelled.
    await page.evaluate(() => {
      const log: TouchLogEntry[] = [];
      (window as unknown as { touchLog: TouchLogEntry[] }).touchLog = log;
      for (const type of ['touchstart', 'touchend', 'click']) {
        addEventListener(type, (event) => log.push({ type, prevented: event.defaultPrevented, time: event.timeStamp }));
      }
    });
    const readLog = (type: string) =>
      page.evaluate((type) => (window as unknown as { touchLog: TouchLogEntry[] }).touchLog.splice(0).filter((e) => e.type === type), type);
    const heading = (await page.locator('h1').first().boundingBox())!;
    const point = { x: heading.x + 10, y: heading.y + heading.height / 2 };
    // Raw touch events (what page.touchscreen.tap sends), without its extra round trips.
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchEnd', touchPoints: { x: number; y: number; id?: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
    const tap = async () => {
      await touch('touchStart', [point]);
      await touch('touchEnd', []);
    };
    const countClicks = async () => (await readLog('click')).length;

    await tap();
    await page.waitForTimeout(100);
    await tap();
    const quick = await page.evaluate(() => (window as unknown as { touchLog: TouchLogEntry[] }).touchLog.filter((e) => e.type === 'touchend'));
    expect(quick[1]!.time - quick[0]!.time).toBeLessThan(300);
    expect(quick.map((e) => e.prevented)).toEqual([false, true]);
    expect(await countClicks()).toBe(1);

    await page.waitForTimeout(400);
    await tap();
    await page.waitForTimeout(400);
    await tap();
    const slow = await page.evaluate(() => (window as unknown as { touchLog: TouchLogEntry[] }).touchLog.filter((e) => e.type === 'touchend'));
    expect(slow.map((e) => e.prevented)).toEqual([false, false]);
    expect(await countClicks()).toBe(2);

    // A second finger down: its touchstart (two touches) is the one the guard cancels.
    await touch('touchStart', [{ ...point, id: 1 }, { x: point.x + 40, y: point.y + 40, id: 2 }]);
    await touch('touchEnd', []);
    const pinch = await readLog('touchstart');
    expect(pinch.at(-1)?.prevented).toBe(true);
  });
});
