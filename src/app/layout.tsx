import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { linksPrefixed } from '../i18n/languages.ts';
import { InstallOffer } from '../ui/install-offer.tsx';
import { useScrollHint } from '../ui/use-scroll-hint.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { usePage } from './page-context.tsx';
import { pathFor, type Screen } from './routes.ts';

/** The navigation's order, the older home variant, the least visited, last; the 404 page lists the same. */
export const NAV: readonly Screen[] = ['home', 'optimizer', 'feedback', 'index_v1'];

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { lang, prefixed, screen: current } = usePage();
  const linkTo = (screen: Screen) => pathFor(lang, screen, linksPrefixed(lang, prefixed));
  const nav = useScrollHint<HTMLElement>();
  // The current page's link in view when the row scrolls (a window just wider than a phone; on a
  // phone the row wraps).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `nav` is a ref (useScrollHint), read when `current` changes.
  useEffect(() => {
    const row = nav.current;
    const active = row?.querySelector('a.active');
    if (!row || !active) return;
    const overflow = active.getBoundingClientRect().right - row.getBoundingClientRect().right;
    if (overflow > 0) row.scrollLeft += overflow;
  }, [current]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className="site-header">
        <a className="brand" href={linkTo('home')}>
          <span className="emoji" aria-hidden="true">
            🗺️
          </span>{' '}
          <span className="brand-name">{t('meta.siteName')}</span>
        </a>
        <nav ref={nav} aria-label={t('nav.main')} className="site-nav scroll-hint">
          {NAV.map((screen) => (
            <NavLink key={screen} to={linkTo(screen)} end>
              {t(`nav.${screen}`)}
            </NavLink>
          ))}
        </nav>
        <LanguageSwitcher />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <InstallOffer />
        <p>{t('footer.tagline')}</p>
        <p>{t('footer.dataCredit')}</p>
      </footer>
    </>
  );
}
