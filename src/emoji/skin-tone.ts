import { skinVariants } from './skin-variants.ts';
import type { Emoji, SkinTone } from './types.ts';

/**
 * The emoji as shown with a skin tone. Tone 0 is the default (yellow) emoji. An emoji with skin
 * variants shows the variant of that tone; for two people (🤝, 🧑‍🤝‍🧑, 💏) that is both people in
 * the same tone, which emojibase lists with a single tone (🧑🏽‍🤝‍🧑🏽 has tone 3). Emoji without skin
 * variants stay as they are.
 */
export function withSkinTone(emoji: Emoji, tone: SkinTone): { emoji: string; hexcode: string } {
  const skin = tone === 0 || !emoji.skinRule ? undefined : skinVariants(emoji).find((variant) => variant.tone === tone);
  return skin ? { emoji: skin.emoji, hexcode: skin.hexcode } : { emoji: emoji.emoji, hexcode: emoji.hexcode };
}
