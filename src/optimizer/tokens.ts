/**
 * Splits a text into the pieces the matcher looks at:
 * - `latin` words (Latin, Greek, Cyrillic, digits; inner apostrophes kept: can't, it's),
 * - `hangul` words (Korean writes spaces between words, particles attached),
 * - `cjk` runs of Han and kana, which have no spaces and are cut into words against the
 *   vocabulary with the help of Intl.Segmenter (see matcher/cjk.ts).
 *
 * Why a regular expression rather than Intl.Segmenter for the spaced scripts: for them the
 * segmenter's word boundaries are the spaces and punctuation this expression finds, and it costs
 * 2.4 ms per 5,000 characters against 0.05 ms here (Node 20, measured) - half the optimizer's
 * whole budget. The segmenter is used where it knows more than spaces: Chinese and Japanese.
 */
export type TokenKind = 'latin' | 'hangul' | 'cjk';

export interface Token {
  kind: TokenKind;
  start: number;
  end: number;
  text: string;
}

const LETTER = String.raw`\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}`;
// Plain groups, read by number in tokenize: named ones cost a groups object per token, and the
// exec loop with them took 2% more of a Chinese text's time than without.
const TOKEN = new RegExp(
  [
    // 1: cjk
    String.raw`([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆ヵヶ]+)`,
    // 2: hangul
    String.raw`(\p{Script=Hangul}+)`,
    // 3: latin. A word starts with a letter, not with one of the marks these scripts also count (U+0489, a
    // Cyrillic mark, is in every zalgo text: 5,000 such marks were 5,000 words to look up). Checked
    // behind the first character, so only where a letter class matched: a lookahead at every
    // position cost 1 ms more over 5,000 family emoji.
    String.raw`([${LETTER}](?<!\p{M})[${LETTER}\p{M}]*(?:['’][${LETTER}\p{M}]+)*)`,
  ].join('|'),
  'gu',
);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
    const kind: TokenKind = match[1] !== undefined ? 'cjk' : match[2] !== undefined ? 'hangul' : 'latin';
    tokens.push({ kind, start: match.index, end: match.index + match[0].length, text: match[0] });
  }
  return tokens;
}

/** Sentence ends: the density rule spreads emoji per sentence. */
export const SENTENCE_END = /[.!?。！？\n…]/;

/** Extended_Pictographic: a word already followed by an emoji is left alone. */
export const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
