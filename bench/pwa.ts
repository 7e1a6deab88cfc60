/**
 * What the service worker keeps for offline use, from dist/ (no browser):
 * - its precache, installed once the page has been idle (src/platform/pwa.ts): the app shell, the
 *   code, the styles, the icons and manifests; in files, raw bytes and brotli bytes (what the
 *   static server sends). No prerendered screen is in it: the shell renders every screen. The six
 *   "not kept offline" stand-ins for emoji pages are (src/emoji/slug.ts emojiOfflinePath), one per language;
 * - the data the page then keeps (src/platform/offline-data.ts): every language's emoji data and
 *   the Chinese tags, skipped under Save-Data; and, in the precache above, the optimizer's words.
 * bench/first-visit.ts measures the same in a browser visit. Run standalone after
 * `npm run build`: prints the table and exits 1 when a budget is broken.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { fileOfPrecacheUrl, precacheStats } from '../scripts/build/pwa.ts';
import { builtManifest, DIST, requireBuiltSite } from '../scripts/lib/built-site.ts';
import { emojiOfflinePath } from '../src/emoji/slug.ts';
import { LANGUAGE_CODES } from '../src/i18n/languages.ts';
import { APP_SHELL_URL } from '../src/platform/installed-app-urls.ts';
import { PRECACHE_BROTLI_BUDGET_KIB } from './budgets.ts';
import type { BenchRow } from './types.ts';

/** Rows of the bench table, with numeric values (this section also prints them on its own). */
export type PwaBenchRow = BenchRow & { value: number };

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const brotliBytes = (file: string) => brotliCompressSync(readFileSync(join(DIST, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The built files of the data kept for offline use, and of the optimizer's word lists (Vite's manifest). */
function offlineDataFiles(): { data: string[]; optimizerWords: string[] } {
  const manifest = builtManifest();
  const files = (pattern: RegExp) =>
    Object.entries(manifest)
      .filter(([key]) => pattern.test(key))
      .map(([, chunk]) => chunk.file);
  return {
    data: files(/^src\/generated\/(emoji-[a-z_]+|chinese-tags|japanese-readings)\.json$/),
    optimizerWords: files(/^data\/optimizer-words\/[a-z_]+\.json$/),
  };
}

export function benchPwa(): PwaBenchRow[] {
  requireBuiltSite();
  const { urls, bytes } = precacheStats(DIST);
  const precacheBrotli = urls.reduce((sum, url) => sum + brotliBytes(fileOfPrecacheUrl(url)), 0);
  const standIns = new Set(LANGUAGE_CODES.map(emojiOfflinePath));
  const pages = urls.filter((url) => url !== APP_SHELL_URL && fileOfPrecacheUrl(url).endsWith('.html'));
  const screensPrecached = pages.filter((url) => !standIns.has(url)).length;
  const standInsPrecached = pages.filter((url) => standIns.has(url)).length;
  const { data, optimizerWords } = offlineDataFiles();
  const section = 'pwa precache';
  return [
    { section, metric: 'files', value: urls.length, unit: 'files' },
    { section, metric: 'size (raw)', value: kib(bytes), unit: 'KiB' },
    {
      section,
      metric: 'size (brotli, install download once the page is idle)',
      value: kib(precacheBrotli),
      unit: 'KiB',
      budget: `≤ ${PRECACHE_BROTLI_BUDGET_KIB}`,
      pass: precacheBrotli / 1024 <= PRECACHE_BROTLI_BUDGET_KIB,
    },
    {
      section,
      metric: 'app shell precached',
      value: urls.includes(APP_SHELL_URL) ? 1 : 0,
      unit: 'pages',
      budget: '= 1',
      pass: urls.includes(APP_SHELL_URL),
    },
    {
      section,
      metric: 'prerendered screens precached (the shell renders them)',
      value: screensPrecached,
      unit: 'pages',
      budget: '= 0',
      pass: screensPrecached === 0,
    },
    {
      section,
      metric: 'emoji-page stand-ins precached (one per language)',
      value: standInsPrecached,
      unit: 'pages',
      budget: `= ${standIns.size}`,
      pass: standInsPrecached === standIns.size,
    },
    {
      section,
      metric: `offline data kept after the install: ${data.length} files, six languages and the Chinese tags (brotli)`,
      value: kib(data.reduce((sum, file) => sum + brotliBytes(file), 0)),
      unit: 'KiB',
    },
    {
      section,
      metric: `of which in the precache: the optimizer's words, ${optimizerWords.length} languages (brotli)`,
      value: kib(optimizerWords.reduce((sum, file) => sum + brotliBytes(file), 0)),
      unit: 'KiB',
    },
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = benchPwa();
  console.table(rows);
  process.exitCode = rows.every((row) => row.pass !== false) ? 0 : 1;
}
