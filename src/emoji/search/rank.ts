import type { Emoji } from '../types.ts';
import type { SearchIndex } from './search-index.ts';

/*
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
 */
export const EXACT_TIER = 0;
export const SHORTCODE_TIER = 1;
export const WORD_TIER = 2;
export const PREFIX_TIER = 3;
export const PINYIN_TIER = 4;
export const SUBSTRING_TIER = 5;
export const TYPO_TIER = 6;
export const TYPO_IN_WORD_TIER = 7;
export const NEGATED_TIER = 8;
const TIER_COUNT = 9;
export const NO_MATCH = 255;

/** A tier per emoji of the index, none matched yet: what the matchers lower. */
export const unmatchedTiers = (index: SearchIndex) => new Uint8Array(index.emoji.length).fill(NO_MATCH);

/** The matched emoji, best tier first and by popularity within a tier; at most `limit`. */
export function rankedEmoji({ emoji, byPopularity }: SearchIndex, tiers: Uint8Array, limit: number): Emoji[] {
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
