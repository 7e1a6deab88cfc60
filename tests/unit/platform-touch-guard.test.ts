import { afterEach, describe, expect, it } from 'vitest';
import { DOUBLE_TAP_WINDOW_MS, installTouchGuard } from '../../src/platform/touch-guard.ts';

/** jsdom has no Touch constructor: a cancelable event with the touch count the guard reads. */
function touch(type: 'touchstart' | 'touchend', fingers: number, cancelable = true): Event {
  const event = new Event(type, { bubbles: true, cancelable });
  Object.defineProperty(event, 'touches', { value: { length: fingers } });
  return event;
}

describe('installTouchGuard', () => {
  let clock = 0;
  let uninstall = () => {};
  afterEach(() => uninstall());
  const install = () => {
    clock = 1_000;
    uninstall = installTouchGuard(document, () => clock);
  };
  const tap = (atMs: number) => {
    clock = atMs;
    document.body.dispatchEvent(touch('touchstart', 1));
    const end = touch('touchend', 0);
    document.body.dispatchEvent(end);
    return end.defaultPrevented;
  };

  it('cancels a second tap within 300 ms and lets taps further apart through', () => {
    install();
    expect(tap(1_000)).toBe(false);
    expect(tap(1_100)).toBe(true);
    expect(tap(1_100 + DOUBLE_TAP_WINDOW_MS + 100)).toBe(false);
    expect(tap(1_100 + 2 * DOUBLE_TAP_WINDOW_MS + 300)).toBe(false);
  });

  it('leaves single-finger touchstart (scrolling, long-press) alone and blocks multi-touch', () => {
    install();
    const single = touch('touchstart', 1);
    document.body.dispatchEvent(single);
    expect(single.defaultPrevented).toBe(false);
    const pinch = touch('touchstart', 2);
    document.body.dispatchEvent(pinch);
    expect(pinch.defaultPrevented).toBe(true);
  });

  it('does not treat the end of a scroll or of a multi-touch gesture as a tap', () => {
    install();
    tap(1_000);
    clock = 1_050;
    const scrollEnd = touch('touchend', 0, false);
    document.body.dispatchEvent(scrollEnd);
    const fingerLifted = touch('touchend', 1);
    document.body.dispatchEvent(fingerLifted);
    expect(fingerLifted.defaultPrevented).toBe(false);
    expect(tap(1_400)).toBe(false);
  });

  it('stops when uninstalled', () => {
    install();
    uninstall();
    tap(1_000);
    expect(tap(1_050)).toBe(false);
  });
});
