/**
 * The kitchen's generated data (src/generated/kitchen/, written by `tsx scripts/build/kitchen.ts`;
 * `npm test` builds first) against emoji-mixer's own API: the shards hold exactly the package's
 * pairs, and the sticker URLs the panel builds are the ones getEmojiMixUrl returns.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KITCHEN_DIR, loadEmojiMixer, SHARD_SIZE } from '../../../../scripts/build/kitchen.ts';
import { ROOT } from '../../../../scripts/lib/env.ts';
import { decodeEmojiData } from '../../../../src/emoji/decode.ts';
import type { EmojiDataFile } from '../../../../src/emoji/types.ts';
import {
  DATE_DIGITS,
  type KitchenIndexFile,
  type KitchenShardFile,
  NO_STICKER,
  shardFileName,
} from '../../../../src/features/kitchen/kitchen-format.ts';
import { KitchenTable, type Partners } from '../../../../src/features/kitchen/kitchen-table.ts';
import { LANGUAGE_CODES } from '../../../../src/i18n/languages.ts';
import { seededRandom } from '../../../seeded-random.ts';

const mixer = loadEmojiMixer();
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

let index: KitchenIndexFile;
let table: KitchenTable;
let shards: Map<string, KitchenShardFile>;
const partnersOf = (hexcode: string): Partners => {
  const { shard, row } = table.shardOf(hexcode);
  return table.partnersFromRow(shards.get(shardFileName(shard))![row]!);
};
/** emoji-mixer names an emoji by Google's code points; the kitchen by the emojibase hexcode. */
let googleCode: (hexcode: string) => string;
let hexcodeOf: (googleCode: string) => string;

beforeAll(() => {
  if (!existsSync(join(KITCHEN_DIR, 'index.json'))) throw new Error('src/generated/kitchen/ is missing: run `tsx scripts/build/kitchen.ts`');
  index = readJson<KitchenIndexFile>(join(KITCHEN_DIR, 'index.json'));
  table = new KitchenTable(index);
  const shardFiles = readdirSync(KITCHEN_DIR).filter((name) => name.startsWith('kitchen-shard-'));
  shards = new Map(shardFiles.map((name) => [name, readJson<KitchenShardFile>(join(KITCHEN_DIR, name))]));
  googleCode = (hexcode) => index.googleCodes[hexcode] ?? hexcode;
  const byGoogleCode = new Map(index.emoji.map((hexcode) => [googleCode(hexcode), hexcode]));
  hexcodeOf = (code) => byGoogleCode.get(code)!;
});

describe('the index', () => {
  it("lists exactly the package's supported emoji, once each", () => {
    expect(index.emoji.map(googleCode).sort()).toEqual([...mixer.supportedEmojis].sort());
    expect(new Set(index.emoji).size).toBe(index.emoji.length);
  });

  it('names each emoji by the emojibase hexcode of the same code points', () => {
    const plain = (hex: string) =>
      hex
        .split('-')
        .map((part) => parseInt(part, 16))
        .filter((codePoint) => codePoint !== 0xfe0f);
    for (const hexcode of index.emoji) expect(plain(hexcode), hexcode).toEqual(plain(googleCode(hexcode)));
  });

  it.each(LANGUAGE_CODES)('has every emoji in the %s emoji data, so the pickers can show each one', (code) => {
    const emoji = decodeEmojiData(readJson<EmojiDataFile>(join(ROOT, 'src', 'generated', `emoji-${code}.json`)));
    const hexcodes = new Set(emoji.map((e) => e.hexcode.toLowerCase()));
    expect(index.emoji.filter((hexcode) => !hexcodes.has(hexcode))).toEqual([]);
  });
});

