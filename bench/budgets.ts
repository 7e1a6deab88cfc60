/**
 * Every budget of the project, in one place: `npm run bench` judges its rows against them and the
 * tests that check a size on the built files (tests/e2e/site-lane/size-budgets.test.ts) read them
 * here. A figure of today's build is printed by the bench, never written here.
 */

// --- what a first visit loads (cold-load.ts, first-visit.ts, emoji-pages.ts, pwa.ts) ---
/** Home's JavaScript before any interaction, gzip -9. */
export const HOME_JS_GZIP_BUDGET_KIB = 118;
/** Home's HTML, JavaScript and CSS as they cross the wire. */
export const HOME_HTML_JS_CSS_WIRE_BUDGET_KIB = 115;
/** What a first visit downloads until 5 s after load: the page alone (HTML, JS, CSS, its language's data). */
export const FIRST_SECONDS_BUDGET_KIB = 250;
/** One emoji page, gzip. */
export const EMOJI_PAGE_BUDGET_GZIP_BYTES = 14 * 1024;
/** The service worker's install (its precache), brotli. */
export const PRECACHE_BROTLI_BUDGET_KIB = 400;

// --- the search (search.ts; the head queries of scripts/lib/search-head-queries.ts) ---
/** Each language's emoji data file, gzip level 9 (as scripts/run/serve.ts sends it). */
export const DATA_BUDGET_BYTES = 90_000;
/** Per keystroke of the realistic queries: the median and the 95th percentile. */
export const MEDIAN_BUDGET_MS = 0.2;
export const P95_BUDGET_MS = 1;
/** Building a language's search index. */
export const INDEX_BUDGET_MS = 50;
/** The share of head queries whose expected emoji comes first. */
export const HIT_AT_1_BUDGET = 0.95;

// --- the kitchen (kitchen.ts) ---
/** The first choice of an emoji: the data chunk and the shard holding it, gzip. */
export const FIRST_CHOICE_BUDGET_BYTES = 20 * 1024;

// --- the optimizer (optimizer.ts) ---
/** Quality on the main evaluation set, latency of one 5,000-character text and of hostile text. */
export const OPTIMIZER_BUDGETS = { recall: 0.85, precision: 0.9, latencyMs: 5, hostileLatencyMs: 20 } as const;

// --- in Chromium (memory.ts, phone-typing.ts, lighthouse.ts) ---
/** The emoji data a page holds (data file, search index, lists), and its growth over a day of use. */
export const DATA_BUDGET_MB = 1.5;
export const GROWTH_BUDGET_MB = 0.5;
/** A key to the next paint on a throttled phone. */
export const NEXT_PAINT_BUDGET_MS = { median: 40, p90: 80, max: 150 } as const;
/** Lighthouse's scores per category; the all-categories page lays out 1,914 links before its first paint. */
export const LIGHTHOUSE_BUDGETS: Record<string, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
export const PERFORMANCE_BUDGET_ALL_CATEGORIES = 97;
export const TOTAL_BLOCKING_TIME_BUDGET_MS = 150;
