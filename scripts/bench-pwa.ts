/**
 * What the service worker downloads on a visitor's first visit: the precache of dist/sw.js
 * (every prerendered page, the code, the styles, the icons and manifests), counted in files, raw
 * bytes and brotli bytes (what the static server sends), plus whether all 28 pages are in it.
 * The emoji data (one file per language) is cached at runtime, not here: see vite.config.ts.
 * Run standalone after `npm run build`: prints the table and exits 1 when a budget is broken.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { DIST, requireBuiltSite } from './built-site.ts';
import { PAGE_ROUTES, pathFor } from '../src/app/routes.ts';
import { fileOfPrecacheUrl, precacheStats } from './pwa-build.ts';
import type { BenchRow } from './bench-types.ts';

/** Rows of the bench table, with numeric values (this section also prints them on its own). */
export type PwaBenchRow = BenchRow & { value: number };

/** The first visit also downloads the page itself; the precache install should stay below this. */
export const PRECACHE_BROTLI_BUDGET_KIB = 1_024;

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function benchPwa(): PwaBenchRow[] {
  requireBuiltSite();
  const { urls, bytes } = precacheStats(DIST);
  const brotliBytes = urls.reduce((sum, url) => {
    const raw = readFileSync(join(DIST, fileOfPrecacheUrl(url)));
    return sum + brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }, 0);
  const precached = new Set(urls);
  const pagesPrecached = PAGE_ROUTES.filter((route) => precached.has(pathFor(route.lang, route.screen, route.prefixed))).length;
  const section = 'pwa precache';
  return [
    { section, metric: 'files', value: urls.length, unit: 'files' },
    { section, metric: 'size (raw)', value: kib(bytes), unit: 'KiB' },
    {
      section,
      metric: 'size (brotli, first-visit install download)',
      value: kib(brotliBytes),
      unit: 'KiB',
      budget: `≤ ${PRECACHE_BROTLI_BUDGET_KIB}`,
      pass: brotliBytes / 1024 <= PRECACHE_BROTLI_BUDGET_KIB,
    },
    {
      section,
      metric: 'pages available offline',
      value: pagesPrecached,
      unit: 'pages',
      budget: `= ${PAGE_ROUTES.length}`,
      pass: pagesPrecached === PAGE_ROUTES.length,
    },
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = benchPwa();
  console.table(rows);
  process.exitCode = rows.every((row) => row.pass !== false) ? 0 : 1;
}
