import { toSimplifiedChinese } from '../chinese-script.ts';
import { countryNames, FLAG_WORDS, flagRegion } from '../country-names.ts';
import { foldText } from '../fold-text.ts';
import { interner } from '../interner.ts';
import { popularityRank } from '../popularity.ts';
import { type Emoji, PINYIN_TERM_SEPARATOR } from '../types.ts';
import { CJK, charType, SEPARATOR, WORD } from './char-class.ts';
import { IntList } from './int-list.ts';
import { foldedInitials } from './korean-initials.ts';
import { MAX_START_OFFSET, packStart, startOffset, startTerm } from './packed-start.ts';
import { groupByUnit, type StartTable } from './start-table.ts';

export const LABEL = 0;
export const TAG = 1;
export const SHORTCODE = 2;
/** the 초성 of a Korean label or tag (ranked lower than the text: see matchText) */
export const LABEL_INITIALS = 3;
const TAG_INITIALS = 4;
type TermKind = typeof LABEL | typeof TAG | typeof SHORTCODE | typeof LABEL_INITIALS | typeof TAG_INITIALS;

export interface SearchIndex {
  readonly emoji: readonly Emoji[];
  readonly termText: readonly string[];
  readonly termEmoji: Int32Array;
  readonly termKind: Uint8Array;
  /** packed starts (packed-start.ts) by the code unit they start with */
  readonly starts: StartTable;
  /** each emoji's pinyin (Emoji.pinyin: "mao lian|mao"), matched as if without the spaces */
  readonly pinyinReading: readonly string[];
  /** 1 where the first reading is the Chinese label's */
  readonly pinyinOfLabel: Uint8Array;
  readonly pinyinEmoji: Int32Array;
  readonly pinyinStarts: StartTable;
  /** built by completeSearchIndex, or else on the first query that can have a typo (typo.ts) */
  typoWords: TypoWords | null;
  /** lower-cased emoticon -> emoji */
  readonly emoticons: Map<string, number[]>;
  /** every emoji index, the most used first (ties in array order): the order within a tier */
  readonly byPopularity: Int32Array;
  /** whether Japanese readings are indexed: a query in romaji is then also read as kana */
  readonly hasReadings: boolean;
}

/**
 * The Latin words (3+ characters) of labels, tags and shortcodes where they occur, grouped by their
 * first and by their second letter: a typo's candidates. Built on the first query long enough for
 * a typo (4-7 ms once, Node, English file), which the index build (and a visitor who only browses or searches in CJK)
 * need not pay. A map of the distinct words (4,000-6,700 a file) took 0.76 MB of the JavaScript
 * heap (Node, English file); these typed arrays take about 0.2 MB, outside it.
 */
export interface TypoWords {
  /** the packed start (as in `starts`) and the length of each occurrence */
  starts: Int32Array;
  lengths: Uint8Array;
  /** occurrence numbers by first letter and by second letter */
  byFirst: StartTable;
  bySecond: StartTable;
}

/** Adds `at` to a list of emoji indexes kept in order and without repeats. */
const addUser = (map: Map<string, number[]>, key: string, at: number) => {
  const users = map.get(key);
  if (!users) map.set(key, [at]);
  else if (users[users.length - 1] !== at) users.push(at);
};

const SPACE = 0x20;
const PINYIN_TERM_END = PINYIN_TERM_SEPARATOR.charCodeAt(0);

/** Whether a code unit of Emoji.pinyin ends a syllable: the space between syllables, the '|' between terms. */
export const endsSyllable = (code: number) => code === SPACE || code === PINYIN_TERM_END;

/** Index-building state; frozen into a SearchIndex at the end. */
class IndexBuilder {
  termText: string[] = [];
  termEmoji = new IntList();
  termKind = new IntList();
  starts = new IntList();
  pinyinReading: string[] = [];
  pinyinOfLabel: number[] = [];
  pinyinEmoji: number[] = [];
  pinyinStarts: number[] = [];

  /**
   * Files every place a query may start matching: the term's start, each Latin word's start and
   * every CJK character. A start after a separator (or the term's start) is a word start, where a
   * label's words begin; a CJK character inside a run of CJK text is a substring start.
   */
  addTerm(raw: string | null, kind: TermKind, at: number) {
    if (raw) this.addFoldedTerm(this.once(foldIndexed(raw), raw), kind, at);
  }

