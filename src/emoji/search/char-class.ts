import { isCjkCode, isWordCode } from '../fold-text.ts';

/** Each code unit of indexed text is a separator, part of a Latin word, or CJK (Han, kana, hangul). */
export const SEPARATOR = 0;
export const WORD = 1;
export const CJK = 2;

export const charType = (code: number) => (isCjkCode(code) ? CJK : isWordCode(code) ? WORD : SEPARATOR);

/** True when text ends at `end` or a separator follows it. */
export const endsWord = (text: string, end: number) => {
  if (end >= text.length) return true;
  const code = text.charCodeAt(end);
  return !isWordCode(code) && !isCjkCode(code);
};