describe('the shards', () => {
  it('are one file per SHARD_SIZE emoji, one row per emoji, one cell per emoji', () => {
    expect(shards.size).toBe(Math.ceil(index.emoji.length / SHARD_SIZE));
    const rows = Array.from(shards.keys(), (_, shard) => shards.get(shardFileName(shard))!).flat();
    expect(rows).toHaveLength(index.emoji.length);
    const cell = new RegExp(`^[${NO_STICKER}${DATE_DIGITS.slice(0, index.dates.length).replace('-', '\\-')}]+$`);
    for (const row of rows) {
      expect(row).toHaveLength(index.emoji.length);
      expect(row).toMatch(cell);
    }
  });

  // Expanding the package's 330,000 listings takes a second or two; more on a busy machine.
  it("together hold exactly the package's pairs, each with its newest date", () => {
    const expected = new Map<string, number>();
    for (const code of mixer.supportedEmojis) {
      for (const combo of mixer.checkSupported(code)!) {
        const pair = [hexcodeOf(combo.leftEmoji), hexcodeOf(combo.rightEmoji)].sort().join('+');
        expected.set(pair, Math.max(expected.get(pair) ?? 0, Number(combo.date)));
      }
    }
    const held = new Map<string, number>();
    const disagreeing: string[] = [];
    for (const hexcode of index.emoji) {
      for (const [partner, date] of partnersOf(hexcode)) {
        const pair = [hexcode, partner].sort().join('+');
        // Each pair is in both emoji's rows; both must give the same date.
        if (held.has(pair) && held.get(pair) !== date) disagreeing.push(pair);
        held.set(pair, date);
      }
    }
    // Differences listed rather than compared map to map: 147,000 entries make a slow diff.
    const missingOrWrong = [...expected].filter(([pair, date]) => held.get(pair) !== date).map(([pair, date]) => `${pair}@${date}`);
    const extra = [...held.keys()].filter((pair) => !expected.has(pair));
    expect(disagreeing).toEqual([]);
    expect(missingOrWrong).toEqual([]);
    expect(extra).toEqual([]);
    expect(held.size).toBe(expected.size);
  });
});

describe('sticker URLs', () => {
  const url = (left: string, right: string) => {
    const date = partnersOf(left).get(right);
    return date === undefined ? undefined : table.sticker(left, right, date).url;
  };

  it('equal getEmojiMixUrl for 500 random pairs that have a sticker, in either order', () => {
    const random = seededRandom(7);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    for (let i = 0; i < 500; i++) {
      const code = pick(mixer.supportedEmojis);
      const partner = pick(mixer.checkSupported(code)!).rightEmoji;
      const [left, right] = random() < 0.5 ? [code, partner] : [partner, code];
      expect(url(hexcodeOf(left), hexcodeOf(right)), `${left} + ${right}`).toBe(mixer.default(left, right));
    }
  });

  it('are absent exactly where getEmojiMixUrl has none, for 200 random pairs', () => {
    const random = seededRandom(11);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    let withoutSticker = 0;
    for (let i = 0; i < 200; i++) {
      const [left, right] = [pick(mixer.supportedEmojis), pick(mixer.supportedEmojis)];
      const expected = mixer.default(left, right);
      if (expected === undefined) withoutSticker++;
      expect(url(hexcodeOf(left), hexcodeOf(right)), `${left} + ${right}`).toBe(expected);
    }
    // About a quarter of all pairs have no sticker: the sample must include some.
    expect(withoutSticker).toBeGreaterThan(10);
  });

  it('keep the order of a pair the table lists one way only, whichever side each emoji is on', () => {
    expect(index.fixedOrder.length).toBeGreaterThan(0);
    for (const [left, right] of index.fixedOrder) {
      const expected = mixer.default(googleCode(left), googleCode(right));
      expect(url(left, right)).toBe(expected);
      expect(url(right, left)).toBe(expected);
      expect(mixer.default(googleCode(right), googleCode(left))).toBe(expected);
    }
  });

  it('offer the other order as a second try, except where the order is known', () => {
    const [fixedLeft, fixedRight] = index.fixedOrder[0]!;
    expect(table.sticker(fixedRight, fixedLeft, 20201001).otherOrderUrl).toBeNull();
    expect(table.sticker('1f600', '1f600', 20201001).otherOrderUrl).toBeNull();
    expect(table.sticker('1f600', '263a', 20201001)).toEqual({
      url: 'https://www.gstatic.com/android/keyboard/emojikitchen/20201001/u1f600/u1f600_u263a-ufe0f.png',
      otherOrderUrl: 'https://www.gstatic.com/android/keyboard/emojikitchen/20201001/u263a-ufe0f/u263a-ufe0f_u1f600.png',
    });
  });
});
