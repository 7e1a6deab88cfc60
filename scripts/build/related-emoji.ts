/**
 * Which emoji an emoji page lists as related: the ones nearest in meaning, by a score computed at
 * build time from CLDR's words in six languages.
 *
 * score(a, b) = the mean over the six languages of the summed rarity of the keywords a and b share
 *             + the summed rarity of the stems their English names share
 *             + SAME_SUBGROUP when emojibase files them together
 *             + FAMILY when data/meanings/related-groups.json names them together (hearts, laughing
 *               faces, the confusables the meaning notes warn of), which CLDR's words do not see
 * where a word's rarity is ln(emoji count / emoji carrying it) (inverse document frequency): sharing
 * "lmao" (2 emoji, 6.9) says far more than sharing "face" (171 emoji, 2.4). Ties go to the more used
 * emoji (data/emoji-popularity.json), then to emojibase order. A page with fewer than
 * MIN_RELATED such emoji (233 of 1,914 have none: most flags) is filled with its nearest neighbours
 * in emojibase's subgroup, as the site listed before.
 */
import { popularityRank, UNCOUNTED_RANK } from '../../src/emoji/popularity.ts';

/** One emoji's words: per language its CLDR keywords (the name included), and its English name. */
export interface EmojiWords {
  hexcode: string;
  subgroup: number;
  keywords: readonly (readonly string[])[];
  englishName: string;
}

/** Emojibase's own grouping, worth about one rare shared word: flags and keycaps have few others. */
const SAME_SUBGROUP = 3;
/** A word that more than a tenth of all emoji carry ("face", "cara", "顔") relates nothing. */
const COMMON_SHARE = 0.1;
/** Above any score of words alone for the pairs people name (❤️ and 🧡 share "heart" and little else). */
const FAMILY = 8;
/** Below this, a pair shares only one common word and a subgroup: the page lists fewer instead. */
const MIN_SCORE = 4;
/** Fewer than this by meaning, and the page lists subgroup neighbours too. */
export const MIN_RELATED = 6;

/** Small words of English names that say nothing about meaning. */
const NAME_STOP_WORDS = new Set(['with', 'of', 'the', 'and', 'a', 'on', 'in', 'for', 'button', 'face']);

/** "hearts" and "heart", "laughing" and "laugh": one stem, by the suffixes English names use. */
export function nameStems(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !NAME_STOP_WORDS.has(word))
    .map((word) => word.replace(/(?:ing|es|s)$/, '') || word);
}

/** Rarity of each word in one column of word lists (a word counted once per emoji). */
function rarities(lists: readonly (readonly string[])[]): Map<string, number> {
  const carriers = new Map<string, number>();
  for (const list of lists) for (const word of new Set(list)) carriers.set(word, (carriers.get(word) ?? 0) + 1);
  const rarity = new Map<string, number>();
  for (const [word, count] of carriers) {
    if (count > 1 && count <= lists.length * COMMON_SHARE) rarity.set(word, Math.log(lists.length / count));
  }
  return rarity;
}

/** The subgroup's other rows, nearest first (ties: the earlier), as the site listed them before. */
function subgroupNeighbours(emoji: readonly EmojiWords[], row: number): number[] {
  const own = emoji[row]!.subgroup;
  return emoji
    .flatMap((other, at) => (other.subgroup === own && at !== row ? [at] : []))
    .sort((a, b) => Math.abs(a - row) - Math.abs(b - row) || a - b);
}

/**
 * For every emoji, the rows of its related emoji, best first, at most `limit`. `families` are
 * groups of rows people read together.
 */
export function relatedByMeaning(emoji: readonly EmojiWords[], families: readonly (readonly number[])[], limit: number): number[][] {
  const languageCount = emoji[0]?.keywords.length ?? 0;
  // One column per language plus the English name stems, each an inverted index word -> rows.
  const columns = [
    ...Array.from({ length: languageCount }, (_, lang) => ({ lists: emoji.map((e) => e.keywords[lang]!), weight: 1 / languageCount })),
    { lists: emoji.map((e) => nameStems(e.englishName)), weight: 1 },
  ].map(({ lists, weight }) => {
    const rarity = rarities(lists);
    const rows = new Map<string, number[]>();
    lists.forEach((list, row) => {
      for (const word of new Set(list)) if (rarity.has(word)) rows.set(word, [...(rows.get(word) ?? []), row]);
    });
    return { lists, weight, rarity, rows };
  });
  const ranks = emoji.map((e) => popularityRank(e.hexcode));
  const familyOf = new Map<number, Set<number>>();
  for (const family of families) {
    for (const row of family) familyOf.set(row, new Set([...(familyOf.get(row) ?? []), ...family]));
  }

  return emoji.map((own, row) => {
    const scores = new Map<number, number>();
    for (const { lists, weight, rarity, rows } of columns) {
      for (const word of new Set(lists[row])) {
        const value = rarity.get(word);
        if (value === undefined) continue;
        for (const other of rows.get(word)!) if (other !== row) scores.set(other, (scores.get(other) ?? 0) + value * weight);
      }
    }
    emoji.forEach((other, at) => {
      if (at !== row && other.subgroup === own.subgroup) scores.set(at, (scores.get(at) ?? 0) + SAME_SUBGROUP);
    });
    for (const other of familyOf.get(row) ?? []) if (other !== row) scores.set(other, (scores.get(other) ?? 0) + FAMILY);
    const related = [...scores]
      .filter(([, score]) => score >= MIN_SCORE)
      .sort(([a, x], [b, y]) => y - x || (ranks[a] ?? UNCOUNTED_RANK) - (ranks[b] ?? UNCOUNTED_RANK) || a - b)
      .slice(0, limit)
      .map(([at]) => at);
    if (related.length >= MIN_RELATED) return related;
    const fill = subgroupNeighbours(emoji, row).filter((at) => !related.includes(at));
    return [...related, ...fill.slice(0, MIN_RELATED - related.length)];
  });
}
