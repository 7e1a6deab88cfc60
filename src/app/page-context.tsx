import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../i18n/languages.ts';
import type { Screen } from './routes.ts';

export interface Page {
  lang: LanguageCode;
  /** null on the 404 page */
  screen: Screen | null;
  prefixed: boolean;
  /** an emoji page's slug (screen is null then, and the page is no 404) */
  emoji?: string;
  /** the offline stand-in for emoji pages (see emojiOfflinePath) */
  emojiOffline?: boolean;
}

export const PageContext = createContext<Page>({ lang: DEFAULT_LANGUAGE, screen: 'home', prefixed: false });

/** The page being shown: its language and screen, from the URL. */
export const usePage = () => useContext(PageContext);
