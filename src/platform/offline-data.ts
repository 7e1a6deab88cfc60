/**
 * The data the site needs offline, put into the service worker's runtime cache by the page once
 * the worker is installed (so after the page has been idle a while, see initPwa): every language's
 * emoji data, which search, the optimizer and the kitchen's pickers read, and the Chinese tags of
 * the pages whose file leaves them out, and the Japanese readings. The optimizer's words and the kitchen's emoji table are
 * code, precached with the app shell. Cost: 428 KB brotli (six data files 406, tags 22), of which
 * the page's own file is already in the HTTP cache (`npm run bench`, section "pwa precache").
 */
import { chineseTagsUrl, lacksChineseTags } from '../emoji/chinese-tags.ts';
import { emojiDataUrl } from '../emoji/load.ts';
// The file's address only: importing the readings' loader here split it into a chunk of its own in home's first load.
import japaneseReadingsUrl from '../generated/japanese-readings.json?url';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { EMOJI_DATA_CACHE } from './cache-names.ts';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data (Save-Data), or the connection is 2g: no download ahead of need. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /(?:^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Keeps the data for offline use and returns the languages kept: all six, or under savesData()
 * the page's own only (already downloaded, so from the HTTP cache). One file at a time, so a
 * visitor's own requests are never queued behind six at once; files already kept are skipped.
 */
export async function keepOfflineData(lang: LanguageCode): Promise<LanguageCode[]> {
  const languages = savesData() ? [lang] : [lang, ...LANGUAGE_CODES.filter((code) => code !== lang)];
  const urls = languages.map(emojiDataUrl);
  if (languages.some(lacksChineseTags)) urls.push(chineseTagsUrl);
  if (languages.includes('ja')) urls.push(japaneseReadingsUrl);
  const cache = await caches.open(EMOJI_DATA_CACHE);
  for (const url of urls) if (!(await cache.match(url))) await cache.add(url);
  return languages;
}
