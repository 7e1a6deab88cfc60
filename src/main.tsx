import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { App, pageOf } from './app/app.tsx';
import { loadScreen } from './app/screens.tsx';
import { createI18n } from './i18n/i18n.ts';
import { loadMessages } from './i18n/messages.ts';
import { recordError } from './platform/error-log.ts';
import './styles/global.css';

async function start() {
  const page = pageOf(location.pathname);
  // The screen chunk and the strings load in parallel (the HTML preloads both), then hydrate.
  const [i18n] = await Promise.all([createI18n(page.lang, loadMessages), page.screen && loadScreen(page.screen)]);
  hydrateRoot(
    document.getElementById('root')!,
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </I18nextProvider>,
    {
      onRecoverableError: (error) => {
        recordError('hydration', error);
        console.error(error);
      },
    },
  );
}

start().catch((error: unknown) => recordError('hydration', error));
