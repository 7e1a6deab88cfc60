import { conjugatesPredicate, contractedPastForms, isEndingAfterPast, koreanRest, MAX_PARTICLE_REST_LENGTH } from '../morphology/korean.ts';
import { penalized } from '../types.ts';
import type { Vocabulary } from '../vocabulary.ts';
import { repeatedUnitForms } from './repeated-unit.ts';
import type { Found } from './types.ts';

export function lookupHangul(word: string, vocabulary: Vocabulary): Found | null {
  if (vocabulary.stopWords.has(word)) return null;
  // One syllable alone is too ambiguous (잔 "cup" and counter, 해 "sun" and "do"): see koreanRest.
  // Unless a person listed it as an everyday word for that sense (비 "rain", 폰 "phone").
  const exact = vocabulary.hangulExact.get(word);
  if (exact && (word.length > 1 || vocabulary.hangulEverydaySyllables.has(word))) return { pick: exact };
  for (const form of repeatedUnitForms(word)) {
    const pick = vocabulary.hangulExact.get(form);
    if (pick) return { pick };
  }
  // Every prefix tried below is a vocabulary word (or one syllable short of one, for the
  // contracted past), so none is longer than the longest: without this cap, 5,000 syllables
  // without a space took 40 s (a slice and a hash of each of 5,000 prefixes, then compoundHead).
  for (let cut = Math.min(word.length - 1, vocabulary.maxHangulWordLength); cut >= 1; cut -= 1) {
    const prefix = word.slice(0, cut);
    const rest = word.slice(cut);
    const pick = vocabulary.hangulExact.get(prefix);
    if (pick && !vocabulary.stopWords.has(prefix)) {
      const kind = koreanRest(prefix, rest);
      if (kind === 'particle') return { pick: penalized(pick), replaceLength: cut };
      if (kind === 'predicate') return { pick: penalized(pick) };
    }
    const predicate = vocabulary.hangulPredicates.get(prefix);
    if (predicate && conjugatesPredicate(rest, predicate.ending, prefix)) return { pick: predicate.pick };
    // 잤어 is 자다 in the past: the past 았/었 merged into the stem as a final ㅆ.
    if (isEndingAfterPast(rest)) {
      for (const form of contractedPastForms(prefix)) {
        const verb = vocabulary.hangulExact.get(form);
        if (verb && !vocabulary.stopWords.has(form)) return { pick: penalized(verb) };
      }
    }
  }
  return compoundHead(word, vocabulary) ?? pictureOfWhatItIsFor(word, vocabulary);
}

// Bound nouns that name something by what it is for, so X is the picture: a shop (삼겹살집, 냉면집),
// a room (노래방, 게임방), a price (커피값, 카드값), and the English -ing of a loanword (티켓팅).
const FOR_WHAT = new Set(['집', '방', '값', '팅']);

/** 삼겹살집, 노래방, 커피값만, 티켓팅: a word made of X and a noun in FOR_WHAT is pictured by X. */
function pictureOfWhatItIsFor(word: string, vocabulary: Vocabulary): Found | null {
  // X is a vocabulary word and what follows the bound noun a particle: both bound the ends tried.
  const last = Math.min(word.length, vocabulary.maxHangulWordLength + 1);
  for (let end = last; end >= Math.max(3, word.length - MAX_PARTICLE_REST_LENGTH); end -= 1) {
    if (!FOR_WHAT.has(word[end - 1]!)) continue;
    const rest = word.slice(end);
    if (rest !== '' && koreanRest(word.slice(0, end), rest) !== 'particle') continue;
    const pick = vocabulary.hangulExact.get(word.slice(0, end - 1));
    // Replace mode keeps the particle, as for any noun (커피값만 -> ☕️만).
    if (pick) return { pick: penalized(pick), replaceLength: end };
  }
  return null;
}

/**
 * A compound noun puts its head last (김치찌개 is a 찌개, 생일케이크 a 케이크): a word found no
 * other way whose tail is a noun of two or more syllables in the vocabulary, alone or before a
 * particle, takes that noun's emoji. The whole compound is the word.
 */
function compoundHead(word: string, vocabulary: Vocabulary): Found | null {
  // The head is a vocabulary word and what follows it a particle, which bounds both loops: the
  // same pairs are tried in the same order, without the cubic cost of slicing every substring.
  const longest = vocabulary.maxHangulWordLength;
  const lastEnd = word.length - MAX_PARTICLE_REST_LENGTH;
  for (let start = Math.max(1, lastEnd - longest); start + 2 <= word.length; start += 1) {
    for (let end = Math.min(word.length, start + longest); end - start >= 2 && end >= lastEnd; end -= 1) {
      const noun = word.slice(start, end);
      const pick = vocabulary.hangulExact.get(noun);
      if (!pick || vocabulary.stopWords.has(noun)) continue;
      const rest = word.slice(end);
      if (rest === '') return { pick: penalized(pick) };
      if (koreanRest(noun, rest) === 'particle') return { pick: penalized(pick), replaceLength: end };
    }
  }
  return null;
}
