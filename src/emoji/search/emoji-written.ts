import { skinVariants } from '../skin-variants.ts';
import type { Emoji } from '../types.ts';
import { withoutVariationSelectors } from '../variation-selectors.ts';

/** At most this many code units of a query are compared with the emoji characters. */
const LONGEST_EMOJI = 40;

/** U+1F3FB..U+1F3FF, the skin tone modifiers */
const TONE_MODIFIER = /[\u{1F3FB}-\u{1F3FF}]/u;
const TONE_MODIFIERS = /[\u{1F3FB}-\u{1F3FF}]/gu;

/** Every emoji has one: a pictograph, a regional indicator (flags) or the keycap mark (#️⃣). */
const EMOJI_PART = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

/**
 * The emoji a query is (any skin variant, U+FE0F ignored), or -1. Read from the records, only for
 * a query holding a part of an emoji: 0.1-0.6 ms (Node), where a map of the 3,944 characters took
 * 0.29 MB of heap.
 */
export function emojiWritten(emoji: readonly Emoji[], query: string): number {
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
