import { FE0F, hex } from './codepoints.ts';
import { interner } from './interner.ts';
import { runSteps, runStepsInTasks } from './run-steps.ts';
import { CATEGORIES, type Emoji, type EmojiDataFile, PINYIN_TERM_SEPARATOR } from './types.ts';

const HAN = /\p{Script=Han}/u;
const REGIONAL_INDICATOR_A = 0x1f1e6;

/** emojibase's hexcode rule: the code points, minus the FE0F of a single presentation-selected character. */
export function hexcodeOf(codePoints: readonly number[]): string {
  return codePoints.length === 2 && codePoints[1] === FE0F ? hex(codePoints[0]!) : codePoints.map(hex).join('-');
}

/**
 * Shortcodes that follow from the English label or the character, stored as one marker letter:
 * '=' the label in snake case (grinning_face; a flag's country: "flag: Japan" -> japan), '%' in
 * kebab case (man-gesturing-no), '#' a country flag's letters (flag-jp). About half of all
 * shortcodes are one of these.
 */
export const SHORTCODE_MARKERS = ['=', '%', '#'] as const;

const spelledLabel = (label: string, separator: string) =>
  label
    .replace(/^flag: /, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(/^[_-]|[_-]$/g, '');

export function markedShortcode(marker: string, englishLabel: string, codePoints: readonly number[]): string | null {
  if (marker === '=') return spelledLabel(englishLabel, '_');
  if (marker === '%') return spelledLabel(englishLabel, '-');
  if (marker === '#') {
    const letters = codePoints.map((cp) => cp - REGIONAL_INDICATOR_A);
    if (letters.length !== 2 || letters.some((n) => n < 0 || n > 25)) return null;
    return `flag-${String.fromCharCode(...letters.map((n) => n + 0x61))}`;
  }
  return null;
}

/** Separators of the text columns; the encoder checks that no text contains them. */
export const ROW_SEPARATOR = '^';
export const ITEM_SEPARATOR = '|';

/**
 * How much of the data each step decodes: text rows (split into items) and records (built from
 * them). That makes 34 steps of 0.2-10 ms here (Node, first run, zh and en files), under the 50 ms
 * of a long task on a phone four times slower. Before, the columns were read whole and records
 * built 200 at a time: 14 steps of up to 16 ms here. In a Lighthouse trace of index_v1 (4x slowdown
 * applied to a loaded machine's times) those made 97 of its 138 ms of total blocking time.
 */
const TEXT_ROWS_PER_STEP = 500;
const RECORDS_PER_STEP = 100;

/** A text column's rows, split into their items, pausing (yield) every TEXT_ROWS_PER_STEP rows. */
function* rowSteps(column: string | undefined, intern: (text: string) => string): Generator<void, string[][]> {
  if (column === undefined) return [];
  const rows = column.split(ROW_SEPARATOR);
  const items: string[][] = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % TEXT_ROWS_PER_STEP === 0) yield;
    items.push(row.split(ITEM_SEPARATOR).map(intern));
  }
  return items;
}

function decodeCodePoints(column: string): number[][] {
  let previous = 0;
  return column.split(' ').map((emoji) => {
    const [first, ...rest] = emoji.split('.');
    previous += parseInt(first!, 36);
    return [previous, ...rest.map((cp) => parseInt(cp, 36))];
  });
}

/** Reads every Chinese term's pinyin from the per-character table, except the listed exceptions. */
function* pinyinReaderSteps(chineseRows: string[][], file: EmojiDataFile): Generator<void, (term: string) => string> {
  const syllables = file.pinyinSyllables.split(' ');
  const reading = new Map<string, string>();
  for (const [index, row] of chineseRows.entries()) {
    if (index > 0 && index % TEXT_ROWS_PER_STEP === 0) yield;
    for (const term of row) {
      for (const char of term) if (!reading.has(char) && HAN.test(char)) reading.set(char, syllables[reading.size]!);
    }
  }
  return (term) => {
    if (Object.hasOwn(file.pinyinExceptions, term)) return file.pinyinExceptions[term]!;
    let out = '';
    for (const char of term) {
      const syllable = reading.get(char);
      if (syllable) out = out ? `${out} ${syllable}` : syllable;
    }
    return out;
  };
}

