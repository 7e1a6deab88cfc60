import type { i18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { App, pageOf } from './app/app.tsx';
import { loadErrorView } from './app/deferred-error-view.tsx';
import { loadEmojiPage, loadScreen } from './app/screens.tsx';
import { buildEmojiPageModel, type EmojiPageSources } from './emoji/page-model.ts';
import { emojiPageModel, setEmojiPageSource } from './features/emoji-page/emoji-page-source.ts';
import { loadKitchen } from './features/home/deferred-kitchen.tsx';
import { createI18n } from './i18n/i18n.ts';
import type { LanguageCode } from './i18n/languages.ts';
import { loadMessages } from './i18n/messages.ts';

export { alternatePath, canonicalPath, PAGE_ROUTES, pathFor } from './app/routes.ts';
export { needsLaterStrings } from './app/screens.tsx';
export { artworkPath } from './emoji/artwork-path.ts';
export { decodeEmojiData } from './emoji/decode.ts';
export { primeEmojiData } from './emoji/load.ts';
export { emojiPageSlugs } from './emoji/page-model.ts';
export { emojiOfflinePath, emojiPagePath } from './emoji/slug.ts';
export { emojiPageHead } from './features/emoji-page/emoji-page-head.ts';
export { languageRedirectScript } from './i18n/detect-language.ts';
export { LANGUAGES } from './i18n/languages.ts';

/** Emoji pages are built from all six languages' data (the prerender reads it once). */
export function primeEmojiPages(sources: EmojiPageSources): void {
  // A page asks for its model three times (route match, render, head): the last one is kept.
  let last: { key: string; model: ReturnType<typeof buildEmojiPageModel> } | null = null;
  setEmojiPageSource((lang, slug) => {
    const key = `${lang}/${slug}`;
    if (last?.key !== key) last = { key, model: buildEmojiPageModel(sources, slug, lang) };
    return last.model;
  });
}

// One i18next instance per language: creating one costs ~1 ms, times 13,400 emoji pages.
const i18nByLanguage = new Map<LanguageCode, Promise<i18n>>();
const i18nFor = (lang: LanguageCode) => {
  let instance = i18nByLanguage.get(lang);
  if (!instance) i18nByLanguage.set(lang, (instance = createI18n(lang, loadMessages)));
  return instance;
};

/** Renders one URL to HTML with the real components, for the prerender. */
export async function render(url: string) {
  const page = pageOf(new URL(url, 'http://prerender').pathname);
  const i18n = await i18nFor(page.lang);
  if (page.screen) await loadScreen(page.screen);
  // The browser hydrates the kitchen later (deferred-kitchen.tsx); the page holds it from the start.
  if (page.screen === 'home') await loadKitchen();
  if (page.emoji || page.emojiOffline) await loadEmojiPage();
  // The 404 pages show it; the browser loads it only when a page does.
  await loadErrorView();
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </I18nextProvider>,
  );
  const emojiPage = page.emoji ? emojiPageModel(page.lang, page.emoji) : null;
  return { html, page, t: i18n.t.bind(i18n), emojiPage };
}
