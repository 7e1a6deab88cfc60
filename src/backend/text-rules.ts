/**
 * What visitor text (feedback, replies, contact, optimizer text) may contain and how long it is,
 * shared by Cloud Code, which enforces it, and the screens, which check first. Counts with the
 * core's grapheme segmenter.
 */
import { graphemesOf } from '../emoji/graphemes.ts';

// C0 controls other than tab, line feed and carriage return, DEL and the C1 controls; the bidi
// embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make a text read
// backwards or spill its direction into the page; and unpaired surrogates (JSON can carry them
// as \ud800 escapes; no text a person typed contains one).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const CONTROL_OR_BIDI = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u;
// Code points Unicode has not assigned: nothing can draw them. Only the server checks these: its
// Node knows Unicode 17, while an older browser would refuse the newest emoji.
const UNASSIGNED = /\p{Cn}/u;

export function hasControlOrBidi(text: string): boolean {
  return CONTROL_OR_BIDI.test(text);
}

export function hasForbiddenCharacters(text: string): boolean {
  return CONTROL_OR_BIDI.test(text) || UNASSIGNED.test(text);
}

// A grapheme that draws something has a character other than a space, a format character (zero
// width space and joiners, direction marks, BOM) or a mark: five zero-width spaces are no text.
const DRAWS_SOMETHING = /[^\s\p{Z}\p{Cf}\p{Cc}\p{M}]/u;

/** Graphemes that draw something: the minimum length counts these. */
export function visibleLength(text: string): number {
  let count = 0;
  for (const { segment } of graphemesOf(text)) if (DRAWS_SOMETHING.test(segment)) count += 1;
  return count;
}
