/**
 * Reads a text token by token (tokens.ts) and looks each up by its script, as vocabulary/ builds
 * the tables: Latin words and phrases (matcher/latin.ts, matcher/phrases.ts), Korean words with
 * their particles and endings (matcher/hangul.ts), and runs of Han and kana, which have no spaces,
 * cut into words against the vocabulary where Intl.Segmenter agrees (matcher/cjk.ts over
 * matcher/cjk-segments.ts, which asks the segmenter only around the candidates).
 */
import { Deadline } from './deadline.ts';
import { matchCjkRun } from './matcher/cjk.ts';
import { LazySegments } from './matcher/cjk-segments.ts';
import { lookupHangul } from './matcher/hangul.ts';
import { lookupLatin } from './matcher/latin.ts';
import { lookupPhrase } from './matcher/phrases.ts';
import type { WordMatch } from './matcher/types.ts';
import { collectPolarWords, type PolarSpan } from './sentiment.ts';
import { tokenize } from './tokens.ts';
import { normalizeTerm, type Vocabulary } from './vocabulary.ts';

export type { WordMatch } from './matcher/types.ts';

const CAPITALIZED = /^\p{Lu}/u;

/** What the matcher reads in a text: the words to illustrate and the words that say a feeling. */
export interface ReadText {
  /** in text order, without overlaps */
  matches: WordMatch[];
  /** in text order (sentiment.ts) */
  polarSpans: PolarSpan[];
}

/**
 * Every word of `text` the vocabulary can illustrate, and its polar words, in one reading. Once
 * `deadline` has passed, no more words are looked for: the words found so far are returned.
 */
export function findMatches(text: string, vocabulary: Vocabulary, deadline = new Deadline(Infinity)): ReadText {
  const tokens = tokenize(text);
  const matches: WordMatch[] = [];
  const polarSpans: PolarSpan[] = [];
  const segments = new LazySegments(text, vocabulary.locale);

  for (let i = 0; i < tokens.length && !deadline.passed(); i += 1) {
    const token = tokens[i]!;
    collectPolarWords(text, tokens, i, vocabulary.polarWords, polarSpans);
    if (token.kind === 'cjk') {
      segments.enterRun(token);
      matchCjkRun(token, text, vocabulary, segments, matches, deadline);
      continue;
    }
    if (token.kind === 'hangul' && vocabulary.lang !== 'ko') continue;
    const word = normalizeTerm(token.text);
    const phrase = lookupPhrase(tokens, i, word, text, vocabulary);
    if (phrase) {
      const end = tokens[i + phrase.count - 1]!.end;
      if (phrase.found) matches.push({ start: token.start, end, replaceEnd: end, pick: phrase.found.pick });
      // The phrase's other words are read for their feeling only.
      const last = i + phrase.count - 1;
      while (i < last) {
        i += 1;
        collectPolarWords(text, tokens, i, vocabulary.polarWords, polarSpans);
      }
      continue;
    }
    const found = token.kind === 'hangul' ? lookupHangul(word, vocabulary) : lookupLatin(word, CAPITALIZED.test(token.text), vocabulary);
    if (!found) continue;
    const replaceEnd = found.replaceLength === undefined ? token.end : token.start + found.replaceLength;
    matches.push({ start: token.start, end: token.end, replaceEnd, pick: found.pick });
  }
  return { matches, polarSpans };
}
