import type { EmojiPick } from '../types.ts';

/** A word of the text that the vocabulary illustrates. Offsets are UTF-16 indexes into the text. */
export interface WordMatch {
  start: number;
  /** end of the whole word as written (cats, 고양이가, 楽しかった): add mode inserts here */
  end: number;
  /** end of what replace mode swaps: before a Korean particle (고양이|가), else `end` */
  replaceEnd: number;
  pick: EmojiPick;
}

/** What a lookup found for one word. */
export interface Found {
  pick: EmojiPick;
  /** length of the text replace mode swaps, from the word's start */
  replaceLength?: number;
}
