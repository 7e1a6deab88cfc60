/**
 * The installable, offline-first site in Chromium: offline in every language after one visit, a
 * first visit that waits until it is idle (and saves data when asked), the update prompt after a
 * new deploy, the reload after a failed chunk, and the double-tap suppression on touch screens.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import { describe, expect, it, onTestFailed, onTestFinished } from 'vitest';
import { startStaticServer } from '../../../scripts/run/serve.ts';
import { START_AFTER_IDLE_MS } from '../../../src/platform/pwa.ts';
import { requireBuiltSite } from '../built-site.ts';
import { PAGES, text } from '../site-map.ts';
import { serveSiteToTakeOffline } from '../site-to-take-offline.ts';
import { INSTALL_WAIT, offlineProblems, requestsInFlight, useBrowser, waitForHydration, watchConsole } from '../use-browser.ts';

const newContext = useBrowser();

interface TouchLogEntry {
  type: string;
  prevented: boolean;
  time: number;
}

/** The cached emoji data files' URLs (the worker's runtime cache of emoji data). */
const cachedDataUrls = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('emoji-atlas-data-v1')).keys()).map((request) => request.url));

/**
 * Waits until the service worker controls the page and the page has kept the data for offline use
 * (src/platform/service-worker.ts marks <html> with the languages kept); returns those languages.
 */
async function waitForOfflineReady(page: Page): Promise<string[]> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null && document.documentElement.dataset.offlineData, null, INSTALL_WAIT);
  return (await page.getAttribute('html', 'data-offline-data'))!.split(' ');
}

/** A visitor whose browser asks to save data (the Save-Data header and navigator.connection.saveData). */
const SAVE_DATA: BrowserContextOptions = { extraHTTPHeaders: { 'Save-Data': 'on' } };
const saveDataScript = () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
};

/** The 13,398 emoji pages and their artwork (over 300 MB): no test that deploys a copy opens them. */
const EMOJI_PAGES_AND_ARTWORK = /[\\/](?:emoji|art)(?:[\\/]|$)/;

/**
 * dist/ copied into a folder of its own, served on a free port, so a test can deploy into it;
 * without the emoji pages and their artwork, which would make the copy and the deploy take minutes.
 */
async function serveCopyOfSite(): Promise<{ dir: string; url: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'emoji-atlas-deploy-'));
  const dist = requireBuiltSite();
  cpSync(dist, dir, { recursive: true, filter: (source) => !EMOJI_PAGES_AND_ARTWORK.test(source.slice(dist.length)) });
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
    // Pages are precached under their served URL: app-shell.html as /app-shell (minified: {url:"/app-shell",revision:"…"}).
    const path = file
      .split('\\')
      .join('/')
      .replace(/\.html$/, '');
    const url = path === 'index' ? '/' : `/${path}`;
    const escaped = url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    worker = worker.replace(new RegExp(`(\\burl"?:\\s*"${escaped}",\\s*"?revision"?:\\s*)"[0-9a-f]+"`), `$1"${revision}"`);
  }
  writeFileSync(join(dir, 'sw.js'), worker);
  writeFileSync(join(dir, 'builds', 'latest.json'), JSON.stringify({ id: newId, timestamp: new Date().toISOString() }));
  return oldId;
}

/**
 * What a hung update left behind, for the failure message: the page's URL, the build its document
 * shows, the requests still in flight and each service worker's registration: a reload that never
 * comes is otherwise a bare timeout.
 */
