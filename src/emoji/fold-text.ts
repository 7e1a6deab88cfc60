/**
 * Text folding shared by the search index, the query and the data build (which drops tags that the
 * search would find anyway). Both sides must fold identically, so this is the one implementation.
 *
 * Folding: NFKC (full-width Latin and half-width kana become ordinary), lower case, Latin accents
 * removed ('café' -> 'cafe'), katakana -> hiragana ('ネコ' -> 'ねこ'), underscores and runs of white
 * space -> one space. Kana voicing marks are not accents: 'が' stays 'が'.
 */

/** Combining marks used by Latin, Greek and Cyrillic accents (not U+3099/309A, the kana marks). */
const COMBINING_ACCENT = /[\u0300-\u036f]/;
const COMBINING_ACCENTS = /[\u0300-\u036f]/g;
/** Text needing accents stripped: precomposed Latin letters or loose combining accents. */
const HAS_LATIN_ACCENTS = /[\u00c0-\u024f\u1e00-\u1eff]|[\u0300-\u036f]/;
const HAS_KATAKANA = /[\u30a1-\u30f6]/;
const KATAKANA_TO_HIRAGANA = 0x60;
const SPACES = /[\s_]+/g;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Text that folding leaves as it is: lower-case ASCII without underscores, CJK ideographs,
 * hiragana, hangul syllables, single spaces inside (tests/unit/emoji/fold-text.test.ts checks every
 * such character against foldFully). Nine in ten labels and tags are such text; returning it
 * as it is cut folding a file's ~22,000 terms from 4.7-6.3 ms to 1.3-2.8 ms.
 */
const FOLDED =
  /^[!-@[-^`-~\u3001-\u3003\u3005-\u3007\u3041-\u3096\u309d\u309e\u30fc-\u30fe\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]+(?: [!-@[-^`-~\u3001-\u3003\u3005-\u3007\u3041-\u3096\u309d\u309e\u30fc-\u30fe\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]+)*$/;

/** Each accented Latin letter's base letter ('é' -> 'e'), read once from Unicode's decompositions. */
const LATIN_BASE_LETTERS = new Map<string, string>();
for (const [from, to] of [
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
] as const) {
  for (let code = from; code <= to; code++) {
    const letter = String.fromCharCode(code);
    const base = letter.normalize('NFD').replace(COMBINING_ACCENTS, '');
    if (base !== letter) LATIN_BASE_LETTERS.set(letter, base);
  }
}

export function foldText(text: string): string {
  return FOLDED.test(text) ? text : foldFully(text);
}

/** Folding without the shortcut for text that is already folded. */
export function foldFully(text: string): string {
  let folded = text.toLowerCase();
  // ASCII with capitals or underscores needs no more than case and spaces.
  if (!PRINTABLE_ASCII.test(folded)) {
    folded = folded.normalize('NFKC').toLowerCase();
    if (HAS_LATIN_ACCENTS.test(folded)) folded = stripLatinAccents(folded);
    if (HAS_KATAKANA.test(folded)) folded = katakanaToHiragana(folded);
    folded = folded.replace(/\u2019/g, "'");
  }
  return folded.replace(SPACES, ' ').trim();
}

function stripLatinAccents(text: string): string {
  let out = '';
  for (const char of text) {
    if (!COMBINING_ACCENT.test(char)) out += LATIN_BASE_LETTERS.get(char) ?? char;
  }
  return out;
}

function katakanaToHiragana(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out += code >= 0x30a1 && code <= 0x30f6 ? String.fromCharCode(code - KATAKANA_TO_HIRAGANA) : text[i];
  }
  return out;
}

/**
 * A query typed as pinyin: letters only, spaces and apostrophes ignored ("xi'an", "mao mi"), 'ü' (or
 * 'u:') written as 'v' the way the data stores it. Null when the text cannot be pinyin.
 */
export function foldPinyinQuery(text: string): string | null {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ü|u:/g, 'v')
    .replace(/[\s'_]+/g, '');
  return /^[a-z]+$/.test(folded) ? folded : null;
}

/**
 * Han, kana, hangul (syllables and jamo), CJK symbols: scripts written without spaces between
 * words (Korean has spaces, but its compounds still need substring matching: 고양이 in 아기고양이).
 */
export function isCjkCode(code: number): boolean {
  return (
    (code >= 0x2e80 && code < 0xa000) || (code >= 0xac00 && code < 0xd7b0) || (code >= 0x1100 && code < 0x1200) || (code >= 0xf900 && code < 0xfb00)
  );
}

/**
 * Letters and digits of space-separated scripts (Latin, Greek, Cyrillic, ...). Punctuation and
 * symbol blocks (U+0080-00BF such as '¿', U+2000-2BFF) separate words; CJK is handled apart.
 */
export function isWordCode(code: number): boolean {
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a);
  if (code < 0xc0 || code === 0xd7 || code === 0xf7) return false;
  if (code >= 0x2000 && code < 0x2c00) return false;
  return !isCjkCode(code) && !(code >= 0xd800 && code < 0xe000);
}
