import { countGraphemes, graphemesOf } from '../emoji/graphemes.ts';

/**
 * The optimizer's input rule, shared by the screen (which checks before sending) and the Cloud
 * Function (which enforces it): 5 to 5,000 characters as a reader counts them (graphemes: one
 * emoji, even a family or a flag, or one CJK character is one), leading and trailing spaces not
 * counted, nor characters drawn as nothing.
 */
export const TEXT_LIMITS = { min: 5, max: 5_000 } as const;

export type TextProblem = 'required' | 'tooShort' | 'tooLong';

// No grapheme takes more UTF-16 code units than this (the longest emoji sequences, a family with
// skin tones or a subdivision flag, take under 32), so lengths beyond the limits times this need
// no segmenting.
const MAX_UNITS_PER_GRAPHEME = 32;

/**
 * What a reader sees: neither a space nor a character drawn as nothing (zero-width spaces and
 * joiners, bidi marks, variation selectors, the Hangul filler U+3164), which trim() keeps. A text
 * of those alone came back "optimized" and empty, where a text of spaces is asked for.
 */
const VISIBLE = /[^\s\p{Default_Ignorable_Code_Point}]/u;

/** Whether fewer than `min` graphemes of the text are visible; stops counting at `min`. */
function hasFewerVisible(text: string, min: number): boolean {
  let count = 0;
  for (const { segment } of graphemesOf(text)) if (VISIBLE.test(segment) && (count += 1) === min) return false;
  return true;
}

// Any character neither visible nor a space: only then can the visible count differ from the length.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;

/** What is wrong with a text for the optimizer, or null. Segments only when the length is unclear. */
export function textProblem(text: string): TextProblem | null {
  const trimmed = text.trim();
  if (trimmed.length > TEXT_LIMITS.max * MAX_UNITS_PER_GRAPHEME) return 'tooLong';
  if (!VISIBLE.test(trimmed)) return 'required';
  if (trimmed.length < TEXT_LIMITS.min) return 'tooShort';
  // Too short counts what a reader sees; too long counts every character, which the engine reads.
  const mayBeShort = trimmed.length < TEXT_LIMITS.min * MAX_UNITS_PER_GRAPHEME || INVISIBLE.test(trimmed);
  if (mayBeShort && hasFewerVisible(trimmed, TEXT_LIMITS.min)) return 'tooShort';
  return trimmed.length > TEXT_LIMITS.max && countGraphemes(trimmed) > TEXT_LIMITS.max ? 'tooLong' : null;
}
