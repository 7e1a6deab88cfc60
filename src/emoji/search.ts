/**
 * In-memory emoji search: one language file's labels and tags plus the Chinese and English ones,
 * pinyin, shortcodes, emoticons and the emoji characters themselves. Framework-free, synchronous,
 * no dependency.
 *
 * Match classes (tiers), best first; within a tier the most used emoji come first (the popularity
 * prior of src/emoji/popularity.ts), then array (emojibase) order:
 *   0 exact label (any language), the emoji character itself, or the shortcode of a ':joy:' query
 *   1 an exact shortcode typed without colons ('smile' is 😄, 'joy' 😂)
 *   2 a whole word of a label ('heart' in 'red heart' and in 'heart suit'; CJK text opening a
 *     label, 猫 in 猫脸); an exact tag or emoticon; pinyin of whole syllables opening the Chinese
 *     label ('mao' for 猫脸 and 猫, 'huo' for 火焰): a full syllable ranks the characters it
 *     spells by how much their emoji are used
 *   3 a prefix: of a label or a label's word, of a tag, shortcode or emoticon
 *   4 other pinyin, from any syllable start and across syllables ('maom' finds 猫咪 mao mi)
 *   5 substring: inside CJK text, or from a later word of a tag
 *   6 a letter added to or left out of a whole label, in a query of 4+ letters ('catt' is 🐈 cat)
 *   7 any other one typo (a transposition counts as one edit): in a tag, in a word of a longer
 *     label ('catt' in 'cat face', in 🐯's tag 'cat'), a changed letter ('hert')
 *   8 a match inside a negated word (开心 in 不开心, smoking in 'no smoking'; negation.ts)
 * Latin text matches only at word starts ('cat' finds 'catfish', never 'indicator'); CJK text
 * (Han, kana, hangul) matches anywhere. Every word of a multi-word query must match (the emoji
 * takes its worst word's tier) unless the whole phrase matches better ('ice cream').
 *
 * Beyond the records' own text the index holds: Chinese folded to Simplified (chinese-script.ts;
 * the query is folded alike), the Japanese readings when merged (japanese-readings.ts; a query in
 * romaji is also read as kana), the initial consonants (초성) of Korean text (ㄱㅇㅇ finds 고양이),
 * and each flag's country names (country-names.ts). A query written as code points (U+1F600,
 * &#x1F600;) is the emoji it spells.
 */
import { getChoseong } from 'es-hangul';
import { toHiragana } from 'wanakana';
import { withoutVariationSelectors } from './variation-selectors.ts';
import { toSimplifiedChinese } from './chinese-script.ts';
import { codePointQuery } from './code-point-query.ts';
import { countryNames, FLAG_WORDS, flagRegion } from './country-names.ts';
import { foldPinyinQuery, foldText, isCjkCode, isWordCode } from './fold-text.ts';
import { isNegated } from './negation.ts';
import { popularityRank } from './popularity.ts';
import type { Emoji } from './types.ts';
import { skinVariants } from './skin-variants.ts';

const LABEL = 0;
const TAG = 1;
const SHORTCODE = 2;
/** the 초성 of a Korean label or tag (ranked lower than the text: see matchText) */
const LABEL_INITIALS = 3;
const TAG_INITIALS = 4;
type TermKind = typeof LABEL | typeof TAG | typeof SHORTCODE | typeof LABEL_INITIALS | typeof TAG_INITIALS;

const NO_MATCH = 255;
const EXACT_TIER = 0;
const SHORTCODE_TIER = 1;
const WORD_TIER = 2;
const PREFIX_TIER = 3;
const PINYIN_TIER = 4;
const SUBSTRING_TIER = 5;
const TYPO_TIER = 6;
const TYPO_IN_WORD_TIER = 7;
const NEGATED_TIER = 8;
const TIER_COUNT = 9;

/** Only this much of a query is read (code points), so a pasted novel costs what a word does. */
const MAX_QUERY_LENGTH = 64;
/** At most this many distinct words of a query have to match. */
const MAX_QUERY_WORDS = 8;
const MIN_TYPO_WORD_LENGTH = 4;
/** A start is packed as term * 512 + offset * 2 + boundary; later offsets are not indexed. */
const MAX_OFFSET = 255;

