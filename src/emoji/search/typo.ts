import { isWordCode } from '../fold-text.ts';
import { MAX_START_OFFSET, startOffset, startTerm } from './packed-start.ts';
import { TYPO_IN_WORD_TIER, TYPO_TIER } from './rank.ts';
import { LABEL, type SearchIndex, type TypoWords } from './search-index.ts';
import { entriesStartingWith, groupByUnit } from './start-table.ts';

const MIN_TYPO_WORD_LENGTH = 4;
const DIGIT_ZERO = 0x30;
const LETTER_Z = 0x7a;

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

/** The index's typo candidates (search-index.ts, TypoWords), built on the first call. */
function typoWords(index: SearchIndex): TypoWords {
  if (index.typoWords) return index.typoWords;
  const { termText, starts } = index;
  const [from, to] = entriesStartingWith(starts, DIGIT_ZERO, LETTER_Z);
  const found: number[] = [];
  const lengths: number[] = [];
  for (let i = from; i < to; i++) {
    const packed = starts.entries[i]!;
    const offset = startOffset(packed);
    const length = wordEnd(termText[startTerm(packed)]!, offset, MAX_START_OFFSET) - offset;
    if (length < MIN_TYPO_WORD_LENGTH - 1) continue;
    found.push(packed);
    lengths.push(length);
  }
  const unitAt = (word: number, after: number) => {
    const packed = found[word]!;
    return termText[startTerm(packed)]!.charCodeAt(startOffset(packed) + after);
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
export function matchTypo(index: SearchIndex, word: string, tiers: Uint8Array) {
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
      const term = startTerm(packed);
      const at = termEmoji[term]!;
      const offset = startOffset(packed);
      const text = termText[term]!;
      // A letter typed twice or left out of a whole label ('catt', 'ct') is the likeliest slip;
      // a changed letter may as well be another word ('hert' is herb and heart).
      const wholeLabel = termKind[term] === LABEL && offset === 0 && length === text.length && length !== word.length;
      const tier = wholeLabel ? TYPO_TIER : TYPO_IN_WORD_TIER;
      if (tier < tiers[at]! && withinOneEdit(word, text, offset, offset + length)) tiers[at] = tier;
    }
  }
}

/** Only a word of 4+ letters without digits is also read with a typo. */
export const isTypoCandidate = (word: string) => {
  if (word.length < MIN_TYPO_WORD_LENGTH) return false;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (!isWordCode(code) || (code >= 0x30 && code <= 0x39)) return false;
  }
  return true;
};
