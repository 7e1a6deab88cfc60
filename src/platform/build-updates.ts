/**
 * Notices a new deploy: every build writes /builds/latest.json ({ id, timestamp }) and stamps its
 * id into each page (<meta name="build-id">). The page compares the two: about 1 s after load, then
 * every few minutes and whenever the tab becomes visible again.
 */

export const LATEST_BUILD_URL = '/builds/latest.json';
export const FIRST_CHECK_DELAY_MS = 1_000;
export const CHECK_INTERVAL_MS = 5 * 60_000;

export interface LatestBuild {
  id: string;
  timestamp: string;
}

/** The id of the build that produced this page, or null on a page without one (dev server). */
export function pageBuildId(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || null;
}

/** The deployed build's id; null when offline or the file is unreadable (the next check retries). */
export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    // no-store: neither the HTTP cache nor the service worker may answer with an old id.
    const response = await fetch(LATEST_BUILD_URL, { cache: 'no-store' });
    if (!response.ok) return null;
    const latest = (await response.json()) as Partial<LatestBuild>;
    return typeof latest.id === 'string' && latest.id ? latest.id : null;
  } catch {
    return null;
  }
}

export interface WatchOptions {
  currentId: string;
  onNewBuild: (latestId: string) => void;
  fetchLatest?: () => Promise<string | null>;
}

/**
 * Checks for a different deployed build on the schedule above and calls onNewBuild once, then
 * stops (the prompt stays until the visitor acts). Returns a function that stops the checks.
 */
export function watchBuildUpdates({ currentId, onNewBuild, fetchLatest = fetchLatestBuildId }: WatchOptions): () => void {
  let checking = false;
  let stopped = false;

  const check = async () => {
    if (checking || stopped) return;
    checking = true;
    try {
      const latestId = await fetchLatest();
      if (latestId && latestId !== currentId && !stopped) {
        stop();
        onNewBuild(latestId);
      }
    } finally {
      checking = false;
    }
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') void check();
  };

  const firstCheck = setTimeout(check, FIRST_CHECK_DELAY_MS);
  const interval = setInterval(check, CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisibilityChange);

  function stop() {
    stopped = true;
    clearTimeout(firstCheck);
    clearInterval(interval);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  }
  return stop;
}
