/**
 * The largest contentful paint as the browser itself observes it (a PerformanceObserver for
 * 'largest-contentful-paint' in the page, its last entry once the page is quiet), under throttling
 * applied to the browser: CDP network emulation of a slow 4G (150 ms round trip, 1.6 Mbps down,
 * 750 kbps up) and a 4x CPU slowdown, at 390x844 with touch. Each load is cold (a new context: no
 * HTTP cache, no storage; service worker blocked). Median of 5 per page, the pages taken in turn.
 *
 * Beside ours, emoji-picker-element's page from the shared harness (../shared/bench, built as its
 * README says) when BENCH_PEER_DIST names its dist/ (e.g. /tmp/peer-bench/peers/emoji-picker-element/dist),
 * served by the same server. Budget: each of our pages ≤ its median. Lighthouse's simulated LCP
 * (section "lighthouse") is for information.
 *
 * Run alone: tsx bench/lcp.ts (serves dist/).
 */
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../scripts/lib/browser.ts';
import { startStaticServer } from '../scripts/run/serve.ts';
import { servePeerPage } from './peer-page.ts';
import type { BenchRow } from './types.ts';

const SECTION = 'observed LCP';
const LOADS = 5;
const PATHS = ['/', '/en', '/en/index_v1', '/en/emoji/grinning-face'];
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
/** After the load, as long as a page may still paint something larger (the peer draws its picker from fetched data). */
const SETTLE_MS = 3_000;

/** In the page before its scripts: keeps the latest LCP entry. */
function observeLcp() {
  const seen = { time: 0, element: '' };
  (window as unknown as { __lcp: typeof seen }).__lcp = seen;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
    seen.time = last.startTime;
    seen.element = last.element ? `${last.element.tagName.toLowerCase()}.${last.element.className}` : '(in a shadow root, or removed)';
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function coldLcp(browser: Browser, url: string, locale: string): Promise<{ time: number; element: string }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(observeLcp);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: { time: number; element: string } }).__lcp);
  await context.close();
  return lcp;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each target's median LCP over LOADS cold loads, the targets taken in turn. */
export async function measureObservedLcp(
  targets: { name: string; url: string; locale: string }[],
): Promise<Map<string, { times: number[]; element: string }>> {
  const browser = await launchBrowser();
  const measured = new Map(targets.map(({ name }) => [name, { times: [] as number[], element: '' }]));
  try {
    // One warm-up load each, so that the browser's first-use costs fall on no one.
    for (const { url, locale } of targets) await coldLcp(browser, url, locale);
    for (let load = 0; load < LOADS; load++) {
      for (const { name, url, locale } of targets) {
        const { time, element } = await coldLcp(browser, url, locale);
        measured.get(name)!.times.push(time);
        measured.get(name)!.element = element;
      }
    }
  } finally {
    await browser.close();
  }
  return measured;
}

export async function benchObservedLcp(siteUrl: string): Promise<BenchRow[]> {
  const peer = await servePeerPage();
  try {
    const targets = PATHS.map((path) => ({ name: path, url: `${siteUrl}${path}`, locale: path === '/' ? 'zh-CN' : 'en-US' }));
    if (peer) targets.push({ name: 'emoji-picker-element', url: `${peer.url}/`, locale: 'en-US' });
    const measured = await measureObservedLcp(targets);
    const peerMedian = peer ? median(measured.get('emoji-picker-element')!.times) : undefined;
    const rows = [...measured].map(([name, { times, element }]): BenchRow => {
      const value = Math.round(median(times));
      const judged = peerMedian !== undefined && name !== 'emoji-picker-element';
      return {
        section: SECTION,
        metric: `${name} LCP, median of ${times.length} cold loads (${element})`,
        value,
        unit: 'ms',
        ...(judged ? { budget: `≤ ${Math.round(peerMedian)} (emoji-picker-element)`, pass: value <= peerMedian } : {}),
      };
    });
    if (!peer)
      rows.push({
        section: SECTION,
        metric: "emoji-picker-element: set BENCH_PEER_DIST to its built dist/ (../shared/bench's README)",
        value: 'not measured',
        unit: '',
      });
    return rows;
  } finally {
    await peer?.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const site = await startStaticServer({ port: 0 });
  try {
    console.table(await benchObservedLcp(site.url));
  } finally {
    await site.close();
  }
}
