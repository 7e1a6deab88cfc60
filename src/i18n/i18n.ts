import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../../locales/en.json';
import { LANGUAGES, type LanguageCode } from './languages.ts';

export type Messages = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/**
 * One i18next instance per page load (or per prerendered page): the page's language comes from
 * its URL, and only that language's strings load: every locale file has every key (tests/unit/i18n/locales.test.ts),
 * so no English fallback is shipped (3.1 KiB gzip of the home page's first load). A page may start
 * with part of them (src/i18n/messages.ts) and add the rest when a screen needs it. No runtime detector: the URL names the language,
 * and the choice for unprefixed URLs is made by the inline head script (detect-language.ts).
 */
export async function createI18n(lang: LanguageCode, loadMessages: (lang: LanguageCode) => Promise<Partial<Messages>>): Promise<i18n> {
  const resources: Resource = { [lang]: { translation: await loadMessages(lang) } };
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: false,
    supportedLngs: LANGUAGES.map((l) => l.code),
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
