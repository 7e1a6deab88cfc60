import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/languages.ts';
import { rememberLanguage } from '../i18n/i18n.ts';
import { usePage } from './page-context.tsx';
import { alternatePath } from './routes.ts';
import { emojiPagePath } from '../emoji/slug.ts';

/** Links to the same screen in each language; full page loads, since each page is prerendered. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { lang, screen, emoji } = usePage();
  return (
    <details className="lang-switcher" data-testid="lang-switcher">
      {/* The accessible name must contain the visible text (WCAG 2.5.3), so the label is hidden text, not aria-label. */}
      <summary>
        <span aria-hidden="true">🌐</span> <span className="visually-hidden">{t('nav.language')}: </span>
        {LANGUAGES.find((l) => l.code === lang)!.name}
      </summary>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <a
              href={emoji ? emojiPagePath(language.code, emoji) : alternatePath(screen ?? 'home', language.code)}
              hrefLang={language.tag}
              lang={language.tag}
              aria-current={language.code === lang ? 'true' : undefined}
              onClick={() => rememberLanguage(i18n, language.code)}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
