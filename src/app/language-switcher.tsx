import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emojiPagePath } from '../emoji/slug.ts';
import { rememberLanguage } from '../i18n/detect-language.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { usePage } from './page-context.tsx';
import { alternatePath } from './routes.ts';

/** What a visitor is doing on a screen, kept across languages: the search, the kitchen's mix, the category. */
const KEPT_PARAMS = ['q', 'mix', 'category'] as const;

/** The kept parameters of a query string, as "?q=cat&mix=…", or "" when there are none. */
function keptSearch(search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMS) {
    const value = current.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * Links to the same screen in each language, with the search, mix and category of the moment
 * (read from the address when the menu opens: home writes them there as they change); full page loads, since each page is prerendered.
 * A <details> menu (it opens without JavaScript) that closes on a tap or click outside, when
 * focus leaves it, and on Escape, which returns focus to its button.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { lang, screen, emoji } = usePage();
  const menu = useRef<HTMLDetailsElement>(null);
  const [search, setSearch] = useState('');

  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !details.contains(event.relatedTarget)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    details.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  return (
    <details ref={menu} className="lang-switcher" data-testid="lang-switcher" onToggle={() => setSearch(emoji ? '' : keptSearch(location.search))}>
      {/* The accessible name must contain the visible text (WCAG 2.5.3), so the label is hidden
          text, not aria-label. On a phone only the globe shows (.lang-name is hidden there). */}
      <summary>
        <span className="emoji" aria-hidden="true">
          🌐
        </span>{' '}
        <span className="visually-hidden">{t('nav.language')}: </span>
        <span className="lang-name">{LANGUAGES.find((l) => l.code === lang)!.name}</span>
      </summary>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <a
              href={(emoji ? emojiPagePath(language.code, emoji) : alternatePath(screen ?? 'home', language.code)) + search}
              hrefLang={language.tag}
              lang={language.tag}
              aria-current={language.code === lang ? 'true' : undefined}
              onClick={() => rememberLanguage(language.code)}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
