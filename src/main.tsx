import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { App, pageOf } from './app/app.tsx';
import { loadEmojiPage, loadScreen, needsLaterStrings, SCREENS_WITH_FULL_DATA } from './app/screens.tsx';
import { loadEmojiData } from './emoji/load.ts';
import { readEmbeddedEmojiPage } from './features/emoji-page/emoji-page-source.ts';
import { createI18n } from './i18n/i18n.ts';
import { loadFirstMessages, loadMessages } from './i18n/messages.ts';
import { initChunkReload } from './platform/chunk-reload.ts';
import { recordError } from './platform/error-log.ts';
import { listenForInstallOffer } from './platform/install-prompt.ts';
import { initPwa } from './platform/pwa.ts';
import { installTouchGuard } from './platform/touch-guard.ts';
import './styles/global.css';

// Before anything awaits: the browser's install offer may come while the page still loads.
listenForInstallOffer();

async function start() {
  readEmbeddedEmojiPage(document);
  const page = pageOf(location.pathname);
  // The screen chunk and the strings load in parallel (the HTML preloads both), then hydrate. The
  // emoji data of index_v1 is not preloaded: its 67 KB would share the network with the page
  // and its scripts before the first paint and delay LCP; fetched from here, hydration comes no
  // later (3.1-3.4 s on slow 4G with 4x CPU slowdown).
  const [i18n] = await Promise.all([
    createI18n(page.lang, needsLaterStrings(page) ? loadMessages : loadFirstMessages),
    page.screen && loadScreen(page.screen),
    page.screen && SCREENS_WITH_FULL_DATA.includes(page.screen) && loadEmojiData(page.lang),
    page.emoji && loadEmojiPage(),
  ]);
  const root = document.getElementById('root')!;
  const app = (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </I18nextProvider>
  );
  // The app shell (served by the service worker) and the dev server have an empty root and render;
  // prerendered pages hydrate.
  if (!root.firstElementChild) {
    createRoot(root).render(app);
  } else {
    // In a transition React hydrates in slices of ~5 ms and yields to the browser between them (a
    // transition's lane is not a blocking one): in one task, hydration took 300-370 ms of home's
    // and 270 ms of an emoji page's main thread under Lighthouse's 4x CPU slowdown, most of their
    // total blocking time. A click or key press on a part not hydrated yet makes React hydrate
    // that part at once and replay the event.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => {
          recordError('hydration', error);
          console.error(error);
        },
      });
    });
  }
  // Platform behaviours start once the page is interactive; each defers its own heavy work.
  initChunkReload();
  installTouchGuard();
  initPwa(page.lang);
  // Analytics is set per deployment (VITE_STATS_SRC, VITE_GTM_ID): a build without it ships none of
  // its code (0.25 KiB gzip of home's first load, home budget, bench/cold-load.ts), one with
  // it loads the code here, after hydration.
  if (import.meta.env.VITE_STATS_SRC || import.meta.env.VITE_GTM_ID) {
    void import('./platform/analytics.ts').then(({ initAnalytics }) => initAnalytics());
  }
}

start().catch((error: unknown) => recordError('hydration', error));
