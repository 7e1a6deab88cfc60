import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInWithPassword, signOut } from '../../backend/admin-session.ts';
import { useToast } from '../../ui/toast.tsx';
import { getProfile, listPendingFeedback, reviewFeedback } from './feedback-api.ts';
import { FeedbackItems, withReply } from './feedback-items.tsx';
import type { Profile } from './feedback-types.ts';
import { useFeedbackPages } from './use-feedback-pages.ts';

type SignInMessage = 'signInFailed' | 'notAdmin';

/** Username and password of a member of the `admin` role; reached only through ?admin. */
function AdminSignIn({ onSignedIn }: { onSignedIn: (profile: Profile) => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SignInMessage | null>(null);
  const ids = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await signInWithPassword(username, password);
    } catch {
      setMessage('signInFailed');
      setBusy(false);
      return;
    }
    try {
      const profile = await getProfile();
      if (profile.isAdmin) {
        onSignedIn(profile);
        return;
      }
      // Only admins have accounts with passwords; anyone else goes back to being a visitor.
      await signOut();
      setMessage('notAdmin');
    } catch {
      setMessage('signInFailed');
    }
    setBusy(false);
  };

  return (
    <form className="admin-sign-in" onSubmit={onSubmit} aria-labelledby={`${ids}-title`} aria-busy={busy}>
      <h2 id={`${ids}-title`}>{t('admin.signInTitle')}</h2>
      <label htmlFor={`${ids}-username`}>{t('admin.username')}</label>
      <input
        id={`${ids}-username`}
        data-testid="admin-username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <label htmlFor={`${ids}-password`}>{t('admin.password')}</label>
      <input
        id={`${ids}-password`}
        data-testid="admin-password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="button-primary" data-testid="admin-sign-in" disabled={busy}>
        {t('admin.signIn')}
      </button>
      <p className="message-error" role="status" aria-live="polite">
        {message && t(`admin.${message}`)}
      </p>
    </form>
  );
}

/** What a signed-in admin works on: the items waiting for review, with their contact details. */
function PendingReview({ now, onApproved, onSignedOut }: { now: Date; onApproved: () => void; onSignedOut: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { state, loadMore, updateItem, removeItem } = useFeedbackPages(listPendingFeedback);
  const [reviewing, setReviewing] = useState<string | null>(null);

  const review = async (id: string, decision: 'approve' | 'reject') => {
    setReviewing(id);
    try {
      await reviewFeedback(id, decision);
      removeItem(id);
      toast(t(decision === 'approve' ? 'admin.approved' : 'admin.rejected'));
      if (decision === 'approve') onApproved();
    } catch {
      toast(t('admin.reviewFailed'), 'error');
    } finally {
      setReviewing(null);
    }
  };

  const onSignOut = async () => {
    await signOut();
    onSignedOut();
  };

  return (
    <section className="admin-pending" data-testid="admin-pending" aria-labelledby="admin-pending-heading" aria-busy={state.status === 'loading'}>
      <div className="feedback-board-header">
        <h2 id="admin-pending-heading">{t('admin.pending')}</h2>
        <button type="button" data-testid="admin-sign-out" onClick={onSignOut}>
          {t('admin.signOut')}
        </button>
      </div>
      {state.status === 'loading' && <p role="status">{t('feedback.loading')}</p>}
      {state.status === 'failed' && (
        <p className="message-error" role="alert">
          {t('feedback.loadFailed')}
        </p>
      )}
      {state.status === 'ready' && state.items.length === 0 && <p>{t('admin.noPending')}</p>}
      {state.items.length > 0 && (
        <FeedbackItems
          items={state.items}
          now={now}
          canReply
          onReplied={(id, reply) => updateItem(id, withReply(reply))}
          actions={(item) => (
            <>
              <button
                type="button"
                className="button-primary"
                data-testid="admin-approve"
                disabled={reviewing === item.id}
                onClick={() => review(item.id, 'approve')}
              >
                {t('admin.approve')}
              </button>
              <button type="button" data-testid="admin-reject" disabled={reviewing === item.id} onClick={() => review(item.id, 'reject')}>
                {t('admin.reject')}
              </button>
            </>
          )}
        />
      )}
      {state.status === 'ready' && state.hasMore && (
        <button
          type="button"
          className="feedback-load-more"
          onClick={() => loadMore().catch(() => toast(t('feedback.loadFailed'), 'error'))}
          disabled={state.loadingMore}
        >
          {state.loadingMore ? t('feedback.loading') : t('feedback.loadMore')}
        </button>
      )}
    </section>
  );
}

/**
 * The admin corner of the feedback page: a sign-in form until an admin is signed in, then the
 * review queue. `profile` is null while the viewer is not known yet.
 */
export function AdminPanel({
  profile,
  now,
  onViewerChanged,
  onApproved,
}: {
  profile: Profile | null;
  now: Date;
  onViewerChanged: (profile: Profile | null) => void;
  onApproved: () => void;
}) {
  if (profile?.isAdmin) return <PendingReview now={now} onApproved={onApproved} onSignedOut={() => onViewerChanged(null)} />;
  return <AdminSignIn onSignedIn={onViewerChanged} />;
}
