/** Fetches a JSON file of this site; an HTTP error status is an error naming `what` it was. */
export async function fetchJson<T>(url: string, what: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** `load`, called once and its answer shared; after a failure, the next call tries again. */
export function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load();
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };
}
