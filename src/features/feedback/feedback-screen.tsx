import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../hooks/use-online.ts';
import { AdminPanel } from './admin-panel.tsx';
import { getProfile } from './feedback-api.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackList } from './feedback-list.tsx';
import type { Profile } from './feedback-types.ts';
import { OwnPendingFeedback } from './own-pending.tsx';
import { useNow } from './use-now.ts';
import './feedback.css';

/** Any ?admin parameter (value or none) asks for the sign-in form; nothing links to it. */
const asksForAdmin = (search: string) => new URLSearchParams(search).has('admin');

/**
 * The feedback board. The prerendered HTML is the empty form and a list in its loading state:
 * the profile, the list and the stored draft are all fetched in effects after hydration, so the
 * server never calls Parse and the first client render matches the HTML.
 */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const now = useNow();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [profileFailed, setProfileFailed] = useState(false);
  const [adminRequested, setAdminRequested] = useState(false);
  // Bumped when the viewer changes (admin sign-in or sign-out): profile and lists load again.
  const [viewer, setViewer] = useState(0);
  // Bumped when an admin approves an item, so the public list shows it.
  const [listVersion, setListVersion] = useState(0);
  // Bumped when this visitor submits, so their items waiting for review show the new one.
  const [submissions, setSubmissions] = useState(0);

  useEffect(() => setAdminRequested(asksForAdmin(window.location.search)), []);

  // Asked again when the connection returns: offline, the nickname says it comes then.
  const online = useOnline();
  useEffect(() => {
    let current = true;
    setProfileFailed(false);
    getProfile().then(
      (loaded) => current && setProfile(loaded),
      () => current && setProfileFailed(true),
    );
    return () => {
      current = false;
    };
  }, [viewer, online]);

  const onViewerChanged = useCallback((signedIn: Profile | null) => {
    setProfile(signedIn);
    setViewer((count) => count + 1);
  }, []);
  const onApproved = useCallback(() => setListVersion((count) => count + 1), []);
  const onSubmitted = useCallback(() => setSubmissions((count) => count + 1), []);
  const isAdmin = profile?.isAdmin === true;

  return (
    <div className="screen feedback">
      <h1>{t('feedback.heading')}</h1>
      <p className="intro">{t('feedback.intro')}</p>
      <div className="feedback-layout">
        <div className="feedback-side">
          <FeedbackForm nickname={profile?.nickname ?? null} nicknameFailed={profileFailed} onSubmitted={onSubmitted} />
          <OwnPendingFeedback reloadKey={`${viewer}:${submissions}`} now={now} />
          {(adminRequested || isAdmin) && <AdminPanel profile={profile} now={now} onViewerChanged={onViewerChanged} onApproved={onApproved} />}
        </div>
        <FeedbackList reloadKey={`${viewer}:${listVersion}`} canReply={isAdmin} now={now} />
      </div>
    </div>
  );
}
