/**
 * Typing on a phone: 390x844, touch, a 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate), a
 * key every 120 ms. Two figures per key or query:
 * - key to next paint: the Event Timing API's duration of the key's events (keydown, input, keyup:
 *   the longest counts), from the key to the paint after its handlers, as the web's
 *   interaction-to-next-paint counts it. A key under 16 ms has no entry (the API's floor) and
 *   counts as 16. Budgets: median ≤ 40 ms, p90 ≤ 80, max ≤ 150.
 * - a query's results painted: from its last key to the first frame that shows the results as the
 *   visitor finally sees them: the count and the first three cells it finally shows, and at least
 *   the cells of its final results that are on the screen (those below the fold may come later),
 *   stamped by a message posted from that frame's requestAnimationFrame (it runs once the frame is
 *   painted). A query whose last key changes nothing on screen is not counted.
 * With BENCH_BASELINE_DIST (a built dist/ of main, e.g. `git archive main` built in a temp folder)
 * the same runs alternate with that build, in the same browser, and the results must be painted
 * no later than the baseline's (median over the queries and rounds, within 10 %: the host's noise).
 *
 * Run alone: tsx bench/phone-typing.ts [name=dist ...] (default: this dist/ and the baseline).
 */

import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../scripts/lib/browser.ts';
import { startStaticServer } from '../scripts/run/serve.ts';
import { NEXT_PAINT_BUDGET_MS } from './budgets.ts';
import type { BenchRow } from './types.ts';

const SECTION = 'phone typing';
const KEY_INTERVAL_MS = 120;
const CPU_SLOWDOWN = 4;
const ROUNDS = 2;
/** How much later than the baseline a query's results may be painted: the spread of two runs of one build here. */
const RESULTS_NOISE = 1.1;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** The six queries of the desktop keystroke rows, and a cat in Japanese and in Korean on their own pages. */
const QUERIES: [path: string, locale: string, queries: string[]][] = [
  ['/', 'zh-CN', ['cat', 'xiao', 'aixin', '猫', ':joy:', 'pizza']],
  ['/ja', 'ja-JP', ['猫']],
  ['/ko', 'ko-KR', ['고양이']],
];

interface Typed {
  /** each key's next paint, ms */
  keys: number[];
  /** each query's last key to its results painted, ms */
  results: number[];
}

/**
 * In the page before its scripts: when each key came (its keydown, or for a character a keyboard
 * cannot type, 猫 or 고양이, the input event with none before it), the Event Timing entries of the
 * keys' events, and the results each painted frame showed.
 */
function recordTyping() {
  type Frame = [time: number, shown: string, cells: number];
  const state = { typing: false, keyTimes: [] as number[], events: [] as [start: number, duration: number][], frames: [] as Frame[] };
  (window as unknown as { __typing: typeof state }).__typing = state;
  let keyDown = false;
  addEventListener(
    'keydown',
    (event) => {
      keyDown = true;
      if (state.typing) state.keyTimes.push(event.timeStamp);
    },
    true,
  );
  addEventListener('keyup', () => (keyDown = false), true);
  addEventListener('beforeinput', (event) => !keyDown && state.typing && state.keyTimes.push(event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (/^(key|input|beforeinput)/.test(entry.name)) state.events.push([entry.startTime, entry.duration]);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const shown = (): [string, number] => {
    const results = document.querySelector('.search-results');
    if (!results) return ['', 0];
    const cells = results.querySelectorAll('[data-hex]');
    const first = [...cells].slice(0, 3).map((cell) => cell.getAttribute('data-hex'));
    return [`${results.querySelector('.results-count')?.textContent} ${first.join(',')}`, cells.length];
  };
  let pending = false;
  const stamp = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      const [now, cells] = shown();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        pending = false;
        state.frames.push([performance.now(), now, cells]);
      };
      channel.port2.postMessage(null);
    });
  };
  addEventListener('DOMContentLoaded', () =>
    new MutationObserver(stamp).observe(document.body, { childList: true, subtree: true, characterData: true }),
  );
}

type TypingState = { keyTimes: number[]; events: [number, number][]; frames: [number, string, number][] };
const readState = (page: Page, typing: boolean) =>
  page.evaluate((typing) => {
    const state = (window as unknown as { __typing: TypingState & { typing: boolean } }).__typing;
    state.typing = typing;
    return { keyTimes: state.keyTimes, events: state.events, frames: state.frames };
  }, typing);

/** Each key's next paint: the longest Event Timing entry of its events (from it to the next key); none is under 16 ms. */
function nextPaints(keyTimes: number[], events: [number, number][]): number[] {
  return keyTimes.map((time, index) => {
    const end = keyTimes[index + 1] ?? Infinity;
    const durations = events.filter(([start]) => start >= time && start < end).map(([, duration]) => duration);
    return Math.max(16, ...durations);
  });
}

