import type { LanguageCode } from '../i18n/languages.ts';

/**
 * src/generated/emoji-pages.json, written by scripts/build/emoji-pages.ts: what the emoji pages
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
  /** per row: up to MIXES_PER_PAGE kitchen partners (lowercase hexcodes), the most used partner first */
  mixes: string[][];
  /** per row: the rows of up to RELATED_PER_PAGE emoji related by meaning, best first (scripts/build/related-emoji.ts) */
  related: number[][];
  /** per language, hexcode -> its meaning note (data/meanings/), for the emoji that have one */
  meanings: Record<LanguageCode, Record<string, string>>;
}

/** A few mixes link into the kitchen; the kitchen itself lists every partner. */
export const MIXES_PER_PAGE = 6;

/** A dozen related emoji: 😂's dozen runs from 🤣 to 💀; further down the scores share only "face". */
export const RELATED_PER_PAGE = 12;
