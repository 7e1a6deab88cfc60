/**
 * After a deploy, a tab still running the old build may ask for a chunk that no longer exists.
 * Reloading fetches the current pages and chunks; the guard stops a reload loop when the failure
 * is not fixed by reloading (e.g. offline and not cached): at most one reload per 10 seconds.
 */
import { recordError } from './error-log.ts';

export const CHUNK_RELOAD_GUARD_KEY = 'emoji-atlas/chunk-reload/v1';
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** Messages of a failed dynamic import in Chromium, Safari and Firefox. */
const CHUNK_FAILURE = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason);
  return CHUNK_FAILURE.test(message);
}

/**
 * Reloads unless the last chunk-failure reload was less than the guard ago, or the browser is
 * offline: then a chunk failed because the device has not kept it, a reload cannot fetch it either,
 * and without a service worker (a first visit's first seconds) it would swap the working page for
 * the browser's offline page. The time is kept in sessionStorage, so it survives the reload itself
 * but not the tab. Returns whether it reloads.
 */
export function reloadAfterChunkFailure(
  storage: Storage = sessionStorage,
  now: number = Date.now(),
  reload: () => void = () => location.reload(),
  online: boolean = navigator.onLine,
): boolean {
  if (!online) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_GUARD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_GUARD_KEY, String(now));
  } catch {
    // Storage full or blocked: without a guard a reload could loop, so do not reload.
    return false;
  }
  reload();
  return true;
}

export function initChunkReload(): void {
  // Vite's preload helper fires this for failed chunk preloads and failed dynamic imports; cancelling
  // it stops the error from surfacing when the page is about to reload anyway.
  addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    recordError('runtime', payload ?? 'vite:preloadError');
    if (reloadAfterChunkFailure()) event.preventDefault();
  });
  // Dynamic imports that bypass the preload helper reject with the browser's own message.
  addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadFailure(event.reason)) return;
    recordError('runtime', event.reason);
    if (reloadAfterChunkFailure()) event.preventDefault();
  });
}
