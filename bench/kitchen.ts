/**
 * What the kitchen downloads, measured on the built site (dist/, gzip level 9 as scripts/run/serve.ts
 * sends it): the first choice of an emoji fetches the kitchen's data chunk (index and shard URLs)
 * and the shard holding that emoji; every later choice fetches at most one more shard.
 * Budget: the first choice of any supported emoji ≤ 20 KB gzip.
 *
 * Run: tsx bench/kitchen.ts [dist directory] (after `npm run build`, with the panel mounted).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureKitchenDownload } from '../scripts/lib/site-sizes.ts';
import { FIRST_CHOICE_BUDGET_BYTES } from './budgets.ts';
import type { BenchRow } from './types.ts';

/** Rows of the bench table, with numeric values (this section also prints them on its own). */
export type KitchenBenchRow = BenchRow & { value: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** The kitchen's rows for `npm run bench`, measured on a built dist/. */
export function benchKitchen(dist?: string): KitchenBenchRow[] {
  const { index, shards, chunk, shardOfEach, firstChoice } = measureKitchenDownload(dist);
  const shardCount = shards.length;

  const bytes = (section: string, metric: string, value: number, budget?: number): KitchenBenchRow => ({
    section,
    metric,
    value,
    unit: 'B',
    ...(budget === undefined ? {} : { budget: `≤ ${budget}`, pass: value <= budget }),
  });
  return [
    bytes('kitchen download', 'first choice of an emoji, max (data chunk + its shard, gzip)', Math.max(...firstChoice), FIRST_CHOICE_BUDGET_BYTES),
    bytes('kitchen download', 'first choice of an emoji, median (gzip)', median(firstChoice), FIRST_CHOICE_BUDGET_BYTES),
    bytes('kitchen download', 'later choice of an emoji, max (its shard, gzip)', Math.max(...shardOfEach)),
    bytes('kitchen download', 'later choice of an emoji, median (gzip)', median(shardOfEach)),
    bytes('kitchen download', 'data chunk: index and shard URLs (gzip)', chunk),
    { section: 'kitchen shards', metric: `shards (${index.shardSize} emoji each, ${index.emoji.length} emoji)`, value: shardCount, unit: 'files' },
    bytes('kitchen shards', 'shard size, min (gzip)', Math.min(...shards.map((s) => s.gzip))),
    bytes('kitchen shards', 'shard size, median (gzip)', median(shards.map((s) => s.gzip))),
    bytes('kitchen shards', 'shard size, max (gzip)', Math.max(...shards.map((s) => s.gzip))),
    bytes('kitchen shards', 'shard size, max (raw)', Math.max(...shards.map((s) => s.raw))),
    bytes(
      'kitchen shards',
      'all shards (gzip)',
      shards.reduce((sum, s) => sum + s.gzip, 0),
    ),
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = benchKitchen(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.table(rows);
  process.exitCode = rows.every((row) => row.pass !== false) ? 0 : 1;
}
