import i18next, { type i18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
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

/** Cookie that remembers the visitor's language choice (the name the contract fixes). */
export const LANGUAGE_COOKIE = 'i18n_redirected';
const COOKIE_MINUTES = 365 * 24 * 60;

/**
 * One i18next instance per page load (or per prerendered page): the page's language comes from
 * its URL, and English backs up any missing key. The browser detector reads that language from
 * <html lang> (written by the prerender) and writes the cookie when the visitor switches.
 */
export async function createI18n(lang: LanguageCode, loadMessages: (lang: LanguageCode) => Promise<Messages>): Promise<i18n> {
  const needed = lang === FALLBACK_LANGUAGE ? [lang] : [lang, FALLBACK_LANGUAGE];
  const loaded = await Promise.all(needed.map(loadMessages));
  const resources: Resource = Object.fromEntries(needed.map((code, i) => [code, { translation: loaded[i]! }]));
  const instance = i18next.createInstance();
  if (typeof document !== 'undefined') instance.use(LanguageDetector);
  await instance.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    detection: {
      order: ['htmlTag'],
      caches: [],
      lookupCookie: LANGUAGE_COOKIE,
      cookieMinutes: COOKIE_MINUTES,
      cookieOptions: { path: '/', sameSite: 'lax' },
      convertDetectedLanguage: (tag: string) => LANGUAGES.find((l) => l.tag === tag)?.code ?? tag,
    },
  });
  return instance;
}

/** Remembers a language switch for later visits to unprefixed URLs (365 days). */
export function rememberLanguage(instance: i18n, lang: LanguageCode): void {
  instance.services.languageDetector?.cacheUserLanguage?.(lang, ['cookie']);
}
