import { OPTIMIZE_MODES, type OptimizeMode } from '../../optimizer/types.ts';
import { readStoredJson, writeStoredJson } from '../../platform/stored-json.ts';

/** What the visitor typed and the mode chosen, kept across reloads. */
export interface OptimizerDraft {
  text: string;
  mode: OptimizeMode;
}

export const OPTIMIZER_DRAFT_KEY = 'emoji-atlas/optimizer/v1';
export const DEFAULT_DRAFT: OptimizerDraft = { text: '', mode: 'add' };

// A draft over the 5,000-character limit is still the visitor's text to shorten, and 5,000
// emoji with skin tones run to tens of thousands of UTF-16 units; beyond this, a stored value
// was not typed into this form.
const STORED_TEXT_LIMIT = 200_000;

/** A stored value as a draft; anything missing, corrupt or foreign gives the defaults. */
function parseDraft(stored: unknown): OptimizerDraft {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return DEFAULT_DRAFT;
  const { text, mode } = stored as Record<string, unknown>;
  return {
    text: typeof text === 'string' && text.length <= STORED_TEXT_LIMIT ? text : DEFAULT_DRAFT.text,
    mode: (OPTIMIZE_MODES as readonly unknown[]).includes(mode) ? (mode as OptimizeMode) : DEFAULT_DRAFT.mode,
  };
}

/** Browser only: called from effects, never while rendering (the prerendered HTML has the defaults). */
export function readDraft(): OptimizerDraft {
  return parseDraft(readStoredJson(OPTIMIZER_DRAFT_KEY));
}

export function saveDraft(draft: OptimizerDraft): void {
  writeStoredJson(OPTIMIZER_DRAFT_KEY, draft);
}
