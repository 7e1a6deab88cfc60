import { DATE_DIGITS, type KitchenIndexFile, NO_STICKER } from './kitchen-format.ts';

/** Where Google keeps the stickers (the service worker keeps the ones seen, for offline use). */
export const STICKER_BASE_URL = 'https://www.gstatic.com/android/keyboard/emojikitchen';

/** The emoji an emoji mixes with: partner hexcode -> date (YYYYMMDD) of their newest sticker. */
export type Partners = ReadonlyMap<string, number>;

export interface Sticker {
  /** the file emoji-mixer's getEmojiMixUrl names for this order of the pair */
  url: string;
  /**
   * The same sticker named the other way round. Google keeps one order of a pair, and emoji-mixer's
   * table does not record which (it lists nearly every pair under both emoji), so the panel tries
   * this file when `url` fails to load. Null when the order is known or both emoji are the same.
   */
  otherOrderUrl: string | null;
}

/** Google's file name part for an emoji: each code point as "u" + hex, joined by "-". */
const filePart = (googleCode: string) =>
  googleCode
    .split('-')
    .map((codePoint) => `u${codePoint}`)
    .join('-');

/** The kitchen's index: which emoji mix, where each one's partners are, how stickers are named. */
export class KitchenTable {
  readonly emoji: readonly string[];
  private readonly file: KitchenIndexFile;
  private readonly positions: ReadonlyMap<string, number>;
  private readonly fixedOrder: ReadonlySet<string>;

  constructor(file: KitchenIndexFile) {
    this.file = file;
    this.emoji = file.emoji;
    this.positions = new Map(file.emoji.map((hexcode, i) => [hexcode, i]));
    this.fixedOrder = new Set(file.fixedOrder.map(([left, right]) => `${left}_${right}`));
  }

  has(hexcode: string): boolean {
    return this.positions.has(hexcode);
  }

  /** The shard holding an emoji's partners and its row in it. */
  shardOf(hexcode: string): { shard: number; row: number } {
    const position = this.positions.get(hexcode);
    if (position === undefined) throw new Error(`${hexcode} is not in the kitchen`);
    return { shard: Math.floor(position / this.file.shardSize), row: position % this.file.shardSize };
  }

  /** Decodes an emoji's shard row. */
  partnersFromRow(row: string): Partners {
    const partners = new Map<string, number>();
    for (let i = 0; i < row.length; i++) {
      const digit = row[i]!;
      if (digit !== NO_STICKER) partners.set(this.emoji[i]!, this.file.dates[DATE_DIGITS.indexOf(digit)]!);
    }
    return partners;
  }

  /**
   * The sticker of a pair from its date (either emoji's partners hold it), named as emoji-mixer's
   * getEmojiMixUrl(left, right) names it: the left emoji first, unless the table knows the file in
   * the other order only.
   */
  sticker(left: string, right: string, date: number): Sticker {
    if (this.fixedOrder.has(`${right}_${left}`)) return { url: this.url(date, right, left), otherOrderUrl: null };
    const orderKnown = left === right || this.fixedOrder.has(`${left}_${right}`);
    return { url: this.url(date, left, right), otherOrderUrl: orderKnown ? null : this.url(date, right, left) };
  }

  private url(date: number, left: string, right: string): string {
    const first = filePart(this.googleCode(left));
    return `${STICKER_BASE_URL}/${date}/${first}/${first}_${filePart(this.googleCode(right))}.png`;
  }

  private googleCode(hexcode: string): string {
    return this.file.googleCodes[hexcode] ?? hexcode;
  }
}
