/**
 * One string per distinct text: equal texts made apart (split out of a column, folded) share one
 * string instead of each keeping its own copy. The decoder and the search index each use one
 * while they build, then drop it.
 */
export function interner(): (text: string) => string {
  const seen = new Map<string, string>();
  return (text) => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    seen.set(text, text);
    return text;
  };
}
