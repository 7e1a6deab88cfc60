/**
 * Loaded once the page has been idle a while (see initPwa): registers the Workbox service worker,
 * keeps the data for offline use and turns a newer deployed build into the update prompt.
 */
import { Workbox } from 'workbox-window';
import type { LanguageCode } from '../i18n/languages.ts';
import { pageBuildId, watchBuildUpdates } from './build-updates.ts';
import { recordError } from './error-log.ts';
import { installedWorker } from './installed-worker.ts';
import { keepOfflineData } from './offline-data.ts';

/**
 * If the new worker never takes over (an old worker Chromium keeps because it is still handling
 * the page's requests), reload anyway rather than leave the button dead.
 */
const ACTIVATION_TIMEOUT_MS = 10_000;
/**
 * Counted from the press on Reload: the update check and the new worker's install have no ceiling
 * of their own, and a stalled one would leave the button dead. Long enough for an install on a slow
 * phone network; the reload then shows the build the page's worker serves.
 */
const UPDATE_TIMEOUT_MS = 60_000;

/**
 * `lang` is the page's language, whose data is kept for offline use; `offerUpdate` shows the update
 * prompt (passed in by pwa.ts, which imports this module lazily).
 */
export async function startServiceWorker(lang: LanguageCode, offerUpdate: (apply: () => void) => void): Promise<void> {
  const workbox = 'serviceWorker' in navigator ? new Workbox('/sw.js') : null;
  let pendingUpdate: Promise<unknown> = Promise.resolve();
  let registration: ServiceWorkerRegistration | undefined;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    location.reload();
  };

  const activateNewVersion = async () => {
    setTimeout(reloadOnce, UPDATE_TIMEOUT_MS);
    await pendingUpdate;
    const worker = registration?.waiting ?? (await installedWorker(registration?.installing ?? null));
    // Without a new worker the network serves the new pages directly.
    if (!workbox || !worker) return reloadOnce();
    navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
    workbox.messageSkipWaiting();
    setTimeout(reloadOnce, ACTIVATION_TIMEOUT_MS);
  };

  if (workbox) {
    // A new worker that finished installing, whoever started the update check, is a new version.
    workbox.addEventListener('waiting', () => offerUpdate(activateNewVersion));
    try {
      registration = await workbox.register();
      const kept = await keepOfflineData(lang);
      // What this device can search offline, for anyone who looks (the e2e tests wait on it).
      document.documentElement.dataset.offlineData = kept.join(' ');
    } catch (error) {
      recordError('runtime', error);
    }
  }

  const currentId = pageBuildId();
  if (!currentId) return;
  watchBuildUpdates({
    currentId,
    onNewBuild: () => {
      // Fetch the new service worker now, so Reload can switch to it without another round trip.
      pendingUpdate = workbox?.update().catch((error: unknown) => recordError('runtime', error)) ?? pendingUpdate;
      offerUpdate(activateNewVersion);
    },
  });
}
