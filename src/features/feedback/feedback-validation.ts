/**
 * The submit and reply rules of the Cloud Functions, checked in the browser first so a visitor
 * hears about a mistake at once. The server checks again; these only mirror cloud/input-limits.ts and
 * src/backend/text-rules.ts (only visible characters count towards the minimum).
 */
import { hasControlOrBidi, visibleLength } from '../../backend/text-rules.ts';
import { countGraphemes } from '../../emoji/graphemes.ts';

export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 1000;
export const FEEDBACK_CONTACT_MAX = 200;
export const REPLY_CONTENT_MAX = 1000;

export type FeedbackProblem = 'required' | 'tooShort' | 'tooLong' | 'invalidCharacters' | 'contactTooLong' | 'contactInvalid';
export type ReplyProblem = 'replyRequired' | 'replyTooLong' | 'replyInvalid';

/** The first rule the draft breaks, or null when the server should accept it. */
export function feedbackProblem(content: string, contact: string): FeedbackProblem | null {
  const text = content.trim();
  if (hasControlOrBidi(text)) return 'invalidCharacters';
  const visible = visibleLength(text);
  if (visible === 0) return 'required';
  if (visible < FEEDBACK_CONTENT_MIN) return 'tooShort';
  if (countGraphemes(text) > FEEDBACK_CONTENT_MAX) return 'tooLong';
  if (hasControlOrBidi(contact)) return 'contactInvalid';
  if (countGraphemes(contact.trim()) > FEEDBACK_CONTACT_MAX) return 'contactTooLong';
  return null;
}

export function replyProblem(content: string): ReplyProblem | null {
  const text = content.trim();
  if (hasControlOrBidi(text)) return 'replyInvalid';
  if (visibleLength(text) === 0) return 'replyRequired';
  if (countGraphemes(text) > REPLY_CONTENT_MAX) return 'replyTooLong';
  return null;
}
