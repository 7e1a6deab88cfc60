/**
 * Head queries: what most visitors type, with the emoji expected first (data/search-head-queries.json).
 * The unit test tests/unit/scripts/lib/search-head-queries.test.ts asserts each; `npm run bench` reports hit@1.
 * Each runs as on its page: the page's own file (its language, Chinese labels, English), with the
 * Chinese tags merged when the query has Han characters on a page that fetches them for it.
 */
import headQueries from '../../data/search-head-queries.json';
import { wantsChineseTags } from '../../src/emoji/chinese-tags.ts';
import { wantsJapaneseReadings } from '../../src/emoji/japanese-query.ts';
import { createSearchIndex, type SearchIndex, searchEmoji } from '../../src/emoji/search.ts';
import type { Emoji } from '../../src/emoji/types.ts';
import type { LanguageCode } from '../../src/i18n/languages.ts';

export interface HeadQuery {
  lang: LanguageCode;
  query: string;
  /** hexcode of the emoji expected first */
  first: string;
  /** the same emoji, for the reader */
  emoji: string;
  /** hexcode the search is known to put first instead, and why */
  miss?: string;
  why?: string;
}

export const HEAD_QUERIES = headQueries.queries as HeadQuery[];

/** The search index a page searches a query with: its file, with the files the query makes it fetch merged. */
export type PageIndex = (lang: LanguageCode, query: string) => SearchIndex;

/** PageIndex over the generated files, each index built once. */
export function pageIndexes(emojiOf: (lang: LanguageCode) => Emoji[], chineseTags: () => string[][], readings: () => string[][]): PageIndex {
  const indexes = new Map<string, SearchIndex>();
  return (lang, query) => {
    const tags = wantsChineseTags(lang, query);
    const read = wantsJapaneseReadings(lang, query);
    const key = `${lang} ${tags} ${read}`;
    let index = indexes.get(key);
    if (!index) {
      index = createSearchIndex(emojiOf(lang), { chineseTags: tags ? chineseTags() : null, readings: read ? readings() : null });
      indexes.set(key, index);
    }
    return index;
  };
}

/** Each head query with the hexcode the search puts first (null: nothing found). */
export function headQueryFirsts(pageIndex: PageIndex): { query: HeadQuery; found: string | null }[] {
  return HEAD_QUERIES.map((query) => ({ query, found: searchEmoji(pageIndex(query.lang, query.query), query.query, 1)[0]?.hexcode ?? null }));
}

export const hitAt1 = (firsts: { query: HeadQuery; found: string | null }[]) =>
  firsts.filter(({ query, found }) => found === query.first).length / firsts.length;
