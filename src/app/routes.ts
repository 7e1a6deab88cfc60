import { DEFAULT_LANGUAGE, homePath, isLanguageCode, LANGUAGES, type LanguageCode, languagePrefix, needsPrefix } from '../i18n/languages.ts';

/** The four screens; the key is also the path segment (home has none). */
export const SCREENS = ['home', 'feedback', 'index_v1', 'optimizer'] as const;
export type Screen = (typeof SCREENS)[number];

export interface PageRoute {
  lang: LanguageCode;
  screen: Screen;
  /** false for the unprefixed Chinese pages */
  prefixed: boolean;
}

/** The path of a screen in a language; `prefixed: false` only makes sense for Chinese. */
export function pathFor(lang: LanguageCode, screen: Screen, prefixed = needsPrefix(lang)): string {
  return screen === 'home' ? homePath(lang, prefixed) : `${languagePrefix(lang, prefixed)}/${screen}`;
}

/** Every prerendered page: each screen unprefixed (Chinese) and under the six prefixes — 28 in all. */
export const PAGE_ROUTES: readonly PageRoute[] = SCREENS.flatMap((screen) => [
  { lang: DEFAULT_LANGUAGE, screen, prefixed: false },
  ...LANGUAGES.map(({ code }) => ({ lang: code, screen, prefixed: true })),
]);

/** The route a path names, or null (a 404). Paths have no trailing slash except the root. */
export function matchPath(pathname: string): PageRoute | null {
  return PAGE_ROUTES.find((route) => pathFor(route.lang, route.screen, route.prefixed) === pathname) ?? null;
}

/** The language of any path, matched or not: its prefix, else Chinese. Used for 404 pages. */
export function languageOfPath(pathname: string): LanguageCode {
  const first = pathname.split('/')[1];
  return isLanguageCode(first) ? first : DEFAULT_LANGUAGE;
}

/** The canonical path: /zh pages name their unprefixed twin, every other page itself. */
export function canonicalPath(route: PageRoute): string {
  return pathFor(route.lang, route.screen);
}

/** Same screen in another language, as linked by the switcher and hreflang (Chinese unprefixed). */
export function alternatePath(screen: Screen, lang: LanguageCode): string {
  return pathFor(lang, screen);
}

const EMOJI_PATH = /^(?:\/([a-z_]+))?\/emoji\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The language and slug a path names if it has an emoji page's shape; whether the slug exists is asked elsewhere. */
export function matchEmojiPath(pathname: string): { lang: LanguageCode; prefixed: boolean; slug: string } | null {
  const match = EMOJI_PATH.exec(pathname);
  if (!match) return null;
  const [, prefix, slug] = match;
  if (prefix === undefined) return { lang: DEFAULT_LANGUAGE, prefixed: false, slug: slug! };
  return isLanguageCode(prefix) ? { lang: prefix, prefixed: true, slug: slug! } : null;
}
