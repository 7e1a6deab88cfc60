import { CATEGORIES } from '../../emoji/types.ts';

/** ?q= carries the query, so a search can be shared as a link. */
const SEARCH_PARAM = 'q';
/** ?category={emojibase group key} opens that tab: emoji pages link back to their category this way. */
const CATEGORY_PARAM = 'category';

/** The query a shared link carries; empty when none. */
export function readSharedQuery(): string {
  return new URLSearchParams(location.search).get(SEARCH_PARAM) ?? '';
}

/** The index in CATEGORIES of the tab a link asks for; -1 when none or unknown. */
export function readLinkedCategory(): number {
  return CATEGORIES.indexOf(new URLSearchParams(location.search).get(CATEGORY_PARAM) as (typeof CATEGORIES)[number]);
}

/** Replaces the query parameter without a navigation, keeping the others (?mix= of the kitchen). */
export function writeSearchParam(value: string) {
  const url = new URL(location.href);
  if (value) url.searchParams.set(SEARCH_PARAM, value);
  else url.searchParams.delete(SEARCH_PARAM);
  history.replaceState(history.state, '', url);
}
