export const OPTIMIZE_MODES = ['add', 'replace'] as const;
/** add: emoji inserted after the words they illustrate; replace: those words become the emoji. */
export type OptimizeMode = (typeof OPTIMIZE_MODES)[number];

/**
 * One decorated word. `index` is the position of `word` in the ORIGINAL text, in UTF-16 code
 * units (what String.prototype.slice counts), so `original.slice(index, index + word.length)`
 * is `word`. Add mode inserts `emoji` right after it; replace mode replaces exactly `word`.
 */
export interface Change {
  word: string;
  emoji: string;
  index: number;
}

export interface OptimizeResult {
  text: string;
  changes: Change[];
  /** the engine's time budget ran out: words after the last change were not looked for */
  partial?: true;
}

/** The emoji chosen for one vocabulary term, with what made it win. */
export interface EmojiPick {
  emoji: string;
  /** the next best distinct emoji, used when `emoji` is already in the sentence */
  alternatives: string[];
  /** relation score of the winner (see scoreOf in vocabulary/relations.ts), minus any inflection penalty */
  score: number;
}

/** A match reached through a stem, an inflection or a particle counts slightly less than the word itself. */
export const INFLECTION_PENALTY = 5;

/** The pick as reached through a stem, an inflection or a particle (see INFLECTION_PENALTY). */
export const penalized = (pick: EmojiPick): EmojiPick => ({ ...pick, score: pick.score - INFLECTION_PENALTY });
