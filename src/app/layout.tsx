import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useScrollHint } from '../ui/use-scroll-hint.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { usePage } from './page-context.tsx';
import { SCREENS, pathFor } from './routes.ts';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { lang, prefixed } = usePage();
  const linkTo = (screen: (typeof SCREENS)[number]) => pathFor(lang, screen, prefixed || lang !== 'zh');
  const nav = useScrollHint<HTMLElement>();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className="site-header">
        <a className="brand" href={linkTo('home')}>
          <span className="emoji" aria-hidden="true">🗺️</span> <span className="brand-name">{t('meta.siteName')}</span>
        </a>
        <nav ref={nav} aria-label={t('nav.main')} className="site-nav scroll-hint">
          {SCREENS.map((screen) => (
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
        <p>{t('footer.tagline')}</p>
        <p>{t('footer.dataCredit')}</p>
      </footer>
    </>
  );
}
