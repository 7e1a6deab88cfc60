/**
 * The submit and reply rules of the Cloud Functions, checked in the browser first so a visitor
 * hears about a mistake at once. The server checks again; these only mirror cloud/limits.ts.
 */
export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 1000;
export const FEEDBACK_CONTACT_MAX = 200;
export const REPLY_CONTENT_MAX = 1000;

export type FeedbackProblem = 'required' | 'tooShort' | 'tooLong' | 'contactTooLong';
export type ReplyProblem = 'replyRequired' | 'replyTooLong';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as a reader counts them: one emoji (even a ZWJ family) or one CJK character is one. */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/** The first rule the draft breaks, or null when the server should accept it. */
export function feedbackProblem(content: string, contact: string): FeedbackProblem | null {
  const text = content.trim();
  if (text === '') return 'required';
  const length = graphemeLength(text);
  if (length < FEEDBACK_CONTENT_MIN) return 'tooShort';
  if (length > FEEDBACK_CONTENT_MAX) return 'tooLong';
  if (graphemeLength(contact.trim()) > FEEDBACK_CONTACT_MAX) return 'contactTooLong';
  return null;
}

export function replyProblem(content: string): ReplyProblem | null {
  const text = content.trim();
  if (text === '') return 'replyRequired';
  if (graphemeLength(text) > REPLY_CONTENT_MAX) return 'replyTooLong';
  return null;
}