/**
 * Where queries may start matching, grouped by the code unit at the start (a counting sort into
 * one flat array): a query reads the group of its first code unit and skips entries whose second
 * differs, instead of trying every term. Measured on the Japanese file (22,000 terms, 51,000
 * starts): indexOf over every term took 0.36-0.45 ms a query before any ranking; the whole search
 * takes 0.01-0.04 ms. Typed arrays rather than a map of small arrays halved the build time and
 * left little for the garbage collector. Only the code units that start something have a group
 * (about 3,000 in a file, 26 for pinyin), found by binary search: a table for all 65,536 units
 * took 256 KiB per table.
 */
interface StartTable {
  /** the code units that start an entry, ascending */
  units: Uint16Array;
  /** the entries starting with units[g] are entries[bounds[g]] up to entries[bounds[g + 1]] */
  bounds: Int32Array;
  entries: Int32Array;
}

/** The first group whose code unit is `unit` or above (binary search). */
function firstGroupFrom(units: Uint16Array, unit: number): number {
  let low = 0;
  let high = units.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (units[middle]! < unit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The range of `table.entries` that start with a code unit from `first` to `last`. */
function entriesStartingWith({ units, bounds }: StartTable, first: number, last = first): [number, number] {
  return [bounds[firstGroupFrom(units, first)]!, bounds[firstGroupFrom(units, last + 1)]!];
}

export interface SearchIndex {
  readonly emoji: readonly Emoji[];
  readonly termText: readonly string[];
  readonly termEmoji: Int32Array;
  readonly termKind: Uint8Array;
  readonly starts: StartTable;
  /** readings with spaces between syllables ("mao lian"), matched as if without them */
  readonly pinyinReading: readonly string[];
  /** 1 where the reading is the Chinese label's */
  readonly pinyinOfLabel: Uint8Array;
  readonly pinyinEmoji: Int32Array;
  readonly pinyinStarts: StartTable;
  /** built by completeSearchIndex, or else on the first query that can have a typo (see typoWords) */
  typoWords: TypoWords | null;
  /** lower-cased emoticon -> emoji */
  readonly emoticons: Map<string, number[]>;
  /** every emoji index, the most used first (ties in array order): the order within a tier */
  readonly byPopularity: Int32Array;
  /** whether Japanese readings are indexed: a query in romaji is then also read as kana */
  readonly hasReadings: boolean;
}

/** Adds `at` to a list of emoji indexes kept in order and without repeats. */
const addUser = (map: Map<string, number[]>, key: string, at: number) => {
  const users = map.get(key);
  if (!users) map.set(key, [at]);
  else if (users[users.length - 1] !== at) users.push(at);
};

const SPACE = 0x20;
const SEPARATOR = 0;
const WORD = 1;
const CJK = 2;

const charType = (code: number) => (isCjkCode(code) ? CJK : isWordCode(code) ? WORD : SEPARATOR);

/** Index-building state; frozen into a SearchIndex at the end. */
class IndexBuilder {
  termText: string[] = [];
  termEmoji: number[] = [];
  termKind: TermKind[] = [];
  starts: number[] = [];
  pinyinReading: string[] = [];
  pinyinOfLabel: number[] = [];
  pinyinEmoji: number[] = [];
  pinyinStarts: number[] = [];

  /**
   * Files every place a query may start matching: the term's start, each Latin word's start and
   * every CJK character. The low bit marks a start after a separator (or the term's start),
   * where a label's words begin; a CJK character inside a run of CJK text is a substring start.
   */
  addTerm(raw: string | null, kind: TermKind, at: number) {
    if (!raw) return;
    const text = foldIndexed(raw);
    if (!text) return;
    this.addFolded(text, kind, at);
    // 초성 are typed as compatibility jamo (ㄱ U+3131), which folding (NFKC) turns into U+1100.
    if (HANGUL_SYLLABLE.test(text)) {
      const initials = foldText(getChoseong(text));
      if (initials) this.addFolded(initials, kind === LABEL ? LABEL_INITIALS : TAG_INITIALS, at);
    }
  }

  addFolded(text: string, kind: TermKind, at: number) {
    const term = this.termText.length;
    this.termText.push(text);
    this.termEmoji.push(at);
    this.termKind.push(kind);
    const starts = this.starts;
    const end = Math.min(text.length, MAX_OFFSET + 1);
    let previous = SEPARATOR;
    for (let offset = 0; offset < end; offset++) {
      const type = charType(text.charCodeAt(offset));
      if (offset === 0 || type === CJK || (type === WORD && previous !== WORD)) {
        starts.push(term * 512 + offset * 2 + (offset === 0 || previous === SEPARATOR ? 1 : 0));
      }
      previous = type;
    }
  }

  /** "xiao lian" is searched as "xiaolian" from each syllable start: "xiao", "lian", "xiaol". */
  addPinyin(reading: string, at: number, ofLabel: boolean) {
    const term = this.pinyinReading.length;
    this.pinyinReading.push(reading);
    this.pinyinOfLabel.push(ofLabel ? 1 : 0);
    this.pinyinEmoji.push(at);
    const end = Math.min(reading.length, MAX_OFFSET + 1);
    for (let offset = 0; offset < end; offset++) {
      if (offset === 0 || reading.charCodeAt(offset - 1) === SPACE) this.pinyinStarts.push(term * 512 + offset * 2 + 1);
    }
  }
}

const UNITS = 0x10000;

/**
 * Sorts `values` into groups by a code unit of each (see StartTable). The count per unit is kept
 * in a table for all units while building (fast, and garbage right after).
 */
function groupByUnit(values: readonly number[], unitOf: (value: number) => number): StartTable {
  const next = new Int32Array(UNITS);
  for (const value of values) next[unitOf(value)]!++;
  const units: number[] = [];
  const bounds = [0];
  for (let unit = 0; unit < UNITS; unit++) {
    const count = next[unit]!;
    if (count === 0) continue;
    next[unit] = bounds[bounds.length - 1]!;
    units.push(unit);
    bounds.push(next[unit]! + count);
  }
  const entries = new Int32Array(values.length);
  for (const value of values) entries[next[unitOf(value)]!++] = value;
  return { units: Uint16Array.from(units), bounds: Int32Array.from(bounds), entries };
}

/** Packed starts grouped by the code unit at the start. */
const freezeStarts = (starts: readonly number[], termText: readonly string[]) =>
  groupByUnit(starts, (packed) => termText[packed >>> 9]!.charCodeAt((packed >>> 1) & MAX_OFFSET));

const HAN = /\p{Script=Han}/u;
const HANGUL_SYLLABLE = /[\uac00-\ud7a3]/;

/** Folding for the index and the query: foldText, then Chinese to Simplified characters. */
const foldIndexed = (text: string) => toSimplifiedChinese(foldText(text));

/** Emoji indexes, the most used first; equally used (or uncounted) ones keep their order. */
function popularityOrder(emoji: readonly Emoji[]): Int32Array {
  const ranks = emoji.map((entry) => popularityRank(entry.hexcode));
  return Int32Array.from(emoji.keys()).sort((a, b) => ranks[a]! - ranks[b]! || a - b);
}

export function createSearchIndex(emoji: readonly Emoji[]): SearchIndex {
  const builder = new IndexBuilder();
  const emoticons = new Map<string, number[]>();
  emoji.forEach((entry, at) => {
    builder.addTerm(entry.label, LABEL, at);
    builder.addTerm(entry.zhLabel, LABEL, at);
    builder.addTerm(entry.enLabel, LABEL, at);
    for (const list of [entry.tags, entry.zhTags, entry.enTags]) for (const tag of list) builder.addTerm(tag, TAG, at);
    for (const shortcode of entry.shortcodes) builder.addTerm(shortcode, SHORTCODE, at);
    // The first reading is the Chinese label's when that label has Han characters to read.
    const labelRead = HAN.test(entry.zhLabel ?? entry.label);
    for (const [i, reading] of entry.pinyin.entries()) builder.addPinyin(reading, at, labelRead && i === 0);
    for (const emoticon of entry.emoticons) addUser(emoticons, emoticon.toLowerCase(), at);
    for (const [i, reading] of entry.readings.entries()) builder.addTerm(reading, i === 0 ? LABEL : TAG, at);
    const region = flagRegion(entry.emoji);
    if (region) {
      for (const name of countryNames(region)) builder.addTerm(name, LABEL, at);
      for (const word of FLAG_WORDS) builder.addTerm(word, TAG, at);
    }
  });
  return {
    emoji,
    termText: builder.termText,
    termEmoji: Int32Array.from(builder.termEmoji),
    termKind: Uint8Array.from(builder.termKind),
    starts: freezeStarts(builder.starts, builder.termText),
    pinyinReading: builder.pinyinReading,
    pinyinOfLabel: Uint8Array.from(builder.pinyinOfLabel),
    pinyinEmoji: Int32Array.from(builder.pinyinEmoji),
    pinyinStarts: freezeStarts(builder.pinyinStarts, builder.pinyinReading),
    typoWords: null,
    emoticons,
    byPopularity: popularityOrder(emoji),
    hasReadings: emoji.some((entry) => entry.readings.length > 0),
  };
}

const sharedIndexes = new WeakMap<readonly Emoji[], SearchIndex>();

/**
 * One index per list of records, built on first use: the catalogue and the kitchen search the same
 * language's records, and a second index took 0.6 MB of heap when the kitchen came into view.
 */
export function searchIndexFor(emoji: readonly Emoji[]): SearchIndex {
  let index = sharedIndexes.get(emoji);
  if (!index) {
    index = createSearchIndex(emoji);
    sharedIndexes.set(emoji, index);
  }
  return index;
}

const endsWord = (text: string, end: number) => {
  if (end >= text.length) return true;
  const code = text.charCodeAt(end);
  return !isWordCode(code) && !isCjkCode(code);
};

/** Lowers `tiers[emoji]` to the best tier at which `query` matches one of the emoji's terms. */
function matchText(index: SearchIndex, query: string, tiers: Uint8Array) {
  const { termText, termEmoji, termKind, starts } = index;
  const first = query.charCodeAt(0);
  const second = query.length > 1 ? query.charCodeAt(1) : -1;
  const [from, to] = entriesStartingWith(starts, first);
  for (let i = from; i < to; i++) {
    const packed = starts.entries[i]!;
    const term = packed >>> 9;
    const offset = (packed >>> 1) & MAX_OFFSET;
    const text = termText[term]!;
    if (second >= 0 && text.charCodeAt(offset + 1) !== second) continue;
    if (query.length > 2 && !text.startsWith(query, offset)) continue;
    const end = offset + query.length;
    let tier: number;
    const kind = termKind[term]!;
    if (kind === LABEL || kind === LABEL_INITIALS) {
      if (offset === 0 && end === text.length) tier = EXACT_TIER;
      else if (packed & 1) tier = endsWord(text, end) || (offset === 0 && isCjkCode(first)) ? WORD_TIER : PREFIX_TIER;
      else tier = SUBSTRING_TIER;
    } else {
      const whole = kind === SHORTCODE ? SHORTCODE_TIER : WORD_TIER;
      tier = offset === 0 ? (end === text.length ? whole : PREFIX_TIER) : SUBSTRING_TIER;
    }
    // 초성 say less than the syllables: never above a prefix, so ㅋㅋ stays laughter before 쿠키.
    if (kind >= LABEL_INITIALS) tier = tier === EXACT_TIER ? PREFIX_TIER : tier === WORD_TIER ? PINYIN_TIER : SUBSTRING_TIER;
    if (tier !== EXACT_TIER && isNegated(text, offset, end)) tier = NEGATED_TIER;
    const at = termEmoji[term]!;
    if (tier < tiers[at]!) tiers[at] = tier;
  }
}

/**
 * Where `query` (letters only) ends when read in `reading` from `offset` with the spaces between
 * syllables skipped ("maol" in "mao lian" ends at 5), or -1 when it does not match there.
 */
function readingMatchEnd(reading: string, query: string, offset: number): number {
  let at = offset;
  for (let i = 0; i < query.length; i++, at++) {
    if (reading.charCodeAt(at) === SPACE) at++;
    if (reading.charCodeAt(at) !== query.charCodeAt(i)) return -1;
  }
  return at;
}

function matchPinyin(index: SearchIndex, query: string, tiers: Uint8Array) {
  const { pinyinReading, pinyinOfLabel, pinyinEmoji, pinyinStarts } = index;
  const [from, to] = entriesStartingWith(pinyinStarts, query.charCodeAt(0));
  for (let i = from; i < to; i++) {
    const packed = pinyinStarts.entries[i]!;
    const term = packed >>> 9;
    const offset = (packed >>> 1) & MAX_OFFSET;
    const reading = pinyinReading[term]!;
    const end = readingMatchEnd(reading, query, offset);
    if (end < 0) continue;
    const endsSyllable = end === reading.length || reading.charCodeAt(end) === SPACE;
    const tier = offset === 0 && pinyinOfLabel[term] === 1 && endsSyllable ? WORD_TIER : PINYIN_TIER;
    const at = pinyinEmoji[term]!;
    if (tier < tiers[at]!) tiers[at] = tier;
  }
}

/** True when text[from, to) is `word` with at most one insertion, deletion, substitution or adjacent swap. */
function withinOneEdit(word: string, text: string, from: number, to: number): boolean {
  const length = to - from;
  if (word.length - length > 1 || length - word.length > 1) return false;
  let i = 0;
  while (i < word.length && i < length && word.charCodeAt(i) === text.charCodeAt(from + i)) i++;
  if (word.length === length) {
    if (i === length || tailsEqual(word, i + 1, text, from + i + 1, to)) return true;
    return (
      word.charCodeAt(i) === text.charCodeAt(from + i + 1) &&
      word.charCodeAt(i + 1) === text.charCodeAt(from + i) &&
      tailsEqual(word, i + 2, text, from + i + 2, to)
    );
  }
  return word.length > length ? tailsEqual(word, i + 1, text, from + i, to) : tailsEqual(word, i, text, from + i + 1, to);
}

/** True when word[fromWord..] is text[fromText, to). */
function tailsEqual(word: string, fromWord: number, text: string, fromText: number, to: number): boolean {
  if (word.length - fromWord !== to - fromText) return false;
  for (let i = fromWord, j = fromText; j < to; i++, j++) if (word.charCodeAt(i) !== text.charCodeAt(j)) return false;
  return true;
}

/** Where the Latin word starting at `offset` ends, read no further than `longest` characters. */
function wordEnd(text: string, offset: number, longest: number): number {
  const last = Math.min(text.length, offset + longest);
  let end = offset;
  while (end < last && isWordCode(text.charCodeAt(end))) end++;
  return end;
}

const DIGIT_ZERO = 0x30;
const LETTER_Z = 0x7a;

/**
 * The Latin words (3+ characters) of labels, tags and shortcodes where they occur, grouped by their
 * first and by their second letter: a typo's candidates. Built on the first query long enough for
 * a typo (4-7 ms once, Node, English file), which the index build (and a visitor who only browses or searches in CJK)
 * need not pay. A map of the distinct words (4,000-6,700 a file) took 0.76 MB of the JavaScript
 * heap (Node, English file); these typed arrays take about 0.2 MB, outside it.
 */
interface TypoWords {
  /** the packed start (as in `starts`) and the length of each occurrence */
  starts: Int32Array;
  lengths: Uint8Array;
  /** occurrence numbers by first letter and by second letter */
  byFirst: StartTable;
  bySecond: StartTable;
}

function typoWords(index: SearchIndex): TypoWords {
  if (index.typoWords) return index.typoWords;
  const { termText, starts } = index;
  const [from, to] = entriesStartingWith(starts, DIGIT_ZERO, LETTER_Z);
  const found: number[] = [];
  const lengths: number[] = [];
  for (let i = from; i < to; i++) {
    const packed = starts.entries[i]!;
    const offset = (packed >>> 1) & MAX_OFFSET;
    const length = wordEnd(termText[packed >>> 9]!, offset, MAX_OFFSET) - offset;
    if (length < MIN_TYPO_WORD_LENGTH - 1) continue;
    found.push(packed);
    lengths.push(length);
  }
  const unitAt = (word: number, after: number) => {
    const packed = found[word]!;
    return termText[packed >>> 9]!.charCodeAt(((packed >>> 1) & MAX_OFFSET) + after);
  };
  const numbers = Array.from(found.keys());
  index.typoWords = {
    starts: Int32Array.from(found),
    lengths: Uint8Array.from(lengths),
    byFirst: groupByUnit(numbers, (word) => unitAt(word, 0)),
    bySecond: groupByUnit(numbers, (word) => unitAt(word, 1)),
  };
  return index.typoWords;
}

/**
 * Builds now what the index would build on the first query that needs it, the typo words: ~15 ms
 * here, and on a phone a key's worth of delay (164 ms at 4x CPU for "xiao").
 */
export function completeSearchIndex(index: SearchIndex): void {
  typoWords(index);
}

/**
 * One-typo matches of a whole Latin word. A word within one edit of the query shares its first
 * letter, or has its first letter at the query's second place (or the other way round), or shares
 * the second letter (a wrong first letter): four groups of words instead of all of them.
 */
function matchTypo(index: SearchIndex, word: string, tiers: Uint8Array) {
  const { termText, termEmoji, termKind } = index;
  const { starts, lengths, byFirst, bySecond } = typoWords(index);
  const first = word.charCodeAt(0);
  const second = word.charCodeAt(1);
  const groups = [
    [byFirst, first],
    [byFirst, second],
    [bySecond, second],
    [bySecond, first],
  ] as const;
  for (const [table, unit] of groups) {
    const [from, to] = entriesStartingWith(table, unit);
    for (let i = from; i < to; i++) {
      const occurrence = table.entries[i]!;
      const length = lengths[occurrence]!;
      if (length - word.length > 1 || word.length - length > 1) continue;
      const packed = starts[occurrence]!;
      const term = packed >>> 9;
      const at = termEmoji[term]!;
      const offset = (packed >>> 1) & MAX_OFFSET;
      const text = termText[term]!;
      // A letter typed twice or left out of a whole label ('catt', 'ct') is the likeliest slip;
      // a changed letter may as well be another word ('hert' is herb and heart).
      const wholeLabel = termKind[term] === LABEL && offset === 0 && length === text.length && length !== word.length;
      const tier = wholeLabel ? TYPO_TIER : TYPO_IN_WORD_TIER;
      if (tier < tiers[at]! && withinOneEdit(word, text, offset, offset + length)) tiers[at] = tier;
    }
  }
}

const isTypoCandidate = (word: string) => {
  if (word.length < MIN_TYPO_WORD_LENGTH) return false;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (!isWordCode(code) || (code >= 0x30 && code <= 0x39)) return false;
  }
  return true;
};

/**
 * Emoticons match exactly ('xd', ':)') or, while a query that starts like one (':', '<', ';') is
 * being typed, by prefix; 'c' alone does not list 'c:'.
 */
function matchEmoticon(index: SearchIndex, query: string, tiers: Uint8Array) {
  const typingOne = charType(query.charCodeAt(0)) === SEPARATOR;
  for (const [emoticon, users] of index.emoticons) {
    const tier = emoticon === query ? WORD_TIER : typingOne && emoticon.startsWith(query) ? PREFIX_TIER : NO_MATCH;
    for (const at of users) if (tier < tiers[at]!) tiers[at] = tier;
  }
}

/**
 * A query written as a shortcode puts the emoji with exactly that shortcode first, alone (':joy:' is
 * 😂, not 🕹️ joystick; ':cat:' 🐱, before 🐈 whose label is 'cat'). Without such a shortcode, a
 * label spelled as one still counts (':grinning_face:').
 */
function matchShortcode(index: SearchIndex, shortcode: string, tiers: Uint8Array) {
  const { termText, termEmoji, termKind, starts } = index;
  const first = shortcode.charCodeAt(0);
  const owners: number[] = [];
  const [from, to] = entriesStartingWith(starts, first);
  for (let i = from; i < to; i++) {
    const term = starts.entries[i]! >>> 9;
    if (termKind[term] === SHORTCODE && termText[term] === shortcode) owners.push(termEmoji[term]!);
  }
  if (owners.length === 0) return;
  for (let at = 0; at < tiers.length; at++) if (tiers[at]! < WORD_TIER) tiers[at] = WORD_TIER;
  for (const at of owners) tiers[at] = EXACT_TIER;
}

/** ':joy:', ':thumbs_up', ':+1:' -> the shortcode; ':)' and ':D' stay emoticons. */
const SHORTCODE_QUERY = /^:(?:[a-z0-9_+-]{2,}:?|[a-z0-9_+-]+:)$/;

function wordTiers(index: SearchIndex, word: string): Uint8Array {
  const tiers = new Uint8Array(index.emoji.length).fill(NO_MATCH);
  matchText(index, word, tiers);
  if (isTypoCandidate(word)) matchTypo(index, word, tiers);
  return tiers;
}

/** Emoji ranked for a query (see the tiers above); at most `limit`. Never throws on any string. */
export function searchEmoji(index: SearchIndex, query: string, limit = 200): Emoji[] {
  if (!(limit >= 1)) return [];
  const raw = Array.from(query.slice(0, MAX_QUERY_LENGTH * 2)).slice(0, MAX_QUERY_LENGTH).join('').trim();
  if (!raw) return [];
  const shortcode = SHORTCODE_QUERY.test(raw.toLowerCase());
  const text = foldIndexed(shortcode ? raw.replace(/:/g, ' ') : raw);

  let tiers: Uint8Array;
  const words = [...new Set(text.split(' '))].filter(Boolean).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) {
    tiers = new Uint8Array(index.emoji.length).fill(NO_MATCH);
  } else {
    tiers = wordTiers(index, words[0]!);
    for (const word of words.slice(1)) {
      const next = wordTiers(index, word);
      for (let at = 0; at < tiers.length; at++) if (next[at]! > tiers[at]!) tiers[at] = next[at]!;
    }
    if (words.length > 1) matchText(index, text, tiers);
  }

  if (shortcode && text) matchShortcode(index, text, tiers);
  const pinyin = foldPinyinQuery(raw);
  if (pinyin) matchPinyin(index, pinyin, tiers);
  if (pinyin && index.hasReadings) matchRomaji(index, pinyin, tiers);
  if (!/\s/.test(raw)) matchEmoticon(index, raw.normalize('NFKC').toLowerCase(), tiers);
  const character = emojiWritten(index.emoji, codePointQuery(raw) ?? raw);
  if (character >= 0) tiers[character] = EXACT_TIER;

  return collect(index, tiers, Math.floor(limit));
}

