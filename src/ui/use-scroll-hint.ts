import { useEffect, useRef } from 'react';

/**
 * Marks a horizontally scrolling strip with `data-more="start"`, `"end"` or `"both"` while some
 * of it is out of view on that side, so CSS can fade that edge (the .scroll-hint class): a strip
 * clipped at a word ("Fla…") gives no other hint that it scrolls. No attribute when it all fits.
 */
export function useScrollHint<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      // 1 px of slack: fractional widths leave scrollWidth a pixel above clientWidth.
      const start = strip.scrollLeft > 1;
      const end = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      const more = start && end ? 'both' : start ? 'start' : end ? 'end' : null;
      if (more) strip.dataset.more = more;
      else delete strip.dataset.more;
    };
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, []);
  return ref;
}
