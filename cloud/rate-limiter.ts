import { Parse } from './parse-runtime.ts';
import { RATE_LIMITED, rateLimitsOff } from './rate-limit-table.ts';

/**
 * Counters in this process's memory, one window for all keys (fixed-window limiting: a burst
 * across a window's edge can reach twice the figure). Parse's own limiter matches the raw request
 * path, which percent-encoding and /batch sub-requests get around, and is a server option a
 * hosted Parse does not take; this one runs inside the function or trigger, whatever path led
 * there. Memory stays bounded: the map is emptied every window.
 *
 * (Parse.Cloud.define's own `rateLimit` validator option is no substitute: in Parse Server 9.10
 * it registers on a copy of the configuration while Cloud Code loads and is lost; measured, the
 * 6th call of a minute still ran.)
 */
export class WindowCounter {
  private readonly counts = new Map<string, number>();
  private windowEnds = 0;

  constructor(private readonly windowMs: number) {}

  /** Counts one more hit for `key`; false when it is beyond `limit` in the current window. */
  take(key: string, limit: number, now = Date.now()): boolean {
    if (now >= this.windowEnds) {
      this.counts.clear();
      this.windowEnds = now + this.windowMs;
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count <= limit;
  }
}

export function rateLimitedError(): Error {
  return new Parse.Error(Parse.Error.CONNECTION_FAILED, RATE_LIMITED);
}

/** Throws code 100 `rateLimited` once `key` went past `limit` (unless tests turned limits off). */
export function enforceLimit(counter: WindowCounter, key: string, limit: number): void {
  if (!rateLimitsOff() && !counter.take(key, limit)) throw rateLimitedError();
}
