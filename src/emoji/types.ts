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
 * A language's data file as it travels: one column per field, one row per emoji in emojibase order
 * (rows joined by '\n', a row's items by '|'). Columns gzip far better than one object per emoji
 * because the same kind of text sits together, and nothing that follows from other values is
 * stored (hexcodes, skin variants, pinyin, label-shaped shortcodes). `decodeEmojiData` turns it
 * into `Emoji` records; scripts/build/encode-emoji-data.ts writes it and checks the round trip.
 */
/**
 * The Chinese tags, CLDR's and the everyday words, that the ja, ko, es and zh_tw files leave out
 * (they carry the Chinese labels): fetched by those pages on the first query in Han characters.
 * `rows` is "tag|tag" per emoji, rows joined by '^', in the order of every language's file.
 */
export const LANGUAGES_WITHOUT_CHINESE_TAGS: readonly string[] = ['zh_tw', 'ja', 'ko', 'es'];

/** The Japanese readings, rows "reading|reading" joined by '^', in the order of the Japanese file. */
export type JapaneseReadingsFile = ChineseTagsFile;

export interface ChineseTagsFile {
  count: number;
  rows: string;
}

export interface EmojiDataFile {
  lang: string;
  /**
   * Code points in base 36, '.' between one emoji's code points, ' ' between emoji. An emoji's
   * first code point is the difference from the previous emoji's first (😀😃😄 -> "2r5s 3 1").
   */
  codePoints: string;
  /** row -> hexcode, only where it is not the code points in hex (an FE0F after a single one dropped) */
  hexcodes: Record<string, string>;
  /** one digit per emoji: index into CATEGORIES */
  categories: string;
  /** the emoji versions that occur, and one base-36 digit per emoji indexing them */
  versions: number[];
  versionOf: string;
  /** one hex digit per emoji: PLATFORMS bitmask; '-' when the vendor data is older than the emoji */
  platforms: string;
  /**
   * One letter per emoji, the kind of its skin rule (skin-variants.ts): '0' no skins; '1' five
   * tones, each modifier after the first code point; 'p' 'q' 'r' two people (see pairSkins); 'x'
   * listed in explicitSkins.
   */
  skins: string;
  /** row -> the two-person hexcode with '*' for each tone modifier, e.g. "1FAF1-*-200D-1FAF2-*" */
  pairSkins: Record<string, string>;
  explicitSkins: Record<string, string[]>;
  /** rows "label|tag|tag" in the file's language */
  text: string;
  /** the same for Chinese and English, in the other languages' files */
  zhText?: string;
  enText?: string;
  /** rows "code|code"; '=' stands for the English label written as a shortcode (grinning_face) */
  shortcodes: string;
  /** row -> emoticons separated by spaces */
  emoticons: Record<string, string>;
  /**
   * Pinyin of every Han character of the Chinese text, in order of first appearance (label, then
   * tags, row by row), separated by spaces: the decoder reads each term character by character.
   */
  pinyinSyllables: string;
  /** Chinese terms read differently in context (银行 yin hang, not yin xing): term -> pinyin */
  pinyinExceptions: Record<string, string>;
}

/** Between the terms of `Emoji.pinyin`. */
export const PINYIN_TERM_SEPARATOR = '|';
/** The search indexes an emoji's pinyin up to its 255th character (search/packed-start.ts); the longest is 216. */
export const MAX_PINYIN_LENGTH = 255;

export interface SkinVariant {
  emoji: string;
  hexcode: string;
  /** the tone; for two people of different tones, both in order (two of one tone: that tone, as in emojibase) */
  tone: SkinTone | [SkinTone, SkinTone];
}

export interface Emoji {
  emoji: string;
  hexcode: string;
  category: Category;
  version: number;
  label: string;
  /** CLDR tags and everyday words in the file's language, minus those the label already says */
  tags: readonly string[];
  /** how its skin-tone variants are made: skinVariants() in skin-variants.ts makes them ('' none) */
  skinRule: string;
  /** PLATFORMS bitmask, or null when unknown */
  platforms: number | null;
  /** English shortcodes without colons (GitHub, Slack/iamcal, emoji-mart) */
  shortcodes: readonly string[];
  emoticons: readonly string[];
  /** null in the Chinese file, whose own label is Chinese */
  zhLabel: string | null;
  /** all Chinese tags in the English file; none in the other four (see ChineseTagsFile) */
  zhTags: readonly string[];
  /** null in the English file */
  enLabel: string | null;
  enTags: readonly string[];
  /**
   * Pinyin of the Chinese label and tags, syllables separated by spaces, terms by '|' ("mao mi|xiao
   * mao"), the label's first: one string, where a list took 5,200 strings and 1,900 arrays on the
   * Chinese and English pages (0.1 MB more heap). At most MAX_PINYIN_LENGTH characters (the build checks).
   */
  pinyin: string;
}
