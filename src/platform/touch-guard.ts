/**
 * Keeps touch screens from zooming the page: multi-touch gestures do nothing, and a second tap
 * within 300 ms of the previous one is cancelled (so double-tap zoom never fires). Single taps,
 * scrolling and long-press (copy, context menu) are untouched: only touchstart with two or more
 * fingers and the touchend of a quick second tap are cancelled.
 */

export const DOUBLE_TAP_WINDOW_MS = 300;

export function installTouchGuard(target: Document | HTMLElement = document, now: () => number = () => performance.now()): () => void {
  let lastTapEnd = Number.NEGATIVE_INFINITY;

  const onTouchStart = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault();
  };
  const onTouchEnd = (event: TouchEvent) => {
    // Not cancelable: the touch became a scroll; fingers still down: the end of a multi-touch gesture.
    if (!event.cancelable || event.touches.length > 0) return;
    const time = now();
    if (time - lastTapEnd < DOUBLE_TAP_WINDOW_MS) event.preventDefault();
    lastTapEnd = time;
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
