import { useTranslation } from 'react-i18next';
import { homePath, type LanguageCode } from '../../i18n/languages.ts';

/**
 * What the service worker shows, offline, for an emoji page this device never opened. Shipped
 * without the app's script (it is served under any emoji page's URL, so it must not hydrate as
 * that page): a plain form searches home, which is precached and reads ?q=.
 */
export function EmojiOffline({ lang }: { lang: LanguageCode }) {
  const { t } = useTranslation();
  return (
    <section className="emoji-page emoji-offline" data-testid="emoji-offline" aria-labelledby="emoji-offline-title">
      <h1 id="emoji-offline-title">{t('emojiOffline.title')}</h1>
      <p>{t('emojiOffline.body')}</p>
      <form action={homePath(lang)} method="get" role="search" className="emoji-offline-search">
        <label>
          <span className="visually-hidden">{t('search.label')}</span>
          <input type="search" name="q" required placeholder={t('search.label')} />
        </label>
        <button type="submit" className="emoji-copy">
          {t('emojiOffline.submit')}
        </button>
      </form>
    </section>
  );
}
