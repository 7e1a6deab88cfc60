/**
 * In-memory emoji search: one language file's labels and tags plus the Chinese and English ones,
 * pinyin, shortcodes, emoticons and the emoji characters themselves. Framework-free, synchronous,
 * no dependency. The entry the app loads on demand; its parts are in search/: the index
 * (search-index.ts, over start-table.ts, packed-start.ts, int-list.ts and korean-initials.ts), the matchers (matchers.ts, typo.ts,
 * emoji-written.ts) and the ranking by tier (rank.ts, which lists the tiers).
 *
 * Latin text matches only at word starts ('cat' finds 'catfish', never 'indicator'); CJK text
 * (Han, kana, hangul) matches anywhere. Every word of a multi-word query must match (the emoji
 * takes its worst word's tier) unless the whole phrase matches better ('ice cream').
 *
 * Beyond the records' own text the index holds: Chinese folded to Simplified (chinese-script.ts;
 * the query is folded alike), the Japanese readings when merged (japanese-readings.ts; a query in
 * romaji is also read as kana), the initial consonants (초성) of Korean text (ㄱㅇㅇ finds 고양이),
 * and each flag's country names (country-names.ts). A query written as code points (U+1F600,
 * &#x1F600;) is the emoji it spells.
 */
import { codePointQuery } from './code-point-query.ts';
import { foldPinyinQuery } from './fold-text.ts';
import { emojiWritten } from './search/emoji-written.ts';
import { matchEmoticon, matchPinyin, matchRomaji, matchShortcode, matchText } from './search/matchers.ts';
import { EXACT_TIER, rankedEmoji, unmatchedTiers } from './search/rank.ts';
import { foldIndexed, type IndexAdditions, type SearchIndex, searchIndexFor as sharedIndexFor } from './search/search-index.ts';
import { completeSearchIndex, isTypoCandidate, matchTypo } from './search/typo.ts';
import type { Emoji } from './types.ts';

export { labelCoversTag } from './search/label-covers-tag.ts';
export { createSearchIndex, type IndexAdditions, type SearchIndex } from './search/search-index.ts';
export { completeSearchIndex };

/**
 * The shared index of a list of records (search-index.ts). What it would build at the first query
 * that needs it is built in the next task, so that no key waits for it (the typo words: 164 ms on
 * a phone at 4x CPU, at "xiao").
 */
export function searchIndexFor(emoji: readonly Emoji[], additions?: IndexAdditions): SearchIndex {
  const index = sharedIndexFor(emoji, additions);
  if (!index.typoWords) setTimeout(() => completeSearchIndex(index));
  return index;
}

/** Only this much of a query is read (code points), so a pasted novel costs what a word does. */
const MAX_QUERY_LENGTH = 64;
/** At most this many distinct words of a query have to match. */
const MAX_QUERY_WORDS = 8;

/** ':joy:', ':thumbs_up', ':+1:' -> the shortcode; ':)' and ':D' stay emoticons. */
const SHORTCODE_QUERY = /^:(?:[a-z0-9_+-]{2,}:?|[a-z0-9_+-]+:)$/;

function wordTiers(index: SearchIndex, word: string): Uint8Array {
  const tiers = unmatchedTiers(index);
  matchText(index, word, tiers);
  if (isTypoCandidate(word)) matchTypo(index, word, tiers);
  return tiers;
}

/** Emoji ranked for a query (see the tiers in search/rank.ts); at most `limit`. Never throws on any string. */
export function searchEmoji(index: SearchIndex, query: string, limit = 200): Emoji[] {
  if (!(limit >= 1)) return [];
  const raw = Array.from(query.slice(0, MAX_QUERY_LENGTH * 2))
    .slice(0, MAX_QUERY_LENGTH)
    .join('')
    .trim();
  if (!raw) return [];
  const shortcode = SHORTCODE_QUERY.test(raw.toLowerCase());
  const text = foldIndexed(shortcode ? raw.replace(/:/g, ' ') : raw);

  let tiers: Uint8Array;
  const words = [...new Set(text.split(' '))].filter(Boolean).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) {
    tiers = unmatchedTiers(index);
  } else {
    tiers = wordTiers(index, words[0]!);
    for (const word of words.slice(1)) {
      const next = wordTiers(index, word);
      for (let at = 0; at < tiers.length; at++) if (next[at]! > tiers[at]!) tiers[at] = next[at]!;
    }
    if (words.length > 1) matchText(index, text, tiers);
  }

  if (shortcode && text) matchShortcode(index, text, tiers);
  const pinyin = foldPinyinQuery(raw);
  if (pinyin) matchPinyin(index, pinyin, tiers);
  if (pinyin && index.hasReadings) matchRomaji(index, pinyin, tiers);
  if (!/\s/.test(raw)) matchEmoticon(index, raw.normalize('NFKC').toLowerCase(), tiers);
  const character = emojiWritten(index.emoji, codePointQuery(raw) ?? raw);
  if (character >= 0) tiers[character] = EXACT_TIER;

  return rankedEmoji(index, tiers, Math.floor(limit));
}
