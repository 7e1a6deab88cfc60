/**
 * The part of the PWA plumbing that lives in the entry chunk: the "new version" state the update
 * prompt renders, and the start-up hook. Everything heavier (workbox-window, the polling) is
 * imported only after the page has loaded, so it never competes with the first render.
 */
import type { LanguageCode } from '../i18n/languages.ts';

type Listener = () => void;

let updateAvailable = false;
let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

function setUpdateAvailable(value: boolean): void {
  updateAvailable = value;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: called whenever the "new version" state changes. */
export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isUpdateAvailable = (): boolean => updateAvailable;

/** Shows the prompt; `apply` activates the new version (the waiting service worker) and reloads. */
export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  setUpdateAvailable(true);
}

export function dismissUpdate(): void {
  setUpdateAvailable(false);
}

export function reloadToUpdate(): void {
  setUpdateAvailable(false);
  applyUpdate?.();
}

/**
 * After the load event the glue waits for the visitor's first input or this long: its chunk
 * (workbox-window, 2.9 KiB gzip) then stays out of the page's first load (home budget,
 * scripts/bench-cold-load.ts), and the worker's precache download never competes with it.
 */
const START_DELAY_MS = 3_000;
const FIRST_INPUTS = ['pointerdown', 'keydown', 'scroll'] as const;

/** Registers the service worker and starts the update checks once the page (in `lang`) has settled. */
export function initPwa(lang: LanguageCode): void {
  // The dev server has neither a service worker nor a build id.
  if (!import.meta.env.PROD) return;
  let timer = 0;
  const start = () => {
    clearTimeout(timer);
    for (const type of FIRST_INPUTS) removeEventListener(type, start);
    void import('./service-worker.ts').then(({ startServiceWorker }) => startServiceWorker(lang, offerUpdate));
  };
  const afterLoad = () => {
    timer = window.setTimeout(start, START_DELAY_MS);
    for (const type of FIRST_INPUTS) addEventListener(type, start, { passive: true });
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
