import type { Token } from '../tokens.ts';
import { penalized } from '../types.ts';
import { normalizeTerm, type Vocabulary } from '../vocabulary.ts';
import type { Found } from './types.ts';

function pluralBases(word: string, vocabulary: Vocabulary): string[] {
  if (vocabulary.lang === 'es') return vocabulary.latinBaseFormsOf(word);
  return word.length > 3 && word.endsWith('s') ? [word.slice(0, -1)] : [];
}

const PHRASE_SEPARATOR = /^[ \u00A0-]{1,2}$/;

/**
 * The longest multi-word term starting at token `i` ("ice cream", "happy birthday"), whose
 * normalized text is `firstWord`, or null. Returns how many tokens it covers; an idiom (a
 * multi-word stop word: "full of") covers its tokens without a match.
 */
export function lookupPhrase(
  tokens: Token[],
  i: number,
  firstWord: string,
  text: string,
  vocabulary: Vocabulary,
): { found: Found | null; count: number } | null {
  if (!vocabulary.phrasePrefixes.has(firstWord)) return null;
  const first = tokens[i]!;
  const words = [firstWord];
  let last = i;
  // Read on only while the words so far begin a term: a Spanish text starts a phrase at one word
  // in three (la, no, día), and reading nine words ahead of each took a fifth of its time.
  let readSoFar = firstWord;
  while (words.length < vocabulary.maxPhraseWords && vocabulary.phrasePrefixes.has(readSoFar)) {
    const next = tokens[last + 1];
    if (!next || next.kind !== first.kind || !PHRASE_SEPARATOR.test(text.slice(tokens[last]!.end, next.start))) break;
    const word = normalizeTerm(next.text);
    words.push(word);
    readSoFar += ` ${word}`;
    last += 1;
  }
  const exact = first.kind === 'hangul' ? vocabulary.hangulExact : vocabulary.latinExact;
  const idioms = first.kind === 'hangul' ? vocabulary.stopWords : vocabulary.latinStopWords;
  for (let count = words.length; count >= 2; count -= 1) {
    const phrase = words.slice(0, count).join(' ');
    if (idioms.has(phrase)) return { found: null, count };
    const pick = exact.get(phrase);
    if (pick) return { found: { pick }, count };
    // "ice creams", "helados de chocolate": the last word may be a plural.
    const head = words.slice(0, count - 1).join(' ');
    for (const base of pluralBases(words[count - 1]!, vocabulary)) {
      const singular = exact.get(`${head} ${base}`);
      if (singular) return { found: { pick: penalized(singular) }, count };
    }
  }
  return null;
}
