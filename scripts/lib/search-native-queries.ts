/**
 * Held-out native queries (data/search-native-queries.json): typed the way people in each language
 * type, each with the emoji a native expects among the first results. Run as on the page, as the
 * head queries are (scripts/lib/search-head-queries.ts). `npm run bench` reports the share that succeeds.
 */
import nativeQueries from '../../data/search-native-queries.json';
import { searchEmoji } from '../../src/emoji/search.ts';
import type { Category } from '../../src/emoji/types.ts';
import type { LanguageCode } from '../../src/i18n/languages.ts';
import type { PageIndex } from './search-head-queries.ts';

export interface NativeQuery {
  lang: LanguageCode;
  query: string;
  /** how many first results are looked at */
  top: number;
  /** hexcodes of which one must be among the first `top` */
  expected?: string[];
  /** or: the first result's category */
  category?: Category;
}

export const NATIVE_QUERIES = nativeQueries.queries as NativeQuery[];

export const nativeQueriesFound = (outcomes: { ok: boolean }[]) => outcomes.filter(({ ok }) => ok).length / outcomes.length;

/** Each native query with whether it succeeds and the hexcodes the search puts first. */
export function nativeQueryOutcomes(pageIndex: PageIndex): { query: NativeQuery; ok: boolean; found: string[] }[] {
  return NATIVE_QUERIES.map((query) => {
    const results = searchEmoji(pageIndex(query.lang, query.query), query.query, query.top);
    const ok = query.category ? results[0]?.category === query.category : results.some((emoji) => query.expected!.includes(emoji.hexcode));
    return { query, ok, found: results.map((emoji) => emoji.hexcode) };
  });
}
