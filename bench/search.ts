/**
 * Search speed and data size against their budgets, in Node on the generated data files:
 * - each language file ≤ 90 KB gzip (90,000 bytes, gzip level 9 as scripts/run/serve.ts sends it);
 * - per language, over every keystroke of the realistic queries below (each prefix of a query is
 *   a query, as the search box runs one per keystroke): median ≤ 0.2 ms, p95 ≤ 1 ms;
 * - building a language's search index ≤ 50 ms (informational budget from the issue: "well under");
 * - hit@1 on the head queries (data/search-head-queries.json, scripts/lib/search-head-queries.ts) ≥ 0.95.
 *
 * Run: tsx bench/search.ts (builds the data files first if they are missing). Prints a
 * table and exits 1 when a budget is broken.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_DIR } from '../scripts/build/data.ts';
import { headQueryFirsts, hitAt1, type PageIndex, pageIndexes } from '../scripts/lib/search-head-queries.ts';
import { nativeQueriesFound, nativeQueryOutcomes } from '../scripts/lib/search-native-queries.ts';
import { generatedDataFile, measureDataSizes } from '../scripts/lib/site-sizes.ts';
import { chineseTagRows } from '../src/emoji/chinese-tags.ts';
import { decodeEmojiData } from '../src/emoji/decode.ts';
import { createSearchIndex, searchEmoji } from '../src/emoji/search.ts';
import type { ChineseTagsFile, EmojiDataFile } from '../src/emoji/types.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../src/i18n/languages.ts';
import { DATA_BUDGET_BYTES, HIT_AT_1_BUDGET, INDEX_BUDGET_MS, MEDIAN_BUDGET_MS, P95_BUDGET_MS } from './budgets.ts';

/**
 * What visitors type, in all six languages, plus pinyin, shortcodes, emoticons, typos and emoji.
 * Every language's index gets every query: each page searches Chinese and English too.
 */
const REALISTIC_QUERIES = [
  // zh
  '猫',
  '笑',
  '点赞',
  '哈哈',
  '爱心',
  '生日快乐',
  '加油',
  '狗头',
  '吃瓜',
  '太阳',
  // zh_tw
  '貓',
  '讚',
  '愛心',
  '生日快樂',
  '謝謝',
  '珍奶',
  // en
  'cat',
  'pizza',
  'smile',
  'red heart',
  'thumbs up',
  'ice cream',
  'birthday cake',
  'fire',
  'party',
  'lol',
  'rocket',
  'dog',
  // ja
  'ねこ',
  'ネコ',
  'ぴえん',
  'ありがとう',
  '乾杯',
  '笑顔',
  '犬',
  // ko
  '고양이',
  'ㅋㅋ',
  '사랑해',
  '하트',
  '화이팅',
  '강아지',
  '축하해',
  // es
  'gato',
  'jaja',
  'corazón',
  'fiesta',
  'perro',
  'cerveza',
  'feliz cumpleaños',
  'gracias',
  // pinyin
  'xiao',
  'maomi',
  'aixin',
  'gaoxing',
  'shengri',
  // typos, shortcodes, emoticons, emoji
  'smlie',
  'hert',
  ':joy:',
  ':thumbsup:',
  ':)',
  '<3',
  ':-(',
  ':+1:',
  '👍',
  '❤️',
];

/** Every prefix of every query, by code point: what the search box sees keystroke by keystroke. */
function keystrokes(queries: readonly string[]): string[] {
  return queries.flatMap((query) => {
    const chars = Array.from(query);
    return chars.map((_, typed) => chars.slice(0, typed + 1).join(''));
  });
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/**
 * Time per query = the median of five rounds, each round the mean of five back-to-back calls:
 * single calls of 10-100 µs are at the timer's resolution and at the mercy of other processes.
 */
function timeQuery(run: () => void): number {
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    for (let call = 0; call < 5; call++) run();
    rounds.push((performance.now() - started) / 5);
  }
  return median(rounds);
}

