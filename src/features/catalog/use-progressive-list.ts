import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items of `list` at once, all of them after the frame has been painted, in a
 * transition the next change interrupts: a one-letter query with 200 hits then costs the
 * keystroke's frame no more than a precise one.
 */
export function useProgressiveList<T>(list: T[] | null, first: number): T[] | null {
  const [complete, setComplete] = useState<T[] | null>(null);
  useEffect(() => {
    if (!list || list.length <= first) return;
    let afterPaint = 0;
    // A timeout queued from requestAnimationFrame runs once that frame has been painted.
    const frame = requestAnimationFrame(() => {
      afterPaint = window.setTimeout(() => startTransition(() => setComplete(list)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
    };
  }, [list, first]);
  return list && complete !== list ? list.slice(0, first) : list;
}
