/**
 * The kitchen's data files, as scripts/build/kitchen.ts writes them and the browser reads them.
 * Emoji are named by their emojibase hexcode in lowercase ("1f600", "263a"), as in `?mix=`.
 */

/** src/generated/kitchen/index.json: everything the panel needs before an emoji is chosen. */
export interface KitchenIndexFile {
  /** every supported emoji; a shard row has one character per entry, in this order */
  emoji: string[];
  /**
   * Google's code points (its file names) where they differ from the hexcode: Google writes the
   * variation selector of single code points ("263a" -> "263a-fe0f") and no zero padding ("00a9" -> "a9-fe0f").
   */
  googleCodes: Record<string, string>;
  /** sticker release dates (YYYYMMDD), oldest first; a row character is an index into this list */
  dates: number[];
  /** emoji per shard: the emoji at position i is row i % shardSize of shard floor(i / shardSize) */
  shardSize: number;
  /** pairs [left, right] whose sticker file exists in this order only, whichever side each is picked on */
  fixedOrder: [string, string][];
}

/**
 * src/generated/kitchen/kitchen-shard-{n}.json: one row per emoji of the shard. Character j of a row
 * says whether the emoji mixes with `emoji[j]` of the index: NO_STICKER, or the DATE_DIGITS digit
 * of the newest sticker's date. A dense row beats a list of partners: an emoji mixes with about
 * three in four of the others, and 619 one-byte cells gzip to about 280 bytes.
 */
export type KitchenShardFile = string[];

/** A distinct name, so the service worker can tell the shards by their built URL (assets/kitchen-shard-{n}-{hash}.json). */
export const shardFileName = (shard: number) => `kitchen-shard-${shard}.json`;

/** One digit per date index: 64 dates fit, emoji-mixer 1.3.1 has 45 (the build fails beyond that). */
export const DATE_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
export const NO_STICKER = '.';
