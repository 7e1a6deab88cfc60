import { useSyncExternalStore } from 'react';
import { deviceEmojiSupport, drawsEverything, type DeviceEmojiSupport } from '../platform/emoji-fallback.ts';

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

/**
 * What this device cannot draw, for the emoji grids (pass it to deviceDraws); null when it draws
 * everything. Null too on the server and while hydrating, so the first render equals the
 * prerendered HTML; React renders again after hydration only when the client's answer differs,
 * so on a device that draws everything (the common case) the 1,914 cells of index_v1 do not
 * render twice, and home requests no image.
 */
export function useEmojiGaps(): DeviceEmojiSupport | null {
  return useSyncExternalStore(unchanging, gaps, () => null);
}
