import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { listMyPendingFeedback } from './feedback-api.ts';
import { FeedbackItems } from './feedback-items.tsx';
import { useFeedbackPages } from './use-feedback-pages.ts';

/**
 * What this visitor submitted that an admin has not reviewed yet, marked as waiting: otherwise a
 * submission vanishes until it is approved. Only its author gets it from the server (visitors are
 * anonymous, one per browser), so it shows on the device it was written on. Nothing is shown
 * while loading or when the call fails: the board below does not depend on it.
 */
export function OwnPendingFeedback({ reloadKey, now }: { reloadKey: string; now: Date }) {
  const { t } = useTranslation();
  // `reloadKey` is not read here: it is a dependency so that a new submission or viewer reloads.
  const loadPage = useCallback(() => listMyPendingFeedback(), [reloadKey]);
  const { state } = useFeedbackPages(loadPage);
  if (state.items.length === 0) return null;
  return (
    <section className="feedback-own-pending" data-testid="feedback-own-pending" aria-labelledby="feedback-own-pending-heading">
      <h2 id="feedback-own-pending-heading">{t('feedback.ownPendingHeading')}</h2>
      <FeedbackItems
        items={state.items}
        now={now}
        canReply={false}
        // Not `feedback-item`: what others see on the board is only ever approved items.
        testId="feedback-own-item"
        actions={() => (
          <span className="pending-badge" data-testid="feedback-pending-badge">
            {t('feedback.pendingBadge')}
          </span>
        )}
      />
    </section>
  );
}
