import { useTranslation } from 'react-i18next';
import { homePath, type LanguageCode } from '../../i18n/languages.ts';
import { HomeSearchForm } from '../../ui/home-search-form.tsx';

/**
 * What the service worker shows, offline, for an emoji page this device never opened. Shipped
 * without the app's script (it is served under any emoji page's URL, so it must not hydrate as
 * that page): HomeSearchForm searches home, which is precached and reads ?q=.
 */
export function EmojiOffline({ lang }: { lang: LanguageCode }) {
  const { t } = useTranslation();
  return (
    <section className="emoji-page emoji-offline" data-testid="emoji-offline" aria-labelledby="emoji-offline-title">
      <h1 id="emoji-offline-title">{t('emojiOffline.title')}</h1>
      <p>{t('emojiOffline.body')}</p>
      <HomeSearchForm home={homePath(lang)} />
    </section>
  );
}