async function whereTheUpdateStands(page: Page): Promise<string> {
  const workers = await Promise.all(
    page
      .context()
      .serviceWorkers()
      .map((worker) =>
        worker
          .evaluate(() => {
            const { active, waiting, installing } = (self as unknown as { registration: ServiceWorkerRegistration }).registration;
            return { active: active?.state, waiting: waiting?.state, installing: installing?.state };
          })
          .then(
            (states) => ({ url: worker.url(), ...states }),
            (error: Error) => ({ url: worker.url(), error: error.message }),
          ),
      ),
  );
  // Which build the document shows, if it answers: a new one means the load came and was missed.
  const shown = await Promise.race([
    page.evaluate(() => ({ build: document.querySelector('meta[name="build-id"]')?.getAttribute('content'), state: document.readyState })),
    new Promise((resolve) => setTimeout(() => resolve('no answer within 5 s'), 5_000)),
  ]).catch((error: Error) => error.message);
  return JSON.stringify({ url: page.url(), document: shown, inFlight: requestsInFlight(page), workers });
}

/** Installing the worker (once the page has been idle 5 s) and keeping six languages' data, on a busy 2-core machine. */
const INSTALL_TIMEOUT_MS = 120_000;

/**
 * Resolves once the page has drawn two frames and then had nothing left to do (an idle callback):
 * what it does in answer to an event it has already received (a re-render, a retry, a request) has
 * happened by then.
 */
const pageSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 }))),
      ),
  );

