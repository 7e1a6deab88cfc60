/**
 * Memory over a long day, in Chromium at 1280x800 (service worker blocked: it keeps nothing in the page):
 * - what the emoji data costs: the page's heap after a search with its language's data, less the
 *   heap after the same search with the data file refused (the search then says it cannot answer).
 *   Median of 3 of each, interleaved. Budget ≤ 1.5 MB.
 * - growth over a day on /en: the heap after 10 searches, then after 1,000 searches, 100 details
 *   dialogs opened and closed, 50 in-app navigations between screens and 20 kitchen mixes, back on
 *   home; then after a second such day. Budget for each: within 0.5 MB. A leak grows every day;
 *   the first day also keeps the code of the screens it opened for the first time and the code V8
 *   compiled for what it did most (heap snapshots: 0.67 of the 0.72 MB that 300 searches added was optimized code).
 * With BENCH_PEER_DIST (as for lcp.ts), the day's searches are also typed into emoji-picker-element's
 *   page, for a like-for-like figure of what warming up costs a page that does not use React.
 * Every heap figure is V8's used heap (CDP Runtime.getHeapUsage) after two forced collections
 * (HeapProfiler.collectGarbage).
 *
 * Run alone: tsx bench/memory.ts [data|day] (serves dist/; both parts without an argument).
 */
import { pathToFileURL } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../scripts/lib/browser.ts';
import { startStaticServer } from '../scripts/run/serve.ts';
import { DATA_BUDGET_MB, GROWTH_BUDGET_MB } from './budgets.ts';
import { servePeerPage } from './peer-page.ts';
import type { BenchRow } from './types.ts';

const SECTION = 'memory';
const MB = 1_000_000;
const DATA_RUNS = 3;
const DATA_PAGES: [path: string, locale: string, query: string][] = [
  ['/', 'zh-CN', '猫'],
  ['/en', 'en-US', 'cat'],
  ['/ja', 'ja-JP', '猫'],
];
/** Typed in turn: one, two and three words, names, shortcodes and emoticons, with results and without. */
const DAY_QUERIES = ['cat', 'smile', 'heart', 'flag', 'pizza', 'ice cream', ':joy:', ':)', 'thumbs', '猫', 'dog', 'zzzz', 'face', 'red', 'xiao'];
const DAY = { searches: 1_000, dialogs: 100, navigations: 50, mixes: 20 } as const;
/** The kitchen asks Google for stickers; the bench has no network, so each gets a local PNG. */
const STICKERS = 'https://www.gstatic.com/android/keyboard/emojikitchen/**';
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function usedHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/**
 * The part of the heap that is code (bytecode, compiled machine code and their tables: the nodes of
 * type "code" in a heap snapshot), to tell what V8 compiled from what the page keeps.
 */
