// No imports: the feedback form can count with the same rule as the server.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Length as a reader sees it: one emoji (even a ZWJ family or a flag) or one CJK character is 1. */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}
