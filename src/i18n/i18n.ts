import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../../locales/en.json';
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from './languages.ts';

export type Messages = typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/**
 * One i18next instance per page load (or per prerendered page): the page's language comes from
 * its URL, and English backs up any missing key. No runtime detector: the URL names the language,
 * and the choice for unprefixed URLs is made by the inline head script (detect-language.ts).
 */
export async function createI18n(lang: LanguageCode, loadMessages: (lang: LanguageCode) => Promise<Messages>): Promise<i18n> {
  const needed = lang === FALLBACK_LANGUAGE ? [lang] : [lang, FALLBACK_LANGUAGE];
  const loaded = await Promise.all(needed.map(loadMessages));
  const resources: Resource = Object.fromEntries(needed.map((code, i) => [code, { translation: loaded[i]! }]));
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
