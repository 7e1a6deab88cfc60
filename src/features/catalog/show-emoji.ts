import { withSkinTone } from '../../emoji/skin-tone.ts';
import { slugOf } from '../../emoji/slug.ts';
import type { Emoji, SkinTone } from '../../emoji/types.ts';
import type { ShownEmoji } from './emoji-grid.tsx';

/** An emoji as a grid button shows it: in the chosen skin tone, remembered by its base hexcode. */
export function showEmoji(emoji: Emoji, tone: SkinTone): ShownEmoji {
  const toned = withSkinTone(emoji, tone);
  return { emoji: toned.emoji, hexcode: toned.hexcode, label: emoji.label, baseHexcode: emoji.hexcode, version: emoji.version, slug: slugOf(emoji) };
}
