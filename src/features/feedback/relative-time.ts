const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeTime = { kind: 'justNow' } | { kind: 'ago'; value: number; unit: 'minute' | 'hour' | 'day' };

/** How long ago `then` was, in the coarsest unit the board shows (just now, minutes, hours, days). */
export function relativeTime(then: Date, now: Date): RelativeTime {
  // A clock a little behind the server's would otherwise say "in 2 minutes".
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return { kind: 'justNow' };
  if (elapsed < HOUR) return { kind: 'ago', value: Math.floor(elapsed / MINUTE), unit: 'minute' };
  if (elapsed < DAY) return { kind: 'ago', value: Math.floor(elapsed / HOUR), unit: 'hour' };
  return { kind: 'ago', value: Math.floor(elapsed / DAY), unit: 'day' };
}

/** "5 minutes ago" in the page's language (`locale` is its BCP 47 region tag). */
export function formatRelativeTime(time: RelativeTime, locale: string, justNow: string): string {
  if (time.kind === 'justNow') return justNow;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-time.value, time.unit);
}
