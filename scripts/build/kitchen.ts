/**
 * Builds the Emoji Kitchen data from the npm package emoji-mixer (its combination table, read at
 * build time only), split so that choosing an emoji fetches one small shard, never the whole table.
 *
 * Output, in src/generated/kitchen/ (gitignored; the client imports each file through Vite, which
 * content-hashes its name, so a URL never changes meaning and CDNs may cache it forever):
 * - index.json: the supported emoji as emojibase hexcodes, Google's code points where they differ,
 *   the sticker dates, the shard size and the pairs whose sticker exists in one order only
 * - kitchen-shard-{n}.json: the partners of SHARD_SIZE consecutive emoji (format: src/features/kitchen/kitchen-format.ts)
 *
 * Run: tsx scripts/build/kitchen.ts (before `vite build`).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hexcodeWithoutFE0F } from '../../src/emoji/variation-selectors.ts';
import { DATE_DIGITS, type KitchenIndexFile, type KitchenShardFile, NO_STICKER, shardFileName } from '../../src/features/kitchen/kitchen-format.ts';
import { ROOT } from '../lib/env.ts';

const require = createRequire(import.meta.url);
export const KITCHEN_DIR = join(ROOT, 'src', 'generated', 'kitchen');

/**
 * Emoji per shard. Each shard file costs one content-hashed URL in the kitchen's data chunk, so
 * one file per emoji (about 280 bytes gzip each) would put 619 URLs, about 7.8 KB gzip, in the
 * chunk. Eight per shard: 78 URLs (about 1 KB) and about 1.5 KB gzip per shard, so the first choice
 * fetches about 4 KB in all instead of about 10 KB, and emoji close in code point order, which are
 * often picked together (faces), share a shard that is already cached.
 */
export const SHARD_SIZE = 8;

/** The parts of emoji-mixer 1.3.1's API this project uses (the package ships no types). */
export interface EmojiMixer {
  /** getEmojiMixUrl: the sticker URL for two emoji (characters or code points), undefined when there is none */
  default(left: string, right: string): string | undefined;
  /** code points of every supported emoji, lowercase, "-"-joined ("1f600", "263a-fe0f") */
  supportedEmojis: string[];
  /** every sticker an emoji is listed with (leftEmoji is always that emoji), null when unsupported */
  checkSupported(emoji: string): EmojiCombo[] | null;
  /**
   * The table: per supported emoji, the stickers it is listed with, as [partner, date] indices
   * into $e (partner code points; a single one as a number) and $d (dates, YYYYMMDD).
   */
  emojiCompatibilityData: { $e: (number | string)[]; $d: number[] } & Record<string, [number, number][]>;
}
export interface EmojiCombo {
  leftEmoji: string;
  rightEmoji: string;
  date: string;
}

export function loadEmojiMixer(): EmojiMixer {
  return require('emoji-mixer') as EmojiMixer;
}

/** Code points without variation selectors, as numbers: the form both datasets agree on. */
const plainCodePoints = (hex: string) =>
  hexcodeWithoutFE0F(hex)
    .split('-')
    .map((part) => parseInt(part, 16))
    .join(' ');

/** emojibase hexcode (lowercase) of each emoji-mixer code point string. */
function emojibaseHexcodes(googleCodes: string[]): Map<string, string> {
  const emojibase = require('emojibase-data/en/data.json') as { hexcode: string }[];
  const byPlain = new Map(emojibase.map((entry) => [plainCodePoints(entry.hexcode), entry.hexcode.toLowerCase()]));
  const hexcodes = new Map<string, string>();
  for (const code of googleCodes) {
    const hexcode = byPlain.get(plainCodePoints(code));
    if (!hexcode) throw new Error(`build-kitchen: emoji-mixer's ${code} is not in emojibase-data`);
    hexcodes.set(code, hexcode);
  }
  return hexcodes;
}

/** The index and shard files, by file name. */
export function buildKitchenFiles(): Map<string, KitchenIndexFile | KitchenShardFile> {
  const mixer = loadEmojiMixer();
  const table = mixer.emojiCompatibilityData;
  const codes = mixer.supportedEmojis;
  const position = new Map(codes.map((code, i) => [code, i]));
  const partnerCode = (index: number) => {
    const partner = table.$e[index]!;
    return typeof partner === 'number' ? partner.toString(16) : partner;
  };

  const dates = [...new Set(table.$d)].sort((a, b) => a - b);
  if (dates.length > DATE_DIGITS.length) throw new Error(`build-kitchen: ${dates.length} sticker dates, the row format holds ${DATE_DIGITS.length}`);
  const dateIndex = new Map(dates.map((date, i) => [date, i]));

  // newestListed[a][b]: the newest date the table lists b among a's stickers (-1: not listed).
  // emoji-mixer names a sticker's file after the side whose listing is newest, the first argument
  // on a tie; the table lists almost every pair under both emoji with the same dates, so the
  // order is usually the caller's, and fixed only where one listing is newer or missing.
  const newestListed = codes.map(() => new Int8Array(codes.length).fill(-1));
  for (const [a, code] of codes.entries()) {
    for (const [partner, date] of table[code]!) {
      const b = position.get(partnerCode(partner));
      if (b === undefined) throw new Error(`build-kitchen: ${code} is listed with an unsupported emoji ${partnerCode(partner)}`);
      const row = newestListed[a]!;
      row[b] = Math.max(row[b]!, dateIndex.get(table.$d[date]!)!);
    }
  }

  const hexcodes = emojibaseHexcodes(codes);
  const hexcodeAt = (i: number) => hexcodes.get(codes[i]!)!;
  const rows = codes.map((_, a) =>
    Array.from(newestListed[a]!, (listed, b) => {
      const newest = Math.max(listed, newestListed[b]![a]!);
      return newest < 0 ? NO_STICKER : DATE_DIGITS[newest]!;
    }).join(''),
  );
  const fixedOrder: [string, string][] = [];
  for (let a = 0; a < codes.length; a++) {
    for (let b = 0; b < codes.length; b++) {
      if (newestListed[a]![b]! > newestListed[b]![a]!) fixedOrder.push([hexcodeAt(a), hexcodeAt(b)]);
    }
  }

  const index: KitchenIndexFile = {
    emoji: codes.map((_, i) => hexcodeAt(i)),
    googleCodes: Object.fromEntries(codes.filter((code) => hexcodes.get(code) !== code).map((code) => [hexcodes.get(code)!, code])),
    dates,
    shardSize: SHARD_SIZE,
    fixedOrder,
  };
  const files = new Map<string, KitchenIndexFile | KitchenShardFile>([['index.json', index]]);
  for (let start = 0; start < rows.length; start += SHARD_SIZE) {
    files.set(shardFileName(start / SHARD_SIZE), rows.slice(start, start + SHARD_SIZE));
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const files = buildKitchenFiles();
  // A clean directory: shards of an older, larger table must not linger and be globbed in.
  rmSync(KITCHEN_DIR, { recursive: true, force: true });
  mkdirSync(KITCHEN_DIR, { recursive: true });
  for (const [path, content] of files) writeFileSync(join(KITCHEN_DIR, path), JSON.stringify(content));
  const index = files.get('index.json') as KitchenIndexFile;
  console.log(
    `build-kitchen: ${index.emoji.length} emoji, ${files.size - 1} shards in ${Math.round(performance.now() - started)} ms -> src/generated/kitchen/`,
  );
}
