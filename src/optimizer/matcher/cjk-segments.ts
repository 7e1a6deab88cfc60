import { memoizedByLocale } from '../../i18n/per-locale.ts';
import type { Token } from '../tokens.ts';

/** Intl.Segmenter per locale: constructing one costs more than segmenting a sentence. */
const segmenterFor = memoizedByLocale((locale) => new Intl.Segmenter(locale, { granularity: 'word' }));

export interface Segment {
  start: number;
  end: number;
}

/** Text the segmenter sees either side of a run: its rules look a few characters around (marks and format characters attach to the one before). */
const SEGMENTER_CONTEXT = 32;
/**
 * The most text (UTF-16 code units) the segmenter is given at once. ICU's word iterator is
 * quadratic where Han or kana alternate with combining marks or format characters: over a whole
 * text of 5,000 Han characters each carrying eight marks, the matcher's questions took 600 ms.
 * A run of up to WINDOW - 2 × SEGMENTER_CONTEXT characters (every run of real text) is segmented
 * whole with its context, exactly as in the whole text; a longer one in sliding windows.
 */
const SEGMENTER_WINDOW = 512;

/**
 * The word segment around a position, asked of Intl.Segmenter only when needed: segmenting all
 * of a 5,000-character Chinese text costs 3.4 ms, most of the optimizer's budget, while the
 * matcher needs the segments around its candidates only. Positions are asked in increasing
 * order, run by run (see enterRun), so the last segment answers most questions without another
 * call, and one window of text serves many runs.
 * Even so the segmenter is about half of a Chinese or Japanese text's time (the bench's
 * 5,000-character zh text: 1,026 questions, 2.9 of 5.5 ms): a question costs about 1 µs however
 * close, plus ICU's dictionary work on the text it walks to reach the position.
 */
export class LazySegments {
  private segments: Intl.Segments | undefined;
  private readonly window: Segment = { start: 0, end: 0 };
  private readonly run: Segment = { start: 0, end: 0 };
  private readonly last: Segment = { start: -1, end: -1 };

  constructor(
    private readonly text: string,
    private readonly locale: string,
  ) {}

  /** The CJK run the next questions are about. */
  enterRun(token: Token): void {
    this.run.start = token.start;
    this.run.end = token.end;
  }

  at(position: number): Segment {
    if (position >= this.last.start && position < this.last.end) return this.last;
    const { start } = this.windowAround(position);
    const { index, segment } = this.segments!.containing(position - start)!;
    this.last.start = start + index;
    this.last.end = start + index + segment.length;
    return this.last;
  }

  isBoundary(position: number): boolean {
    return position === this.text.length || this.endsLastSegment(position) || this.at(position).start === position;
  }

  /**
   * Whether the segment last asked about ends at `position`, a boundary known without asking again
   * (the matcher's next word often starts where the last one ended): on the bench's 5,000-character
   * texts, 1,478 -> 1,094 questions in Japanese (its time 12% less, the same matches), 1,026 ->
   * 1,000 in Chinese. A segment cut by the edge of a window says nothing about the text beyond it.
   */
  endsLastSegment(position: number): boolean {
    return position === this.last.end && (position < this.window.end || position === this.text.length);
  }

  /** A window holding the run (or, for a very long run, the position) with context either side. */
  private windowAround(position: number): Segment {
    const { text, window, run } = this;
    const isShortRun = run.end - run.start + 2 * SEGMENTER_CONTEXT <= SEGMENTER_WINDOW;
    const from = Math.max(0, (isShortRun ? run.start : position) - SEGMENTER_CONTEXT);
    const to = Math.min(text.length, (isShortRun ? run.end : position) + SEGMENTER_CONTEXT);
    if (this.segments && window.start <= from && to <= window.end) return window;
    window.start = isShortRun ? from : Math.max(0, position - SEGMENTER_WINDOW / 2);
    window.end = Math.min(text.length, window.start + SEGMENTER_WINDOW);
    this.segments = segmenterFor(this.locale).segment(text.slice(window.start, window.end));
    return window;
  }
}
