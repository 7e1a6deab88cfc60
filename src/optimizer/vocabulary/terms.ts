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

/** Lowercase ASCII letters, digits and the plain apostrophe: already normal, whatever the rules below. */
function isNormalAscii(term: string): boolean {
  for (let i = 0; i < term.length; i += 1) {
    const code = term.charCodeAt(i);
    if (!((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x27)) return false;
  }
  return term.length > 0;
}

/**
 * Lowercase, one space between words, typographic apostrophes and hyphens made plain. Most words
 * of a Latin text are plain lower-case ASCII and come back as they are: the five steps below,
 * each a new string, took a tenth of a 5,000-character Spanish text's time.
 */
export function normalizeTerm(term: string): string {
  if (isNormalAscii(term)) return term;
  return term
    .normalize('NFC')
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/[-\s]+/g, ' ')
    .trim();
}

export function spaceOf(term: string): Space | null {
  if (LATIN_TERM.test(term)) return 'latin';
  if (HANGUL_TERM.test(term)) return 'hangul';
  if (CJK_TERM.test(term)) return 'cjk';
  return null;
}
