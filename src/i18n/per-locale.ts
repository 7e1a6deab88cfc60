/**
 * `make` for a locale, made on the first call with that locale and kept: Intl objects cost more
 * to make than to use (a word segmenter more than segmenting a sentence; a date formatter 0.3-1.6
 * ms against microseconds to format).
 */
export function memoizedByLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const kept = new Map<string, T>();
  return (locale) => {
    let value = kept.get(locale);
    if (value === undefined) kept.set(locale, (value = make(locale)));
    return value;
  };
}