/**
 * A query in romaji read as kana ('neko' -> ねこ), matched against the Japanese text and readings:
 * a whole label, word or tag at its own tier, anything else as other readings (tier 4),
 * so the English words the same letters spell keep their place. While a syllable is being typed
 * ('nek'), its last consonant is left out; a query that is no romaji ('cat', 'xyz') is skipped.
 */
function matchRomaji(index: SearchIndex, letters: string, tiers: Uint8Array) {
  const kana = toHiragana(letters).replace(/[a-z]$/, '');
  if (kana.length < 2 || /[a-z]/.test(kana)) return;
  const read = new Uint8Array(tiers.length).fill(NO_MATCH);
  matchText(index, kana, read);
  for (let at = 0; at < read.length; at++) {
    const tier = read[at]! <= WORD_TIER ? read[at]! : read[at]! < NO_MATCH ? PINYIN_TIER : NO_MATCH;
    if (tier < tiers[at]!) tiers[at] = tier;
  }
}

/** At most this many code units of a query are compared with the emoji characters. */
const LONGEST_EMOJI = 40;

/**
 * The emoji a query is (any skin variant, U+FE0F ignored), or -1. Read from the records, only for
 * a query holding a part of an emoji: 0.1-0.6 ms (Node), where a map of the 3,944 characters took
 * 0.29 MB of heap.
 */
