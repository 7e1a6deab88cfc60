import { readStoredJson, writeStoredJson } from '../../platform/stored-json.ts';

/** What the visitor has typed but not yet had accepted, kept across reloads and offline spells. */
export interface FeedbackDraft {
  content: string;
  contact: string;
}

export const FEEDBACK_DRAFT_KEY = 'emoji-atlas/feedback-draft/v1';
export const EMPTY_DRAFT: FeedbackDraft = { content: '', contact: '' };

// Generous on purpose: a draft over the submit limit is still the visitor's text to shorten (and
// 1,000 emoji with skin tones run to tens of thousands of UTF-16 units). Beyond this, a stored
// value is not something typed into this form.
const STORED_TEXT_LIMIT = 65_536;

const isStoredText = (value: unknown): value is string => typeof value === 'string' && value.length <= STORED_TEXT_LIMIT;

/** A stored value as a draft; anything missing, corrupt or foreign is the empty draft. */
export function parseDraft(stored: unknown): FeedbackDraft {
  if (stored === null || typeof stored !== 'object') return EMPTY_DRAFT;
  const { content, contact } = stored as Record<string, unknown>;
  return {
    content: isStoredText(content) ? content : '',
    contact: isStoredText(contact) ? contact : '',
  };
}

/** Browser only (called from effects and handlers, never during render). */
export function readDraft(): FeedbackDraft {
  return parseDraft(readStoredJson(FEEDBACK_DRAFT_KEY));
}

export function saveDraft(draft: FeedbackDraft): void {
  writeStoredJson(FEEDBACK_DRAFT_KEY, draft.content === '' && draft.contact === '' ? undefined : draft);
}
