import { withoutCliticS } from '../morphology/english.ts';
import { foldSpanish } from '../morphology/spanish.ts';
import { type EmojiPick, INFLECTION_PENALTY, penalized } from '../types.ts';
import { LABEL_WORD_SCORE, NAMING_SCORE, type Vocabulary } from '../vocabulary.ts';
import { repeatedUnitForms } from './repeated-unit.ts';
import type { Found } from './types.ts';

/**
 * A Latin word: its exact form, a Spanish singular, its accent-free form, its stem, a repeated
 * unit (jajaja), a country as written with a capital (its flag), an English label in Spanish text.
 * The best score wins, so an exact tag does not hide a label reached through the stem (book: 📚
 * "books" beats 📔 tagged "book").
 */
export function lookupLatin(word: string, capitalized: boolean, vocabulary: Vocabulary): Found | null {
  // mine's and she's are stop words with a clitic 's.
  if (word.length < 2 || vocabulary.latinStopWords.has(word) || vocabulary.latinStopWords.has(withoutCliticS(word)) || /^\p{Nd}+$/u.test(word))
    return null;
  let best: EmojiPick | undefined;
  const consider = (pick: EmojiPick | undefined, penalty: boolean) => {
    if (!pick) return;
    const candidate = penalty ? penalized(pick) : pick;
    if (!best || candidate.score > best.score) best = candidate;
  };
  consider(vocabulary.latinExact.get(word), false);
  for (const base of vocabulary.latinBaseFormsOf(word)) consider(vocabulary.latinExact.get(base), true);
  // The accent-free table serves words typed without their accents (cafe for café). A word written
  // with one is that word, not the one without it: Hacía ("it was") is not hacia ("towards", 🫱).
  const folded = foldSpanish(word);
  if (folded === word) for (const base of vocabulary.latinBaseFormsOf(word)) consider(vocabulary.latinFolded.get(base), true);
  // A word found as written in a label keeps that match against relatives found through the stem,
  // unless the stem reaches what names an emoji (a label or everyday word): móvil is a word of
  // 📱 "teléfono móvil"; under the stem, 📵's tag móvil meets its label word móviles, which only
  // confirms a tag. A bare tag as written still yields (sleep: 😴 "sleeping face" beats 😪).
  for (const stem of vocabulary.latinStemsOf(word)) {
    const pick = vocabulary.latinStems.get(stem);
    if (pick && (!best || best.score < LABEL_WORD_SCORE || pick.score >= NAMING_SCORE - INFLECTION_PENALTY)) consider(pick, false);
  }
  for (const form of repeatedUnitForms(word)) consider(vocabulary.latinExact.get(form), false);
  if (capitalized) consider(vocabulary.latinCountries.get(word), false);
  if (!best) consider(vocabulary.foreignLabels.get(word), false);
  return best ? { pick: best } : null;
}
