import { useTranslation } from 'react-i18next';
import { usePage } from './page-context.tsx';
import { pathFor } from './routes.ts';

/**
 * Offline, a page this device has not kept (an emoji page not visited yet, or any other page that
 * is not one of the screens the app shell renders): says so, and offers the search, which works.
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
        <a href={pathFor(lang, 'home', prefixed)}>{t('offline.searchHome')}</a>
      </p>
    </section>
  );
}
