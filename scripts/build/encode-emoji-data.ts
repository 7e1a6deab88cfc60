/**
 * Packs a language's `Emoji` records into the columnar data file (format: EmojiDataFile in
 * src/emoji/types.ts) and proves the packing lossless: the build fails unless decodeEmojiData
 * gives back exactly the records it was handed. Every rule used to leave a value out (hexcode from
 * the character, the kind of skin rule, pinyin per character, label-shaped shortcodes) is
 * checked per emoji; where a rule does not hold, the value is stored.
 */
import { isDeepStrictEqual } from 'node:util';
import { codePointsOf } from '../../src/emoji/codepoints.ts';
import { decodeEmojiData, hexcodeOf, ITEM_SEPARATOR, markedShortcode, ROW_SEPARATOR, SHORTCODE_MARKERS } from '../../src/emoji/decode.ts';
import { CATEGORIES, type Emoji, type EmojiDataFile } from '../../src/emoji/types.ts';
import { characterReadings, toPinyin } from './chinese-pinyin.ts';

const HAN = /\p{Script=Han}/u;

/** '^' rather than a line break: JSON writes '\n' as two characters, and it cost 1 KB gzip per file. */
function joinRows(rows: string[][]): string {
  for (const item of rows.flat()) {
    if (item.includes(ROW_SEPARATOR) || item.includes(ITEM_SEPARATOR)) throw new Error(`separator inside ${JSON.stringify(item)}`);
  }
  return rows.map((row) => row.join(ITEM_SEPARATOR)).join(ROW_SEPARATOR);
}

function encodeCodePoints(emoji: Emoji[]): string {
  let previous = 0;
  return emoji
    .map(({ emoji: character }) => {
      const [first, ...rest] = codePointsOf(character);
      const delta = first! - previous;
      previous = first!;
      return [delta, ...rest].map((n) => n.toString(36)).join('.');
    })
    .join(' ');
}

/** The skin rules (src/emoji/skin-variants.ts) as the file's columns: the kinds, the templates, the lists. */
function encodeSkins(emoji: Emoji[]) {
  const pairs: Record<string, string> = {};
  const explicit: Record<string, string[]> = {};
  const kinds = emoji.map(({ skinRule }, row) => {
    const kind = skinRule[0];
    if (kind === undefined) return '0';
    if (kind === 'p' || kind === 'q' || kind === 'r') pairs[row] = skinRule.slice(1);
    if (kind === 'x') explicit[row] = skinRule.slice(1).split(' ');
    return kind;
  });
  return { skins: kinds.join(''), pairSkins: pairs, explicitSkins: explicit };
}

/**
 * Each Han character's usual reading is the one pinyin-pro gives it most often across the Chinese
 * terms; a term whose reading in context differs (多音字: 银行 yin hang) is stored whole. For the
 * full Chinese text that is 2,200 characters and 46 exceptions, 4.3 KB gzip instead of the 29 KB
 * that the pinyin of every term took.
 */
function encodePinyin(chineseRows: string[][]) {
  const terms = [...new Set(chineseRows.flat())];
  const counts = new Map<string, Map<string, number>>();
  for (const term of terms) {
    for (const { char, syllable } of characterReadings(term)) {
      const perChar = counts.get(char) ?? new Map<string, number>();
      perChar.set(syllable, (perChar.get(syllable) ?? 0) + 1);
      counts.set(char, perChar);
    }
  }
  const usual = (char: string) => {
    const readings = [...(counts.get(char) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1]);
    return readings[0]?.[0] ?? '';
  };
  const order: string[] = [];
  const reading = new Map<string, string>();
  for (const term of chineseRows.flat()) {
    for (const char of term) {
      if (reading.has(char) || !HAN.test(char)) continue;
      reading.set(char, usual(char));
      order.push(usual(char));
    }
  }
  if (order.some((syllable) => !/^[a-z]+$/.test(syllable))) throw new Error('a Han character without pinyin');
  const exceptions: Record<string, string> = {};
  for (const term of terms) {
    const inContext = toPinyin(term);
    const perCharacter = Array.from(term, (char) => reading.get(char))
      .filter(Boolean)
      .join(' ');
    if (inContext !== perCharacter) exceptions[term] = inContext;
  }
  return { pinyinSyllables: order.join(' '), pinyinExceptions: exceptions };
}

export function encodeEmojiData(lang: string, emoji: Emoji[]): EmojiDataFile {
  const versions = [...new Set(emoji.map((e) => e.version))].sort((a, b) => a - b);
  if (versions.length > 36) throw new Error('more emoji versions than base-36 digits');
  const hexcodes: Record<string, string> = {};
  const shortcodeRows: string[][] = [];
  const emoticons: Record<string, string> = {};
  emoji.forEach((e, row) => {
    const codePoints = codePointsOf(e.emoji);
    if (hexcodeOf(codePoints) !== e.hexcode) hexcodes[row] = e.hexcode;
    const englishLabel = e.enLabel ?? e.label;
    const marked = (code: string) => SHORTCODE_MARKERS.find((marker) => markedShortcode(marker, englishLabel, codePoints) === code) ?? code;
    const markers: readonly string[] = SHORTCODE_MARKERS;
    if (e.shortcodes.some((code) => markers.includes(code)) || e.emoticons.some((m) => m.includes(' '))) {
      throw new Error(`unencodable ${e.hexcode}`);
    }
    shortcodeRows.push(e.shortcodes.map(marked));
    if (e.emoticons.length) emoticons[row] = e.emoticons.join(' ');
  });
  const rowsOf = (label: (e: Emoji) => string | null, tags: (e: Emoji) => readonly string[]) => emoji.map((e) => [label(e)!, ...tags(e)]);
  const own = rowsOf(
    (e) => e.label,
    (e) => e.tags,
  );
  const hasZh = emoji.every((e) => e.zhLabel !== null);
  const hasEn = emoji.every((e) => e.enLabel !== null);
  const zh = rowsOf(
    (e) => e.zhLabel,
    (e) => e.zhTags,
  );
  const en = rowsOf(
    (e) => e.enLabel,
    (e) => e.enTags,
  );

  // Key order matters to gzip: deflate blocks straddle columns, and a block mixing Hangul with
  // English gets one Huffman table for both. Of the 240 orders of the large columns tried, the
  // worst made the Korean file 2.5 KB larger than this one.
  const file: EmojiDataFile = {
    lang,
    categories: emoji.map((e) => CATEGORIES.indexOf(e.category)).join(''),
    versions,
    versionOf: emoji.map((e) => versions.indexOf(e.version).toString(36)).join(''),
    platforms: emoji.map((e) => (e.platforms === null ? '-' : e.platforms.toString(16))).join(''),
    ...encodeSkins(emoji),
    hexcodes,
    emoticons,
    ...(hasZh ? { zhText: joinRows(zh) } : {}),
    text: joinRows(own),
    ...(hasEn ? { enText: joinRows(en) } : {}),
    shortcodes: joinRows(shortcodeRows),
    ...encodePinyin(hasZh ? zh : own),
    codePoints: encodeCodePoints(emoji),
  };
  const decoded = decodeEmojiData(JSON.parse(JSON.stringify(file)) as EmojiDataFile);
  emoji.forEach((expected, row) => {
    if (!isDeepStrictEqual(decoded[row], expected)) {
      throw new Error(`${lang}: ${expected.hexcode} does not survive encoding:\n${JSON.stringify(decoded[row])}\n${JSON.stringify(expected)}`);
    }
  });
  if (decoded.length !== emoji.length) throw new Error(`${lang}: ${decoded.length} emoji decoded, ${emoji.length} encoded`);
  return file;
}
