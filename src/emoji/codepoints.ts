/** U+FE0F, the emoji presentation selector (variation-selectors.ts drops it from text). */
export const FE0F = 0xfe0f;

/** A code point as emojibase writes it in a hexcode: upper case, at least four digits (1F600, 00A9). */
export const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The code points of a text, one per character. */
export const codePointsOf = (text: string) => Array.from(text, (char) => char.codePointAt(0)!);

/** A hexcode as code points the way Unicode writes them: "1F44D-1F3FB" -> "U+1F44D U+1F3FB". */
export function toCodePoints(hexcode: string): string {
  return hexcode
    .split('-')
    .filter(Boolean)
    .map((codePoint) => `U+${codePoint.toUpperCase().padStart(4, '0')}`)
    .join(' ');
}
