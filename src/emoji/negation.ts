/**
 * Whether a match sits inside a negated word, which is then no match for the word: 开心 inside
 * 不开心 (unhappy) is not 开心 (happy). One rule per way languages negate a word:
 * - Chinese (and Japanese kanji): a negating character right before the match: 不 没 无 非 未
 *   (the index folds Traditional 沒 無 to these);
 * - Japanese kana: ない right after the match, ending the word (わらわない);
 * - Korean: the word before is 안 or 못 (안 좋아);
 * - English and Spanish: the word before is not, no, sin or without (no smoking). un- needs no
 *   rule: Latin text matches only at word starts, so 'happy' never matches 'unhappy'.
 */
const NEGATING_HAN = new Set(['不', '没', '无', '非', '未']);
const NEGATING_WORDS = new Set(['안', '못', 'not', 'no', 'sin', 'without']);
const HIRAGANA = /[\u3041-\u309f]/;

export function isNegated(text: string, offset: number, end: number): boolean {
  if (offset > 0) {
    if (NEGATING_HAN.has(text[offset - 1]!)) return true;
    if (text.charCodeAt(offset - 1) === 0x20) {
      const before = text.lastIndexOf(' ', offset - 2);
      if (NEGATING_WORDS.has(text.slice(before + 1, offset - 1))) return true;
    }
  }
  return text.startsWith('ない', end) && !HIRAGANA.test(text[end + 2] ?? '') && HIRAGANA.test(text[end - 1] ?? '');
}
