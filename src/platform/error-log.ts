/** An error caught while the page hydrated or ran, kept for the error view and analytics. */
export interface RecordedError {
  phase: 'hydration' | 'render' | 'runtime';
  message: string;
  time: string;
}

declare global {
  interface Window {
    /** Errors of this page load, newest last (inspectable from the console and the error view). */
    __ATLAS_ERRORS__?: RecordedError[];
    /** Set by the analytics loader when a tag manager is configured. */
    dataLayer?: unknown[];
  }
}

export function recordError(phase: RecordedError['phase'], error: unknown): RecordedError {
  const entry: RecordedError = {
    phase,
    message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    time: new Date().toISOString(),
  };
  if (typeof window !== 'undefined') {
    (window.__ATLAS_ERRORS__ ??= []).push(entry);
    window.dataLayer?.push({ event: 'atlas_error', ...entry });
  }
  return entry;
}

export function recordedErrors(): RecordedError[] {
  return typeof window === 'undefined' ? [] : (window.__ATLAS_ERRORS__ ?? []);
}
