/**
 * The optimizer's input rule, shared by the screen (which checks before sending) and the Cloud
 * Function (which enforces it): 5 to 5,000 characters as a reader counts them (graphemes: one
 * emoji, even a family or a flag, or one CJK character is one), leading and trailing spaces not
 * counted.
 */
export const TEXT_LIMITS = { min: 5, max: 5_000 } as const;

export type TextProblem = 'required' | 'tooShort' | 'tooLong';

// No grapheme takes more UTF-16 code units than this (the longest emoji sequences, a family with
// skin tones or a subdivision flag, take under 32), so lengths beyond the limits times this need
// no segmenting.
const MAX_UNITS_PER_GRAPHEME = 32;

let graphemes: Intl.Segmenter | undefined;

export function graphemeCount(text: string): number {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** What is wrong with a text for the optimizer, or null. Segments only when the length is unclear. */
export function textProblem(text: string): TextProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length < TEXT_LIMITS.min) return 'tooShort';
  if (trimmed.length > TEXT_LIMITS.max * MAX_UNITS_PER_GRAPHEME) return 'tooLong';
  const mayBeShort = trimmed.length < TEXT_LIMITS.min * MAX_UNITS_PER_GRAPHEME;
  const mayBeLong = trimmed.length > TEXT_LIMITS.max;
  if (!mayBeShort && !mayBeLong) return null;
  const count = graphemeCount(trimmed);
  if (count < TEXT_LIMITS.min) return 'tooShort';
  return count > TEXT_LIMITS.max ? 'tooLong' : null;
}
