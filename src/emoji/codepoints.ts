/** A hexcode as code points the way Unicode writes them: "1F44D-1F3FB" -> "U+1F44D U+1F3FB". */
export function toCodePoints(hexcode: string): string {
  return hexcode
    .split('-')
    .filter(Boolean)
    .map((codePoint) => `U+${codePoint.toUpperCase().padStart(4, '0')}`)
    .join(' ');
}
