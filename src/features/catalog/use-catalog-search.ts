import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { loadChineseTags, wantsChineseTags } from '../../emoji/chinese-tags.ts';
import { wantsJapaneseReadings } from '../../emoji/japanese-query.ts';
import type { Emoji, SkinTone } from '../../emoji/types.ts';
import { useSearchModule } from '../../hooks/use-search-module.ts';
import { readSharedQuery, writeSearchParam } from './catalog-params.ts';
import type { ShownEmoji } from './emoji-grid.tsx';
import { showEmoji } from './show-emoji.ts';

/**
 * ?q= follows the query once typing pauses: history.replaceState took ~4 ms a keystroke in a CPU
 * profile of typing "heart", "smile" and "flag" on /en (65 of 370 ms of the page's script, the
 * largest single item). A navigation within the pause drops the write rather than stamping the
 * old query onto the new page's URL.
 */
const QUERY_URL_DELAY_MS = 300;

interface CatalogSearchOptions {
  lang: string;
  /** the language's emoji, null until its data file has loaded */
  emoji: Emoji[] | null;
  tone: SkinTone;
  /** fetches the data file at once */
  requestData(): void;
}

/**
 * The catalogue's search: the query (also in ?q=, read after hydration), the index, built on the
 * first sign of a search, and the results, drawn in the frame after the key's own
 * (useDeferredValue): that frame shows the typed letter only. The results draw a screenful at
 * once (all 200 in a desktop window, SearchResults): drawing 24 first and the rest at once after
 * made complete results 2-3x later on the desktop.
 * `shownQuery` is the query those results answer; `results` is null while there is no query or
 * nothing to search with yet.
 */
export function useCatalogSearch({ lang, emoji, tone, requestData }: CatalogSearchOptions) {
  // What the box shows, and what is searched: the same, except while an input method composes
  // (고, 곻, 고야 on the way to 고양이), when the last finished text stays searched.
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  // The index takes ~10-30 ms to build (more on a phone): built on the first sign of a search
  // (focus, a typed or shared query), not when the data arrives at idle time.
  const [searchWanted, setSearchWanted] = useState(false);
  const [chineseTags, setChineseTags] = useState<string[][] | null>(null);
  const [readings, setReadings] = useState<string[][] | null>(null);
  const wantSearch = useCallback(() => {
    setSearchWanted(true);
    requestData();
  }, [requestData]);

  // The shared query is read after hydration, so the first render equals the prerendered HTML.
  useEffect(() => {
    const shared = readSharedQuery();
    if (!shared) return;
    setQuery(shared);
    setSearched(shared);
    wantSearch();
  }, [wantSearch]);

  const [typed, setTyped] = useState(false);
  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => writeSearchParam(searched), QUERY_URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, searched]);

  /** A change of the box; `composing` while an input method has not finished the text. */
  const onQuery = (value: string, composing = false) => {
    setQuery(value);
    if (!composing) setSearched(value);
    setTyped(true);
    wantSearch();
  };

  const trimmed = searched.trim();
  const needChineseTags = !chineseTags && wantsChineseTags(lang, trimmed);
  useEffect(() => {
    // Without the file (offline before it was cached) the Chinese labels in the page's own data still answer.
    if (needChineseTags)
      loadChineseTags().then(
        (rows) => startTransition(() => setChineseTags(rows)),
        () => {},
      );
  }, [needChineseTags]);
  const needReadings = !readings && wantsJapaneseReadings(lang, trimmed);
  useEffect(() => {
    if (!needReadings) return;
    import('../../emoji/japanese-readings.ts')
      .then(({ loadJapaneseReadings }) => loadJapaneseReadings())
      .then((rows) => startTransition(() => setReadings(rows)))
      .catch(() => {});
  }, [needReadings]);
  const shownQuery = useDeferredValue(trimmed);
  const results = useSearchResults({ emoji, searchWanted, chineseTags, readings, shownQuery, tone });
  return { query, shownQuery, results, onQuery, wantSearch };
}

interface SearchResultsOptions {
  emoji: Emoji[] | null;
  searchWanted: boolean;
  chineseTags: string[][] | null;
  readings: string[][] | null;
  shownQuery: string;
  tone: SkinTone;
}

/**
 * The index and what it answers, in a hook of their own: a closure that useCatalogSearch leaves
 * behind (an effect's cleanup) keeps its render's variables, and kept there the index replaced
 * when the Chinese tags arrived (0.9 MB on /ja).
 */
function useSearchResults({ emoji, searchWanted, chineseTags, readings, shownQuery, tone }: SearchResultsOptions): ShownEmoji[] | null {
  const search = useSearchModule(searchWanted);
  // Every emoji is searched and shown: one the device cannot draw shows its artwork (EmojiGrid).
  const index = useMemo(
    () => (search && emoji && searchWanted ? search.searchIndexFor(emoji, { chineseTags, readings }) : null),
    [search, emoji, searchWanted, chineseTags, readings],
  );
  return useMemo(
    () => (search && index && shownQuery ? search.searchEmoji(index, shownQuery).map((e) => showEmoji(e, tone)) : null),
    [search, index, shownQuery, tone],
  );
}
