import { describe, expect, it } from 'vitest';
import { isWordStart, MAX_START_OFFSET, MAX_START_TERM, packStart, startOffset, startTerm } from '../../../src/emoji/search/packed-start.ts';

describe('packed starts of the search index', () => {
  it('unpacks to the term, offset and word start it was packed from, at and between the limits', () => {
    for (const term of [0, 1, 511, 22_000, MAX_START_TERM - 1, MAX_START_TERM]) {
      for (const offset of [0, 1, 128, MAX_START_OFFSET - 1, MAX_START_OFFSET]) {
        for (const atWordStart of [true, false]) {
          const packed = packStart(term, offset, atWordStart);
          expect([startTerm(packed), startOffset(packed), isWordStart(packed)]).toEqual([term, offset, atWordStart]);
          // The index keeps starts in an Int32Array: the largest must survive it unchanged.
          expect(Int32Array.of(packed)[0]).toBe(packed);
        }
      }
    }
  });

  it('keeps the layout the index sorts by: term first, then offset, then the word-start bit', () => {
    expect(packStart(3, 7, true)).toBe(3 * 512 + 7 * 2 + 1);
    expect(packStart(MAX_START_TERM, MAX_START_OFFSET, true)).toBe(2 ** 31 - 1);
  });

  it('refuses what would not unpack to itself', () => {
    expect(MAX_START_OFFSET).toBe(255);
    expect(MAX_START_TERM).toBe(4_194_303);
    for (const [term, offset] of [
      [MAX_START_TERM + 1, 0],
      [-1, 0],
      [0, MAX_START_OFFSET + 1],
      [0, -1],
      [1.5, 0],
      [0, 0.5],
      [Number.NaN, 0],
      [0, Number.POSITIVE_INFINITY],
      [Number.MAX_SAFE_INTEGER, 0],
    ] as const) {
      expect(() => packStart(term, offset, true), `${term}, ${offset}`).toThrow(RangeError);
    }
  });
});