export async function benchSearch(): Promise<{ lang: LanguageCode; medianMs: number; p95Ms: number; queries: number; indexMs: number }[]> {
  const queries = keystrokes(REALISTIC_QUERIES);
  return LANGUAGE_CODES.map((lang) => {
    const emoji = decodeEmojiData(JSON.parse(readFileSync(generatedDataFile(lang), 'utf8')) as EmojiDataFile);
    const builds: number[] = [];
    let index = createSearchIndex(emoji);
    for (let build = 0; build < 5; build++) {
      const started = performance.now();
      index = createSearchIndex(emoji);
      builds.push(performance.now() - started);
    }
    for (let warmUp = 0; warmUp < 3; warmUp++) for (const query of queries) searchEmoji(index, query);
    const times = queries.map((query) => timeQuery(() => searchEmoji(index, query))).sort((a, b) => a - b);
    return { lang, medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95), queries: queries.length, indexMs: median(builds) };
  });
}

/** The generated files as the pages search them (scripts/lib/search-head-queries.ts: pageIndexes). */
function generatedPageIndex(): PageIndex {
  const rows = (name: string) => chineseTagRows(JSON.parse(readFileSync(join(GENERATED_DIR, name), 'utf8')) as ChineseTagsFile);
  const decoded = (lang: LanguageCode) => decodeEmojiData(JSON.parse(readFileSync(generatedDataFile(lang), 'utf8')) as EmojiDataFile);
  return pageIndexes(
    decoded,
    () => rows('chinese-tags.json'),
    () => rows('japanese-readings.json'),
  );
}

/** hit@1 on the head queries, each on its page's index, and the queries whose first emoji differs. */
export function measureHeadQueries(pageIndex = generatedPageIndex()): { hitAt1: number; queries: number; misses: string[] } {
  const firsts = headQueryFirsts(pageIndex);
  const misses = firsts
    .filter(({ query, found }) => found !== query.first)
    .map(({ query, found }) => `${query.lang} ${query.query} -> ${found ?? 'nothing'}, not ${query.first}`);
  return { hitAt1: hitAt1(firsts), queries: firsts.length, misses };
}

/** The share of the held-out native queries that succeed, and those that fail. */
export function measureNativeQueries(pageIndex = generatedPageIndex()): { found: number; queries: number; failures: string[] } {
  const outcomes = nativeQueryOutcomes(pageIndex);
  const failures = outcomes.filter(({ ok }) => !ok).map(({ query, found }) => `${query.lang} ${query.query} -> ${found.join(' ') || 'nothing'}`);
  return { found: nativeQueriesFound(outcomes), queries: outcomes.length, failures };
}

async function main(): Promise<number> {
  const sizes = measureDataSizes();
  const speeds = await benchSearch();
  const pageIndex = generatedPageIndex();
  const head = measureHeadQueries(pageIndex);
  const native = measureNativeQueries(pageIndex);
  const rows = LANGUAGE_CODES.map((lang) => {
    const size = sizes.find((s) => s.lang === lang)!;
    const speed = speeds.find((s) => s.lang === lang)!;
    return {
      lang,
      'raw KB': (size.rawBytes / 1000).toFixed(1),
      'gzip KB (≤ 90)': (size.gzipBytes / 1000).toFixed(1),
      'index ms (≤ 50)': speed.indexMs.toFixed(1),
      keystrokes: speed.queries,
      'median ms (≤ 0.2)': speed.medianMs.toFixed(3),
      'p95 ms (≤ 1)': speed.p95Ms.toFixed(3),
      ok:
        size.gzipBytes <= DATA_BUDGET_BYTES && speed.medianMs <= MEDIAN_BUDGET_MS && speed.p95Ms <= P95_BUDGET_MS && speed.indexMs <= INDEX_BUDGET_MS,
    };
  });
  console.table(rows);
  console.log(
    `head queries: hit@1 ${head.hitAt1.toFixed(3)} of ${head.queries} (≥ ${HIT_AT_1_BUDGET})${head.misses.map((miss) => `\n  miss: ${miss}`).join('')}`,
  );
  console.log(
    `native queries (held out): ${native.found.toFixed(3)} of ${native.queries} succeed${native.failures.map((failure) => `\n  fails: ${failure}`).join('')}`,
  );
  const broken: string[] = rows.filter((row) => !row.ok).map((row) => row.lang);
  if (head.hitAt1 < HIT_AT_1_BUDGET) broken.push('head queries');
  console.log(broken.length ? `budget broken: ${broken.join(', ')}` : 'all search budgets kept');
  return broken.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
