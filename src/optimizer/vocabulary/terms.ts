/** The scripts a vocabulary term can be written in; each has its own tables and matching rules. */
export type Space = 'latin' | 'hangul' | 'cjk';

const LATIN_TERM = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{M}' ]+$/u;
export const HANGUL_TERM = /^[\p{Script=Hangul} ]+$/u;
const CJK_TERM = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆ヵヶ]+$/u;
export const KANA_ONLY = /^\p{Script=Hiragana}+$/u;
// 一杯, 五公里: numbers are not pictures; keycaps are for digits typed as digits. A number and
// one counter (两个 "two of", 三点 "three o'clock") is a quantity or a time, not a picture either.
const HAN_DIGITS = '[一二三四五六七八九十百千万萬两兩零]+';
export const HAN_NUMERAL = new RegExp(`^${HAN_DIGITS}$`, 'u');
export const HAN_COUNTED = new RegExp(`^${HAN_DIGITS}\\p{Script=Han}$`, 'u');

/** Lowercase, one space between words, typographic apostrophes and hyphens made plain. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFC').toLowerCase().replace(/’/g, "'").replace(/[-\s]+/g, ' ').trim();
}

export function spaceOf(term: string): Space | null {
  if (LATIN_TERM.test(term)) return 'latin';
  if (HANGUL_TERM.test(term)) return 'hangul';
  if (CJK_TERM.test(term)) return 'cjk';
  return null;
}
