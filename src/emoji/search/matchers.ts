import { toHiragana } from 'wanakana';
import { isCjkCode } from '../fold-text.ts';
import { isNegated } from '../negation.ts';
import { charType, endsWord, SEPARATOR } from './char-class.ts';
import { isWordStart, startOffset, startTerm } from './packed-start.ts';
import { EXACT_TIER, NEGATED_TIER, NO_MATCH, PINYIN_TIER, PREFIX_TIER, SHORTCODE_TIER, SUBSTRING_TIER, unmatchedTiers, WORD_TIER } from './rank.ts';
import { endsSyllable, LABEL, LABEL_INITIALS, type SearchIndex, SHORTCODE } from './search-index.ts';
import { entriesStartingWith } from './start-table.ts';

// Each matcher lowers `tiers[emoji]` to the best tier (rank.ts) at which its query matches.

/** The labels, tags, shortcodes and readings: Latin text at word starts, CJK text anywhere. */
export function matchText(index: SearchIndex, query: string, tiers: Uint8Array) {
  const { termText, termEmoji, termKind, starts } = index;
  const first = query.charCodeAt(0);
  const second = query.length > 1 ? query.charCodeAt(1) : -1;
  const [from, to] = entriesStartingWith(starts, first);
  for (let i = from; i < to; i++) {
    const packed = starts.entries[i]!;
    const term = startTerm(packed);
    const offset = startOffset(packed);
    const text = termText[term]!;
    if (second >= 0 && text.charCodeAt(offset + 1) !== second) continue;
    if (query.length > 2 && !text.startsWith(query, offset)) continue;
    const end = offset + query.length;
    let tier: number;
    const kind = termKind[term]!;
    if (kind === LABEL || kind === LABEL_INITIALS) {
      if (offset === 0 && end === text.length) tier = EXACT_TIER;
      else if (isWordStart(packed)) tier = endsWord(text, end) || (offset === 0 && isCjkCode(first)) ? WORD_TIER : PREFIX_TIER;
      else tier = SUBSTRING_TIER;
    } else {
      const whole = kind === SHORTCODE ? SHORTCODE_TIER : WORD_TIER;
      tier = offset === 0 ? (end === text.length ? whole : PREFIX_TIER) : SUBSTRING_TIER;
    }
    // 초성 say less than the syllables: never above a prefix, so ㅋㅋ stays laughter before 쿠키.
    if (kind >= LABEL_INITIALS) tier = tier === EXACT_TIER ? PREFIX_TIER : tier === WORD_TIER ? PINYIN_TIER : SUBSTRING_TIER;
    if (tier !== EXACT_TIER && isNegated(text, offset, end)) tier = NEGATED_TIER;
    const at = termEmoji[term]!;
    if (tier < tiers[at]!) tiers[at] = tier;
  }
}

const SPACE = 0x20;

/**
 * Where `query` (letters only) ends when read in `reading` from `offset` with the spaces between
 * syllables skipped ("maol" in "mao lian" ends at 5), or -1 when it does not match there.
 */
function readingMatchEnd(reading: string, query: string, offset: number): number {
  let at = offset;
  for (let i = 0; i < query.length; i++, at++) {
    if (reading.charCodeAt(at) === SPACE) at++;
    if (reading.charCodeAt(at) !== query.charCodeAt(i)) return -1;
  }
  return at;
}

export function matchPinyin(index: SearchIndex, query: string, tiers: Uint8Array) {
  const { pinyinReading, pinyinOfLabel, pinyinEmoji, pinyinStarts } = index;
  const [from, to] = entriesStartingWith(pinyinStarts, query.charCodeAt(0));
  for (let i = from; i < to; i++) {
    const packed = pinyinStarts.entries[i]!;
    const term = startTerm(packed);
    const offset = startOffset(packed);
    const reading = pinyinReading[term]!;
    const end = readingMatchEnd(reading, query, offset);
    if (end < 0) continue;
    const wholeSyllables = end === reading.length || endsSyllable(reading.charCodeAt(end));
    const tier = offset === 0 && pinyinOfLabel[term] === 1 && wholeSyllables ? WORD_TIER : PINYIN_TIER;
    const at = pinyinEmoji[term]!;
    if (tier < tiers[at]!) tiers[at] = tier;
  }
}

/**
 * Emoticons match exactly ('xd', ':)') or, while a query that starts like one (':', '<', ';') is
 * being typed, by prefix; 'c' alone does not list 'c:'.
 */
export function matchEmoticon(index: SearchIndex, query: string, tiers: Uint8Array) {
  const typingOne = charType(query.charCodeAt(0)) === SEPARATOR;
  for (const [emoticon, users] of index.emoticons) {
    const tier = emoticon === query ? WORD_TIER : typingOne && emoticon.startsWith(query) ? PREFIX_TIER : NO_MATCH;
    for (const at of users) if (tier < tiers[at]!) tiers[at] = tier;
  }
}

/**
 * A query written as a shortcode puts the emoji with exactly that shortcode first, alone (':joy:' is
 * 😂, not 🕹️ joystick; ':cat:' 🐱, before 🐈 whose label is 'cat'). Without such a shortcode, a
 * label spelled as one still counts (':grinning_face:').
 */
export function matchShortcode(index: SearchIndex, shortcode: string, tiers: Uint8Array) {
  const { termText, termEmoji, termKind, starts } = index;
  const first = shortcode.charCodeAt(0);
  const owners: number[] = [];
  const [from, to] = entriesStartingWith(starts, first);
  for (let i = from; i < to; i++) {
    const term = startTerm(starts.entries[i]!);
    if (termKind[term] === SHORTCODE && termText[term] === shortcode) owners.push(termEmoji[term]!);
  }
  if (owners.length === 0) return;
  for (let at = 0; at < tiers.length; at++) if (tiers[at]! < WORD_TIER) tiers[at] = WORD_TIER;
  for (const at of owners) tiers[at] = EXACT_TIER;
}

/**
 * A query in romaji read as kana ('neko' -> ねこ), matched against the Japanese text and readings:
 * a whole label, word or tag at its own tier, anything else as other readings (tier 4),
 * so the English words the same letters spell keep their place. While a syllable is being typed
 * ('nek'), its last consonant is left out; a query that is no romaji ('cat', 'xyz') is skipped.
 */
export function matchRomaji(index: SearchIndex, letters: string, tiers: Uint8Array) {
  const kana = toHiragana(letters).replace(/[a-z]$/, '');
  if (kana.length < 2 || /[a-z]/.test(kana)) return;
  const read = unmatchedTiers(index);
  matchText(index, kana, read);
  for (let at = 0; at < read.length; at++) {
    const tier = read[at]! <= WORD_TIER ? read[at]! : read[at]! < NO_MATCH ? PINYIN_TIER : NO_MATCH;
    if (tier < tiers[at]!) tiers[at] = tier;
  }
}