/** A row's skin rule (skin-variants.ts) from the file's columns. */
function skinRuleOfRow(file: EmojiDataFile, row: number): string {
  const kind = file.skins[row];
  if (kind === '1') return kind;
  if (kind === 'p' || kind === 'q' || kind === 'r') return kind + file.pairSkins[row]!;
  if (kind === 'x') return `x${file.explicitSkins[row]!.join(' ')}`;
  return '';
}

/**
 * Reads the columns once, pausing (yield) between steps; `row(i)` then builds the i-th
 * `Emoji`. In one piece this took a task of 120-190 ms under Lighthouse's 4x CPU slowdown
 * (Chromium trace of home, where the data loads once the page is idle; load average 7-10).
 */
function* emojiRowSteps(file: EmojiDataFile): Generator<void, { count: number; row(index: number): Emoji }> {
  // A tag that a hundred emoji share is kept once, not split out of the column a hundred times:
  // of the 21,800 strings of the zh or the en file (labels, tags in three languages, shortcodes) 12,600 are distinct.
  const intern = interner();
  const own = yield* rowSteps(file.text, intern);
  const zh = yield* rowSteps(file.zhText, intern);
  const en = yield* rowSteps(file.enText, intern);
  const shortcodes = yield* rowSteps(file.shortcodes, intern);
  const chinese = file.zhText === undefined ? own : zh;
  const readPinyin = yield* pinyinReaderSteps(chinese, file);
  yield;
  const codePointRows = decodeCodePoints(file.codePoints);
  yield;
  const row = (index: number): Emoji => {
    const codePoints = codePointRows[index]!;
    // slice, not [label, ...tags]: a rest element grows as it is filled, to 16 slots (76 bytes for 4 tags, not 24).
    const [label = ''] = own[index]!;
    const tags = own[index]!.slice(1);
    const [zhLabel = null] = zh[index] ?? [];
    const zhTags = zh[index]?.slice(1) ?? NONE;
    const [enLabel = null] = en[index] ?? [];
    const enTags = en[index]?.slice(1) ?? NONE;
    const platforms = file.platforms[index]!;
    return {
      emoji: String.fromCodePoint(...codePoints),
      hexcode: file.hexcodes[index] ?? hexcodeOf(codePoints),
      category: CATEGORIES[Number(file.categories[index])]!,
      version: file.versions[parseInt(file.versionOf[index]!, 36)]!,
      label,
      tags: orNone(tags),
      skinRule: skinRuleOfRow(file, index),
      platforms: platforms === '-' ? null : parseInt(platforms, 16),
      shortcodes: orNone(shortcodes[index]!.filter(Boolean).map((code) => intern(markedShortcode(code, enLabel ?? label, codePoints) ?? code))),
      emoticons: file.emoticons[index]?.split(' ') ?? NONE,
      zhLabel,
      zhTags: orNone(zhTags),
      enLabel,
      enTags: orNone(enTags),
      pinyin: [...new Set(chinese[index]!.map(readPinyin).filter(Boolean))].join(PINYIN_TERM_SEPARATOR),
    };
  };
  return { count: codePointRows.length, row };
}

/**
 * One empty list for every record without tags, skins, emoticons...: 1,914 records had 5,400 of
 * their own, 0.3 MB of heap (Node, English file).
 */
const NONE: readonly never[] = Object.freeze([]);
const orNone = <T>(list: readonly T[]): readonly T[] => (list.length === 0 ? NONE : list);

function* decodeSteps(file: EmojiDataFile): Generator<void, Emoji[]> {
  const { count, row } = yield* emojiRowSteps(file);
  const emoji: Emoji[] = [];
  for (let index = 0; index < count; index += 1) {
    if (index > 0 && index % RECORDS_PER_STEP === 0) yield;
    emoji.push(row(index));
  }
  return emoji;
}

/** Turns a language's data file into the `Emoji` records the site works with. */
export const decodeEmojiData = (file: EmojiDataFile): Emoji[] => runSteps(decodeSteps(file));

/**
 * decodeEmojiData one step per task in the browser: in one piece it takes 25-50 ms here and four
 * times that on a mid-range phone, a long task that would block a tap on the page.
 */
export const decodeEmojiDataInSlices = (file: EmojiDataFile): Promise<Emoji[]> => runStepsInTasks(decodeSteps(file));