async function typeOnPhone(browser: Browser, siteUrl: string): Promise<Typed> {
  const typed: Typed = { keys: [], results: [] };
  for (const [path, locale, queries] of QUERIES) {
    const context = await browser.newContext({ ...PHONE, locale, serviceWorkers: 'block' });
    const page = await context.newPage();
    // tsx names the page function's inner functions with a helper of its own, absent in the page.
    await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await page.addInitScript(recordTyping);
    await page.goto(`${siteUrl}${path}`);
    const input = page.getByTestId('search-input');
    // The first tap loads the language's data and builds the index: the budget is for typing.
    await input.tap();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /emoji-.*\.json/.test(e.name)));
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    for (const query of queries) {
      await input.fill('');
      await sleep(500);
      const before = (await readState(page, true)).keyTimes.length;
      const start = performance.now();
      for (const [index, char] of [...query].entries()) {
        await sleep(Math.max(0, start + index * KEY_INTERVAL_MS - performance.now()));
        await page.keyboard.type(char);
      }
      // Long enough for the slowest query's results at 4x (about 0.4 s) to be painted.
      await sleep(1_500);
      const state = await readState(page, false);
      const keyTimes = state.keyTimes.slice(before);
      if (keyTimes.length !== [...query].length)
        throw new Error(`${path} "${query}": ${keyTimes.length} keys of ${[...query].length} reached the page`);
      typed.keys.push(...nextPaints(keyTimes, state.events));
      const lastKey = keyTimes.at(-1)!;
      const final = state.frames.at(-1);
      if (!final?.[1]) throw new Error(`${path} "${query}": no results were painted`);
      // A last key that does not change the results (aixi, aixin) paints none: it times nothing here.
      if (final[0] < lastKey) continue;
      const onScreen = await page.evaluate(
        () => [...document.querySelectorAll('.search-results [data-hex]')].filter((cell) => cell.getBoundingClientRect().top < innerHeight).length,
      );
      const painted = state.frames.find(([time, shown, cells]) => time > lastKey && shown === final[1] && cells >= onScreen)!;
      typed.results.push(painted[0] - lastKey);
    }
    await context.close();
  }
  return typed;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;

/** Types on each site in turn, ROUNDS times, alternating which goes first. */
export async function measurePhoneTyping(sites: Record<string, string>): Promise<Record<string, Typed>> {
  const browser = await launchBrowser();
  const measured: Record<string, Typed> = Object.fromEntries(Object.keys(sites).map((name) => [name, { keys: [], results: [] }]));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const names = Object.keys(sites);
      for (const name of round % 2 ? names.reverse() : names) {
        const typed = await typeOnPhone(browser, sites[name]!);
        measured[name]!.keys.push(...typed.keys);
        measured[name]!.results.push(...typed.results);
      }
    }
  } finally {
    await browser.close();
  }
  return measured;
}

function rowsOf(name: string, typed: Typed, budgeted: boolean): BenchRow[] {
  const figure = (metric: string, value: number, budget?: number): BenchRow => ({
    section: SECTION,
    metric: `${name}: ${metric}`,
    value: round(value),
    unit: 'ms',
    ...(budgeted && budget !== undefined ? { budget: `≤ ${budget}`, pass: value <= budget } : {}),
  });
  return [
    figure(`key to next paint, median of ${typed.keys.length} keys`, quantile(typed.keys, 0.5), NEXT_PAINT_BUDGET_MS.median),
    figure('key to next paint, p90', quantile(typed.keys, 0.9), NEXT_PAINT_BUDGET_MS.p90),
    figure('key to next paint, max', Math.max(...typed.keys), NEXT_PAINT_BUDGET_MS.max),
    figure(`last key to its results painted, median of ${typed.results.length} queries`, quantile(typed.results, 0.5)),
    figure('last key to its results painted, max', Math.max(...typed.results)),
  ];
}

/** The section of `npm run bench`: this build, and main's when BENCH_BASELINE_DIST names it. */
export async function benchPhoneTyping(siteUrl: string): Promise<BenchRow[]> {
  const baselineDir = process.env.BENCH_BASELINE_DIST;
  const baseline = baselineDir ? await startStaticServer({ port: 0, dir: resolve(baselineDir) }) : null;
  try {
    const measured = await measurePhoneTyping({ this: siteUrl, ...(baseline ? { baseline: baseline.url } : {}) });
    const rows = rowsOf('this build', measured.this!, true);
    if (!measured.baseline) {
      return [
        ...rows,
        { section: SECTION, metric: 'results no later than main: set BENCH_BASELINE_DIST to a build of main', value: 'not measured', unit: '' },
      ];
    }
    const ours = quantile(measured.this!.results, 0.5);
    const theirs = quantile(measured.baseline.results, 0.5);
    return [
      ...rows,
      ...rowsOf('baseline', measured.baseline, false),
      {
        section: SECTION,
        metric: 'results painted, this build / baseline (medians)',
        value: Math.round((ours / theirs) * 100) / 100,
        unit: '×',
        budget: `≤ ${RESULTS_NOISE}`,
        pass: ours <= theirs * RESULTS_NOISE,
      },
    ];
  } finally {
    await baseline?.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pairs = process.argv.slice(2).map((arg) => arg.split('=') as [string, string]);
  const servers = await Promise.all(pairs.map(([, dir]) => startStaticServer({ port: 0, dir: resolve(dir) })));
  try {
    const measured = await measurePhoneTyping(Object.fromEntries(pairs.map(([name], index) => [name, servers[index]!.url])));
    console.table(Object.entries(measured).flatMap(([name, typed]) => rowsOf(name, typed, true)));
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}
