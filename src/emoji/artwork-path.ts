import type { ArtworkSet } from './artwork-sets.ts';

/**
 * Where an emoji's image of a set is served: /art/{set}/{hexcode}.svg (the emojibase hexcode).
 * Apart from the table of sets, which only the emoji pages show: the grids on home need the path
 * alone, and the table cost home 0.4 KiB gzip in a chunk it shares with the emoji pages.
 */
export const artworkPath = (set: ArtworkSet, hexcode: string) => `/art/${set}/${hexcode}.svg`;
