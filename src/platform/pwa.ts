/**
 * The part of the PWA plumbing that lives in the entry chunk: the "new version" state the update
 * prompt renders, and the start-up hook. Everything heavier (workbox-window, the polling) is
 * imported only after the page has loaded, so it never competes with the first render.
 */
import type { LanguageCode } from '../i18n/languages.ts';
import { onIdle } from './idle.ts';

type Listener = () => void;

/**
 * 'offered': a newer build is deployed and Reload is shown; 'updating': Reload was pressed, and the
 * page reloads once the new service worker is ready (an install can take a while on a slow network).
 */
type UpdateState = 'none' | 'offered' | 'updating';

let updateState: UpdateState = 'none';
let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

function setUpdateState(value: UpdateState): void {
  updateState = value;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: called whenever the update state changes. */
export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentUpdateState = (): UpdateState => updateState;

/** Shows the prompt; `apply` activates the new version (the waiting service worker) and reloads. */
export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  // A worker that finishes installing after the press offers itself again: the update goes on.
  if (updateState !== 'updating') setUpdateState('offered');
}

export function dismissUpdate(): void {
  setUpdateState('none');
}

/** Runs the activation once; the prompt says the update is under way until the page reloads. */
export function reloadToUpdate(): void {
  if (updateState === 'updating') return;
  setUpdateState('updating');
  applyUpdate?.();
}

/**
 * How long the page stays idle, after its load, before the service worker installs and the data
 * for offline use is kept. Registered at load, the install moved ~590 KB (brotli) while a phone
 * was still loading the page; now nothing but the page moves in its first seconds.
 */
export const START_AFTER_IDLE_MS = 5_000;

/** Registers the service worker and starts the update checks once the page (in `lang`) has been idle a while. */
export function initPwa(lang: LanguageCode): void {
  // The dev server has neither a service worker nor a build id.
  if (!import.meta.env.PROD) return;
  const start = () => {
    void import('./service-worker.ts').then(({ startServiceWorker }) => startServiceWorker(lang, offerUpdate));
  };
  const whenIdle = () => onIdle(() => window.setTimeout(start, START_AFTER_IDLE_MS));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
