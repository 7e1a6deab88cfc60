/**
 * The emoji pages in the bench: how fast the build made them (the prerender's own figures, in
 * .cache/prerender-stats.json) and how big they are, raw and gzip, against the 14 KB budget.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDER_STATS, type PrerenderStats } from '../scripts/build/prerender-stats.ts';
import { ROOT } from '../scripts/lib/env.ts';
import { gzipSize } from '../scripts/lib/site-sizes.ts';
import { EMOJI_PAGE_BUDGET_GZIP_BYTES } from './budgets.ts';
import type { BenchRow } from './types.ts';

export function benchEmojiPages(): BenchRow[] {
  const section = 'emoji pages';
  const dist = join(ROOT, 'dist');
  const folders = [
    'emoji',
    ...readdirSync(dist)
      .map((name) => join(name, 'emoji'))
      .filter((folder) => existsSync(join(dist, folder))),
  ];
  const raw: number[] = [];
  const gzip: number[] = [];
  for (const folder of folders) {
    for (const name of readdirSync(join(dist, folder))) {
      const html = readFileSync(join(dist, folder, name));
      raw.push(html.length);
      // zlib's default level (6), at which this row measures the pages.
      gzip.push(gzipSize(html, 6));
    }
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
  const max = (values: number[]) => sorted(values).at(-1) ?? 0;
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const rows: BenchRow[] = [
    { section, metric: 'pages written', value: raw.length, unit: 'pages' },
    { section, metric: 'HTML, median raw', value: kb(median(raw)), unit: 'KiB' },
    { section, metric: 'HTML, largest raw', value: kb(max(raw)), unit: 'KiB' },
    { section, metric: 'HTML, median gzip', value: kb(median(gzip)), unit: 'KiB' },
    {
      section,
      metric: 'HTML, largest gzip',
      value: kb(max(gzip)),
      unit: 'KiB',
      budget: `≤ ${EMOJI_PAGE_BUDGET_GZIP_BYTES / 1024}`,
      pass: max(gzip) <= EMOJI_PAGE_BUDGET_GZIP_BYTES,
    },
  ];
  if (existsSync(PRERENDER_STATS)) {
    const stats = JSON.parse(readFileSync(PRERENDER_STATS, 'utf8')) as PrerenderStats;
    rows.push(
      { section, metric: 'prerender speed, emoji pages', value: Math.round(stats.emojiPages / stats.emojiSeconds), unit: 'pages/s' },
      { section, metric: 'prerender, all pages and the service worker', value: Math.round(stats.prerenderSeconds), unit: 's' },
      { section, metric: 'last build, data step to the end of the prerender', value: Math.round(stats.buildSeconds), unit: 's' },
    );
  }
  return rows;
}
