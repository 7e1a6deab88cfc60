import { withSkinTone } from '../../emoji/skin-tone.ts';
import { slugOf } from '../../emoji/slug.ts';
import type { Emoji, SkinTone } from '../../emoji/types.ts';
import type { ShownEmoji } from './emoji-grid.tsx';

/**
 * An emoji is shown the same way every time in a tone, so it is worked out once: every keystroke
 * shows up to 200 results, and their slugs alone (seven regular expressions each) were the
 * largest function of typing's own script in a CPU profile on /en (0.23 ms a key).
 */
const shownByTone = new Map<SkinTone, WeakMap<Emoji, ShownEmoji>>();

/** An emoji as a grid button shows it: in the chosen skin tone, remembered by its base hexcode. */
export function showEmoji(emoji: Emoji, tone: SkinTone): ShownEmoji {
  let shown = shownByTone.get(tone);
  if (!shown) shownByTone.set(tone, (shown = new WeakMap()));
  let item = shown.get(emoji);
  if (!item) {
    const toned = withSkinTone(emoji, tone);
    item = {
      emoji: toned.emoji,
      hexcode: toned.hexcode,
      label: emoji.label,
      baseHexcode: emoji.hexcode,
      version: emoji.version,
      slug: slugOf(emoji),
    };
    shown.set(emoji, item);
  }
  return item;
}
