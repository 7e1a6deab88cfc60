import type { ReactNode } from 'react';
import { FeedbackItem } from './feedback-item.tsx';
import type { FeedbackView, ReplyView } from './feedback-types.ts';

interface FeedbackItemsProps {
  items: readonly FeedbackView[];
  now: Date;
  /** an admin is signed in: each item offers a reply box */
  canReply: boolean;
  onReplied?(id: string, reply: ReplyView): void;
  /** what the viewer can do with an item: vote, approve or reject, or a badge */
  actions(item: FeedbackView): ReactNode;
  testId?: string;
}

/** A list of feedback items: the board, the review queue and the author's waiting items. */
export function FeedbackItems({ items, now, canReply, onReplied, actions, testId }: FeedbackItemsProps) {
  return (
    <ol className="feedback-items">
      {items.map((item) => (
        <li key={item.id}>
          <FeedbackItem
            item={item}
            now={now}
            canReply={canReply}
            onReplied={(reply) => onReplied?.(item.id, reply)}
            actions={actions(item)}
            testId={testId}
          />
        </li>
      ))}
    </ol>
  );
}

/** The item with an admin's new reply added, as the lists keep it until the next load. */
export const withReply =
  (reply: ReplyView) =>
  (item: FeedbackView): FeedbackView => ({ ...item, replies: [...item.replies, reply] });
