import polarity from '../../data/emoji-polarity.json';
import en from '../../data/polar-words/en.json';
import es from '../../data/polar-words/es.json';
import ja from '../../data/polar-words/ja.json';
import ko from '../../data/polar-words/ko.json';
import zh from '../../data/polar-words/zh.json';
import zhTw from '../../data/polar-words/zh_tw.json';
import { withoutVariationSelectors } from '../emoji/variation-selectors.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import { SENTENCE_END, type Token } from './tokens.ts';

/**
 * An emoji that says a feeling opposite to its sentence's is not added: 身体💀 in a birthday wish,
 * 😊 on "not happy". Emoji polarity comes from the Emoji Sentiment Ranking (data/emoji-polarity.json,
 * scripts/build/emoji-polarity.ts: 22 negative, 37 positive emoji of feelings); a sentence's, from
 * the polar words of its language (data/polar-words/<code>.json, 60-80 a language), a negator
 * turning a word round.
 */
export type Polarity = -1 | 1;

interface PolarWordList {
  positive: string[];
  negative: string[];
  negatorsBefore?: string[];
  negatorsAfter?: string[];
}

const LISTS: Record<LanguageCode, PolarWordList> = { en, es, ja, ko, zh, zh_tw: zhTw };

/** A polar word, filed under its first character. */
interface PolarEntry {
  word: string;
  polarity: Polarity;
}

/** A language's polar words, filed for the way its script is read. */
export interface PolarWords {
  /** whole words (Latin) */
  words: Map<string, Polarity>;
  /**
   * word beginnings by their first character, longest first: Latin entries written with *, every
   * Korean entry (Korean words carry endings)
   */
  beginnings: Map<number, PolarEntry[]>;
  /** Chinese and Japanese entries by their first character: found anywhere in a run */
  byFirstCharacter: Map<number, PolarEntry[]>;
  negatorsBefore: Set<string>;
  /** longest first */
  negatorsAfter: string[];
}

const fileByFirstCharacter = (map: Map<number, PolarEntry[]>, entry: PolarEntry) => {
  const code = entry.word.charCodeAt(0);
  map.set(code, [...(map.get(code) ?? []), entry]);
};

export function polarWordsOf(lang: LanguageCode): PolarWords {
  const list = LISTS[lang];
  const found: PolarWords = {
    words: new Map(),
    beginnings: new Map(),
    byFirstCharacter: new Map(),
    negatorsBefore: new Set(list.negatorsBefore ?? []),
    negatorsAfter: [...(list.negatorsAfter ?? [])].sort((a, b) => b.length - a.length),
  };
  const file = (word: string, polarity: Polarity) => {
    if (lang === 'zh' || lang === 'zh_tw' || lang === 'ja') fileByFirstCharacter(found.byFirstCharacter, { word, polarity });
    else if (lang === 'ko' || word.endsWith('*')) fileByFirstCharacter(found.beginnings, { word: word.replace(/\*$/, ''), polarity });
    else found.words.set(word, polarity);
  };
  for (const word of list.positive) file(word, 1);
  for (const word of list.negative) file(word, -1);
  for (const entries of found.beginnings.values()) entries.sort((a, b) => b.word.length - a.word.length);
  return found;
}

const hexcodeEmoji = (hexcode: string) =>
  withoutVariationSelectors(String.fromCodePoint(...hexcode.split('-').map((hex) => Number.parseInt(hex, 16))));

/**
 * The emoji that say a feeling one way or the other, each also with U+FE0F (❤️), as the data
 * writes some (all are single characters): asked of every candidate of every word, the lookup is
 * one Map.get, no string work.
 */
const EMOJI_POLARITY: ReadonlyMap<string, Polarity> = new Map(
  [...polarity.negative.map((hexcode) => [hexcode, -1] as const), ...polarity.positive.map((hexcode) => [hexcode, 1] as const)].flatMap(
    ([hexcode, value]) => [[hexcodeEmoji(hexcode), value] as const, [`${hexcodeEmoji(hexcode)}\uFE0F`, value] as const],
  ),
);

export const emojiPolarity = (emoji: string): Polarity | undefined => EMOJI_POLARITY.get(emoji);

/** A polar word of the text, turned round where negated: offsets into the text. */
export interface PolarSpan {
  start: number;
  end: number;
  polarity: Polarity;
}

/** The sentence's mood: its polar words, the sign of their sum, and where its clauses end. */
export interface Mood {
  spans: PolarSpan[];
  overall: -1 | 0 | 1;
  clauseEnds: number[];
}

/**
 * Clauses end at commas and semicolons: a feeling turns there (泣いてたけど、最後は笑顔で; un
 * desastre, pero estaban tan contentos), so a clause with polar words of its own has its own mood.
 */
const CLAUSE_END = /[,;:，、；：]/g;

const PUNCTUATION = /[,;:.!?，、；：。！？]/;

