/**
 * The kana readings of the Japanese labels and tags (猫 ねこ, 電車 でんしゃ; scripts/japanese-readings.ts
 * derives them with kuromoji's IPADIC): a file of their own, 19 KB gzip, that the Japanese page
 * fetches on its first query in kana or Latin letters (romaji), as pages fetch the Chinese tags.
 * In the page's own file they took it from 83 to 103 KB gzip, over its 90 KB budget. Until they
 * arrive, or when they cannot be fetched, the labels and tags still answer.
 */
import japaneseReadingsUrl from '../generated/japanese-readings.json?url';
import { chineseTagRows } from './chinese-tags.ts';
import { fetchJson } from './fetch-json.ts';
import type { Emoji, JapaneseReadingsFile } from './types.ts';

export { japaneseReadingsUrl };

const KANA_OR_LATIN = /[\u3041-\u30ffa-z]/i;

/** Whether a query on this page needs the readings. */
export const wantsJapaneseReadings = (lang: string, query: string) => lang === 'ja' && KANA_OR_LATIN.test(query);

let pending: Promise<string[][]> | null = null;

/** Readings per emoji row; fetched once per page, retried on the next call after a failure. */
export function loadJapaneseReadings(): Promise<string[][]> {
  pending ??= fetchJson<JapaneseReadingsFile>(japaneseReadingsUrl, 'Japanese readings').then(chineseTagRows);
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

/** The records with each one's readings; the rows must be those of the same build. */
export function withJapaneseReadings(emoji: readonly Emoji[], rows: readonly string[][]): Emoji[] {
  if (rows.length !== emoji.length) throw new Error(`Japanese readings for ${rows.length} emoji, data for ${emoji.length}`);
  return emoji.map((entry, row) => (rows[row]!.length ? { ...entry, readings: rows[row]! } : entry));
}
