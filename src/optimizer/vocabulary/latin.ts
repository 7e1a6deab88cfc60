import type { Emoji } from '../../emoji/types.ts';
import { foldSpanish } from '../morphology/spanish.ts';
import { type EmojiPick, INFLECTION_PENALTY } from '../types.ts';
import type { CollectedTerms } from './collect.ts';
import type { LatinRules } from './policy.ts';
import { labelShare, RelationTable, relationKey } from './relations.ts';
import type { Vocabulary } from './types.ts';

export type LatinVocabulary = Pick<
  Vocabulary,
  'latinExact' | 'latinFolded' | 'latinStems' | 'latinStemsOf' | 'latinBaseFormsOf' | 'foreignLabels' | 'latinCountries'
>;

/** The Latin-script words: exact, without accents, under their stems, foreign labels and countries. */
export function buildLatin(
  { tables, foreign, countries }: CollectedTerms,
  emoji: readonly Emoji[],
  rules: LatinRules,
  latinStopWords: Set<string>,
): LatinVocabulary {
  const latinExact = tables.latin.picks(emoji);
  const latinFolded = new Map<string, EmojiPick>();
  for (const [term, pick] of latinExact) {
    const folded = foldSpanish(term);
    const known = latinFolded.get(folded);
    if (!known || pick.score > known.score) latinFolded.set(folded, pick);
  }
  const latinStemsOf = rules.textStemsOf(latinStopWords);
  const termStemsOf = rules.termStemsOf ?? latinStemsOf;
  // Relations meet under the stem: 😴 is tagged "sleep" and labelled "sleeping face".
  const stems = new RelationTable();
  for (const [term, relations] of tables.latin.byTerm) {
    if (term.includes(' ')) continue;
    for (const stem of termStemsOf(term)) {
      for (const [index, bits] of relations) {
        stems.add(stem, index, bits, tables.latin.listedAt.get(relationKey(term, index)));
        const share = labelShare(term, index, bits, emoji, tables.latin.saysNothing);
        const key = relationKey(stem, index);
        if (share > (stems.shares.get(key) ?? 0)) stems.shares.set(key, share);
      }
    }
  }
  return {
    latinExact,
    latinFolded,
    latinStems: stems.picks(emoji, INFLECTION_PENALTY),
    latinStemsOf,
    latinBaseFormsOf: rules.baseFormsOf,
    foreignLabels: foreign.picks(emoji),
    latinCountries: countries.picks(emoji),
  };
}