  /** A term folded already (foldIndexed), with its 초성 when it has hangul. */
  addFoldedTerm(text: string, kind: TermKind, at: number) {
    if (!text) return;
    this.addFolded(text, kind, at);
    if (HANGUL_SYLLABLE.test(text)) {
      const initials = foldedInitials(text);
      if (initials) this.addFolded(this.once(initials), kind === LABEL ? LABEL_INITIALS : TAG_INITIALS, at);
    }
  }

  private intern = interner();

  /**
   * One string for each text that folding made: the Japanese page's terms folded to hiragana or to
   * Simplified characters (スポーツ -> すぽーつ, 74 times) were 5,900 copies, 76 KB of heap.
   * Text that folding left as it was stays the record's own string.
   */
  private once(text: string, raw?: string): string {
    return text === raw ? raw : this.intern(text);
  }

  addFolded(text: string, kind: TermKind, at: number) {
    const term = this.termText.length;
    this.termText.push(text);
    this.termEmoji.push(at);
    this.termKind.push(kind);
    const starts = this.starts;
    const end = Math.min(text.length, MAX_START_OFFSET + 1);
    // packStart(term, offset, atWordStart) is termStart + offset * 2 + atWordStart: checked once here
    // rather than at each of the term's starts (95,900 in the Korean file).
    const termStart = packStart(term, 0, false);
    let previous = SEPARATOR;
    for (let offset = 0; offset < end; offset++) {
      const type = charType(text.charCodeAt(offset));
      if (offset === 0 || type === CJK || (type === WORD && previous !== WORD)) {
        starts.push(termStart + offset * 2 + (offset === 0 || previous === SEPARATOR ? 1 : 0));
      }
      previous = type;
    }
  }

  /** "xiao lian" is searched as "xiaolian" from each syllable start: "xiao", "lian", "xiaol". */
  addPinyin(reading: string, at: number, firstOfLabel: boolean) {
    if (!reading) return;
    const term = this.pinyinReading.length;
    this.pinyinReading.push(reading);
    this.pinyinOfLabel.push(firstOfLabel ? 1 : 0);
    this.pinyinEmoji.push(at);
    const end = Math.min(reading.length, MAX_START_OFFSET + 1);
    for (let offset = 0; offset < end; offset++) {
      if (offset === 0 || endsSyllable(reading.charCodeAt(offset - 1))) this.pinyinStarts.push(packStart(term, offset, true));
    }
  }
}

/** Packed starts grouped by the code unit at the start. */
const freezeStarts = (starts: readonly number[] | Int32Array, termText: readonly string[]) =>
  groupByUnit(starts, (packed) => termText[startTerm(packed)]!.charCodeAt(startOffset(packed)));

const HAN = /\p{Script=Han}/u;
const HANGUL_SYLLABLE = /[\uac00-\ud7a3]/;
/** Folding for the index and the query: foldText, then Chinese to Simplified characters. */
export const foldIndexed = (text: string) => toSimplifiedChinese(foldText(text));

/**
 * Terms a page fetches after its data file and adds to the index, one list per emoji row of the same
 * build: the Chinese tags on the pages whose file leaves them out (chinese-tags.ts), the Japanese
 * readings (japanese-readings.ts; the label's first). Added here, not merged into copies of the
 * records: /ja held both the records and their copies, with an index for each (2.7 MB of heap).
 */
export interface IndexAdditions {
  readonly chineseTags?: readonly (readonly string[])[] | null;
  readonly readings?: readonly (readonly string[])[] | null;
}

function checkRows(what: string, rows: readonly unknown[] | null | undefined, emoji: readonly Emoji[]) {
  if (rows && rows.length !== emoji.length) throw new Error(`${what} for ${rows.length} emoji, data for ${emoji.length}`);
}

const NO_TERMS: readonly string[] = [];

/**
 * Each region's names folded, asked of Intl.DisplayNames and folded once in a page's life: every index
 * (a page's, with the Chinese tags, with the readings) files them, 5,400 of a file's 26,000 terms,
 * and folding them at each build was 5-10 of the Japanese index's 45-50 ms (Node).
 */
