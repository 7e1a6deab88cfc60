import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { emojiOfflinePath } from '../emoji/slug.ts';
import { emojiPageModel } from '../features/emoji-page/emoji-page-source.ts';
import { DEFAULT_LANGUAGE, isLanguageCode, languageByCode, needsPrefix } from '../i18n/languages.ts';
import { PageLanguageContext } from '../i18n/page-language.ts';
import { isAppShell } from '../platform/app-shell.ts';
import { ToastProvider } from '../ui/toast.tsx';
import { UpdatePrompt } from '../ui/update-prompt.tsx';
import { DeferredErrorView } from './deferred-error-view.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { Layout } from './layout.tsx';
import OfflineView from './offline-view.tsx';
import { type Page, PageContext } from './page-context.tsx';
import { languageOfPath, matchEmojiPath, matchPath, type PageRoute } from './routes.ts';
import { EmojiPageView, ScreenView } from './screens.tsx';

/** The page a URL shows; unmatched paths are 404 pages in their prefix's language. */
export function pageOf(pathname: string): Page {
  const route: PageRoute | null = matchPath(pathname);
  if (route) return route;
  const emoji = matchEmojiPath(pathname);
  if (emoji && emojiPageModel(emoji.lang, emoji.slug)) return { lang: emoji.lang, screen: null, prefixed: emoji.prefixed, emoji: emoji.slug };
  const lang = languageOfPath(pathname);
  if (pathname === emojiOfflinePath(lang)) return { lang, screen: null, prefixed: needsPrefix(lang), emojiOffline: true };
  return { lang: languageOfPath(pathname), screen: null, prefixed: isLanguageCode(pathname.split('/')[1]) };
}

/**
 * Keeps the tab title in step with client-side navigation (the prerender writes the rest of
 * <head>), and gives the app shell, which shows any page, the language and manifest of its page.
 */
function DocumentHead({ page, shell }: { page: Page; shell: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    // An emoji page is only ever reached by a full page load: its prerendered title stands.
    if (page.emoji || page.emojiOffline) return;
    document.title = t(page.screen ? `meta.${page.screen}.title` : shell ? 'offline.title' : 'meta.notFound.title');
  }, [page.screen, page.emoji, page.emojiOffline, shell, t]);
  useEffect(() => {
    if (!shell) return;
    document.documentElement.lang = languageByCode(page.lang).tag;
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (manifest) manifest.href = page.lang === DEFAULT_LANGUAGE ? '/manifest.webmanifest' : `/${page.lang}/manifest.webmanifest`;
  }, [page.lang, shell]);
  return null;
}

export function App() {
  const { pathname } = useLocation();
  const page = pageOf(pathname);
  // The shell is served for a page that is not a screen only when the network could not answer.
  const [shell] = useState(isAppShell);
  return (
    <PageContext value={page}>
      <PageLanguageContext value={page.lang}>
        <DocumentHead page={page} shell={shell} />
        <ToastProvider>
          <Layout>
            <ErrorBoundary key={pathname}>
              <Suspense fallback={<div className="screen-loading" aria-busy="true" />}>
                {/* pageOf has matched the path already: react-router's <Routes> matched it again on each
                render, ranking 29 routes (40-60 ms of home's hydration under 4x CPU slowdown) */}
                {page.screen ? (
                  <ScreenView screen={page.screen} />
                ) : page.emoji || page.emojiOffline ? (
                  <EmojiPageView />
                ) : shell ? (
                  <OfflineView />
                ) : (
                  <DeferredErrorView error={{ statusCode: 404 }} />
                )}
              </Suspense>
            </ErrorBoundary>
          </Layout>
          <UpdatePrompt />
        </ToastProvider>
      </PageLanguageContext>
    </PageContext>
  );
}
