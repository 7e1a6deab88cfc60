/**
 * What each screen sends on a cold load, measured in Chromium against the served dist/: a fresh
 * context (empty cache), the page loaded until the network is idle, every response summed by type.
 * "wire" is what the static server sent (brotli where it compresses, response headers included);
 * "gzip -9" compresses each JavaScript and CSS file fetched at level 9, the measure the budgets use.
 * Budgets (home, every language): JavaScript ≤ 118 KiB gzip; HTML+JS+CSS ≤ 115 KiB over the wire;
 * no request to the Parse server (the SDK and the backend are for the feedback board and optimizer).
 * The stack's own floor (react-dom, react, react-router, i18next, react-i18next) is ~99 KiB gzip.
 * tests/e2e/site-lane/size-budgets.test.ts holds the same JavaScript budget on the files the HTML names.
 */
import type { Browser, Request } from 'playwright-core';
import { launchBrowser } from '../scripts/lib/browser.ts';
import { builtParseServerUrl } from '../scripts/lib/built-site.ts';
import { gzipSize } from '../scripts/lib/site-sizes.ts';
import { HOME_HTML_JS_CSS_WIRE_BUDGET_KIB, HOME_JS_GZIP_BUDGET_KIB } from './budgets.ts';
import type { BenchRow } from './types.ts';

/** Home in every language (the budget holds in each); the other screens in Chinese and English. */
const PAGES = ['/', '/zh_tw', '/en', '/ja', '/ko', '/es', '/index_v1', '/en/index_v1', '/optimizer', '/en/optimizer', '/feedback', '/en/feedback'];
const HOME_PAGES = new Set(['/', '/zh', '/zh_tw', '/en', '/ja', '/ko', '/es']);

/** The page whose JavaScript is listed file by file, to show where the home budget goes. */
const BREAKDOWN_PAGE = '/';

interface ColdLoad {
  wire: { html: number; js: number; css: number; all: number };
  gzip: { js: number; css: number };
  /** gzip -9 bytes of each JavaScript file, by path */
  jsFiles: Map<string, number>;
  parseRequests: number;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function measure(browser: Browser, siteUrl: string, path: string): Promise<ColdLoad> {
  // No service worker: its install and the offline data (after the page has been idle 5 s, see
  // bench/first-visit.ts) are not what a screen costs.
  const context = await browser.newContext({ locale: 'zh-CN', serviceWorkers: 'block' });
  const page = await context.newPage();
  const parseServer = builtParseServerUrl();
  const finished: Request[] = [];
  let parseRequests = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(parseServer)) parseRequests += 1;
  });
  page.on('requestfinished', (request) => finished.push(request));
  try {
    await page.goto(siteUrl + path, { waitUntil: 'networkidle' });
    const load: ColdLoad = { wire: { html: 0, js: 0, css: 0, all: 0 }, gzip: { js: 0, css: 0 }, jsFiles: new Map(), parseRequests };
    for (const request of finished) {
      const sizes = await request.sizes();
      const wire = sizes.responseHeadersSize + sizes.responseBodySize;
      load.wire.all += wire;
      const type = request.resourceType();
      if (type === 'document') load.wire.html += wire;
      if (type !== 'script' && type !== 'stylesheet') continue;
      const kind = type === 'script' ? 'js' : 'css';
      load.wire[kind] += wire;
      const gzipBytes = gzipSize(await (await request.response())!.body());
      load.gzip[kind] += gzipBytes;
      if (kind === 'js') load.jsFiles.set(new URL(request.url()).pathname, gzipBytes);
    }
    return load;
  } finally {
    await context.close();
  }
}

export async function benchColdLoad(siteUrl: string): Promise<BenchRow[]> {
  const browser = await launchBrowser();
  const rows: BenchRow[] = [];
  try {
    for (const path of PAGES) {
      const load = await measure(browser, siteUrl, path);
      const home = HOME_PAGES.has(path);
      const row = (metric: string, bytes: number, budgetKib?: number): BenchRow => ({
        section: 'cold load',
        metric: `${path} ${metric}`,
        value: kib(bytes),
        unit: 'KiB',
        ...(budgetKib === undefined ? {} : { budget: `≤ ${budgetKib}`, pass: bytes <= budgetKib * 1024 }),
      });
      const htmlJsCss = load.wire.html + load.wire.js + load.wire.css;
      rows.push(
        row('JS (gzip -9)', load.gzip.js, home ? HOME_JS_GZIP_BUDGET_KIB : undefined),
        row('JS (wire)', load.wire.js),
        row('CSS (gzip -9)', load.gzip.css),
        row('CSS (wire)', load.wire.css),
        row('HTML (wire)', load.wire.html),
        row('HTML+JS+CSS (wire)', htmlJsCss, home ? HOME_HTML_JS_CSS_WIRE_BUDGET_KIB : undefined),
        row('everything (wire)', load.wire.all),
      );
      if (home) {
        rows.push({
          section: 'cold load',
          metric: `${path} requests to Parse`,
          value: load.parseRequests,
          unit: 'requests',
          budget: '= 0',
          pass: load.parseRequests === 0,
        });
      }
      if (path === BREAKDOWN_PAGE) {
        for (const [file, bytes] of [...load.jsFiles].sort((a, b) => b[1] - a[1])) rows.push(row(`  ${file} (gzip -9)`, bytes));
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
