/**
 * Sizes of what the site sends, measured on the files: the bench reports them against
 * bench/budgets.ts, and tests/e2e/site-lane/size-budgets.test.ts checks the same budgets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type KitchenIndexFile, shardFileName } from '../../src/features/kitchen/kitchen-format.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/i18n/languages.ts';
import { buildAll, GENERATED_DIR, writeDataFiles } from '../build/data.ts';
import { KITCHEN_DIR } from '../build/kitchen.ts';
import { builtManifest } from './built-site.ts';
import { ROOT } from './env.ts';

/** Gzip bytes at the level scripts/run/serve.ts sends (9) unless another is named. */
export const gzipSize = (bytes: Uint8Array, level = 9): number => gzipSync(bytes, { level }).length;

/** A language's generated emoji data file, built first when it is missing. */
export function generatedDataFile(lang: LanguageCode): string {
  const file = join(GENERATED_DIR, `emoji-${lang}.json`);
  if (!existsSync(file)) writeDataFiles(buildAll());
  return file;
}

export function measureDataSizes(): { lang: LanguageCode; rawBytes: number; gzipBytes: number }[] {
  return LANGUAGE_CODES.map((lang) => {
    const bytes = readFileSync(generatedDataFile(lang));
    return { lang, rawBytes: bytes.length, gzipBytes: gzipSize(bytes) };
  });
}

/** chinese-tags.json, which the zh_tw, ja, ko and es pages fetch on a query in Han characters. */
export function measureChineseTagsSize(): number {
  generatedDataFile('zh');
  return gzipSize(readFileSync(join(GENERATED_DIR, 'chinese-tags.json')));
}

const KITCHEN_DATA_MODULE = 'src/features/kitchen/kitchen-data.ts';

export interface KitchenDownload {
  index: KitchenIndexFile;
  /** each shard's size, raw and gzip */
  shards: { raw: number; gzip: number }[];
  /** the kitchen's data chunk (index and shard URLs), gzip */
  chunk: number;
  /** per supported emoji, the gzip size of the shard a visitor choosing it fetches */
  shardOfEach: number[];
  /** per supported emoji, its first choice: the data chunk and its shard, gzip */
  firstChoice: number[];
}

/** What the kitchen downloads, on a built dist/ (with the panel mounted). */
export function measureKitchenDownload(dist = join(ROOT, 'dist')): KitchenDownload {
  const manifest = builtManifest(dist);
  const builtFile = (source: string) => {
    const entry = manifest[source];
    if (!entry) throw new Error(`the build has no ${source}: is the kitchen panel mounted on the home screen?`);
    return join(dist, entry.file);
  };
  const index = JSON.parse(readFileSync(join(KITCHEN_DIR, 'index.json'), 'utf8')) as KitchenIndexFile;
  const shardCount = Math.ceil(index.emoji.length / index.shardSize);
  const shards = Array.from({ length: shardCount }, (_, shard) => {
    const bytes = readFileSync(builtFile(`src/generated/kitchen/${shardFileName(shard)}`));
    return { raw: bytes.length, gzip: gzipSize(bytes) };
  });
  const chunk = gzipSize(readFileSync(builtFile(KITCHEN_DATA_MODULE)));
  // Per emoji, not per shard: the shard of each supported emoji, as a visitor choosing it fetches it.
  const shardOfEach = index.emoji.map((_, position) => shards[Math.floor(position / index.shardSize)]!.gzip);
  return { index, shards, chunk, shardOfEach, firstChoice: shardOfEach.map((shard) => chunk + shard) };
}
