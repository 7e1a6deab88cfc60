/** Browser plumbing shared by the e2e test files: one Chromium per project run (site-setup.ts), a fresh context per test (or one page for visits, useVisitPage). */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, onTestFinished } from 'vitest';
import { testBackendUrl } from './backend-rest.ts';

/**
 * Connects the calling test file to the project's Chromium (site-setup.ts) and returns a factory
 * of fresh contexts (no cookies, no cache) aimed at the built site. Each context closes when the
 * test that opened it ends, and the file's others when it ends. Contexts default to a Chinese
 * browser, so unprefixed pages are not redirected unless a test asks.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  // Every test fails on a Content Security Policy violation in any of its pages.
  afterEach(() => {
    const found = policyViolations.splice(0);
    if (found.length > 0) throw new Error(`Content Security Policy violations:\n${found.join('\n')}`);
  });
  /** `lifetime` 'file': the context stays open for the file's later tests (closed with the browser). */
  return async function newContext(options: BrowserContextOptions = {}, lifetime: 'test' | 'file' = 'test'): Promise<BrowserContext> {
    if (!browser) throw new Error('newContext() runs inside a test, after the browser started');
    const context = await browser.newContext({ baseURL: inject('siteUrl'), locale: 'zh-CN', ...options });
    countRequestsInFlight(context);
    await recordPolicyViolations(context);
    if (lifetime === 'test') onTestFinished(() => context.close());
    return context;
  };
}

/** What the pages of the running test reported against the site's Content Security Policy (useBrowser fails the test). */
const policyViolations: string[] = [];

/** The violations reported so far, which then no longer fail the test: for a test that provokes one. */
export const takePolicyViolations = (): string[] => policyViolations.splice(0);

/**
 * Records the violations the pages of `context` report: each `securitypolicyviolation` event (what
 * was blocked, by which directive, where), and Chromium's console lines about the policy (a
 * directive it ignores, say), which no event reports.
 */
async function recordPolicyViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__atlasPolicyViolation', ({ page }, text: string) => policyViolations.push(`${page?.url()}: ${text}`));
  await context.addInitScript(() => {
    addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __atlasPolicyViolation(text: string): void }).__atlasPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text()))
      policyViolations.push(`${message.page()?.url()}: console.${message.type()}: ${message.text()}`);
  });
}

/**
 * One page that a file's tests which only visit take in turn, instead of a page each: a new page
 * costs Chromium about 0.5 s of CPU of its own (a renderer process and a headless window). Measured
 * on an idle machine, loading /nope took 0.86-0.89 s of Chromium CPU in a new page and 0.35 s in a
 * page already open; in `npm test`, where the three lanes share two cores, a test's page cost
 * 2.5-4 s. `open` makes the page's context, with lifetime 'file' and service workers blocked
 * (pwa.test.ts covers them), so each visit is served by the network as a first visit is.
 * Before each test the page leaves the site, and the site's cookies and storage and the HTTP cache
 * are cleared.
 */
export function useVisitPage(open: () => Promise<BrowserContext>): (colorScheme?: 'light' | 'dark') => Promise<Page> {
  let page: Page | undefined;
  return async (colorScheme = 'light') => {
    if (!page || page.isClosed()) page = await (await open()).newPage();
    else {
      await page.goto('about:blank');
      await page.context().clearCookies();
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Storage.clearDataForOrigin', { origin: inject('siteUrl'), storageTypes: 'all' });
      await devtools.send('Network.clearBrowserCache');
      await devtools.detach();
    }
    await page.emulateMedia({ colorScheme });
    return page;
  };
}

/**
 * Sends the context's Parse calls to the test backend. The built site calls the Parse Server its
 * build was configured with (VITE_PARSE_SERVER_URL, http://localhost:1337/parse_server locally),
 * while the test backend listens on a free port so it never meets a running `npm start`: each call
 * is rewritten to that port on its way out. Opt-in, because intercepting requests turns off
 * Chromium's HTTP cache for the whole context.
 */
export async function routeParseToTestBackend(context: BrowserContext): Promise<void> {
  const built = inject('builtParseServerUrl');
  const running = testBackendUrl();
  if (built === running) return;
  await context.route(`${built}/**`, (route) => route.continue({ url: running + route.request().url().slice(built.length) }));
}

const PLAYWRIGHT_BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

/**
 * Collects what a visitor's console would show as a problem: console errors and warnings, and
 * uncaught exceptions. Chromium's own "Failed to load resource" line for a page served with a 404
 * status is expected on 404 pages; pass that page's URL as `expected404` to leave it out.
 * Playwright's own warning where a context blocks service workers (every useVisitPage page) is
 * never the site's: it is left out too.
 */
