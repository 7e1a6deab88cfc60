import { startTransition, useEffect, useReducer } from 'react';
import { type DeviceEmojiSupport, deviceDraws } from '../platform/emoji-draws.ts';

/** undefined until detected; then null when the device draws everything */
let known: DeviceEmojiSupport | null | undefined;
const listeners = new Set<() => void>();
let detecting = false;

/**
 * The detection (canvas probes, emoji-fallback.ts) is loaded once a grid or an emoji page is on
 * screen, not with the page: it kept home's first load over its 118 KiB budget (118.1-118.8 KiB
 * gzip with it). It probes one emoji per task. Until it answers, every emoji shows as text, as in
 * the prerendered HTML.
 */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!detecting) {
    detecting = true;
    import('../platform/emoji-fallback.ts').then(
      async ({ detectEmojiSupport, drawsEverything }) => {
        const support = await detectEmojiSupport();
        known = drawsEverything(support) ? null : support;
        for (const notify of listeners) notify();
      },
      () => {}, // offline before the chunk was kept: the text stays
    );
  }
  return () => {
    listeners.delete(listener);
  };
}

interface GridItem {
  version: number;
  /** artwork exists for base emoji only; a skin variant is drawn when its base is */
  baseHexcode: string;
}

/** The device's support when it lacks one of `items`, else null (and null until detected). */
function gapsOf(items: readonly GridItem[]): DeviceEmojiSupport | null {
  const support = known;
  return support && items.some((item) => !deviceDraws(support, item.version, item.baseHexcode)) ? support : null;
}

/**
 * What this device cannot draw, for one grid (emojiGlyph's `support`): null when the device draws
 * every item of `items`, and on the server and while hydrating (the detection starts after), so
 * the first render equals the prerendered HTML. React renders a grid again after hydration only
 * when the answer differs: on a device that draws everything (the common case) no grid does, and
 * home requests no image; on Windows (no flags) only the flags. Measured on index_v1 in this
 * project's Chromium (draws up to Emoji 15.1), script + style + layout after load, median of 6
 * (load average 15): 763 ms when the device draws everything, 1,052 ms when all nine grids
 * rendered again for the 16 newer emoji. That render is a transition, so React can pause between
 * grids and buttons: as a store update (useSyncExternalStore, always synchronous) it was one task
 * of 110 ms (Chromium trace, 4x the CPU time) to 660 ms (Lighthouse, load average 8).
 */
export function useEmojiGaps(items: readonly GridItem[]): DeviceEmojiSupport | null {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const gaps = gapsOf(items);
  useEffect(() => {
    const update = () => {
      if (gapsOf(items) !== gaps) startTransition(rerender);
    };
    update(); // detected between this render and now
    return subscribe(update);
  }, [items, gaps]);
  return gaps;
}
