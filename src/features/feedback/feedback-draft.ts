import { createDraftStore, textUpTo } from '../../platform/draft-store.ts';

/** What the visitor has typed but not yet had accepted, kept across reloads and offline spells. */
export interface FeedbackDraft {
  content: string;
  contact: string;
}

export const FEEDBACK_DRAFT_KEY = 'emoji-atlas/feedback-draft/v1';
export const EMPTY_DRAFT: FeedbackDraft = { content: '', contact: '' };

// 1,000 emoji with skin tones (the submit limit) run to tens of thousands of UTF-16 units.
const storedText = textUpTo(65_536);

export const {
  parse: parseDraft,
  read: readDraft,
  save: saveDraft,
} = createDraftStore(FEEDBACK_DRAFT_KEY, EMPTY_DRAFT, { content: storedText, contact: storedText });
