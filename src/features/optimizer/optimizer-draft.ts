import { OPTIMIZE_MODES, type OptimizeMode } from '../../optimizer/types.ts';
import { createDraftStore, textUpTo } from '../../platform/draft-store.ts';

/** What the visitor typed and the mode chosen, kept across reloads. */
export interface OptimizerDraft {
  text: string;
  mode: OptimizeMode;
}

export const OPTIMIZER_DRAFT_KEY = 'emoji-atlas/optimizer/v1';
export const DEFAULT_DRAFT: OptimizerDraft = { text: '', mode: 'add' };

export const { read: readDraft, save: saveDraft } = createDraftStore(OPTIMIZER_DRAFT_KEY, DEFAULT_DRAFT, {
  // 5,000 emoji with skin tones (the optimizer's limit) run to tens of thousands of UTF-16 units.
  text: textUpTo(200_000),
  mode: (value) => (OPTIMIZE_MODES as readonly unknown[]).includes(value),
});
