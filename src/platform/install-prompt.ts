/**
 * The browser's offer to install the site as an app (beforeinstallprompt, Chromium-based browsers),
 * kept for the quiet install button (src/ui/install-offer.tsx). In the entry chunk: the event can
 * come before the page hydrates, and a missed one does not come again.
 */
import { readStoredJson, writeStoredJson } from './stored-json.ts';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/** Set once the visitor has said "no thanks": the button never comes back on this device. */
export const INSTALL_DISMISSED_KEY = 'emoji-atlas/install-dismissed/v1';

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(value: BeforeInstallPromptEvent | null): void {
  offer = value;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore. */
export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const installOffered = (): boolean => offer !== null;

export function listenForInstallOffer(): void {
  addEventListener('beforeinstallprompt', (event) => {
    // Once dismissed, the browser's own install entry (menu, address bar) is all that remains.
    if (readStoredJson(INSTALL_DISMISSED_KEY) === true) return;
    // Keeps Chrome's mini-infobar on Android away: the button is the offer.
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  addEventListener('appinstalled', () => setOffer(null));
}

/** The browser's install dialog; an event's prompt() works once, so the button goes either way. */
export function promptInstall(): void {
  const event = offer;
  setOffer(null);
  void event?.prompt().catch(() => undefined);
}

export function dismissInstallOffer(): void {
  writeStoredJson(INSTALL_DISMISSED_KEY, true);
  setOffer(null);
}
