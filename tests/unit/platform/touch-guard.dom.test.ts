import { afterEach, describe, expect, it } from 'vitest';
import { DOUBLE_TAP_WINDOW_MS, installTouchGuard, SAME_SPOT_PX } from '../../../src/platform/touch-guard.ts';

/** jsdom has no Touch constructor: a cancelable event with the touch count and point the guard reads. */
function touch(type: 'touchstart' | 'touchend', fingers: number, cancelable = true, at = { x: 10, y: 10 }): Event {
  const event = new Event(type, { bubbles: true, cancelable });
  Object.defineProperty(event, 'touches', { value: { length: fingers } });
  Object.defineProperty(event, 'changedTouches', { value: [{ clientX: at.x, clientY: at.y }] });
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
  const tap = (atMs: number, on: Element = document.body, at = { x: 10, y: 10 }) => {
    clock = atMs;
    on.dispatchEvent(touch('touchstart', 1, true, at));
    const end = touch('touchend', 0, true, at);
    on.dispatchEvent(end);
    return end.defaultPrevented;
  };

  it('cancels a second tap within 300 ms and lets taps further apart through', () => {
    install();
    expect(tap(1_000)).toBe(false);
    expect(tap(1_100)).toBe(true);
    expect(tap(1_100 + DOUBLE_TAP_WINDOW_MS + 100)).toBe(false);
    expect(tap(1_100 + 2 * DOUBLE_TAP_WINDOW_MS + 300)).toBe(false);
  });

  it('lets a quick tap on another control or another spot through: only the same spot is a double tap', () => {
    install();
    document.body.innerHTML = '<button id="a"><span id="a-text">A</span></button><button id="b">B</button>';
    const a = document.getElementById('a')!;
    const aText = document.getElementById('a-text')!;
    const b = document.getElementById('b')!;
    // 12 taps 270 ms apart, alternating two buttons at the same point (buttons under a moving list).
    for (let i = 0; i < 12; i++) expect(tap(1_000 + i * 270, i % 2 ? b : a)).toBe(false);
    // Same button, farther than a fingertip apart.
    expect(tap(10_000, a, { x: 10, y: 10 })).toBe(false);
    expect(tap(10_200, a, { x: 10 + SAME_SPOT_PX + 6, y: 10 })).toBe(false);
    // Same button (its inner text counts as the button), same spot: the double tap is cancelled.
    expect(tap(20_000, a, { x: 10, y: 10 })).toBe(false);
    expect(tap(20_200, aText, { x: 14, y: 12 })).toBe(true);
    document.body.innerHTML = '';
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
