import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePage } from './page-context.tsx';
import { pathFor } from './routes.ts';

/**
 * Offline, a page this device has not kept (an emoji page not visited yet, any other page that is
 * not one of the screens the app shell renders, or a screen whose code did not load): says so, and
 * offers the search, which works. The link navigates in the page: before the service worker has
 * started, a page load would find no network.
 */
export default function OfflineView() {
  const { t } = useTranslation();
  const { lang, prefixed } = usePage();
  return (
    <section className="error-view" aria-labelledby="offline-title" data-testid="offline-view">
      <p className="error-code" aria-hidden="true">
        📴
      </p>
      <h1 id="offline-title">{t('offline.title')}</h1>
      <p>{t('offline.message')}</p>
      <p className="error-actions">
        <Link to={pathFor(lang, 'home', prefixed)}>{t('offline.searchHome')}</Link>
      </p>
    </section>
  );
}
