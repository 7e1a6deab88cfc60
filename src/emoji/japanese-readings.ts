/**
 * The kana readings of the Japanese labels and tags (猫 ねこ, 電車 でんしゃ; scripts/build/japanese-readings.ts
 * derives them with kuromoji's IPADIC): a file of their own, 19 KB gzip, that the Japanese page
 * fetches on its first query in kana or Latin letters (romaji), as pages fetch the Chinese tags.
 * In the page's own file they took it from 83 to 103 KB gzip, over its 90 KB budget. Until they
 * arrive, or when they cannot be fetched, the labels and tags still answer.
 */
import japaneseReadingsUrl from '../generated/japanese-readings.json?url';
import { chineseTagRows } from './chinese-tags.ts';
import { fetchJson, onceUntilFailure } from './fetch-json.ts';
import type { JapaneseReadingsFile } from './types.ts';

export { wantsJapaneseReadings } from './japanese-query.ts';
export { japaneseReadingsUrl };

/** Readings per emoji row; fetched once per page, retried on the next call after a failure. */
export const loadJapaneseReadings = onceUntilFailure(() =>
  fetchJson<JapaneseReadingsFile>(japaneseReadingsUrl, 'Japanese readings').then(chineseTagRows),
);
