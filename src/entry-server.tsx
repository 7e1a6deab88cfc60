import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { App, pageOf } from './app/app.tsx';
import { loadScreen } from './app/screens.tsx';
import { createI18n } from './i18n/i18n.ts';
import { loadMessages } from './i18n/messages.ts';

export { PAGE_ROUTES, pathFor, canonicalPath, alternatePath } from './app/routes.ts';
export { languageRedirectScript } from './i18n/detect-language.ts';
export { LANGUAGES } from './i18n/languages.ts';
export { SCREENS_WITH_FULL_DATA } from './app/screens.tsx';
export { decodeEmojiData } from './emoji/decode.ts';
export { primeEmojiData } from './emoji/load.ts';

/** Renders one URL to HTML with the real components, for the prerender. */
export async function render(url: string) {
  const page = pageOf(new URL(url, 'http://prerender').pathname);
  const i18n = await createI18n(page.lang, loadMessages);
  if (page.screen) await loadScreen(page.screen);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </I18nextProvider>,
  );
  return { html, page, t: i18n.t.bind(i18n) };
}