export function watchConsole(page: Page, options: { expected404?: string } = {}): string[] {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const { url } = message.location();
    if (options.expected404 && url === options.expected404 && message.text().includes('status of 404')) return;
    if (message.text() === PLAYWRIGHT_BLOCKED_WORKER) return;
    problems.push(`console.${message.type()}: ${message.text()}${url ? ` (${url})` : ''}`);
  };
  const onPageError = (error: Error) => problems.push(`pageerror: ${error.stack ?? error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  // A page of useVisitPage outlives the test: the next test watches it afresh.
  onTestFinished(() => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  });
  return problems;
}

/**
 * For waits that last a service worker's install (5 s idle, then 10-40 s on the busy machine).
 * waitForFunction polls on requestAnimationFrame unless told, which keeps Chromium drawing frames
 * while it waits: 0.08 s of CPU per second waited (measured on a hydrated /en), 0.01 s polling
 * every 100 ms; the CPU is what the three lanes share.
 */
export const INSTALL_WAIT = { polling: 100, timeout: 60_000 } as const;

/**
 * Offline, what the visitor's console may show besides real problems: the feedback board's calls
 * to the backend failing, and the build check (src/platform/build-updates.ts) failing to read
 * /builds/latest.json. The check runs about 6 s after a page's load (5 s idle, then 1 s), so under
 * load a test still on an offline page by then sees it: a fresh-clone run at load 9 failed on it.
 */
export const offlineProblems = (problems: string[]) =>
  problems.filter(
    (p) =>
      !/net::ERR_(?:INTERNET_DISCONNECTED|FAILED|CONNECTION_REFUSED) \(http:\/\/localhost:\d+\/(?:parse_server\/|builds\/latest\.json\))/.test(p),
  );

/** Each page's requests in flight, and when that set last changed, for waitForQuietNetwork. */
const networkOf = new WeakMap<Page, { inFlight: Set<Request>; changedAt: number }>();

/** The page that made `request`, if any. */
function pageOf(request: Request): Page | undefined {
  // A service worker's own fetches belong to no page, and a popup's first request comes before
  // its frame (request.frame() throws for both): neither is counted.
  try {
    return request.frame().page();
  } catch {
    return undefined;
  }
}

/** Keeps the requests in flight of each page of `context`, from before its first request. */
function countRequestsInFlight(context: BrowserContext): void {
  const change = (request: Request, started: boolean) => {
    const page = pageOf(request);
    if (!page) return;
    const network = networkOf.get(page) ?? { inFlight: new Set<Request>(), changedAt: 0 };
    if (started) network.inFlight.add(request);
    else if (!network.inFlight.delete(request)) return;
    network.changedAt = Date.now();
    networkOf.set(page, network);
  };
  context.on('request', (request) => change(request, true));
  context.on('requestfinished', (request) => change(request, false));
  context.on('requestfailed', (request) => change(request, false));
}

/** What `page` has asked for and not yet received ('GET url'), for failure messages. */
export const requestsInFlight = (page: Page): string[] =>
  [...(networkOf.get(page)?.inFlight ?? [])].map((request) => `${request.method()} ${request.url()}`);

/**
 * How long a page's network stays quiet before its late effects count as done. Playwright's
 * 'networkidle' waits 500 ms: 212 such waits held the two e2e lanes for 145 s in all (0.68 s each).
 * The requests a page makes after hydrating (its emoji data, a lazy screen's chunks) start in the
 * task that ends the one before, so a shorter quiet still sees them.
 */
const QUIET_NETWORK_MS = 200;

/** Waits until `page` has had no request in flight for QUIET_NETWORK_MS ('networkidle' for a page of another context). */
async function waitForQuietNetwork(page: Page): Promise<void> {
  const network = networkOf.get(page);
  if (!network) return page.waitForLoadState('networkidle');
  const giveUpAt = Date.now() + 30_000;
  while (network.inFlight.size > 0 || Date.now() - network.changedAt < QUIET_NETWORK_MS) {
    if (Date.now() > giveUpAt) throw new Error(`${page.url()}: still in flight after 30 s: ${requestsInFlight(page).join(', ')}`);
    await sleep(25);
  }
}

/**
 * Waits until React has hydrated the prerendered page. Hydration attaches React's fiber to each
 * server-rendered element (a `__reactFiber$…` property), so the first element inside <main> and the
 * footer carrying one means the whole tree, screen included, has been hydrated. Then waits for the
 * network to settle, so late effects get the chance to log.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // No named function inside: tsx (the bench) would wrap it in a helper the page does not have.
  await page
    .waitForFunction(() =>
      [document.querySelector('#main > *'), document.querySelector('footer')].every(
        (element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      ),
    )
    .catch(async (error: Error) => {
      // A failed start is recorded by src/platform/error-log.ts, not logged: show it instead of a bare timeout.
      const recorded = await page.evaluate(() => (window as { __ATLAS_ERRORS__?: unknown[] }).__ATLAS_ERRORS__ ?? []).catch(() => []);
      throw new Error(`${page.url()} did not hydrate; errors the page recorded: ${JSON.stringify(recorded)}`, { cause: error });
    });
  await waitForQuietNetwork(page);
}
