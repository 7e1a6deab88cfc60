/**
 * Runs `callback` when the browser is idle (requestIdleCallback), or after `fallbackMs` where it
 * cannot tell (Safari). Returns the cancel.
 */
export function onIdle(callback: () => void, fallbackMs = 200): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(() => callback());
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, fallbackMs);
  return () => clearTimeout(timer);
}
