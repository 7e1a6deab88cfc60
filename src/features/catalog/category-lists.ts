import { CATEGORIES, type Emoji, type SkinTone } from '../../emoji/types.ts';
import type { CategoryLists } from './catalog-types.ts';
import type { ShownEmoji } from './emoji-grid.tsx';
import { type InitialEmoji, toShown } from './initial-emoji.tsx';
import { showEmoji } from './show-emoji.ts';

/**
 * Lists built on demand: home draws one category at a time, and building all nine at once made
 * an item and a slug for each of the 1,915 emoji, 0.12 MB of the page's JS heap (after GC, /en,
 * before and after the bench's searches) for the eight categories a visitor may never open.
 * Before the data file arrives only the first category, embedded in the page, can be shown.
 */
export function categoryLists(emoji: readonly Emoji[] | null, initial: InitialEmoji[] | null, tone: SkinTone): CategoryLists {
  const built: ShownEmoji[][] = [];
  const build = (index: number): ShownEmoji[] => {
    if (emoji) return emoji.filter((e) => e.category === CATEGORIES[index]).map((e) => showEmoji(e, tone));
    return index === 0 && initial ? initial.map(toShown) : [];
  };
  return (index) => (built[index] ??= build(index));
}
