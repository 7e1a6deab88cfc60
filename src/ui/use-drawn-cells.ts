import { startTransition, useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

const NONE = Symbol('none drawn whole');

/**
 * A long grid draws its first cells and the rest later: each cell costs style, layout and paint
 * (a phone at 4x CPU spent ~100 ms on 200 search results, against ~60 on the 126 that fill its screen).
 * `first` is how many of `count` to draw at once, `mustDraw` an index that must be among them (a
 * chosen item). The rest are drawn by `drawRest` (a transition, when the grid's owner decides) or
 * `drawAll` (at once, before a key moves the focus past the drawn cells). A new `startOverOn`
 * (the search results of another query) draws the first cells only again.
 */
export function useDrawnCells(count: number, first: number, { mustDraw = -1, startOverOn }: { mustDraw?: number; startOverOn?: unknown } = {}) {
  const [wholeFor, setWholeFor] = useState<unknown>(NONE);
  const drawn = wholeFor === startOverOn ? count : Math.min(count, Math.max(first, mustDraw + 1));
  const partial = drawn < count;
  const drawRest = useCallback(() => partial && startTransition(() => setWholeFor(startOverOn)), [partial, startOverOn]);
  const drawAll = useCallback(() => partial && flushSync(() => setWholeFor(startOverOn)), [partial, startOverOn]);
  return { drawn, partial, drawRest, drawAll };
}