describe('PWA in Chromium', () => {
  // One visit serves three stories (each install of the worker and the data costs 15-40 s on the
  // shared 2-core machine): what the first seconds carry, what is kept, and what works offline.
  it(
    'after one visit to /en, idle first, then offline: every screen of the six languages, search (Chinese tags on the Korean page too), optimizer and kitchen in Japanese and Korean',
    async () => {
      const site = await serveSiteToTakeOffline();
      const context = await newContext({ baseURL: site.url, permissions: ['clipboard-read', 'clipboard-write'] });
      const requests: Request[] = [];
      context.on('request', (request) => requests.push(request));
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto('/en');
      await waitForHydration(page);
      // Every language's search data, kept once the page was idle; nothing else was visited.
      expect((await waitForOfflineReady(page)).sort()).toEqual(['en', 'es', 'ja', 'ko', 'zh', 'zh_tw']);
      // The first seconds after the load carried only the page and its own language: no worker, no
      // other data. Both times are the browser's (the time the test process hears of an event lags
      // behind by a second and more on a busy machine, which once put /sw.js "early").
      const loadedAt = await page.evaluate(
        () => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      );
      const early = requests
        .filter((request) => request.timing().startTime < loadedAt + START_AFTER_IDLE_MS)
        .map((request) => new URL(request.url()).pathname);
      expect(early.filter((path) => path === '/sw.js' || /^\/assets\/(?:emoji-(?!en-)[a-z_]+|chinese-tags)-[\w-]+\.json$/.test(path))).toEqual([]);
      // Then the worker installed and the other languages followed.
      const later = requests.map((request) => new URL(request.url()).pathname);
      expect(later).toContain('/sw.js');
      expect(later.filter((path) => /^\/assets\/emoji-[a-z_]+-[\w-]+\.json$/.test(path)).length).toBeGreaterThanOrEqual(6);
      // The Chinese tags that the Korean (and Japanese, Spanish, Traditional Chinese) files leave out are kept too.
      expect((await cachedDataUrls(page)).some((url) => /\/chinese-tags-[\w-]+\.json$/.test(url))).toBe(true);
      await site.goOffline(context);

      for (const expected of PAGES) {
        const response = await page.goto(expected.path);
        expect(response?.status(), expected.path).toBe(200);
        expect(response?.fromServiceWorker(), expected.path).toBe(true);
        // The app shell renders the screen of the URL, in the URL's language.
        await waitForHydration(page);
        await expect.poll(() => page.getAttribute('html', 'lang'), { message: expected.path }).toBe(expected.tag);
        await expect.poll(() => page.title(), { message: expected.path }).toBe(text(expected.lang, `meta.${expected.screen}.title`));
        // The feedback board needs the backend: offline it says so, and that it loads when the connection returns.
        // (Whether the browser knows it is offline depends on the build: the packaged Chromium says online.)
        if (expected.screen === 'feedback') {
          const status = page.getByTestId('feedback-load-failed');
          await status.waitFor();
          expect([
            text(expected.lang, 'feedback.offlineList'),
            `${text(expected.lang, 'feedback.loadFailed')} ${text(expected.lang, 'feedback.retry')}`,
          ]).toContain(await status.textContent());
        }
      }

      // Search in languages never opened online.
      for (const [path, query, hexcode] of [
        ['/ja', 'ねこ', '1F408'],
        ['/ko', '고양이', '1F408'],
        ['/', '猫', '1F431'],
      ] as const) {
        await page.goto(path);
        await waitForHydration(page);
        await page.getByTestId('search-input').fill(query);
        await page.locator(`[data-testid="emoji-grid"] button[data-hex="${hexcode}"]`).waitFor();
      }
      await page.locator('[data-testid="emoji-grid"] button[data-hex="1F431"]').click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('🐱');

      // On the Korean page, whose file leaves the Chinese tags out, a Chinese query finds them
      // (none was typed online: they come from what the visit kept); and the kitchen's pickers
      // offer their emoji in Korean.
      await page.goto('/ko');
      await waitForHydration(page);
      await page.getByTestId('search-input').fill('恐龙');
      await page.locator('[data-testid="emoji-grid"] button[data-hex="1F995"]').waitFor();
      await page.getByTestId('kitchen-left').scrollIntoViewIfNeeded();
      await page.locator('[data-testid="kitchen-left"] button[data-hex="1F600"]').waitFor();
      await page.locator('[data-testid="kitchen-right"] button[data-hex="1F600"]').waitFor();

      // The optimizer in Japanese, on this device.
      await page.goto('/ja/optimizer');
      await waitForHydration(page);
      await page.getByTestId('optimizer-input').fill('猫とコーヒーが好き');
      await page.getByTestId('optimizer-run').click();
      // Done, by the server or (offline) on the device, which its message says.
      await page.waitForFunction(
        (finished) => finished.includes(document.querySelector('[data-testid="optimizer-status"]')?.textContent ?? ''),
        [text('ja', 'optimizer.done'), text('ja', 'optimizer.offline')],
      );
      expect(await page.getByTestId('optimizer-output').textContent()).toContain('☕');

      // An emoji page never visited answers with its language's precached stand-in, which says so.
      const emojiPage = await page.goto('/ja/emoji/grinning-face');
      expect(emojiPage?.fromServiceWorker()).toBe(true);
      await page.getByTestId('emoji-offline').waitFor();
      expect(await page.locator('h1').textContent()).toBe(text('ja', 'emojiOffline.title'));
      // Any other page the device has not kept gets the shell's view, which says so too.
      const unknown = await page.goto('/ja/not-kept');
      expect(unknown?.fromServiceWorker()).toBe(true);
      await page.getByTestId('offline-view').waitFor();
      expect(await page.locator('#main h1').textContent()).toBe(text('ja', 'offline.title'));
      expect(await page.getByRole('link', { name: text('ja', 'offline.searchHome') }).getAttribute('href')).toBe('/ja');

      expect(offlineProblems(problems)).toEqual([]);
    },
    2 * INSTALL_TIMEOUT_MS,
  );

  it(
    'under Save-Data keeps only the visited language, and offline another language says its data is not here yet',
    async () => {
      const site = await serveSiteToTakeOffline();
      const context = await newContext({ ...SAVE_DATA, baseURL: site.url });
      await context.addInitScript(saveDataScript);
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto('/en');
      await waitForHydration(page);
      expect(await waitForOfflineReady(page)).toEqual(['en']);
      expect((await cachedDataUrls(page)).map((url) => /\/assets\/(emoji-[a-z_]+|chinese-tags)-/.exec(url)?.[1])).toEqual(['emoji-en']);

      await site.goOffline(context);
      await page.goto('/ja');
      await waitForHydration(page);
      await page.getByTestId('search-input').fill('ねこ');
      expect(await page.getByTestId('search-unavailable').textContent()).toBe(text('ja', 'search.dataUnavailable'));
      // The failed fetches of the Japanese data and of its readings (a kana query) are the expected console lines.
      expect(
        offlineProblems(problems).filter((p) => !/ERR_(?:INTERNET_DISCONNECTED|FAILED) \(.*\/assets\/(?:emoji-ja|japanese-readings)-/.test(p)),
      ).toEqual([]);
    },
    INSTALL_TIMEOUT_MS,
  );

  // Retried once: with the three lanes side by side on two cores, the reload's navigation hung in
  // the worker in 2 of 5 full runs (never alone: 27 s); a page that never updates fails both tries.
  it('offers the translated update prompt after a new deploy and reloads into the new build', {
    retry: 1,
    timeout: 2 * INSTALL_TIMEOUT_MS,
  }, async () => {
    // The retry hides a first attempt's error, so the log keeps it. Beside the other two lanes about one
    // attempt in 6 fails (the reload's navigation never commits, or it reloads into the old build); alone, none.
    onTestFailed(({ task }) => console.error(`first attempt failed: ${task.result?.errors?.map((error) => error.message).join('\n')}`));
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
    // The page's update checks start once it has been idle 5 s (src/platform/pwa.ts).
    await prompt.waitFor({ timeout: 60_000 });
    expect(await prompt.locator('p').textContent()).toBe(text('en', 'pwa.updateAvailable'));
    expect(await page.getByTestId('update-reload').textContent()).toBe(text('en', 'pwa.reload'));

    // Until the page reloads, the bar says the update is under way. The reload can come within
    // milliseconds of the press, so the page notes what the bar said in sessionStorage, which
    // the reloaded page still has.
    await page.evaluate(
      (updating) => {
        const prompt = document.querySelector('[data-testid="update-prompt"]')!;
        new MutationObserver(() => {
          if (prompt.querySelector('p')?.textContent === updating && prompt.getAttribute('aria-busy') === 'true')
            sessionStorage.setItem('bar-said', updating);
        }).observe(prompt, { subtree: true, childList: true, characterData: true, attributes: true });
      },
      text('en', 'pwa.updating'),
    );
    // Reload installs the new worker first (it refetches the changed pages), then reloads: an
    // install, whose ceiling in this file is INSTALL_TIMEOUT_MS. 20 s was too short once at load 9
    // on a fresh clone; a ceiling costs nothing when the load comes.
    await Promise.all([
      page.waitForEvent('load', { timeout: INSTALL_TIMEOUT_MS }).catch(async (error: Error) => {
        throw new Error(`no load after Reload: ${await whereTheUpdateStands(page)}`, { cause: error });
      }),
      page.getByTestId('update-reload').click(),
    ]);
    expect(await page.evaluate(() => sessionStorage.getItem('bar-said'))).toBe(text('en', 'pwa.updating'));
    await page.waitForFunction((id) => document.querySelector('meta[name="build-id"]')?.getAttribute('content') === id, newId);
    // The new build's glue has started (worker registered, data kept) and its first look at
    // latest.json has been answered: a prompt, if any, would be showing now.
    const firstCheck = page.waitForEvent('requestfinished', {
      predicate: (request) => request.url().endsWith('/builds/latest.json'),
      timeout: 60_000,
    });
    await waitForOfflineReady(page);
    await firstCheck;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    expect(await prompt.count()).toBe(0);
  });

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

    // A second failure within 10 s does not reload again: the error is recorded instead, and the
    // guard, which stamps its time before every reload it makes, keeps the first reload's time.
    const guard = () => page.evaluate(() => sessionStorage.getItem('emoji-atlas/chunk-reload/v1'));
    const firstReload = await guard();
    await page.locator('.site-nav a[href="/en/feedback"]').click();
    await page.waitForFunction(() => window.__ATLAS_ERRORS__?.some((error) => error.message.includes('feedback-screen')));
    expect(await guard()).toBe(firstReload);
    expect(loads).toBe(2);
  });

  it('keeps the page when a chunk fails while offline: no reload into the browser offline page, the offline view instead', async () => {
    // A first visit before the service worker has started: nothing is kept yet.
    const context = await newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/en');
    await waitForHydration(page);
    await context.setOffline(true);
    // Client-side navigation imports the feedback chunk, which the device does not have.
    await page.locator('.site-nav a[href="/en/feedback"]').click();
    await page.waitForFunction(() => window.__ATLAS_ERRORS__?.some((error) => error.message.includes('feedback-screen')));
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('emoji-atlas/chunk-reload/v1'))).toBeNull();
    // The screen says it is not kept on this device, rather than an empty main area, and the page
    // stops asking the network for what it cannot get.
    await page.getByTestId('offline-view').waitFor();
    expect(await page.getByTestId('offline-view').locator('h1').textContent()).toBe(text('en', 'offline.title'));
    let requests = 0;
    page.on('request', () => requests++);
    // Not a wait for a state but the window the check watches: no request during a second.
    await page.waitForTimeout(1_000);
    expect(requests).toBe(0);
    // Its link leads home within the page, whose code is in: the search box is there, no reload.
    // The press in the content asks for the kitchen's code, which fails offline: home stays.
    const kitchenFailed = page.waitForEvent('requestfailed', (request) => request.url().includes('/kitchen-panel-'));
    await page.getByTestId('offline-view').getByRole('link').click();
    await kitchenFailed;
    await page.getByTestId('search-input').waitFor();
    // Thrown, the failure would replace home with the offline view once the page has handled it.
    await pageSettled(page);
    await expect(page.getByTestId('search-input').isVisible()).resolves.toBe(true);
    expect(await page.getByTestId('offline-view').count()).toBe(0);
    expect(loads).toBe(1);
  });

  it('suppresses a second tap within 300 ms on a touch screen and blocks multi-touch', async () => {
    const context = await newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The guard reads performance.now(): the page's clock is Playwright's, so the test moves it by
    // the intervals it means (runFor) instead of sleeping through them.
    await page.clock.install();
    await page.goto('/en');
    await waitForHydration(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    // Listeners on window run after the guard's (on document) and see what it cancelled.
    await page.evaluate(() => {
      const log: TouchLogEntry[] = [];
      (window as unknown as { touchLog: TouchLogEntry[] }).touchLog = log;
      for (const type of ['touchstart', 'touchend', 'click']) {
        addEventListener(type, (event) => log.push({ type, prevented: event.defaultPrevented, time: performance.now() }));
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
    await page.clock.runFor(100);
    await tap();
    const quick = await page.evaluate(() => (window as unknown as { touchLog: TouchLogEntry[] }).touchLog.filter((e) => e.type === 'touchend'));
    expect(quick[1]!.time - quick[0]!.time).toBeLessThan(300);
    expect(quick.map((e) => e.prevented)).toEqual([false, true]);
    expect(await countClicks()).toBe(1);

    await page.clock.runFor(400);
    await tap();
    await page.clock.runFor(400);
    await tap();
    const slow = await page.evaluate(() => (window as unknown as { touchLog: TouchLogEntry[] }).touchLog.filter((e) => e.type === 'touchend'));
    expect(slow.map((e) => e.prevented)).toEqual([false, false]);
    expect(await countClicks()).toBe(2);

    // A second finger down: its touchstart (two touches) is the one the guard cancels.
    await touch('touchStart', [
      { ...point, id: 1 },
      { x: point.x + 40, y: point.y + 40, id: 2 },
    ]);
    await touch('touchEnd', []);
    const pinch = await readLog('touchstart');
    expect(pinch.at(-1)?.prevented).toBe(true);
  });
});