const foldedCountryNames = new Map<string, string[]>();
const countryTerms = (region: string): string[] => {
  let names = foldedCountryNames.get(region);
  if (!names) {
    names = countryNames(region).map(foldIndexed);
    foldedCountryNames.set(region, names);
  }
  return names;
};
let foldedFlagWords: string[] | null = null;

/** Emoji indexes, the most used first; equally used (or uncounted) ones keep their order. */
function popularityOrder(emoji: readonly Emoji[]): Int32Array {
  const ranks = emoji.map((entry) => popularityRank(entry.hexcode));
  return Int32Array.from(emoji.keys()).sort((a, b) => ranks[a]! - ranks[b]! || a - b);
}

export function createSearchIndex(emoji: readonly Emoji[], { chineseTags, readings }: IndexAdditions = {}): SearchIndex {
  checkRows('Chinese tags', chineseTags, emoji);
  checkRows('Japanese readings', readings, emoji);
  const builder = new IndexBuilder();
  const emoticons = new Map<string, number[]>();
  emoji.forEach((entry, at) => {
    builder.addTerm(entry.label, LABEL, at);
    builder.addTerm(entry.zhLabel, LABEL, at);
    builder.addTerm(entry.enLabel, LABEL, at);
    for (const list of [entry.tags, entry.zhTags, chineseTags?.[at] ?? NO_TERMS, entry.enTags]) for (const tag of list) builder.addTerm(tag, TAG, at);
    for (const shortcode of entry.shortcodes) builder.addTerm(shortcode, SHORTCODE, at);
    // The first reading is the Chinese label's when that label has Han characters to read.
    builder.addPinyin(entry.pinyin, at, HAN.test(entry.zhLabel ?? entry.label));
    for (const emoticon of entry.emoticons) addUser(emoticons, emoticon.toLowerCase(), at);
    for (const [i, reading] of (readings?.[at] ?? NO_TERMS).entries()) builder.addTerm(reading, i === 0 ? LABEL : TAG, at);
    const region = flagRegion(entry.emoji);
    if (region) {
      for (const name of countryTerms(region)) builder.addFoldedTerm(name, LABEL, at);
      foldedFlagWords ??= FLAG_WORDS.map(foldIndexed);
      for (const word of foldedFlagWords) builder.addFoldedTerm(word, TAG, at);
    }
  });
  return {
    emoji,
    // Copies of the exact length: a list grown by push keeps up to a third more slots (40 KB on /ja).
    termText: builder.termText.slice(),
    termEmoji: builder.termEmoji.toArray(),
    termKind: Uint8Array.from(builder.termKind.toArray()),
    starts: freezeStarts(builder.starts.toArray(), builder.termText),
    pinyinReading: builder.pinyinReading.slice(),
    pinyinOfLabel: Uint8Array.from(builder.pinyinOfLabel),
    pinyinEmoji: Int32Array.from(builder.pinyinEmoji),
    pinyinStarts: freezeStarts(builder.pinyinStarts, builder.pinyinReading),
    typoWords: null,
    emoticons,
    byPopularity: popularityOrder(emoji),
    hasReadings: Boolean(readings?.some((row) => row.length > 0)),
  };
}

const sharedIndexes = new WeakMap<readonly Emoji[], { additions: IndexAdditions; index: SearchIndex }>();

const covers = (built: IndexAdditions, asked: IndexAdditions) =>
  (!asked.chineseTags || asked.chineseTags === built.chineseTags) && (!asked.readings || asked.readings === built.readings);

/**
 * One index per list of records, built on first use: the catalogue and the kitchen search the same
 * language's records, and a second index took 0.6 MB of heap when the kitchen came into view. An
 * index with more additions than asked for answers too; one with fewer is replaced, not kept beside.
 */
export function searchIndexFor(emoji: readonly Emoji[], additions: IndexAdditions = {}): SearchIndex {
  const shared = sharedIndexes.get(emoji);
  if (shared && covers(shared.additions, additions)) return shared.index;
  const built = { chineseTags: additions.chineseTags ?? shared?.additions.chineseTags, readings: additions.readings ?? shared?.additions.readings };
  const index = createSearchIndex(emoji, built);
  sharedIndexes.set(emoji, { additions: built, index });
  return index;
}
