import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARSE_ERROR, toBackendError } from '../../backend/parse-client.ts';
import { countGraphemes } from '../../emoji/graphemes.ts';
import { useOnline } from '../../hooks/use-online.ts';
import { submitFeedback } from './feedback-api.ts';
import { EMPTY_DRAFT, type FeedbackDraft, readDraft, saveDraft } from './feedback-draft.ts';
import type { Nickname } from './feedback-types.ts';
import { FEEDBACK_CONTENT_MAX, type FeedbackProblem, feedbackProblem } from './feedback-validation.ts';
import { useNicknameText } from './use-nickname-text.ts';

type FormMessage = { kind: 'problem'; problem: FeedbackProblem } | { kind: 'submitted' } | { kind: 'failed'; reason: 'submitFailed' | 'rateLimited' };

/** The server's validation keys that name a content rule the form also knows. */
const SERVER_PROBLEMS = new Map<string, FeedbackProblem>([
  ['required', 'required'],
  ['tooShort', 'tooShort'],
  ['tooLong', 'tooLong'],
  ['invalid', 'invalidCharacters'],
]);

const isContactProblem = (problem: FeedbackProblem) => problem === 'contactTooLong' || problem === 'contactInvalid';

/**
 * The submit form. What is typed is kept in localStorage until the server accepts it, so a failed
 * submit, a reload or an offline spell never loses it.
 */
export function FeedbackForm({
  nickname,
  nicknameFailed,
  onSubmitted,
}: {
  nickname: Nickname | null;
  nicknameFailed: boolean;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const nicknameText = useNicknameText();
  const online = useOnline();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const messageId = `${ids}-message`;

  // The stored draft is read after hydration: the prerendered form is always empty.
  useEffect(() => {
    const stored = readDraft();
    if (stored.content !== '' || stored.contact !== '') setDraft(stored);
  }, []);

  const update = (change: Partial<FeedbackDraft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    saveDraft(next);
    if (message?.kind === 'problem') setMessage(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = feedbackProblem(draft.content, draft.contact);
    if (problem) {
      setMessage({ kind: 'problem', problem });
      (isContactProblem(problem) ? contactRef : contentRef).current?.focus();
      return;
    }
    setSubmitting(true);
    setMessage(null);
    try {
      await submitFeedback(draft.content.trim(), draft.contact.trim());
      setDraft(EMPTY_DRAFT);
      saveDraft(EMPTY_DRAFT);
      setMessage({ kind: 'submitted' });
      onSubmitted();
    } catch (error) {
      const { code, messageKey } = toBackendError(error);
      const serverProblem = code === PARSE_ERROR.validation ? SERVER_PROBLEMS.get(messageKey) : undefined;
      if (serverProblem) setMessage({ kind: 'problem', problem: serverProblem });
      else setMessage({ kind: 'failed', reason: messageKey === 'rateLimited' ? 'rateLimited' : 'submitFailed' });
    } finally {
      setSubmitting(false);
    }
  };

  const contentInvalid = message?.kind === 'problem' && !isContactProblem(message.problem);
  const contactInvalid = message?.kind === 'problem' && isContactProblem(message.problem);

  return (
    <form className="feedback-form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <p className="feedback-identity">
        <span className="feedback-identity-label">{t('feedback.yourNickname')}</span>{' '}
        {/* Plain text, not a field: the nickname is assigned by the server and cannot be changed. */}
        {nicknameFailed && !nickname ? (
          // No nickname to show: say why, rather than a dash.
          <em className="feedback-nickname-missing">{t(online ? 'feedback.nicknameUnavailable' : 'feedback.nicknameOffline')}</em>
        ) : (
          <strong data-testid="feedback-nickname" aria-busy={nickname === null}>
            {nickname ? nicknameText(nickname) : '…'}
          </strong>
        )}
        <span className="feedback-hint">{t('feedback.nicknameHint')}</span>
      </p>

      <label htmlFor={`${ids}-content`}>{t('feedback.contentLabel')}</label>
      <textarea
        id={`${ids}-content`}
        ref={contentRef}
        data-testid="feedback-content"
        rows={5}
        placeholder={t('feedback.contentPlaceholder')}
        value={draft.content}
        onChange={(event) => update({ content: event.target.value })}
        aria-invalid={contentInvalid}
        aria-describedby={contentInvalid ? `${messageId} ${ids}-left` : `${ids}-left`}
      />
      <CharactersLeft id={`${ids}-left`} used={countGraphemes(draft.content)} />

      <label htmlFor={`${ids}-contact`}>{t('feedback.contactLabel')}</label>
      <input
        id={`${ids}-contact`}
        ref={contactRef}
        data-testid="feedback-contact"
        type="text"
        autoComplete="email"
        placeholder={t('feedback.contactPlaceholder')}
        value={draft.contact}
        onChange={(event) => update({ contact: event.target.value })}
        aria-invalid={contactInvalid}
        aria-describedby={contactInvalid ? messageId : undefined}
      />

      <div className="feedback-form-actions">
        <button type="submit" className="button-primary" data-testid="feedback-submit" disabled={submitting}>
          {submitting ? t('feedback.submitting') : t('feedback.submit')}
        </button>
      </div>

      {/* Always in the DOM, so screen readers announce what is put into it. */}
      <div id={messageId} className="feedback-form-message" role="status" aria-live="polite" data-testid="feedback-form-message">
        {message?.kind === 'problem' && <p className="message-error">{t(`feedback.${message.problem}`)}</p>}
        {message?.kind === 'failed' && <p className="message-error">{t(`feedback.${message.reason}`)}</p>}
        {message?.kind === 'submitted' && (
          <>
            <p className="message-success">{t('feedback.submitted')}</p>
            <p className="message-note">{t('feedback.pendingNotice')}</p>
          </>
        )}
      </div>
    </form>
  );
}

/** How much more the box takes before FEEDBACK_CONTENT_MAX (counted as the server counts, by grapheme). */
function CharactersLeft({ id, used }: { id: string; used: number }) {
  const { t } = useTranslation();
  const left = FEEDBACK_CONTENT_MAX - used;
  return (
    <p id={id} className={left < 0 ? 'feedback-left message-error' : 'feedback-left'} data-testid="feedback-characters-left">
      {left < 0 ? t('feedback.charactersOver', { count: -left }) : t('feedback.charactersLeft', { count: left })}
    </p>
  );
}
