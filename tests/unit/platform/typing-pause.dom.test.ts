/**
 * Work nobody asked for waits for a pause in typing: whenTypingPauses answers once no key, input
 * or composition has come for TYPING_PAUSE_MS, at once when the visitor is not typing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('../../../src/platform/typing-pause.ts');
let typingPause: Module;

beforeEach(async () => {
  vi.useFakeTimers();
  // The watch starts on the module's first call: each test gets a fresh module.
  vi.resetModules();
  typingPause = await import('../../../src/platform/typing-pause.ts');
  document.body.innerHTML = '<input type="search" id="box"><button id="button">b</button>';
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const settled = (promise: Promise<void>) => {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
};
const key = (type = 'keydown') => document.getElementById('box')!.dispatchEvent(new Event(type, { bubbles: true }));

describe('whenTypingPauses', () => {
  it('answers at once when the focus is not in a text field and no key came', async () => {
    document.getElementById('button')!.focus();
    const pause = settled(typingPause.whenTypingPauses());
    await vi.advanceTimersByTimeAsync(0);
    expect(pause.done).toBe(true);
  });

  it('counts a focused search box as a key just typed on its first call', async () => {
    document.getElementById('box')!.focus();
    const pause = settled(typingPause.whenTypingPauses());
    await vi.advanceTimersByTimeAsync(typingPause.TYPING_PAUSE_MS - 1);
    expect(pause.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(pause.done).toBe(true);
  });

  it.each(['keydown', 'beforeinput', 'compositionupdate'])('waits on while %s events keep coming', async (type) => {
    await typingPause.whenTypingPauses();
    key(type);
    const pause = settled(typingPause.whenTypingPauses());
    for (let step = 0; step < 5; step++) {
      await vi.advanceTimersByTimeAsync(typingPause.TYPING_PAUSE_MS / 2);
      key(type);
    }
    expect(pause.done).toBe(false);
    await vi.advanceTimersByTimeAsync(typingPause.TYPING_PAUSE_MS);
    expect(pause.done).toBe(true);
  });

  it('ignores what is not typing: a click or a scroll', async () => {
    await typingPause.whenTypingPauses();
    document.getElementById('button')!.dispatchEvent(new Event('click', { bubbles: true }));
    document.dispatchEvent(new Event('scroll'));
    const pause = settled(typingPause.whenTypingPauses());
    await vi.advanceTimersByTimeAsync(0);
    expect(pause.done).toBe(true);
  });
});