function emojiWritten(emoji: readonly Emoji[], query: string): number {
  if (query.length > LONGEST_EMOJI || !EMOJI_PART.test(query)) return -1;
  const written = withoutVariationSelectors(query);
  const at = emoji.findIndex((entry) => withoutVariationSelectors(entry.emoji) === written);
  if (at >= 0 || !TONE_MODIFIER.test(written)) return at;
  // A skin variant. Variants are made on demand (skin-variants.ts): first those of the emoji the
  // query is without its tones (👋🏽 -> 👋, 🧑🏻‍🤝‍🧑🏼 -> 🧑‍🤝‍🧑), then those of the two-person rules,
  // where that is another sequence (💏's mixed tones are 🧑🏻‍❤️‍💋‍🧑🏼). Scanning every rule's variants
  // took up to 14 ms (Node, first query).
  const isVariant = (entry: Emoji) => skinVariants(entry).some((skin) => withoutVariationSelectors(skin.emoji) === written);
  const untoned = written.replace(TONE_MODIFIERS, '');
  const likely = emoji.findIndex((entry) => entry.skinRule !== '' && withoutVariationSelectors(entry.emoji) === untoned && isVariant(entry));
  return likely >= 0 ? likely : emoji.findIndex((entry) => entry.skinRule.length > 1 && isVariant(entry));
}

