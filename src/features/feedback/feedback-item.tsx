import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageByCode } from '../../i18n/languages.ts';
import { usePageLanguage } from '../../i18n/page-language.ts';
import { EmojiText } from '../../ui/emoji-text.tsx';
import type { FeedbackView, ReplyView } from './feedback-types.ts';
import { formatDateTime, formatRelativeTime, relativeTime } from './relative-time.ts';
import { ReplyBox } from './reply-box.tsx';
import { useNicknameText } from './use-nickname-text.ts';

function TimeAgo({ iso, now, testId }: { iso: string; now: Date; testId: string }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const then = new Date(iso);
  const { tag } = languageByCode(lang);
  return (
    <time data-testid={testId} dateTime={iso} title={formatDateTime(then, tag)}>
      {formatRelativeTime(relativeTime(then, now), tag, t('feedback.justNow'))}
    </time>
  );
}

export function VoteButton({ votes, votedByMe, voting, onVote }: { votes: number; votedByMe: boolean; voting: boolean; onVote: () => void }) {
  const { t } = useTranslation();
  const countId = useId();
  return (
    <>
      <button
        type="button"
        className="feedback-vote"
        data-testid="feedback-vote"
        aria-label={t('feedback.vote')}
        aria-describedby={countId}
        aria-pressed={votedByMe}
        disabled={voting}
        onClick={onVote}
      >
        <span className="emoji" aria-hidden="true">
          👍
        </span>
        <span data-testid="feedback-votes" aria-hidden="true">
          {votes}
        </span>
      </button>
      <span id={countId} className="visually-hidden">
        {t('feedback.votes', { count: votes })}
      </span>
    </>
  );
}

/**
 * One feedback item: who and when, what, its replies with the admin label, and whatever actions
 * the viewer has (`actions`: the vote button for listed items, approve/reject for pending ones).
 */
export function FeedbackItem({
  item,
  now,
  actions,
  canReply,
  onReplied,
  testId = 'feedback-item',
}: {
  item: FeedbackView;
  now: Date;
  actions: ReactNode;
  canReply: boolean;
  onReplied: (reply: ReplyView) => void;
  /** `feedback-item` (CONTRACT.md) for board and review items; the author's waiting items differ. */
  testId?: string;
}) {
  const { t } = useTranslation();
  const nicknameText = useNicknameText();
  return (
    <article className="feedback-item" data-testid={testId} data-id={item.id}>
      <header className="feedback-item-header">
        <span className="feedback-item-nickname" data-testid="feedback-nickname">
          {nicknameText(item.nickname)}
        </span>
        <TimeAgo iso={item.createdAt} now={now} testId="feedback-time" />
      </header>
      <p className="feedback-item-content">
        <EmojiText text={item.content} />
      </p>
      {item.contact !== undefined && (
        <p className="feedback-item-contact">
          <span className="feedback-item-contact-label">{t('admin.contact')}</span> {item.contact}
        </p>
      )}
      <div className="feedback-item-actions">{actions}</div>
      {item.replies.length > 0 && (
        <ul className="feedback-replies">
          {item.replies.map((reply) => (
            <li key={reply.id} className="feedback-reply" data-testid="reply">
              <span className="feedback-reply-meta">
                <span className="admin-badge" data-testid="reply-admin-label">
                  {t('feedback.adminLabel')}
                </span>{' '}
                <TimeAgo iso={reply.createdAt} now={now} testId="reply-time" />
              </span>
              <p>
                <EmojiText text={reply.content} />
              </p>
            </li>
          ))}
        </ul>
      )}
      {canReply && <ReplyBox feedbackId={item.id} onReplied={onReplied} />}
    </article>
  );
}
