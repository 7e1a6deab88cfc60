/** States a service worker reaches once its install has succeeded. */
const INSTALLED_STATES: readonly ServiceWorkerState[] = ['installed', 'activating', 'activated'];

/**
 * Resolves with `worker` once it has installed (waiting, or already further), or with null when
 * there is none or its install fails (redundant).
 *
 * The state it has now counts, not only the next `statechange`: a page hears of a worker's new
 * state and of its registration's new `installing` and `waiting` as separate messages, so it may
 * find under `installing` a worker already installed, whose next change (activating) only comes
 * after the skip-waiting message this answer is awaited for.
 */
export function installedWorker(worker: ServiceWorker | null): Promise<ServiceWorker | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const settle = () => {
      if (INSTALLED_STATES.includes(worker.state)) resolve(worker);
      else if (worker.state === 'redundant') resolve(null);
      else return false;
      worker.removeEventListener('statechange', settle);
      return true;
    };
    if (!settle()) worker.addEventListener('statechange', settle);
  });
}