/** U+1F3FB..U+1F3FF, the skin tone modifiers */
const TONE_MODIFIER = /[\u{1F3FB}-\u{1F3FF}]/u;
const TONE_MODIFIERS = /[\u{1F3FB}-\u{1F3FF}]/gu;

/** Every emoji has one: a pictograph, a regional indicator (flags) or the keycap mark (#️⃣). */
const EMOJI_PART = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

function collect({ emoji, byPopularity }: SearchIndex, tiers: Uint8Array, limit: number): Emoji[] {
  const byTier: number[][] = Array.from({ length: TIER_COUNT }, () => []);
  for (let i = 0; i < byPopularity.length; i++) {
    const at = byPopularity[i]!;
    if (tiers[at]! < TIER_COUNT) byTier[tiers[at]!]!.push(at);
  }
  const results: Emoji[] = [];
  for (const list of byTier) {
    for (const at of list) {
      if (results.length === limit) return results;
      results.push(emoji[at]!);
    }
  }
  return results;
}

/**
 * True when the label already finds every query that `tag` would find, at the same or a better
 * tier: the tag starts the label or starts after a separator in it, and ends where a word ends
 * ('cat' in 'cat face', 'heart' in 'red heart', 'ice cream' in 'soft ice cream', '猫' in '猫脸').
 * Every later start inside the tag is the same kind of start inside the label, and its Latin words
 * are whole words of the label, so typo matches are kept too. The build drops such tags: CLDR
 * repeats most label words as tags (9,664 in the six languages), and dropping them changed no
 * result of the 11,149 queries made of those tags, their prefixes and their pinyin.
 */
export function labelCoversTag(label: string, tag: string): boolean {
  const foldedLabel = foldText(label);
  const foldedTag = foldText(tag);
  if (!foldedTag) return true;
  const first = foldedTag.charCodeAt(0);
  const last = foldedTag.charCodeAt(foldedTag.length - 1);
  for (let at = foldedLabel.indexOf(foldedTag); at >= 0; at = foldedLabel.indexOf(foldedTag, at + 1)) {
    const end = at + foldedTag.length;
    if (end > MAX_OFFSET) return false;
    if (at === 0) {
      const cutsLatinWord = isWordCode(last) && end < foldedLabel.length && isWordCode(foldedLabel.charCodeAt(end));
      if (!cutsLatinWord) return true;
      continue;
    }
    const afterSeparator = charType(foldedLabel.charCodeAt(at - 1)) === SEPARATOR;
    if (afterSeparator && charType(first) !== SEPARATOR && endsWord(foldedLabel, end)) return true;
  }
  return false;
}
