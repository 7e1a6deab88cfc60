/**
 * The Chinese tags (CLDR's and the everyday words) for the pages whose data file leaves them out
 * (ja, ko, es, zh_tw; see ChineseTagsFile): a 25 KB file that the search fetches and adds to its
 * index (IndexAdditions) on the first query in Han characters (the service worker also keeps it for offline use once the page
 * has loaded). Until it arrives, or when it cannot be fetched, the Chinese labels in the page's
 * own file still answer.
 */
import chineseTagsUrl from '../generated/chinese-tags.json?url';
import { ITEM_SEPARATOR, ROW_SEPARATOR } from './decode.ts';
import { fetchJson, onceUntilFailure } from './fetch-json.ts';
import { type ChineseTagsFile, LANGUAGES_WITHOUT_CHINESE_TAGS } from './types.ts';

export { chineseTagsUrl };

const HAN = /\p{Script=Han}/u;

/** Whether this page's own file leaves the Chinese tags out (the service worker keeps them for it). */
export const lacksChineseTags = (lang: string) => LANGUAGES_WITHOUT_CHINESE_TAGS.includes(lang);

/** Whether a query on this page needs the Chinese tags file. */
export const wantsChineseTags = (lang: string, query: string) => lacksChineseTags(lang) && HAN.test(query);

/** The file's tags (or, of the same shape, the Japanese readings), one list per emoji row. */
export function chineseTagRows(file: ChineseTagsFile): string[][] {
  const rows = file.rows.split(ROW_SEPARATOR).map((row) => (row ? row.split(ITEM_SEPARATOR) : []));
  if (rows.length !== file.count) throw new Error(`search rows: ${rows.length} rows, ${file.count} expected`);
  return rows;
}

/** Tags per emoji row; fetched once per page, retried on the next call after a failure. */
export const loadChineseTags = onceUntilFailure(() => fetchJson<ChineseTagsFile>(chineseTagsUrl, 'Chinese tags').then(chineseTagRows));
