/**
 * How often each emoji is used, as the search's tie-breaker between equally good matches
 * (data/emoji-popularity.json, derived by scripts/build/popularity.ts from the Emoji Sentiment
 * Ranking's occurrence counts; credited in data/popularity/README.md). 526 emoji, 1.2 KB gzip.
 */
import popularity from '../../data/emoji-popularity.json';

const RANKS = new Map(popularity.byUse.map((hexcode, rank) => [hexcode, rank]));

/** Emoji the counts do not know (most are newer than the counts) or saw rarely share the rank after the last. */
export const UNCOUNTED_RANK = popularity.byUse.length;

/** 0 for the most used emoji, 1 for the next, ...; UNCOUNTED_RANK when unknown. */
export const popularityRank = (hexcode: string): number => RANKS.get(hexcode) ?? UNCOUNTED_RANK;
