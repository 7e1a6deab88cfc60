import type { LanguageCode } from '../i18n/languages.ts';

/**
 * src/generated/emoji-pages.json, written by scripts/build-emoji-pages.ts: what the emoji pages
 * show beyond a language's data file. Read by the prerender only (never shipped to the browser).
 */
export interface EmojiPageExtras {
  /** emojibase subgroup keys ("face-smiling"), in emojibase order */
  subgroups: string[];
  /** each language's name of each subgroup (data/subgroup-names/), in the order of `subgroups` */
  subgroupNames: Record<LanguageCode, string[]>;
  /** one subgroup index per emoji, in the data files' row order */
  subgroupOf: number[];
  /** per language, per row: the keywords the page lists (CLDR's, then our everyday words) */
  keywords: Record<LanguageCode, string[][]>;
  /** per row: up to MIXES_PER_PAGE kitchen partners (lowercase hexcodes), newest sticker first */
  mixes: string[][];
}

/** A few mixes link into the kitchen; the kitchen itself lists every partner. */
export const MIXES_PER_PAGE = 6;
