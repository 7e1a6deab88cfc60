import { useCallback, useSyncExternalStore } from 'react';
import { deviceDraws, deviceEmojiSupport, drawsEverything, type DeviceEmojiSupport } from '../platform/emoji-fallback.ts';

let known: DeviceEmojiSupport | null | undefined;

/** The device's support when it lacks something, else null; detected at the first call, then kept. */
function gaps(): DeviceEmojiSupport | null {
  if (known === undefined) {
    const support = deviceEmojiSupport();
    known = drawsEverything(support) ? null : support;
  }
  return known;
}

const unchanging = () => () => {};

interface GridItem {
  version: number;
  /** artwork exists for base emoji only; a skin variant is drawn when its base is */
  baseHexcode: string;
}

/**
 * What this device cannot draw, for one grid (pass it to deviceDraws): null when the device draws
 * every item of `items`, and on the server and while hydrating, so the first render equals the
 * prerendered HTML. React renders a grid again after hydration only when the answer differs: on a
 * device that draws everything (the common case) no grid does, and home requests no image; on
 * Windows (no flags) only the flags. Measured on index_v1 in this project's Chromium (draws up to
 * Emoji 15.1), script + style + layout after load, median of 6 (load average 15): 763 ms when the
 * device draws everything, 1,052 ms when all nine grids rendered again for the 16 newer emoji.
 */
export function useEmojiGaps(items: readonly GridItem[]): DeviceEmojiSupport | null {
  const forItems = useCallback(() => {
    const support = gaps();
    return support && items.some((item) => !deviceDraws(support, { version: item.version, hexcode: item.baseHexcode })) ? support : null;
  }, [items]);
  return useSyncExternalStore(unchanging, forItems, () => null);
}
