/**
 * What a first visit costs and what it leaves for offline use, measured in Chromium with the
 * service worker on: a fresh English visitor opens /en and stays until the site is quiet.
 * - bytes the server sent in the visit's first seconds: until 5 s after the load event, so the
 *   figure does not depend on how fast this machine loads the page (anything in it races the
 *   page on a phone's connection); and in the whole visit (page, worker install, offline data);
 * - the offline cache the visit leaves: every Cache Storage entry, its bytes (decoded) and the
 *   languages whose search data is in it;
 * the same for a visitor whose browser asks to save data (Save-Data, navigator.connection.saveData).
 * Bytes are counted at the server (compressed bodies as sent), so HTTP-cache hits cost nothing.
 * Run standalone after `npm run build`: prints the table.
 */
import { pathToFileURL } from 'node:url';
import type { BrowserContextOptions } from 'playwright-core';
import { launchBrowser } from '../scripts/lib/browser.ts';
import { requireBuiltSite } from '../scripts/lib/built-site.ts';
import { startStaticServer } from '../scripts/run/serve.ts';
import { FIRST_SECONDS_BUDGET_KIB } from './budgets.ts';
import type { BenchRow } from './types.ts';

/** The first seconds of a visit, when the page's own requests must have the connection to themselves. */
const FIRST_SECONDS = 5;
/** The visit is over once the server has been asked nothing for this long after the offline data was kept. */
const QUIET_MS = 3_000;
const VISIT_LIMIT_MS = 120_000;

interface Visit {
  firstSecondsBytes: number;
  totalBytes: number;
  /** ms from the navigation to the load event */
  loadedAt: number;
  /** ms from the navigation to the browser's first request of the service worker */
  workerAt: number;
  cacheEntries: number;
  cacheBytes: number;
  dataLanguages: string[];
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const SAVE_DATA_SCRIPT = () => {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
};

async function visit(saveData: boolean): Promise<Visit> {
  const site = await startStaticServer({ dir: requireBuiltSite(), port: 0 });
  const sent: { at: number; bytes: number }[] = [];
  let started = 0;
  let lastRequest = 0;
  // Counted before the server's own handler answers: the bytes of every body as it goes out.
  let workerAt = Number.NaN;
  site.server.prependListener('request', (req, res) => {
    lastRequest = performance.now();
    if (req.url === '/sw.js' && Number.isNaN(workerAt)) workerAt = lastRequest - started;
    const end = res.end.bind(res);
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const bytes = Buffer.isBuffer(chunk) || typeof chunk === 'string' ? Buffer.byteLength(chunk) : 0;
      sent.push({ at: performance.now() - started, bytes });
      return end(chunk as never, ...(rest as []));
    }) as typeof res.end;
  });
  const browser = await launchBrowser();
  try {
    const options: BrowserContextOptions = { locale: 'en-US', ...(saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}) };
    const context = await browser.newContext(options);
    if (saveData) await context.addInitScript(SAVE_DATA_SCRIPT);
    const page = await context.newPage();
    started = performance.now();
    lastRequest = started;
    await page.goto(`${site.url}/en`, { waitUntil: 'load' });
    const loadedAt = performance.now() - started;
    // Over once the worker is installed and in control and the page has kept its offline data
    // (src/platform/service-worker.ts marks <html>), and the server has been quiet a while.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null && document.documentElement.dataset.offlineData, null, {
      timeout: VISIT_LIMIT_MS,
    });
    while (performance.now() - started < VISIT_LIMIT_MS && performance.now() - lastRequest < QUIET_MS) await page.waitForTimeout(250);
    const cache = await page.evaluate(async () => {
      let entries = 0;
      let bytes = 0;
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const store = await caches.open(name);
        for (const request of await store.keys()) {
          entries += 1;
          urls.push(request.url);
          bytes += (await (await store.match(request))!.arrayBuffer()).byteLength;
        }
      }
      return { entries, bytes, urls };
    });
    await context.close();
    const dataLanguages = cache.urls.flatMap((url) => /\/assets\/emoji-([a-z_]+)-[\w-]+\.json$/.exec(url)?.[1] ?? []).sort();
    return {
      firstSecondsBytes: sent.filter((entry) => entry.at <= loadedAt + FIRST_SECONDS * 1000).reduce((sum, entry) => sum + entry.bytes, 0),
      loadedAt,
      totalBytes: sent.reduce((sum, entry) => sum + entry.bytes, 0),
      workerAt,
      cacheEntries: cache.entries,
      cacheBytes: cache.bytes,
      dataLanguages: [...new Set(dataLanguages)],
    };
  } finally {
    await browser.close();
    await site.close();
  }
}

export async function benchFirstVisit(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const saveData of [false, true]) {
    const result = await visit(saveData);
    const section = 'first visit';
    const who = saveData ? '/en, Save-Data' : '/en';
    rows.push(
      {
        section,
        metric: `${who}: sent until ${FIRST_SECONDS} s after the load event`,
        value: kib(result.firstSecondsBytes),
        unit: 'KiB',
        budget: `≤ ${FIRST_SECONDS_BUDGET_KIB}`,
        pass: result.firstSecondsBytes <= FIRST_SECONDS_BUDGET_KIB * 1024,
      },
      { section, metric: `${who}: load event after`, value: Math.round(result.loadedAt) / 1000, unit: 's' },
      { section, metric: `${who}: service worker fetched after`, value: Math.round(result.workerAt) / 1000, unit: 's' },
      { section, metric: `${who}: sent in the whole visit`, value: kib(result.totalBytes), unit: 'KiB' },
      { section, metric: `${who}: offline cache entries`, value: result.cacheEntries, unit: 'entries' },
      { section, metric: `${who}: offline cache size (decoded)`, value: kib(result.cacheBytes), unit: 'KiB' },
      { section, metric: `${who}: languages searchable offline`, value: result.dataLanguages.join(' ') || '-', unit: '' },
    );
  }
  return rows;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await benchFirstVisit();
  console.table(rows);
  process.exitCode = rows.every((row) => row.pass !== false) ? 0 : 1;
}
