/**
 * Derives data/emoji-polarity.json, the optimizer's list of emoji that say a feeling one way or
 * the other, from the Emoji Sentiment Ranking 1.0 (data/popularity/, CC BY-SA 4.0): for each emoji,
 * how many of the tweets it occurred in were negative, neutral or positive. The optimizer leaves
 * out an emoji whose polarity is opposite to its sentence's (src/optimizer/sentiment.ts).
 *
 * Only emoji whose meaning is a feeling get a polarity: faces, hearts and the emotion symbols, hand
 * gestures, gestures of people, and celebrations. A dog or a sushi is what the text names whatever
 * the mood of the tweets it was seen in (🍣 scored -0.23 there, 🐶 +0.52).
 *
 * Run: npx tsx scripts/build/emoji-polarity.ts (a unit test checks the committed file is its output).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../lib/env.ts';
import { readSentimentRanking } from './popularity.ts';

const require = createRequire(import.meta.url);
export const POLARITY_FILE = join(ROOT, 'data', 'emoji-polarity.json');

/** Below 100 occurrences the share of each sentiment moves with a handful of tweets. */
const MIN_OCCURRENCES = 100;
/**
 * The ranking's sentiment score, (positive - negative) / (occurrences + 3) as in its paper, leans
 * positive: tweets with emoji are, on the whole (😭 -0.09 and 😂 +0.22 are used for laughing as
 * much as for crying, and stay out). Negative: 💀 -0.21, 👎 -0.19, 💔 -0.12; positive: ❤ +0.79,
 * 🎉 +0.74, 👍 +0.52, 😄 +0.42 (a grin on "not happy").
 */
const NEGATIVE_AT_MOST = -0.1;
const POSITIVE_AT_LEAST = 0.4;

/**
 * emojibase's subgroups of feelings (see emojibase-data/meta/groups.json). Not 'hands': 🙏 🙌 👏
 * are thanks, prayer and applause, said in grief as in joy.
 */
const FEELING_SUBGROUPS = new Set([
  ...['face-smiling', 'face-affection', 'face-tongue', 'face-hand', 'face-neutral-skeptical', 'face-sleepy', 'face-unwell'],
  ...['face-hat', 'face-glasses', 'face-concerned', 'face-negative', 'face-costume', 'cat-face', 'monkey-face', 'heart', 'emotion'],
  ...['hand-fingers-open', 'hand-fingers-partial', 'hand-single-finger', 'hand-fingers-closed', 'person-gesture', 'event'],
]);

export interface PolarityFile {
  source: string;
  /** hexcodes (emojibase's, no FE0F) */
  negative: string[];
  positive: string[];
}

export function buildEmojiPolarity(): PolarityFile {
  const { subgroups } = require('emojibase-data/meta/groups.json') as { subgroups: Record<string, string> };
  const feelings = new Set(
    (require('emojibase-data/en/data.json') as { hexcode: string; subgroup?: number }[])
      .filter((entry) => entry.subgroup !== undefined && FEELING_SUBGROUPS.has(subgroups[entry.subgroup]!))
      .map((entry) => entry.hexcode),
  );
  const scored = readSentimentRanking()
    .filter((row) => row.occurrences >= MIN_OCCURRENCES && feelings.has(row.hexcode))
    .map((row) => ({ hexcode: row.hexcode, score: (row.positive - row.negative) / (row.occurrences + 3) }));
  return {
    source: `Emoji Sentiment Ranking 1.0 (Kralj Novak, Smailović, Sluban, Mozetič 2015), CC BY-SA 4.0, http://hdl.handle.net/11356/1048: emoji of feelings seen ${MIN_OCCURRENCES} times or more, sentiment score at most ${NEGATIVE_AT_MOST} or at least ${POSITIVE_AT_LEAST}`,
    negative: scored.filter((row) => row.score <= NEGATIVE_AT_MOST).map((row) => row.hexcode),
    positive: scored.filter((row) => row.score >= POSITIVE_AT_LEAST).map((row) => row.hexcode),
  };
}

export const formatPolarity = (file: PolarityFile) => `${JSON.stringify(file, null, 1).replace(/\n {2}/g, ' ')}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = buildEmojiPolarity();
  writeFileSync(POLARITY_FILE, formatPolarity(file));
  console.log(`build-emoji-polarity: ${file.negative.length} negative, ${file.positive.length} positive -> data/emoji-polarity.json`);
}