const sign = (sum: number): -1 | 0 | 1 => (sum > 0 ? 1 : sum < 0 ? -1 : 0);

/** Shared, so that a character no polar word starts with costs no empty array. */
const NO_ENTRIES: readonly PolarEntry[] = [];

/** The polarity of the longest polar beginning of `word`: a lookup of its first character, no slices. */
function beginningPolarity(word: string, words: PolarWords): Polarity | undefined {
  for (const { word: beginning, polarity } of words.beginnings.get(word.charCodeAt(0)) ?? NO_ENTRIES) if (word.startsWith(beginning)) return polarity;
  return undefined;
}

/**
 * The polar words of `tokens[index]`, added to `out` in text order. The matcher asks it of each
 * token as it reads it, so the text is tokenized once: tokenizing each sentence again took 0.6-0.8
 * ms per 5,000 characters. A negator never reaches across the end of a sentence.
 */
export function collectPolarWords(text: string, tokens: readonly Token[], index: number, words: PolarWords, out: PolarSpan[]): void {
  const token = tokens[index]!;
  if (token.kind === 'cjk') {
    if (words.byFirstCharacter.size === 0) return;
    for (let i = token.start; i < token.end; i += 1) {
      for (const { word, polarity: value } of words.byFirstCharacter.get(text.charCodeAt(i)) ?? NO_ENTRIES) {
        if (!text.startsWith(word, i)) continue;
        const negated =
          words.negatorsBefore.has(text[i - 1] ?? '') || words.negatorsAfter.some((negator) => text.startsWith(negator, i + word.length));
        out.push({ start: i, end: i + word.length, polarity: negated ? (-value as Polarity) : value });
        break;
      }
    }
    return;
  }
  if (words.words.size === 0 && words.beginnings.size === 0) return;
  // Hangul has no case.
  const word = token.kind === 'hangul' ? token.text : token.text.toLowerCase();
  const value = words.words.get(word) ?? beginningPolarity(word, words);
  if (!value) return;
  // Latin: a negator among the two words before (not happy, no estoy feliz); Korean: 안/못 right
  // before, or 않/못하/없 after (좋지 않아). Not across a comma: "sin parar, estoy reventada".
  let before = false;
  for (let back = index - 1; back >= Math.max(0, index - (token.kind === 'hangul' ? 1 : 2)) && !before; back -= 1) {
    const between = text.slice(tokens[back]!.end, tokens[back + 1]!.start);
    if (PUNCTUATION.test(between) || SENTENCE_END.test(between)) break;
    before = words.negatorsBefore.has(tokens[back]!.text.toLowerCase());
  }
  const next = tokens[index + 1];
  const after =
    next !== undefined &&
    !SENTENCE_END.test(text.slice(token.end, next.start)) &&
    words.negatorsAfter.some((negator) => next.text.startsWith(negator));
  out.push({ start: token.start, end: token.end, polarity: before || after ? (-value as Polarity) : value });
}

/** The mood of the sentence from `start` to `end`, from the text's polar words (in text order). */
export function moodOf(text: string, start: number, end: number, textSpans: readonly PolarSpan[]): Mood {
  // The first polar word at or after the sentence's start, by bisection.
  let low = 0;
  let high = textSpans.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (textSpans[middle]!.start < start) low = middle + 1;
    else high = middle;
  }
  let last = low;
  while (last < textSpans.length && textSpans[last]!.start < end) last += 1;
  const spans = textSpans.slice(low, last);
  const clauseEnds = [...text.slice(start, end).matchAll(CLAUSE_END)].map((found) => start + found.index + 1);
  return { spans, overall: sign(spans.reduce((total, span) => total + span.polarity, 0)), clauseEnds };
}

/** The mood around a position: its clause's, where the clause has polar words, else the sentence's. */
function moodAt(position: number, mood: Mood): -1 | 0 | 1 {
  let clauseStart = -Infinity;
  let clauseEnd = Infinity;
  for (const end of mood.clauseEnds) {
    if (end <= position) clauseStart = end;
    else {
      clauseEnd = end;
      break;
    }
  }
  const clause = sign(mood.spans.reduce((total, span) => (span.start >= clauseStart && span.start < clauseEnd ? total + span.polarity : total), 0));
  return clause === 0 ? mood.overall : clause;
}

/**
 * Whether `emoji` on the word from `start` to `end` clashes with the sentence: it says the
 * opposite of the word itself (😊 on "not happy"), or, on a word that says no feeling, the
 * opposite of its clause, or where the clause says none, of its sentence (💀 on 身体 in a wish). An emoji that says what its word says stays,
 * whatever the rest (❤ on "love" in a condolence).
 */
export function clashes(emoji: string, start: number, end: number, mood: Mood): boolean {
  const value = emojiPolarity(emoji);
  if (value === undefined) return false;
  const word = mood.spans.find((span) => span.start < end && start < span.end);
  return word ? word.polarity === -value : moodAt(start, mood) === -value;
}
