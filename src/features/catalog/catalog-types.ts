import type { ShownEmoji } from './emoji-grid.tsx';

/**
 * A category's grid items, by index in CATEGORIES order. Each list is built the first time it is
 * asked for and then kept, so a memoized grid sees the same array until the data or the tone change.
 * A file of its own: the grids that take the lists and category-lists.ts that builds them import it.
 */
export type CategoryLists = (index: number) => ShownEmoji[];
