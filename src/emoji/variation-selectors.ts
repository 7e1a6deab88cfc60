/**
 * U+FE0F, the emoji presentation selector, is optional in text and in hexcodes: the data, word
 * lists, artwork sets and Google's kitchen write the same emoji with or without it. Everything that
 * compares emoji drops it first, in one of these two forms.
 */

/** Text without U+FE0F: an emoji is found with or without it (❤️, ❤). */
export const withoutVariationSelectors = (text: string) => text.replace(/\uFE0F/g, '');

/** A hexcode without its FE0F code points, in either case: 1F9D1-200D-2695-FE0F -> 1F9D1-200D-2695. */
export const hexcodeWithoutFE0F = (hexcode: string) =>
  hexcode
    .split('-')
    .filter((codePoint) => codePoint.toUpperCase() !== 'FE0F')
    .join('-');
