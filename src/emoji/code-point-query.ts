/**
 * A query written as code points, the way developers and character tables write them: U+1F600,
 * 1F600, &#x1F600;, &#128512;, \u{1F600}, 0x1F600, or an emojibase hexcode (1F1FA-1F1F8). Returns
 * the characters, or null. Bare hex needs a digit and four to six of them, so words spelled with
 * a-f ('face', 'cafe', 'beef') stay words.
 */
const FORMS = [/^u\+([0-9a-f]{4,6})$/i, /^&#x([0-9a-f]{1,6});?$/i, /^&#([0-9]{1,7});?$/, /^\\u\{?([0-9a-f]{4,6})\}?$/i, /^0x([0-9a-f]{4,6})$/i];
const BARE_HEX = /^[0-9a-f]{4,6}(?:-[0-9a-f]{4,6})*$/i;
const LARGEST_CODE_POINT = 0x10ffff;

export function codePointQuery(query: string): string | null {
  for (const [at, form] of FORMS.entries()) {
    const digits = form.exec(query)?.[1];
    if (digits) return characters([digits], at === 2 ? 10 : 16);
  }
  return BARE_HEX.test(query) && /\d/.test(query) ? characters(query.split('-'), 16) : null;
}

function characters(parts: readonly string[], radix: number): string | null {
  const codePoints = parts.map((part) => parseInt(part, radix));
  if (codePoints.some((code) => !(code > 0x20 && code <= LARGEST_CODE_POINT) || (code >= 0xd800 && code < 0xe000))) return null;
  return String.fromCodePoint(...codePoints);
}
