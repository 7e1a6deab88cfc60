import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replyFeedback } from './feedback-api.ts';
import type { ReplyView } from './feedback-types.ts';
import { type ReplyProblem, replyProblem } from './feedback-validation.ts';

type ReplyMessage = ReplyProblem | 'replySent' | 'replyFailed';

/** The admin's reply box under a feedback item. */
export function ReplyBox({ feedbackId, onReplied }: { feedbackId: string; onReplied: (reply: ReplyView) => void }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<ReplyMessage | null>(null);
  const ids = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = replyProblem(content);
    if (problem) {
      setMessage(problem);
      return;
    }
    setSending(true);
    setMessage(null);
    try {
      onReplied(await replyFeedback(feedbackId, content.trim()));
      setContent('');
      setMessage('replySent');
    } catch {
      setMessage('replyFailed');
    } finally {
      setSending(false);
    }
  };

  const invalid = message === 'replyRequired' || message === 'replyTooLong' || message === 'replyInvalid';
  return (
    <form className="reply-box" onSubmit={onSubmit} noValidate aria-busy={sending}>
      <label htmlFor={`${ids}-input`} className="visually-hidden">
        {t('feedback.replyLabel')}
      </label>
      <textarea
        id={`${ids}-input`}
        data-testid="reply-input"
        rows={2}
        placeholder={t('feedback.replyPlaceholder')}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          if (invalid) setMessage(null);
        }}
        aria-invalid={invalid}
        aria-describedby={`${ids}-message`}
      />
      <button type="submit" data-testid="reply-submit" disabled={sending}>
        {t('feedback.replySubmit')}
      </button>
      <p id={`${ids}-message`} className={message === 'replySent' ? 'message-success' : 'message-error'} role="status" aria-live="polite">
        {message && t(`feedback.${message}`)}
      </p>
    </form>
  );
}
