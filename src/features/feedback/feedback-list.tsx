import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARSE_ERROR, toBackendError } from '../../backend/parse-client.ts';
import { useOnline } from '../../hooks/use-online.ts';
import { useToast } from '../../ui/toast.tsx';
import { hideFeedback, listFeedback, voteFeedback } from './feedback-api.ts';
import { VoteButton } from './feedback-item.tsx';
import { FeedbackItems, withReply } from './feedback-items.tsx';
import type { FeedbackSort } from './feedback-types.ts';
import { useFeedbackPages } from './use-feedback-pages.ts';

const SORTS: readonly FeedbackSort[] = ['latest', 'popular'];
const SORT_LABEL = { latest: 'feedback.sortLatest', popular: 'feedback.sortPopular' } as const;

/**
 * The approved feedback, sorted and paged, with voting, and for an admin (`canReply`) replies and
 * taking an item down again. `reloadKey` changes when the viewer changes
 * (admin sign-in or sign-out) or an item was approved: the list then reloads, since who voted for
 * what and what is listed may differ.
 */
export function FeedbackList({ reloadKey, canReply, now }: { reloadKey: string; canReply: boolean; now: Date }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [sort, setSort] = useState<FeedbackSort>('latest');
  const [voting, setVoting] = useState<ReadonlySet<string>>(new Set());
  // `reloadKey` is not read here: it is a dependency so that a new viewer reloads the list.
  const online = useOnline();
  // Bumped when the connection returns after a failed load (the board loads again by itself) and
  // by the Try again button: a browser that does not know it is offline says it is online.
  const [retries, setRetries] = useState(0);
  const loadPage = useCallback((page: number) => listFeedback(sort, page), [sort, reloadKey, retries]);
  const { state, loadMore, updateItem, removeItem } = useFeedbackPages(loadPage);
  const failed = state.status === 'failed';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of connection retries; a failure while online (the server down) must not loop.
  useEffect(() => {
    if (online && failed) setRetries((count) => count + 1);
  }, [online]);
  const [hiding, setHiding] = useState<string | null>(null);

  const hide = async (id: string) => {
    setHiding(id);
    try {
      await hideFeedback(id);
      removeItem(id);
      toast(t('admin.hidden'));
    } catch {
      toast(t('admin.hideFailed'), 'error');
    } finally {
      setHiding(null);
    }
  };

  const vote = async (id: string) => {
    setVoting((ids) => new Set(ids).add(id));
    try {
      const { votes } = await voteFeedback(id);
      updateItem(id, (item) => ({ ...item, votes, votedByMe: true }));
      toast(t('feedback.voted'));
    } catch (error) {
      const { code, messageKey } = toBackendError(error);
      if (code === PARSE_ERROR.duplicateValue && messageKey === 'addressVoteLimit') {
        toast(t('feedback.addressVoteLimit'), 'error');
      } else if (code === PARSE_ERROR.duplicateValue) {
        updateItem(id, (item) => ({ ...item, votedByMe: true }));
        toast(t('feedback.alreadyVoted'), 'error');
      } else {
        toast(t('feedback.voteFailed'), 'error');
      }
    } finally {
      setVoting((ids) => {
        const rest = new Set(ids);
        rest.delete(id);
        return rest;
      });
    }
  };

  const onLoadMore = () => loadMore().catch(() => toast(t('feedback.loadFailed'), 'error'));

  return (
    <section className="feedback-board" aria-labelledby="feedback-list-heading" aria-busy={state.status === 'loading'}>
      <div className="feedback-board-header">
        <h2 id="feedback-list-heading">{t('feedback.listLabel')}</h2>
        <div className="feedback-sort" role="group" aria-label={t('feedback.sortLabel')}>
          {SORTS.map((option) => (
            <button key={option} type="button" data-testid={`feedback-sort-${option}`} aria-pressed={sort === option} onClick={() => setSort(option)}>
              {t(SORT_LABEL[option])}
            </button>
          ))}
        </div>
      </div>

      {state.status === 'loading' && (
        <p className="feedback-list-status" role="status">
          {t('feedback.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <p className="feedback-list-status message-error" role="alert" data-testid="feedback-load-failed">
          {online ? (
            <>
              {t('feedback.loadFailed')}{' '}
              <button type="button" onClick={() => setRetries((count) => count + 1)}>
                {t('feedback.retry')}
              </button>
            </>
          ) : (
            t('feedback.offlineList')
          )}
        </p>
      )}
      {state.status === 'ready' && state.items.length === 0 && <p className="feedback-list-status">{t('feedback.empty')}</p>}

      {state.items.length > 0 && (
        <FeedbackItems
          items={state.items}
          now={now}
          canReply={canReply}
          onReplied={(id, reply) => updateItem(id, withReply(reply))}
          actions={(item) => (
            <>
              <VoteButton votes={item.votes} votedByMe={item.votedByMe} voting={voting.has(item.id)} onVote={() => vote(item.id)} />
              {canReply && (
                <button type="button" data-testid="admin-hide" disabled={hiding === item.id} onClick={() => hide(item.id)}>
                  {t('admin.hide')}
                </button>
              )}
            </>
          )}
        />
      )}

      {state.status === 'ready' && state.hasMore && (
        <button type="button" className="feedback-load-more" onClick={onLoadMore} disabled={state.loadingMore} data-testid="feedback-load-more">
          {state.loadingMore ? t('feedback.loading') : t('feedback.loadMore')}
        </button>
      )}
    </section>
  );
}
