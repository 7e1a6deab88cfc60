import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages.ts';

/**
 * Chooses the language for an unprefixed (Chinese) URL: cookie, then the browser's languages,
 * then Chinese (`fallback`). Self-contained on purpose: the prerender inlines
 * `Function.prototype.toString()` of this function in <head>, so it runs before the first paint
 * and a visitor who reads Japanese never sees a flash of the Chinese page. Keep it free of imports
 * and closures: the language table reaches it as `codes` and `fallback` (chooseLanguage).
 */
function pickLanguage(cookie: string, browserLanguages: readonly string[], codes: readonly string[], fallback: string): string {
  const fromCookie = /(?:^|;\s*)i18n_redirected=([^;]*)/.exec(cookie);
  if (fromCookie && codes.indexOf(fromCookie[1]!) >= 0) return fromCookie[1]!;
  for (const tag of browserLanguages) {
    const parts = tag.toLowerCase().replace(/_/g, '-').split('-');
    const base = parts[0];
    if (base === 'zh') {
      // Traditional script or a region that writes it: Taiwan, Hong Kong, Macau.
      return parts.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo') ? 'zh_tw' : 'zh';
    }
    if (base && codes.indexOf(base) >= 0) return base;
  }
  return fallback;
}

/** The language for an unprefixed URL, from the `i18n_redirected` cookie and the browser's languages. */
export function chooseLanguage(cookie: string, browserLanguages: readonly string[]): string {
  return pickLanguage(cookie, browserLanguages, LANGUAGE_CODES, DEFAULT_LANGUAGE);
}

/**
 * Crawlers and audit tools (bots, Lighthouse, Facebook's link preview, Google's agents): never
 * redirected, and shown no error page. Self-contained for the same reason as chooseLanguage.
 */
export function isCrawler(userAgent: string): boolean {
  return /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|google/i.test(userAgent);
}

/** Cookie that remembers the visitor's language choice (the name the contract fixes; chooseLanguage reads it). */
const LANGUAGE_COOKIE = 'i18n_redirected';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie that makes chooseLanguage pick `lang` on unprefixed URLs for 365 days. */
export function languageCookie(lang: string): string {
  return `${LANGUAGE_COOKIE}=${lang}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}

/** Remembers a language switch for later visits to unprefixed URLs. */
export function rememberLanguage(lang: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is a fixed code.
  document.cookie = languageCookie(lang);
}

/**
 * The inline <head> script of unprefixed pages (the screens and the 404 page): redirects to the
 * chosen language's twin page. It does nothing on a prefixed URL, so the app shell, served by the
 * service worker for every screen, carries it too.
 */
export function languageRedirectScript(): string {
  const prefixed = `/^\\/(?:${LANGUAGE_CODES.join('|')})(?:\\/|$)/`;
  const fallback = JSON.stringify(DEFAULT_LANGUAGE);
  return `(function(){if(${prefixed}.test(location.pathname))return;if((${isCrawler.toString()})(navigator.userAgent))return;var l=(${pickLanguage.toString()})(document.cookie,navigator.languages||[navigator.language],${JSON.stringify(LANGUAGE_CODES)},${fallback});if(l!==${fallback})location.replace("/"+l+(location.pathname==="/"?"":location.pathname)+location.search+location.hash)})()`;
}
