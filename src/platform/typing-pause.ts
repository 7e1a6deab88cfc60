/**
 * Work the visitor did not ask for waits until typing pauses: drawn between two keys, the kitchen's
 * 240 buttons (style, layout and paint: ~100 ms on a phone at 4x CPU) held the next key's paint.
 */

/** The events of a key or of an input method's text. */
const TYPING_EVENTS = ['keydown', 'beforeinput', 'compositionupdate'] as const;
/** Longer than the gap between a word's keys on a phone keyboard (120-300 ms), shorter than a reader's pause. */
export const TYPING_PAUSE_MS = 800;

let lastKey = -Infinity;
let watching = false;
const markKey = () => {
  lastKey = performance.now();
};

/**
 * Resolves once no key has been typed for TYPING_PAUSE_MS: at once when the focus is not in a field
 * (input, textarea, editable) and no key came within that time. The first call starts the watch; a
 * focused field then counts as a key just typed, since the keys before the watch were not seen.
 */
export async function whenTypingPauses(): Promise<void> {
  if (!watching) {
    watching = true;
    for (const type of TYPING_EVENTS) addEventListener(type, markKey, { capture: true, passive: true });
    if (document.activeElement?.matches('input, textarea, [contenteditable]')) markKey();
  }
  for (;;) {
    const wait = lastKey + TYPING_PAUSE_MS - performance.now();
    if (wait <= 0) return;
    await new Promise((resume) => setTimeout(resume, wait));
  }
}
