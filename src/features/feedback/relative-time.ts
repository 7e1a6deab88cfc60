import { memoizedByLocale } from '../../i18n/per-locale.ts';

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

/**
 * One formatter per language and kind, made on first use: a board's first page formats 20 items
 * and their replies twice each. Made per call (Date.toLocaleString makes one too), they took 120 ms
 * of the 331 ms task that rendered the page under Lighthouse's 4x CPU slowdown. The
 * first one made stays dear: a page's first Intl date or number formatter of any kind costs 17-34 ms
 * in Chromium 150, unthrottled (ICU loads its data and the time zone), the next ones 0.1-1.6 ms.
 */
const relativeFormat = memoizedByLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
// Date.toLocaleString's fields: the full date and time, as a tooltip gives it.
const dateTimeFormat = memoizedByLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }),
);

/** "5 minutes ago" in the page's language (`locale` is its BCP 47 region tag). */
export function formatRelativeTime(time: RelativeTime, locale: string, justNow: string): string {
  if (time.kind === 'justNow') return justNow;
  return relativeFormat(locale).format(-time.value, time.unit);
}

/** The date and time of `date` in full, in the page's language. */
export function formatDateTime(date: Date, locale: string): string {
  return dateTimeFormat(locale).format(date);
}
