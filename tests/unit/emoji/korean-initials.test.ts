/**
 * The 초성 the search index files for Korean text (src/emoji/search/korean-initials.ts)
 * are es-hangul's getChoseong, folded as a query is: on every term of the six generated files and
 * around every character of the Basic Multilingual Plane.
 */
import { getChoseong } from 'es-hangul';
import { describe, expect, it } from 'vitest';
import { foldText } from '../../../src/emoji/fold-text.ts';
import { foldedInitials } from '../../../src/emoji/search/korean-initials.ts';
import { createSearchIndex, foldIndexed } from '../../../src/emoji/search/search-index.ts';
import { LANGUAGE_CODES } from '../../../src/i18n/languages.ts';
import { generatedEmoji } from '../generated-emoji.ts';

const HANGUL_SYLLABLE = /[\uac00-\ud7a3]/;
const throughEsHangul = (folded: string) => foldText(getChoseong(folded));

describe('foldedInitials', () => {
  it('gives the initials es-hangul gives for each term with hangul in the six files (10,098 in Korean)', () => {
    const compared: Record<string, number> = {};
    const differing: string[] = [];
    for (const lang of LANGUAGE_CODES) {
      const terms = createSearchIndex(generatedEmoji(lang)).termText.filter((term) => HANGUL_SYLLABLE.test(term));
      compared[lang] = terms.length;
      for (const term of terms) if (foldedInitials(term) !== throughEsHangul(term)) differing.push(`${lang} ${term}`);
    }
    expect(differing).toEqual([]);
    expect(compared.ko).toBe(10_098);
  });

  it('agrees with es-hangul around every character of the BMP, folded as the index folds it', () => {
    const differing: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCharCode(code);
      const text = foldIndexed(`고${char}양 ${char}이${char}`);
      if (foldedInitials(text) !== throughEsHangul(text)) differing.push(code.toString(16));
    }
    expect(differing).toEqual([]);
  });

  it('reads 고양이 얼굴 as ᄀᄋᄋ ᄋᄀ, drops other words and spaces at the ends, and 5,000 syllables at once', () => {
    expect(foldedInitials('고양이 얼굴')).toBe('\u1100\u110b\u110b \u110b\u1100');
    expect(foldedInitials('tv 화면  보기 ')).toBe('\u1112\u1106 \u1107\u1100');
    expect(foldedInitials('고'.repeat(5_000))).toBe('\u1100'.repeat(5_000));
  });
});
