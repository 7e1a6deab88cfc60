/** The nine visitor-facing categories, in emojibase order (the `component` group is left out). */
export const CATEGORIES = [
  'smileys-emotion',
  'people-body',
  'animals-nature',
  'food-drink',
  'travel-places',
  'activities',
  'objects',
  'symbols',
  'flags',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Vendor image sets, as bits of `Emoji.platforms`. */
export const PLATFORMS = ['apple', 'google', 'twitter', 'facebook'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Skin tone 0 is the default (yellow); 1-5 are the Fitzpatrick modifiers U+1F3FB..U+1F3FF. */
export type SkinTone = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * One emoji as it travels in a language's data file. Short keys because the file is read by
 * every visitor; the longer names live in `Emoji`, which `decodeEmoji` builds from this.
 */
export interface WireEmoji {
  /** the character(s), fully qualified */
  e: string;
  /** emojibase hexcode, e.g. "1F600" */
  h: string;
  /** index into CATEGORIES */
  g: number;
  /** emoji version it first appeared in */
  v: number;
  /** label in the file's language */
  l: string;
  /** tags in the file's language, everyday words included */
  t: string[];
  /** hexcodes of the skin variants: five one-person tones, or 25 [a, b] pairs for two people */
  s?: string[];
  /** PLATFORMS bitmask; absent when the vendor data is older than the emoji */
  p?: number;
  /** shortcodes without colons */
  c?: string[];
  /** emoticons such as ":)" */
  m?: string[];
  /** Chinese label and tags, present in every other language's file */
  zl?: string;
  zt?: string[];
  /** English label and tags, present in every other language's file */
  el?: string;
  et?: string[];
  /** pinyin of the Chinese label and tags, syllables separated by spaces */
  py?: string[];
}

export interface EmojiDataFile {
  lang: string;
  emoji: WireEmoji[];
}

export interface SkinVariant {
  emoji: string;
  hexcode: string;
  /** one tone, or the tones of the two people in order */
  tone: SkinTone | [SkinTone, SkinTone];
}

export interface Emoji {
  emoji: string;
  hexcode: string;
  category: Category;
  version: number;
  label: string;
  tags: string[];
  skins: SkinVariant[];
  /** PLATFORMS bitmask, or null when unknown */
  platforms: number | null;
  shortcodes: string[];
  emoticons: string[];
  zhLabel: string | null;
  zhTags: string[];
  enLabel: string | null;
  enTags: string[];
  pinyin: string[];
}
