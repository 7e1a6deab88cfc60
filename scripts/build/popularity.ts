/**
 * Derives data/emoji-popularity.json, the search's popularity prior, from published usage counts:
 * data/popularity/emoji-sentiment-ranking-1.0.csv (the Emoji Sentiment Ranking 1.0, Kralj Novak
 * et al. 2015, CC BY-SA 4.0; see data/popularity/README.md). The output lists the hexcodes of the
 * site's emoji from most to least used, those counted at least MIN_OCCURRENCES times: characters
 * that are no emoji of the site (box drawing, lone regional indicators) are left out, and so are
 * emoji the counts do not know (newer than 2015) or saw too rarely to rank: those rank after every
 * listed one.
 *
 * Run: npx tsx scripts/build/popularity.ts (a unit test checks the committed file is its output).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../lib/env.ts';

const require = createRequire(import.meta.url);
const SOURCE = join(ROOT, 'data', 'popularity', 'emoji-sentiment-ranking-1.0.csv');
export const POPULARITY_FILE = join(ROOT, 'data', 'emoji-popularity.json');

/**
 * Below 10 occurrences in 1.6 million tweets a count ranks nothing (a few tweets more or less
 * reorder those emoji); leaving the 230 of them out keeps the file, which ships with the home
 * page's search code, at 1.2 KB gzip instead of 1.7.
 */
const MIN_OCCURRENCES = 10;

export interface PopularityFile {
  source: string;
  /** hexcodes (emojibase's, no FE0F) from most to least used */
  byUse: string[];
}

/** One emoji of the ranking: how often it occurred, and in how many tweets of each sentiment. */
export interface RankedEmoji {
  hexcode: string;
  occurrences: number;
  negative: number;
  neutral: number;
  positive: number;
}

/** The ranking's rows, in its order; each row's three counts add up to its occurrences. */
export function readSentimentRanking(): RankedEmoji[] {
  const [header, ...rows] = readFileSync(SOURCE, 'utf8').trim().split('\n');
  if (header !== 'hexcode,occurrences,negative,neutral,positive') throw new Error(`${SOURCE}: unexpected header ${header}`);
  return rows.map((row) => {
    const [hexcode = '', ...counts] = row.split(',');
    if (!/^[0-9A-F]{4,6}$/.test(hexcode) || counts.length !== 4 || !counts.every((count) => /^\d+$/.test(count)))
      throw new Error(`${SOURCE}: bad row ${row}`);
    const [occurrences, negative, neutral, positive] = counts.map(Number) as [number, number, number, number];
    if (negative + neutral + positive !== occurrences) throw new Error(`${SOURCE}: the counts of ${hexcode} do not add up`);
    return { hexcode, occurrences, negative, neutral, positive };
  });
}

export function buildPopularity(): PopularityFile {
  const known = new Set((require('emojibase-data/en/data.json') as { hexcode: string }[]).map((e) => e.hexcode));
  const counted = readSentimentRanking();
  // Stable: equal counts keep the source's order.
  counted.sort((a, b) => b.occurrences - a.occurrences);
  return {
    source:
      'Emoji Sentiment Ranking 1.0 (Kralj Novak, Smailović, Sluban, Mozetič 2015), CC BY-SA 4.0, http://hdl.handle.net/11356/1048: emoji seen 10 times or more, by occurrences in 1.6 million tweets',
    byUse: counted.filter((row) => row.occurrences >= MIN_OCCURRENCES && known.has(row.hexcode)).map((row) => row.hexcode),
  };
}

export const formatPopularity = (file: PopularityFile) => `${JSON.stringify(file, null, 1).replace(/\n {2}/g, ' ')}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = buildPopularity();
  writeFileSync(POPULARITY_FILE, formatPopularity(file));
  console.log(`build-popularity: ${file.byUse.length} emoji -> data/emoji-popularity.json`);
}
