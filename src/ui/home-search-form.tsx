import { useTranslation } from 'react-i18next';
import './home-search-form.css';

/**
 * A search box that answers on home: a plain GET form to `/{lang}?q=`, which home reads, so it
 * works before any script runs and where no search code is loaded (the 404 pages, the emoji
 * pages' offline stand-in, which ships without the app's script).
 */
export function HomeSearchForm({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <form action={home} method="get" role="search" className="home-search-form">
      <label>
        <span className="visually-hidden">{t('search.label')}</span>
        <input type="search" name="q" required placeholder={t('search.label')} />
      </label>
      <button type="submit">{t('search.submit')}</button>
    </form>
  );
}
