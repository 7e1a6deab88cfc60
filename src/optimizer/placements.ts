import { withoutVariationSelectors } from '../emoji/variation-selectors.ts';
import { type Decoration, render } from './optimize.ts';
import type { OptimizeMode, OptimizeResult } from './types.ts';

/** One emoji placement proposed by a language model: a word copied from the text, and its emoji. */
export interface Placement {
  word: string;
  emoji: string;
}

/** More placements than this for one text is not decoration any more. */
const MAX_PLACEMENTS = 500;
const MAX_WORD_LENGTH = 40;

/** One of the data's emoji, with or without U+FE0F, in any skin tone. */
function isRealEmoji(value: string, emojiSet: ReadonlySet<string>): boolean {
  return emojiSet.has(withoutVariationSelectors(value));
}

function readPlacement(value: unknown): Placement | null {
  if (typeof value !== 'object' || value === null) return null;
  const { word, emoji } = value as Record<string, unknown>;
  if (typeof word !== 'string' || typeof emoji !== 'string') return null;
  if (word.trim() === '' || word.length > MAX_WORD_LENGTH) return null;
  return { word, emoji };
}

/**
 * Turns a model's placements into a result, or null when the answer is not usable. It is used
 * only if it describes the original text and real emoji: every word must occur in the text, in
 * the order given and without overlapping the previous one, and every emoji must be one of the
 * data's emoji. The text is then written by the same code as the engine's, so add mode keeps the
 * original byte for byte. An answer without a single placement is not used either.
 */
export function applyPlacements(text: string, mode: OptimizeMode, answer: unknown, emojiSet: ReadonlySet<string>): OptimizeResult | null {
  if (!Array.isArray(answer) || answer.length === 0 || answer.length > MAX_PLACEMENTS) return null;
  const decorations: Decoration[] = [];
  let cursor = 0;
  for (const value of answer) {
    const placement = readPlacement(value);
    if (!placement || !isRealEmoji(placement.emoji, emojiSet)) return null;
    const start = text.indexOf(placement.word, cursor);
    if (start < 0) return null;
    const end = start + placement.word.length;
    decorations.push({ match: { start, end, replaceEnd: end }, emoji: placement.emoji });
    cursor = end;
  }
  return render(text, mode, decorations);
}
