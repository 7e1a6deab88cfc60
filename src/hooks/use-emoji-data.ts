import { startTransition, useCallback, useEffect, useState } from 'react';
import { loadEmojiData, loadedEmojiData } from '../emoji/load.ts';
import type { Emoji } from '../emoji/types.ts';
import { onIdle } from '../platform/idle.ts';

export type EmojiDataState = { status: 'idle' | 'loading' | 'error'; emoji: null } | { status: 'ready'; emoji: Emoji[] };

/**
 * The language's full emoji list. `when` decides when to fetch: 'now', or 'idle' (after the page
 * is idle, so the first paint and hydration are not competing with a 70 KB download).
 * Call `request()` to fetch at once (first search keystroke, another category).
 */
export function useEmojiData(lang: string, when: 'now' | 'idle' = 'now') {
  const [state, setState] = useState<EmojiDataState>(() => {
    const emoji = loadedEmojiData(lang);
    return emoji ? { status: 'ready', emoji } : { status: 'idle', emoji: null };
  });
  const [requested, setRequested] = useState(when === 'now');

  useEffect(() => {
    if (requested) return;
    return onIdle(() => setRequested(true));
  }, [requested]);

  // A failed load (offline before the data was kept) is tried again when the connection comes back.
  const [attempt, setAttempt] = useState(0);
  const failed = state.status === 'error';
  useEffect(() => {
    if (!failed) return;
    const retry = () => setAttempt((count) => count + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);

  useEffect(() => {
    if (!requested) return;
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading', emoji: null }));
    loadEmojiData(lang).then(
      // A transition: the re-render with 1,914 emoji yields to the visitor's input.
      (emoji) => live && startTransition(() => setState({ status: 'ready', emoji })),
      () => live && setState({ status: 'error', emoji: null }),
    );
    return () => {
      live = false;
    };
  }, [lang, requested, attempt]);

  const request = useCallback(() => setRequested(true), []);
  return { ...state, request };
}