async function heapCode(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.meta.node_fields;
  const code = snapshot.meta.node_types[0].indexOf('code');
  const [type, size] = [fields.indexOf('type'), fields.indexOf('self_size')];
  let bytes = 0;
  for (let at = 0; at < nodes.length; at += fields.length) if (nodes[at + type] === code) bytes += nodes[at + size]!;
  return bytes;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const megabytes = (bytes: number) => Math.round((bytes / MB) * 100) / 100;

/** Waits until the results drawn answer `query` (they are drawn a frame after the key, see useCatalogSearch). */
async function search(page: Page, query: string): Promise<void> {
  await page.getByTestId('search-input').fill(query);
  await page.waitForFunction((expected) => {
    const count = document.querySelector('.search-results .results-count');
    const input = document.querySelector<HTMLInputElement>('[data-testid="search-input"]');
    return !expected ? !count : Boolean(count) && input?.value === expected && !document.querySelector('.catalog-loading');
  }, query);
  // Two frames: the deferred render commits after the key's own.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function heapAfterSearch(
  browser: Browser,
  siteUrl: string,
  [path, locale, query]: (typeof DATA_PAGES)[number],
  withData: boolean,
): Promise<number> {
  const context = await browser.newContext({ locale, serviceWorkers: 'block' });
  const page = await context.newPage();
  if (!withData) await page.route(/\/emoji-(?:zh|zh_tw|en|ja|ko|es)-[\w-]+\.json$/, (route) => route.abort());
  await page.goto(`${siteUrl}${path}`);
  await page.getByTestId('search-input').focus();
  await page.getByTestId('search-input').fill(query);
  await page.locator(withData ? '.search-results .results-count' : '[data-testid="search-unavailable"]').waitFor();
  await page.waitForLoadState('networkidle');
  const heap = await usedHeap(await context.newCDPSession(page));
  await context.close();
  return heap;
}

async function dataCost(browser: Browser, siteUrl: string): Promise<BenchRow[]> {
  return DATA_PAGES.reduce<Promise<BenchRow[]>>(async (rowsSoFar, target) => {
    const rows = await rowsSoFar;
    const withData: number[] = [];
    const without: number[] = [];
    for (let run = 0; run < DATA_RUNS; run++) {
      withData.push(await heapAfterSearch(browser, siteUrl, target, true));
      without.push(await heapAfterSearch(browser, siteUrl, target, false));
    }
    const cost = median(withData) - median(without);
    return [
      ...rows,
      {
        section: SECTION,
        metric: `${target[0]} heap after a search, without its data / with it`,
        value: `${megabytes(median(without))} / ${megabytes(median(withData))}`,
        unit: 'MB',
      },
      {
        section: SECTION,
        metric: `${target[0]} emoji data (data file, search index, lists), median of ${DATA_RUNS}`,
        value: megabytes(cost),
        unit: 'MB',
        budget: `≤ ${DATA_BUDGET_MB}`,
        pass: cost <= DATA_BUDGET_MB * MB,
      },
    ];
  }, Promise.resolve([]));
}

async function navigateTo(page: Page, pathname: string): Promise<void> {
  await page.locator(`.site-nav a[href="${pathname}"]`).click();
  await page.waitForURL((url) => url.pathname === pathname);
  await page.locator('main h1, main [data-testid="search-input"]').first().waitFor();
}

/** One day of use, from home with the box empty back to it; the heap after each part, to tell which one grows. */
async function oneDay(page: Page, cdp: CDPSession): Promise<[part: string, heap: number][]> {
  const after: [string, number][] = [];
  const note = async (part: string) => after.push([part, await usedHeap(cdp)]);
  for (let done = 0; done < DAY.searches; done++) await search(page, DAY_QUERIES[done % DAY_QUERIES.length]!);
  await note('searches');
  await page.getByTestId('panel-mode-detail').click();
  await search(page, 'face');
  const cells = page.locator('[data-testid="emoji-grid"] [data-hex]');
  for (let opened = 0; opened < DAY.dialogs; opened++) {
    await cells.nth(opened % 40).click();
    await page.getByTestId('emoji-details').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('emoji-details').waitFor({ state: 'detached' });
  }
  await page.getByTestId('panel-mode-copy').click();
  await search(page, '');
  await note('dialogs');
  const screens = ['/en/optimizer', '/en/index_v1', '/en'];
  for (let moved = 0; moved < DAY.navigations; moved++) await navigateTo(page, screens[moved % screens.length]!);
  if (new URL(page.url()).pathname !== '/en') await navigateTo(page, '/en');
  await note('navigations');
  await page.getByTestId('kitchen-left').scrollIntoViewIfNeeded();
  await page.locator('[data-testid="kitchen-left"] button[data-hex]').first().waitFor();
  for (let mixed = 0; mixed < DAY.mixes; mixed++) {
    const before = await page
      .getByTestId('kitchen-result')
      .getAttribute('src')
      .catch(() => null);
    await page.locator('.kitchen-actions button', { hasText: 'Random pair' }).click();
    await page.waitForFunction((previous) => {
      const sticker = document.querySelector<HTMLImageElement>('[data-testid="kitchen-result"]');
      return sticker && sticker.src !== previous && sticker.complete;
    }, before);
  }
  await page.evaluate(() => scrollTo(0, 0));
  await page.getByTestId('search-input').focus();
  await search(page, '');
  return after;
}

const heapsByPart = (heaps: [string, number][]) => heaps.map(([part, heap]) => `${part} ${megabytes(heap)}`).join(', ');

/**
 * A like-for-like reference for the searches alone: the same 1,000 searches in emoji-picker-element's
 * page (no React), from its heap after the first 10. It answers from IndexedDB a moment after the
 * key, so each search is given two frames and 20 ms rather than awaited.
 */
async function peerSearchGrowth(browser: Browser, peerUrl: string): Promise<number> {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(peerUrl);
  const input = page.locator('emoji-picker input.search');
  await input.click();
  await page.locator('emoji-picker .tabpanel button.emoji').first().waitFor();
  const cdp = await context.newCDPSession(page);
  const type = async (query: string) => {
    await input.fill(query);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.waitForTimeout(20);
  };
  for (const query of [...DAY_QUERIES.slice(0, 10), '']) await type(query);
  const start = await usedHeap(cdp);
  for (let done = 0; done < DAY.searches; done++) await type(DAY_QUERIES[done % DAY_QUERIES.length]!);
  await type('');
  const growth = (await usedHeap(cdp)) - start;
  await context.close();
  return growth;
}

async function longDay(browser: Browser, siteUrl: string, peerUrl: string | undefined): Promise<BenchRow[]> {
  const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(STICKERS, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1X1 }));
  await page.goto(`${siteUrl}/en`);
  const cdp = await context.newCDPSession(page);
  // A click, not a focus: Playwright compiles its hit-target checks in the page's heap on its first
  // click, which belongs in the baseline (with a focus, the first day grew 3.14 MB; with it, 2.82).
  await page.getByTestId('search-input').click();
  for (const query of DAY_QUERIES.slice(0, 10)) await search(page, query);
  await search(page, '');
  const start = await usedHeap(cdp);
  const codeAtStart = await heapCode(cdp);
  const firstDay = await oneDay(page, cdp);
  const afterFirst = await usedHeap(cdp);
  const codeAfterFirst = await heapCode(cdp);
  const secondDay = await oneDay(page, cdp);
  const afterSecond = await usedHeap(cdp);
  await context.close();
  const peerSearches = peerUrl === undefined ? undefined : await peerSearchGrowth(browser, peerUrl);
  const compiled = codeAfterFirst - codeAtStart;
  const day = `${DAY.searches} searches, ${DAY.dialogs} dialogs, ${DAY.navigations} navigations, ${DAY.mixes} mixes`;
  const growth = (from: number, to: number, metric: string): BenchRow => ({
    section: SECTION,
    metric,
    value: megabytes(to - from),
    unit: 'MB',
    budget: `≤ ${GROWTH_BUDGET_MB}`,
    pass: to - from <= GROWTH_BUDGET_MB * MB,
  });
  return [
    {
      section: SECTION,
      metric: '/en heap after the first 10 searches / after a day / after a second day',
      value: `${megabytes(start)} / ${megabytes(afterFirst)} / ${megabytes(afterSecond)}`,
      unit: 'MB',
    },
    {
      section: SECTION,
      metric: '/en heap after each part of the first day (the last: mixes, back at the top)',
      value: heapsByPart(firstDay),
      unit: 'MB',
    },
    { section: SECTION, metric: '/en heap after each part of the second day', value: heapsByPart(secondDay), unit: 'MB' },
    growth(start, afterFirst, `/en growth over ${day}, from the first 10 searches`),
    {
      section: SECTION,
      metric: '/en that growth: code (V8 compiled what ran most, the screens opened for the first time) / the rest',
      value: `${megabytes(compiled)} / ${megabytes(afterFirst - start - compiled)}`,
      unit: 'MB',
    },
    {
      section: SECTION,
      metric: `growth over the day's ${DAY.searches} searches alone: /en / emoji-picker-element`,
      value: `${megabytes(firstDay[0]![1] - start)} / ${peerSearches === undefined ? 'not measured (BENCH_PEER_DIST)' : megabytes(peerSearches)}`,
      unit: 'MB',
    },
    // What a leak adds every day; the first day also holds the code of the screens it opened and what it compiled.
    growth(afterFirst, afterSecond, `/en growth over a second such day`),
  ];
}

export async function benchMemory(siteUrl: string, parts: readonly ('data' | 'day')[] = ['data', 'day']): Promise<BenchRow[]> {
  const browser = await launchBrowser();
  const peer = parts.includes('day') ? await servePeerPage() : null;
  try {
    return [
      ...(parts.includes('data') ? await dataCost(browser, siteUrl) : []),
      ...(parts.includes('day') ? await longDay(browser, siteUrl, peer ? `${peer.url}/` : undefined) : []),
    ];
  } finally {
    await browser.close();
    await peer?.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const site = await startStaticServer({ port: 0 });
  try {
    const part = process.argv[2];
    console.table(await benchMemory(site.url, part === 'data' || part === 'day' ? [part] : undefined));
  } finally {
    await site.close();
  }
}
