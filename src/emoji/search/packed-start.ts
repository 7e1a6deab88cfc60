/**
 * A place where a query may start matching a term, packed into one number so the index keeps its
 * 51,000 starts (Japanese file) in an Int32Array: term * 512 + offset * 2 + 1 at a word start.
 */

/** Later offsets in a term are not indexed (the index builder stops there). */
export const MAX_START_OFFSET = 255;
/** The largest term number whose packed start still fits a signed 32-bit entry. */
export const MAX_START_TERM = 2 ** 22 - 1;

/** `atWordStart`: the term's start or a start after a separator, where a label's words begin. */
export function packStart(term: number, offset: number, atWordStart: boolean): number {
  if (!Number.isInteger(term) || term < 0 || term > MAX_START_TERM) throw new RangeError(`term ${term} is not 0-${MAX_START_TERM}`);
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_START_OFFSET) {
    throw new RangeError(`offset ${offset} is not 0-${MAX_START_OFFSET}`);
  }
  return term * 512 + offset * 2 + (atWordStart ? 1 : 0);
}

export const startTerm = (packed: number) => packed >>> 9;
export const startOffset = (packed: number) => (packed >>> 1) & MAX_START_OFFSET;
export const isWordStart = (packed: number) => (packed & 1) === 1;
