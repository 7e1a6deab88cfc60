/**
 * Text as a reader counts it: one emoji (even a ZWJ family or a flag), one CJK character, or a
 * letter with its combining marks is one grapheme. One segmenter for every count, made on first
 * use: the optimizer's limits, the feedback rules and Cloud Code all count with it.
 */
let segmenter: Intl.Segmenter | undefined;

/** The graphemes of `text`, each a segment of it. */
export function graphemesOf(text: string): Intl.Segments {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter.segment(text);
}

export function countGraphemes(text: string): number {
  let count = 0;
  for (const _ of graphemesOf(text)) count += 1;
  return count;
}
