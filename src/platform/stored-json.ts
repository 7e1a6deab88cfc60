/**
 * localStorage as JSON, never throwing: a missing, corrupt or unreadable entry reads as null (the
 * caller validates what it gets and falls back to its defaults), and a write that fails (private
 * mode, a full quota) leaves the value for this page only.
 */
export function readStoredJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Stores a value; `undefined` removes the entry. */
export function writeStoredJson(key: string, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the value lives as long as the page.
  }
}
